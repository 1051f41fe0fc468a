import { useEffect, useState, type FormEvent } from 'react';
import type { ConsoleEmbedDefaults } from '@clarity/shared';
import { api, can, type Role } from '../api';
import { t } from '../i18n/t';
import { Alert, errorText, Field, fieldErrors, PageHeader } from '../ui';

const LOCALES = ['en', 'de', 'fr', 'es'] as const;
const MODES = ['auto', 'light', 'dark'] as const;
const MODE_WORDS = { auto: 'embeds.themeAuto', light: 'embeds.themeLight', dark: 'embeds.themeDark' } as const;

/** The organization's embed defaults, a live preview minted through the session, and revoking a portfolio's tokens. */
export function Embeds({ role }: { role: Role }) {
  const [saved, setSaved] = useState<ConsoleEmbedDefaults>();
  const [loadError, setLoadError] = useState<unknown>();
  useEffect(() => {
    api.embedDefaults().then(setSaved, setLoadError);
  }, []);
  return (
    <>
      <PageHeader title={t('embeds.title')} lead={t('embeds.lead')} />
      {loadError !== undefined && <Alert kind="error">{errorText(loadError)}</Alert>}
      <div className="two-columns">
        {saved && <DefaultsForm initial={saved} readOnly={!can.configureEmbeds(role)} onSaved={setSaved} />}
        {saved && <Preview defaults={saved} />}
      </div>
      {can.configureEmbeds(role) && <RevokeAll />}
    </>
  );
}

