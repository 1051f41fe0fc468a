import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ConsolePasskey, ConsoleSession } from '@clarity/shared';
import { browserSupportsWebAuthn, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { api, ConsoleApiError } from '../api';
import { formatDateTime, t } from '../i18n/t';
import { Alert, errorText, Field, fieldErrors, KeyIcon, PageHeader } from '../ui';

/** The signed-in member's own account: who they are, their passkeys (add, remove), and signing out everywhere. */
export function Account({ session, onSignedOutEverywhere }: { session: ConsoleSession; onSignedOutEverywhere: () => void }) {
  const [passkeys, setPasskeys] = useState<ConsolePasskey[]>();
  const [error, setError] = useState<unknown>();
  const [notice, setNotice] = useState<string>();
  const load = useCallback(() => {
    api.passkeys().then((r) => setPasskeys(r.data), setError);
  }, []);
  useEffect(load, [load]);

  const remove = (passkey: ConsolePasskey) => {
    if (!window.confirm(t('passkey.removeConfirm', { name: passkey.name }))) return;
    api.removePasskey(passkey.id).then(() => {
      setError(undefined);
      setNotice(t('passkey.removed', { name: passkey.name }));
      load();
    }, setError);
  };

  return (
    <>
      <PageHeader title={t('account.title')} lead={t('account.lead', { email: session.member.email, role: t(`role.${session.member.role}`), org: session.org.name })} />
      {error !== undefined && <Alert kind="error">{errorText(error)}</Alert>}
      {notice && <Alert kind="success">{notice}</Alert>}
      <section className="panel" aria-labelledby="passkeys-title">
        <div>
          <h2 id="passkeys-title">{t('passkey.title')}</h2>
          <p className="hint">{t('passkey.lead')}</p>
        </div>
        {passkeys && passkeys.length === 0 && <p className="muted">{t('passkey.none')}</p>}
        {passkeys && passkeys.length > 0 && (
          <ul className="item-list">
            {passkeys.map((p) => (
              <li key={p.id} data-testid="passkey-row" className="item">
                <span className="item-icon" aria-hidden="true">
                  <KeyIcon />
                </span>
                <span className="item-main">
                  <strong>{p.name}</strong>
                  <span className="muted small">
                    {t('passkey.added', { date: formatDateTime(p.createdAt) })} · {p.lastUsedAt ? t('passkey.lastUsed', { date: formatDateTime(p.lastUsedAt) }) : t('passkey.neverUsed')}
                  </span>
                </span>
                <button type="button" className="button danger small" data-testid="passkey-remove" aria-label={t('passkey.removeNamed', { name: p.name })} onClick={() => remove(p)}>
                  {t('passkey.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {browserSupportsWebAuthn() ? (
          <AddPasskey
            onAdded={(name) => {
              setNotice(t('passkey.addedNotice', { name }));
              load();
            }}
          />
        ) : (
          <Alert kind="info">{t('passkey.unsupported')}</Alert>
        )}
      </section>
      <section className="panel" aria-labelledby="sessions-title">
        <div>
          <h2 id="sessions-title">{t('account.sessionsTitle')}</h2>
          <p className="hint">{t('account.sessionsLead')}</p>
        </div>
        <div className="form-actions">
          <button type="button" className="button secondary" data-testid="signout-everywhere" onClick={() => void api.signOutEverywhere().then(onSignedOutEverywhere, setError)}>
            {t('session.signOutEverywhere')}
          </button>
        </div>
      </section>
    </>
  );
}

function AddPasskey({ onAdded }: { onAdded: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fields = fieldErrors(error, (issue) => (issue.code === 'passkey_invalid' ? t('passkey.invalid') : undefined));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setError(undefined);
    if (name.trim() === '') {
      setError(new ConsoleApiError(400, 'validation_error', [{ path: ['name'], code: 'required', message: '' }]));
      return;
    }
    setBusy(true);
    try {
      const optionsJSON = await api.passkeyRegistrationOptions();
      const response = await startRegistration({ optionsJSON });
      await api.addPasskey(name.trim(), response);
      setName('');
      onAdded(name.trim());
    } catch (e) {
      if (e instanceof WebAuthnError) setProblem(e.name === 'InvalidStateError' ? t('passkey.already') : t('passkey.cancelled'));
      else if (e instanceof Error && e.name === 'NotAllowedError') setProblem(t('passkey.cancelled'));
      else setError(e);
    } finally {
      setBusy(false);
    }
  };
  const nameError = fields.name !== undefined ? (name.trim() === '' ? t('field.required') : fields.name) : undefined;
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      {problem && <Alert kind="error">{problem}</Alert>}
      {fields.response && <Alert kind="error">{fields.response}</Alert>}
      {error !== undefined && Object.keys(fields).length === 0 && <Alert kind="error">{errorText(error)}</Alert>}
      <div className="inline-form">
      <Field label={t('passkey.name')} hint={t('passkey.nameHint')} error={nameError}>
        {(p) => <input {...p} type="text" maxLength={60} autoComplete="off" value={name} onInput={(e) => setName(e.currentTarget.value)} />}
      </Field>
      <button type="submit" className="button primary" data-testid="passkey-add" disabled={busy}>
        <KeyIcon />
        {t('passkey.add')}
      </button>
      </div>
    </form>
  );
}
