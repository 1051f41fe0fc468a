import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConsoleEmbedDefaults } from '@clarity/shared';
import { ACCENT_PATTERN, THEME_FONTS, THEME_RADII, type Theme } from '@clarity/shared/message-protocol';
import { api, can, ConsoleApiError, type Role } from '../api';
import { t, type MessageKey } from '../i18n/t';
import { Alert, errorText, Field, fieldErrors, PageHeader } from '../ui';

const LOCALES = ['en', 'de', 'fr', 'es'] as const;
const MODES = ['auto', 'light', 'dark'] as const;
const MODE_WORDS = { auto: 'embeds.themeAuto', light: 'embeds.themeLight', dark: 'embeds.themeDark' } as const;
const RADIUS_WORDS = { none: 'embeds.radiusNone', small: 'embeds.radiusSmall', medium: 'embeds.radiusMedium', large: 'embeds.radiusLarge' } as const;
const FONT_WORDS = { inter: 'embeds.fontInter', system: 'embeds.fontSystem', serif: 'embeds.fontSerif' } as const;
type SavedTheme = ConsoleEmbedDefaults['theme'];

/** The theme as the widget's `clarity:set-theme` takes it: an accent only once it is a whole hex colour. */
function liveTheme(theme: { mode: SavedTheme['mode']; accent: string; radius: SavedTheme['radius']; font: SavedTheme['font'] }): Theme {
  const accent = theme.accent.trim();
  return { mode: theme.mode, radius: theme.radius, font: theme.font, ...(ACCENT_PATTERN.test(accent) ? { accent } : {}) };
}

/** Whether the API refused the theme's `field` (its issue's path is `theme.<field>`). */
function themeRefused(error: unknown, field: keyof SavedTheme): boolean {
  return error instanceof ConsoleApiError && error.issues.some((issue) => issue.path[0] === 'theme' && issue.path[1] === field);
}

/** The organization's embed defaults, a live preview minted through the session, and revoking a portfolio's tokens. */
export function Embeds({ role }: { role: Role }) {
  const [saved, setSaved] = useState<ConsoleEmbedDefaults>();
  // The form's theme as it is being edited: the preview shows it before it is saved.
  const [draftTheme, setDraftTheme] = useState<Theme>();
  const [loadError, setLoadError] = useState<unknown>();
  useEffect(() => {
    api.embedDefaults().then(setSaved, setLoadError);
  }, []);
  return (
    <>
      <PageHeader title={t('embeds.title')} lead={t('embeds.lead')} />
      {loadError !== undefined && <Alert kind="error">{errorText(loadError)}</Alert>}
      <div className="two-columns">
        {saved && <DefaultsForm initial={saved} readOnly={!can.configureEmbeds(role)} onSaved={setSaved} onThemeChange={setDraftTheme} />}
        {saved && <Preview defaults={saved} theme={draftTheme} />}
      </div>
      {can.configureEmbeds(role) && <RevokeAll />}
    </>
  );
}

interface DefaultsFormProps {
  initial: ConsoleEmbedDefaults;
  readOnly: boolean;
  onSaved: (d: ConsoleEmbedDefaults) => void;
  onThemeChange: (theme: Theme) => void;
}

function DefaultsForm({ initial, readOnly, onSaved, onThemeChange }: DefaultsFormProps) {
  const [origins, setOrigins] = useState(initial.allowedOrigins.join('\n'));
  const [ttl, setTtl] = useState(String(initial.ttlSeconds));
  const [scope, setScope] = useState(initial.scope);
  const [locale, setLocale] = useState(initial.locale ?? '');
  const [mode, setMode] = useState(initial.theme.mode);
  const [accent, setAccent] = useState(initial.theme.accent ?? '');
  const [radius, setRadius] = useState(initial.theme.radius);
  const [font, setFont] = useState(initial.theme.font);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);
  useEffect(() => onThemeChange(liveTheme({ mode, accent, radius, font })), [mode, accent, radius, font, onThemeChange]);

  const fields = fieldErrors(error, (issue) => (issue.path[0] === 'allowedOrigins' ? t('embeds.originInvalid', { line: Number(issue.path[1] ?? 0) + 1 }) : undefined));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const body = {
      allowedOrigins: origins.split('\n').map((line) => line.trim()).filter((line) => line !== ''),
      ttlSeconds: Number(ttl),
      scope,
      locale: locale === '' ? null : (locale as ConsoleEmbedDefaults['locale']),
      theme: { mode, accent: accent.trim() === '' ? null : accent.trim(), radius, font },
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
          <Choice label={t('embeds.themeMode')} choices={MODES} words={MODE_WORDS} value={mode} onChange={setMode} />
          <Field label={t('embeds.accent')} hint={t('embeds.accentHint')} error={themeRefused(error, 'accent') ? t('embeds.accentInvalid') : themeRefused(error, 'radius') || themeRefused(error, 'font') ? undefined : fields.theme}>
            {(p) => (
              <div className="accent-input">
                <input {...p} type="text" placeholder="#1d5fd1" maxLength={7} spellCheck={false} value={accent} onInput={(e) => setAccent(e.currentTarget.value)} />
                <span className="swatch" aria-hidden="true" ref={(el) => el?.style.setProperty('--swatch', /^#[0-9a-f]{3,6}$/i.test(accent) ? accent : 'transparent')} />
              </div>
            )}
          </Field>
        </div>
        <div className="form-row">
          <Choice label={t('embeds.radius')} testId="embed-radius" choices={THEME_RADII} words={RADIUS_WORDS} value={radius} onChange={setRadius} error={themeRefused(error, 'radius')} />
          <Choice label={t('embeds.font')} testId="embed-font" choices={THEME_FONTS} words={FONT_WORDS} value={font} onChange={setFont} error={themeRefused(error, 'font')} />
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

/**
 * The widget minted for this session, in the saved defaults; the form's theme reaches it at once as the
 * widget's own `clarity:set-theme` (the console is the preview token's one allowed origin), as a
 * partner's page would send it.
 */
interface ChoiceProps<T extends string> {
  label: string;
  testId?: string;
  choices: readonly T[];
  words: Record<T, MessageKey>;
  value: T;
  onChange: (value: T) => void;
  /** The API refused the value: the catalog's sentence for a choice not in the list. */
  error?: boolean;
}

/** One of the theme's named choices as a select, each option in the catalog's words. */
function Choice<T extends string>({ label, testId, choices, words, value, onChange, error = false }: ChoiceProps<T>) {
  return (
    <Field label={label} error={error ? t('embeds.choiceInvalid') : undefined}>
      {(p) => (
        <select {...p} data-testid={testId} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {t(words[c])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Preview({ defaults, theme }: { defaults: ConsoleEmbedDefaults; theme: Theme | undefined }) {
  const [portfolioId, setPortfolioId] = useState('');
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<unknown>();
  const frame = useRef<HTMLIFrameElement>(null);
  const sendTheme = () => {
    if (theme === undefined || url === undefined) return;
    frame.current?.contentWindow?.postMessage({ type: 'clarity:set-theme', ...theme }, new URL(url).origin);
  };
  useEffect(sendTheme, [theme, url]);
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
      {url && <iframe ref={frame} data-testid="embed-preview" title={t('embeds.previewFrame')} src={url} className="preview-frame" onLoad={sendTheme} />}
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
