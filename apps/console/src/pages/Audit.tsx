import { useEffect, useState } from 'react';
import { api, auditQuery, type AuditEntry, type AuditFilter } from '../api';
import { formatDateTime, t } from '../i18n/t';
import { Alert, errorText, Field, PageHeader } from '../ui';

const FILTERS = [
  ['', 'audit.filterAll'],
  ['member.', 'audit.filterMember'],
  ['key.', 'audit.filterKey'],
  ['embed.', 'audit.filterEmbed'],
  ['session.', 'audit.filterSession'],
] as const;

/** The audit log, newest first, filtered by kind of change, member and days, paged, exportable as CSV (with the same filters). */
export function Audit() {
  const [filter, setFilter] = useState<AuditFilter>({ action: '', actor: '', from: '', to: '' });
  const [members, setMembers] = useState<string[]>([]);
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<unknown>();
  const badRange = filter.from !== '' && filter.to !== '' && filter.from > filter.to;

  useEffect(() => {
    api.members().then((page) => setMembers(page.data.map((m) => m.email)), setError);
  }, []);
  useEffect(() => {
    if (badRange) return;
    api.audit(filter).then((page) => {
      setEntries(page.data);
      setNext(page.nextBefore);
      setError(undefined);
    }, setError);
  }, [filter, badRange]);

  const more = () => {
    if (next === null) return;
    api.audit(filter, next).then((page) => {
      setEntries((current) => [...(current ?? []), ...page.data]);
      setNext(page.nextBefore);
    }, setError);
  };
  const set = (name: keyof AuditFilter) => (value: string) => setFilter((current) => ({ ...current, [name]: value }));

  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')}>
        <a className="button secondary" href={`/v1/console/audit.csv?${auditQuery(filter)}`} download="clarity-audit.csv">
          {t('audit.export')}
        </a>
      </PageHeader>
      {error !== undefined && <Alert kind="error">{errorText(error)}</Alert>}
      <div className="toolbar filters">
        <Field label={t('audit.filter')}>
          {(p) => (
            <select {...p} value={filter.action} onChange={(e) => set('action')(e.currentTarget.value)}>
              {FILTERS.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.member')}>
          {(p) => (
            <select {...p} value={filter.actor} onChange={(e) => set('actor')(e.currentTarget.value)}>
              <option value="">{t('audit.memberAll')}</option>
              {[...members, 'cli'].map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.from')}>{(p) => <input {...p} type="date" value={filter.from} onChange={(e) => set('from')(e.currentTarget.value)} />}</Field>
        <Field label={t('audit.to')} error={badRange ? t('audit.badRange') : undefined}>
          {(p) => <input {...p} type="date" value={filter.to} onChange={(e) => set('to')(e.currentTarget.value)} />}
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
