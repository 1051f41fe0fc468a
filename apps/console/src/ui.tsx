import { useId, useState, type ReactNode } from 'react';
import { ConsoleApiError, type ApiIssue } from './api';
import { t, type MessageKey } from './i18n/t';

/** The catalog's sentence for a refused call (never the API's English message). */
export function errorText(error: unknown): string {
  if (!(error instanceof ConsoleApiError)) return t('error.generic');
  const known: Record<string, MessageKey> = {
    role_denied: 'error.role_denied',
    rate_limited: 'error.rate_limited',
    not_found: 'error.not_found',
    csrf_failed: 'error.csrf_failed',
    conflict: 'error.conflict',
  };
  return t(known[error.code] ?? 'error.generic');
}

/** The field-level messages of a 400: the issue's code when the catalog has it (password rules), else a generic one. */
export function fieldErrors(error: unknown, messageOf: (issue: ApiIssue) => string | undefined = () => undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ConsoleApiError) || error.issues.length === 0) return out;
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (out[field] !== undefined) continue;
    const own = messageOf(issue);
    const byCode: Record<string, MessageKey> = {
      too_short: 'field.too_short',
      too_long: 'field.too_long',
      too_common: 'field.too_common',
      contains_email: 'field.contains_email',
      email_mismatch: 'field.email_mismatch',
    };
    out[field] = own ?? (byCode[issue.code] ? t(byCode[issue.code]!) : field === 'email' ? t('field.email') : t('field.invalid'));
  }
  return out;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error, both tied to it for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button secondary"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
      }}
    >
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </button>
  );
}

export function PageHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        <p className="lead">{lead}</p>
      </div>
      {children && <div className="page-actions">{children}</div>}
    </header>
  );
}

export function EnvBadge({ env }: { env: 'production' | 'staging' }) {
  return <span className={`badge env-${env}`}>{t(env === 'staging' ? 'env.staging' : 'env.production')}</span>;
}

/** A passkey's mark (a key), drawn in the text colour; decorative. */
export function KeyIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 12h9M18 12v3M21 12v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
