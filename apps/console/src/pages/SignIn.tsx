import { useState, type FormEvent } from 'react';
import type { ConsoleSession } from '@clarity/shared';
import { browserSupportsWebAuthn, startAuthentication, WebAuthnError } from '@simplewebauthn/browser';
import { api, ConsoleApiError } from '../api';
import { t } from '../i18n/t';
import { Alert, errorText, Field, fieldErrors, KeyIcon } from '../ui';

/**
 * `/console/`: email and password, or a passkey (no email needed: the browser offers the passkeys it
 * holds for this site). A refused sign-in gets one sentence whatever the reason (the API tells no more).
 */
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
  const [passkeyProblem, setPasskeyProblem] = useState<string>();
  const withPasskey = async () => {
    setBusy(true);
    setError(undefined);
    setPasskeyProblem(undefined);
    try {
      const optionsJSON = await api.passkeySignInOptions();
      onSignedIn(await api.passkeySignIn(await startAuthentication({ optionsJSON })));
    } catch (e) {
      // Dismissing the browser's dialog is not an error worth a red box; anything else is.
      if (e instanceof WebAuthnError && e.name === 'NotAllowedError') setPasskeyProblem(t('passkey.cancelled'));
      else if (e instanceof ConsoleApiError) setPasskeyProblem(e.status === 401 ? t('passkey.signInFailed') : errorText(e));
      else setPasskeyProblem(t('passkey.signInFailed'));
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
        {browserSupportsWebAuthn() && (
          <>
            <p className="divider">
              <span>{t('signIn.or')}</span>
            </p>
            {passkeyProblem && <Alert kind="error">{passkeyProblem}</Alert>}
            <button className="button secondary wide" type="button" data-testid="passkey-sign-in" disabled={busy} onClick={() => void withPasskey()}>
              <KeyIcon />
              {t('passkey.signIn')}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