function DefaultsForm({ initial, readOnly, onSaved }: { initial: ConsoleEmbedDefaults; readOnly: boolean; onSaved: (d: ConsoleEmbedDefaults) => void }) {
  const [origins, setOrigins] = useState(initial.allowedOrigins.join('\n'));
  const [ttl, setTtl] = useState(String(initial.ttlSeconds));
  const [scope, setScope] = useState(initial.scope);
  const [locale, setLocale] = useState(initial.locale ?? '');
  const [mode, setMode] = useState(initial.theme.mode);
  const [accent, setAccent] = useState(initial.theme.accent ?? '');
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);

  const fields = fieldErrors(error, (issue) => (issue.path[0] === 'allowedOrigins' ? t('embeds.originInvalid', { line: Number(issue.path[1] ?? 0) + 1 }) : undefined));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const body = {
      allowedOrigins: origins.split('\n').map((line) => line.trim()).filter((line) => line !== ''),
      ttlSeconds: Number(ttl),
      scope,
      locale: locale === '' ? null : (locale as ConsoleEmbedDefaults['locale']),
      theme: { mode, accent: accent.trim() === '' ? null : accent.trim() },
    };
    try {
      onSaved(await api.saveEmbedDefaults(body));
      setError(undefined);
      setDone(true);
    } catch (e) {
      setError(e);
    }
  };
  const toggle = (s: 'card' | 'chat') => setScope((current) => (current.includes(s) ? current.filter((x) => x !== s) : [...current, s]));

  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="defaults-title">
      <h2 id="defaults-title">{t('embeds.defaultsTitle')}</h2>
      {readOnly && <Alert kind="info">{t('embeds.readOnly')}</Alert>}
      {error !== undefined && Object.keys(fields).length === 0 && <Alert kind="error">{errorText(error)}</Alert>}
      {done && <Alert kind="success">{t('common.saved')}</Alert>}
      <fieldset disabled={readOnly} className="plain">
        <Field label={t('embeds.origins')} hint={t('embeds.originsHint')} error={fields.allowedOrigins}>
          {(p) => <textarea {...p} data-testid="embed-origins" rows={4} spellCheck={false} value={origins} onInput={(e) => setOrigins(e.currentTarget.value)} />}
        </Field>
        <div className="form-row">
          <Field label={t('embeds.ttl')} hint={t('embeds.ttlHint')} error={fields.ttlSeconds}>
            {(p) => <input {...p} type="number" min={30} max={3600} inputMode="numeric" value={ttl} onInput={(e) => setTtl(e.currentTarget.value)} />}
          </Field>
          <fieldset className={`choice${fields.scope ? ' field-invalid' : ''}`}>
            <legend>{t('embeds.scope')}</legend>
            {(['card', 'chat'] as const).map((s) => (
              <label key={s} className="choice-option">
                <input type="checkbox" checked={scope.includes(s)} onChange={() => toggle(s)} />
                {t(s === 'card' ? 'embeds.scopeCard' : 'embeds.scopeChat')}
              </label>
            ))}
            {fields.scope && <p className="field-error">{fields.scope}</p>}
          </fieldset>
        </div>
        <div className="form-row">
          <Field label={t('embeds.locale')} error={fields.locale}>
            {(p) => (
              <select {...p} value={locale} onChange={(e) => setLocale(e.currentTarget.value)}>
                <option value="">{t('embeds.localeAuto')}</option>
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {t(`language.${l}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('embeds.themeMode')}>
            {(p) => (
              <select {...p} value={mode} onChange={(e) => setMode(e.currentTarget.value as typeof mode)}>
                {MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(MODE_WORDS[m])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('embeds.accent')} hint={t('embeds.accentHint')} error={fields.theme}>
            {(p) => (
              <div className="accent-input">
                <input {...p} type="text" placeholder="#1d5fd1" maxLength={7} spellCheck={false} value={accent} onInput={(e) => setAccent(e.currentTarget.value)} />
                <span className="swatch" aria-hidden="true" ref={(el) => el?.style.setProperty('--swatch', /^#[0-9a-f]{3,6}$/i.test(accent) ? accent : 'transparent')} />
              </div>
            )}
          </Field>
        </div>
        {!readOnly && (
          <div className="form-actions">
            <button type="submit" className="button primary" data-testid="embed-save">
              {t('embeds.save')}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}

function Preview({ defaults }: { defaults: ConsoleEmbedDefaults }) {
  const [portfolioId, setPortfolioId] = useState('');
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<unknown>();
  const show = (id: string) => {
    api.preview(id.trim() === '' ? undefined : id.trim()).then(
      (minted) => {
        setUrl(minted.url);
        setError(undefined);
      },
      setError,
    );
  };
  // A new preview whenever the saved defaults change.
  useEffect(() => show(''), [defaults]);
  return (
    <section className="panel preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('embeds.previewTitle')}</h2>
      <p className="hint">{t('embeds.previewLead')}</p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          show(portfolioId);
        }}
      >
        <Field label={t('embeds.previewPortfolio')} error={error !== undefined ? errorText(error) : undefined}>
          {(p) => <input {...p} type="text" spellCheck={false} value={portfolioId} onInput={(e) => setPortfolioId(e.currentTarget.value)} />}
        </Field>
        <button type="submit" className="button secondary">
          {t('embeds.previewRefresh')}
        </button>
      </form>
      {url && <iframe data-testid="embed-preview" title={t('embeds.previewFrame')} src={url} className="preview-frame" />}
    </section>
  );
}

function RevokeAll() {
  const [portfolioId, setPortfolioId] = useState('');
  const [result, setResult] = useState<number>();
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    if (portfolioId.trim() === '') {
      setError('required');
      return;
    }
    try {
      setResult((await api.revokeAllTokens(portfolioId.trim())).revoked);
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="revoke-title">
      <h2 id="revoke-title">{t('embeds.revokeTitle')}</h2>
      <p className="hint">{t('embeds.revokeLead')}</p>
      {result !== undefined && <Alert kind="success">{t('embeds.revoked', { count: result })}</Alert>}
      <div className="inline-form">
        <Field label={t('embeds.revokePortfolio')} error={error === 'required' ? t('field.required') : error !== undefined ? errorText(error) : undefined}>
          {(p) => <input {...p} type="text" spellCheck={false} value={portfolioId} onInput={(e) => setPortfolioId(e.currentTarget.value)} />}
        </Field>
        <button type="submit" className="button danger">
          {t('embeds.revokeSubmit')}
        </button>
      </div>
    </form>
  );
}
