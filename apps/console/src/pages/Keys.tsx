import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, can, type Environment, type Key, type Role } from '../api';
import { formatDate, formatDateTime, t } from '../i18n/t';
import { Alert, CopyButton, EnvBadge, errorText, Field, fieldErrors, PageHeader } from '../ui';

const GRACE_HOURS = [0, 1, 24, 168] as const;

/** API keys: list, create (the secret shown once), rotate with a grace period, revoke. */
export function Keys({ role, environment }: { role: Role; environment: Environment }) {
  const [keys, setKeys] = useState<Key[]>();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; apiKey: string }>();
  const [error, setError] = useState<unknown>();
  const [acting, setActing] = useState<{ target: Key; action: 'rotate' | 'revoke' }>();

  const load = useCallback(() => {
    api.keys().then((r) => setKeys(r.data), setError);
  }, []);
  useEffect(load, [load]);

  const mayCreate = can.createKey(role, 'staging');
  return (
    <>
      <PageHeader title={t('keys.title')} lead={t('keys.lead')}>
        {mayCreate && !creating && (
          <button type="button" className="button primary" data-testid="key-create" onClick={() => setCreating(true)}>
            {t('keys.create')}
          </button>
        )}
      </PageHeader>
      {!mayCreate && <Alert kind="info">{t('keys.readOnly')}</Alert>}
      {error !== undefined && fieldErrors(error).name === undefined && <Alert kind="error">{errorText(error)}</Alert>}
      {creating && (
        <CreateKey
          role={role}
          defaultEnvironment={environment}
          onCancel={() => setCreating(false)}
          onCreated={(name, apiKey) => {
            setCreating(false);
            setSecret({ name, apiKey });
            load();
          }}
        />
      )}
      {secret && <Secret {...secret} onDone={() => setSecret(undefined)} />}
      {acting && (
        <KeyAction
          {...acting}
          onCancel={() => setActing(undefined)}
          onDone={(issued) => {
            setActing(undefined);
            if (issued) setSecret(issued);
            load();
          }}
        />
      )}
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="page-title">
        <table className="table table-wide table-keys">
          <thead>
            <tr>
              <th scope="col">{t('keys.colName')}</th>
              <th scope="col">{t('keys.colPrefix')}</th>
              <th scope="col">{t('keys.colEnvironment')}</th>
              <th scope="col">{t('keys.colCreatedBy')}</th>
              <th scope="col">{t('keys.colCreated')}</th>
              <th scope="col">{t('keys.colLastUsed')}</th>
              <th scope="col">{t('keys.colStatus')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('keys.colActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys?.length === 0 && (
              <tr>
                <td colSpan={8}>{t('keys.empty')}</td>
              </tr>
            )}
            {keys?.map((key) => {
              const live = key.revokedAt === null;
              return (
                <tr key={key.keyId} data-testid="key-row" className={key.environment === 'staging' ? 'row-staging' : undefined}>
                  <th scope="row" className="nowrap">{key.name ?? '—'}</th>
                  <td>
                    <code>{key.prefix}</code>
                  </td>
                  <td>
                    <EnvBadge env={key.environment} />
                  </td>
                  <td>
                    <span className="email" data-testid="key-created-by" title={key.createdBy ?? undefined}>
                      {key.createdBy ?? '—'}
                    </span>
                  </td>
                  <td className="nowrap" title={formatDateTime(key.createdAt)}>{formatDate(key.createdAt)}</td>
                  <td className="nowrap" title={key.lastUsedAt ? formatDateTime(key.lastUsedAt) : undefined}>{key.lastUsedAt ? formatDate(key.lastUsedAt) : t('common.never')}</td>
                  <td>
                    {!live ? (
                      <span className="status status-off">{t('keys.revoked', { date: formatDateTime(key.revokedAt!) })}</span>
                    ) : key.expiresAt ? (
                      <span className="status status-warn">{t('keys.expires', { date: formatDateTime(key.expiresAt) })}</span>
                    ) : (
                      <span className="status status-on">{t('keys.active')}</span>
                    )}
                  </td>
                  <td className="actions">
                    {live && can.rotateKey(role, key.environment) && (
                      <button type="button" className="button secondary small" data-testid="key-rotate" aria-label={`${t('keys.rotate')}: ${key.name ?? key.prefix}`} onClick={() => setActing({ target: key, action: 'rotate' })}>
                        {t('keys.rotate')}
                      </button>
                    )}
                    {live && can.revokeKey(role) && (
                      <button type="button" className="button danger small" data-testid="key-revoke" aria-label={`${t('keys.revoke')}: ${key.name ?? key.prefix}`} onClick={() => setActing({ target: key, action: 'revoke' })}>
                        {t('keys.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CreateKey({ role, defaultEnvironment, onCancel, onCreated }: { role: Role; defaultEnvironment: Environment; onCancel: () => void; onCreated: (name: string, apiKey: string) => void }) {
  const environments = (['production', 'staging'] as const).filter((env) => can.createKey(role, env));
  const [name, setName] = useState('');
  const [environment, setEnvironment] = useState<Environment>(environments.includes(defaultEnvironment) ? defaultEnvironment : environments[0]!);
  const [error, setError] = useState<unknown>();
  const [missing, setMissing] = useState(false);
  const fields = fieldErrors(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API would refuse an empty name too; saying so here spares the round trip.
    setMissing(name.trim() === '');
    if (name.trim() === '') return;
    try {
      const created = await api.createKey(name, environment);
      onCreated(created.key.name ?? name, created.apiKey);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="create-key-title">
      <h2 id="create-key-title">{t('keys.create')}</h2>
      {error !== undefined && Object.keys(fields).length === 0 && <Alert kind="error">{errorText(error)}</Alert>}
      <div className="form-row">
        <Field label={t('keys.name')} error={missing ? t('field.required') : fields.name}>
          {(p) => <input {...p} name="name" type="text" maxLength={80} placeholder={t('keys.namePlaceholder')} value={name} onInput={(e) => setName(e.currentTarget.value)} />}
        </Field>
        <fieldset className="choice">
          <legend>{t('keys.environment')}</legend>
          {environments.map((env) => (
            <label key={env} className={`choice-option env-choice-${env}`}>
              <input type="radio" name="environment" value={env} checked={environment === env} onChange={() => setEnvironment(env)} />
              {t(env === 'staging' ? 'env.staging' : 'env.production')}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="form-actions">
        <button type="submit" className="button primary" data-testid="key-create-submit">
          {t('keys.createSubmit')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

function Secret({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  return (
    <section className="panel panel-secret" aria-labelledby="secret-title">
      <h2 id="secret-title">
        {t('keys.secretTitle')}: {name}
      </h2>
      <p>{t('keys.secretNote')}</p>
      <div className="secret">
        <code data-testid="key-secret">{apiKey}</code>
        <CopyButton text={apiKey} />
      </div>
      <button type="button" className="button secondary" onClick={onDone}>
        {t('common.done')}
      </button>
    </section>
  );
}

function KeyAction({ target, action, onCancel, onDone }: { target: Key; action: 'rotate' | 'revoke'; onCancel: () => void; onDone: (issued?: { name: string; apiKey: string }) => void }) {
  const [grace, setGrace] = useState<number>(24);
  const [error, setError] = useState<unknown>();
  const label = target.name ?? target.prefix;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (action === 'rotate') {
        const issued = await api.rotateKey(target.keyId, grace);
        onDone({ name: issued.key.name ?? label, apiKey: issued.apiKey });
      } else {
        await api.revokeKey(target.keyId);
        onDone();
      }
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)} aria-labelledby="key-action-title">
      <h2 id="key-action-title">{action === 'rotate' ? t('keys.rotateTitle', { name: label }) : t('keys.revokeConfirm', { name: label })}</h2>
      {error !== undefined && <Alert kind="error">{errorText(error)}</Alert>}
      {action === 'rotate' && (
        <Field label={t('keys.grace')}>
          {(p) => (
            <select {...p} name="graceHours" value={String(grace)} onChange={(e) => setGrace(Number(e.currentTarget.value))}>
              {GRACE_HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {t(`keys.grace${h}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="form-actions">
        <button type="submit" className={`button ${action === 'revoke' ? 'danger' : 'primary'}`} data-testid={action === 'rotate' ? 'key-rotate-submit' : 'key-revoke-submit'}>
          {action === 'rotate' ? t('keys.rotateSubmit') : t('keys.revokeSubmit')}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
