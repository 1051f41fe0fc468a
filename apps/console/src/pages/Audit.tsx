import { useEffect, useState } from 'react';
import { api, type AuditEntry } from '../api';
import { formatDateTime, t } from '../i18n/t';
import { Alert, errorText, Field, PageHeader } from '../ui';

const FILTERS = [
  ['', 'audit.filterAll'],
  ['member.', 'audit.filterMember'],
  ['key.', 'audit.filterKey'],
  ['embed.', 'audit.filterEmbed'],
  ['session.', 'audit.filterSession'],
] as const;

/** The audit log, newest first, filtered by kind of change, paged, exportable as CSV. */
export function Audit() {
  const [action, setAction] = useState('');
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    api.audit(action).then((page) => {
      setEntries(page.data);
      setNext(page.nextBefore);
    }, setError);
  }, [action]);

  const more = () => {
    if (next === null) return;
    api.audit(action, next).then((page) => {
      setEntries((current) => [...(current ?? []), ...page.data]);
      setNext(page.nextBefore);
    }, setError);
  };

  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')}>
        <a className="button secondary" href="/v1/console/audit.csv" download="clarity-audit.csv">
          {t('audit.export')}
        </a>
      </PageHeader>
      {error !== undefined && <Alert kind="error">{errorText(error)}</Alert>}
      <div className="toolbar">
        <Field label={t('audit.filter')}>
          {(p) => (
            <select {...p} value={action} onChange={(e) => setAction(e.currentTarget.value)}>
              {FILTERS.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="page-title">
        <table className="table table-wide">
          <thead>
            <tr>
              <th scope="col">{t('audit.colWhen')}</th>
              <th scope="col">{t('audit.colWho')}</th>
              <th scope="col">{t('audit.colAction')}</th>
              <th scope="col">{t('audit.colTarget')}</th>
              <th scope="col">{t('audit.colAddress')}</th>
            </tr>
          </thead>
          <tbody>
            {entries?.length === 0 && (
              <tr>
                <td colSpan={5}>{t('audit.empty')}</td>
              </tr>
            )}
            {entries?.map((e) => (
              <tr key={e.seq} data-testid="audit-row">
                <td className="nowrap">{formatDateTime(e.at)}</td>
                <td>{e.actor}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td className="wrap">{e.target ?? '—'}</td>
                <td>{e.address ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next !== null && (
        <button type="button" className="button secondary" onClick={more}>
          {t('audit.more')}
        </button>
      )}
    </>
  );
}
