import { useState, type FormEvent } from 'react';
import type { ConsoleSession } from '@clarity/shared';
import { api, ConsoleApiError } from '../api';
import { t } from '../i18n/t';
import { Alert, errorText, Field, fieldErrors } from '../ui';

/** `/console/`: email and password. A refused sign-in gets one sentence whatever the reason (the API tells no more). */
export function SignIn({ onSignedIn }: { onSignedIn: (session: ConsoleSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const fields = fieldErrors(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSignedIn(await api.signIn(email, password));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const refused = error instanceof ConsoleApiError && error.issues.length === 0 ? (error.status === 401 ? t('signIn.failed') : errorText(error)) : undefined;

  return (
    <main className="auth" id="main">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <p className="brand-mark" aria-hidden="true">
          C
        </p>
        <h1>{t('signIn.title')}</h1>
        <p className="lead">{t('signIn.lead')}</p>
        {refused && <Alert kind="error">{refused}</Alert>}
        <Field label={t('signIn.email')} error={fields.email}>
          {(p) => <input {...p} type="email" autoComplete="username" value={email} onInput={(e) => setEmail(e.currentTarget.value)} required />}
        </Field>
        <Field label={t('signIn.password')} error={fields.password}>
          {(p) => <input {...p} type="password" autoComplete="current-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} required />}
        </Field>
        <button className="button primary wide" type="submit" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
