import { useEffect, useState, type FormEvent } from 'react';
import type { ConsoleSession } from '@clarity/shared';
import { api, ConsoleApiError, type Role } from '../api';
import { t } from '../i18n/t';
import { Alert, errorText, Field, fieldErrors } from '../ui';

/** `/console/invite/<code>`: the invitee sets a password; the account is created and signed in. */
export function Invite({ code, onSignedIn }: { code: string; onSignedIn: (session: ConsoleSession) => void }) {
  const [invite, setInvite] = useState<{ email: string; role: Role; orgName: string } | null | undefined>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.openInvite(code).then(
      (opened) => {
        setInvite(opened);
        setEmail(opened.email);
      },
      () => setInvite(null),
    );
  }, [code]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSignedIn(await api.acceptInvite(code, email, password));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const fields = fieldErrors(error);
  const general = error instanceof ConsoleApiError && error.issues.length === 0 ? errorText(error) : undefined;

  return (
    <main className="auth" id="main">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <p className="brand-mark" aria-hidden="true">
          C
        </p>
        {invite === undefined && <p>{t('app.loading')}</p>}
        {invite === null && <Alert kind="error">{t('invite.unusable')}</Alert>}
        {invite && (
          <>
            <h1>{t('invite.title', { org: invite.orgName })}</h1>
            <p className="lead">{t('invite.lead', { role: t(`role.${invite.role}` as const) })}</p>
            {general && <Alert kind="error">{general}</Alert>}
            <Field label={t('signIn.email')} error={fields.email}>
              {(p) => <input {...p} type="email" autoComplete="username" value={email} onInput={(e) => setEmail(e.currentTarget.value)} required />}
            </Field>
            <Field label={t('signIn.password')} error={fields.password} hint={t('invite.passwordHint')}>
              {(p) => <input {...p} type="password" autoComplete="new-password" minLength={12} value={password} onInput={(e) => setPassword(e.currentTarget.value)} required />}
            </Field>
            <button className="button primary wide" type="submit" disabled={busy}>
              {t('invite.submit')}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
