import { useEffect, useState, type ReactNode } from 'react';
import type { ConsoleUsage, ConsoleUsageDay } from '@clarity/shared';
import { api } from '../api';
import { formatDateTime, formatDay, formatNumber, formatShortDay, t, type MessageKey } from '../i18n/t';
import { Alert, errorText, PageHeader } from '../ui';

const TOTALS = [
  ['requests', 'usage.requests'],
  ['cards', 'usage.cards'],
  ['chatRuns', 'usage.chatRuns'],
  ['tokensMinted', 'usage.tokensMinted'],
  ['rateLimited', 'usage.rateLimited'],
  ['errors', 'usage.errors'],
] as const satisfies readonly (readonly [keyof ConsoleUsageDay, MessageKey])[];

/** The chart's drawing box: one slot per day, bars scaled to the busiest day. */
const SLOT = 20;
const BAR = 14;
const HEIGHT = 120;

/** The organization's last 30 days: totals, requests per day (chart and table), by operation and error code, and the latest failed requests. */
export function Usage() {
  const [usage, setUsage] = useState<ConsoleUsage>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    api.usage().then(setUsage, setError);
  }, []);
  return (
    <>
      <PageHeader title={t('usage.title')} lead={t('usage.lead')} />
      {error !== undefined && <Alert kind="error">{errorText(error)}</Alert>}
      {usage && !usage.counting && <Alert kind="info">{t('usage.notCounting')}</Alert>}
      {usage && <UsageReport usage={usage} />}
    </>
  );
}

function sum(days: ConsoleUsageDay[], field: (typeof TOTALS)[number][0]): number {
  return days.reduce((total, day) => total + day[field], 0);
}

function UsageReport({ usage }: { usage: ConsoleUsage }) {
  const { days } = usage;
  const operations = new Map<string, { operation: string; statusClass: string; count: number }>();
  const codes = new Map<string, number>();
  for (const day of days) {
    for (const o of day.operations) {
      const key = `${o.operation} ${o.statusClass}`;
      operations.set(key, { ...o, count: (operations.get(key)?.count ?? 0) + o.count });
    }
    for (const e of day.errorCodes) codes.set(e.code, (codes.get(e.code) ?? 0) + e.count);
  }
  const byOperation = [...operations.values()].sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation));
  const byCode = [...codes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <>
      <p className="hint usage-note">{t('usage.note')}</p>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title">{t('usage.totalsTitle')}</h2>
        <dl className="stats">
          {TOTALS.map(([field, key]) => (
            <div key={field} className="stat">
              <dt>{t(key)}</dt>
              <dd data-testid={`usage-total-${field}`}>{formatNumber(sum(days, field))}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Chart usage={usage} />
      <details className="panel numbers">
        <summary>{t('usage.numbers')}</summary>
        <div className="table-wrap" tabIndex={0} role="region" aria-label={t('usage.numbers')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('usage.colDay')}</th>
                {TOTALS.map(([field, key]) => (
                  <th scope="col" key={field} className="num">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="nowrap">
                    {formatDay(day.day)}
                  </th>
                  {TOTALS.map(([field]) => (
                    <td key={field} className="num">
                      {formatNumber(day[field])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <div className="two-columns">
        <CountsPanel
          id="operations-title"
          title={t('usage.operationsTitle')}
          head={[t('usage.colOperation'), t('usage.colStatus')]}
          testId="usage-operation"
          rows={byOperation.map((o) => ({
            key: `${o.operation} ${o.statusClass}`,
            count: o.count,
            cells: [
              <code key="operation">{o.operation}</code>,
              <span key="status" className={`status-class status-${o.statusClass}`}>
                {o.statusClass}
              </span>,
            ],
          }))}
        />
        <CountsPanel
          id="codes-title"
          title={t('usage.errorCodesTitle')}
          head={[t('usage.colCode')]}
          rows={byCode.map(([code, count]) => ({ key: code, count, cells: [<code key="code">{code}</code>] }))}
        />
      </div>
      <section className="panel failures" aria-labelledby="failures-title">
        <h2 id="failures-title">{t('usage.failuresTitle')}</h2>
        <p className="hint">{t('usage.failuresLead')}</p>
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="failures-title">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('usage.colWhen')}</th>
                <th scope="col">{t('usage.colRequestId')}</th>
                <th scope="col">{t('usage.colOperation')}</th>
                <th scope="col">{t('usage.colStatus')}</th>
                <th scope="col">{t('usage.colCode')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.failures.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('usage.none')}</td>
                </tr>
              )}
              {usage.failures.map((f, i) => (
                <tr key={`${f.requestId}-${i}`} data-testid="usage-failure">
                  <td className="nowrap">{formatDateTime(f.at)}</td>
                  <td className="wrap">
                    <code>{f.requestId}</code>
                  </td>
                  <td className="wrap">
                    <code>{f.operation}</code>
                  </td>
                  <td>{f.status}</td>
                  <td>
                    <code>{f.code}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** A panel with a table of labelled counts (the label cells, then the count), or "Nothing yet." */
function CountsPanel({ id, title, head, rows, testId }: { id: string; title: string; head: string[]; rows: { key: string; count: number; cells: ReactNode[] }[]; testId?: string }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="table">
          <thead>
            <tr>
              {head.map((h) => (
                <th scope="col" key={h}>
                  {h}
                </th>
              ))}
              <th scope="col" className="num">
                {t('usage.colCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={head.length + 1}>{t('usage.none')}</td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.key} data-testid={testId}>
                {row.cells.map((cell, i) => (
                  <td key={i} className="wrap">
                    {cell}
                  </td>
                ))}
                <td className="num">{formatNumber(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * Requests per day as stacked bars (succeeded, errors), drawn in SVG with attributes only (the CSP
 * allows no inline style). Screen readers get the figure's summary, and the table of numbers below it.
 */
function Chart({ usage }: { usage: ConsoleUsage }) {
  const { days } = usage;
  const busiest = Math.max(1, ...days.map((d) => d.requests));
  const scale = (n: number) => (n / busiest) * HEIGHT;
  const summary = t('usage.chartSummary', {
    from: formatDay(usage.from),
    to: formatDay(usage.to),
    total: formatNumber(sum(days, 'requests')),
    errors: formatNumber(sum(days, 'errors')),
    today: formatNumber(days.at(-1)?.requests ?? 0),
  });
  const ticks = [0, Math.floor(days.length / 2), days.length - 1];
  return (
    <figure className="panel chart" data-testid="usage-chart" data-today={days.at(-1)?.requests ?? 0} aria-labelledby="chart-title">
      <h2 id="chart-title">{t('usage.chartTitle')}</h2>
      <svg viewBox={`0 0 ${days.length * SLOT} ${HEIGHT + 2}`} preserveAspectRatio="none" role="img" aria-label={summary} className="chart-bars">
        <line x1={0} x2={days.length * SLOT} y1={HEIGHT + 1} y2={HEIGHT + 1} className="chart-axis" />
        {days.map((day, i) => {
          const ok = scale(day.requests - day.errors);
          const failed = scale(day.errors);
          const x = i * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={day.day} data-day={day.day} data-requests={day.requests}>
              <title>{`${formatDay(day.day)}: ${t('usage.requests')} ${formatNumber(day.requests)}, ${t('usage.errors')} ${formatNumber(day.errors)}`}</title>
              {ok > 0 && <rect x={x} y={HEIGHT - ok - failed} width={BAR} height={ok} rx={2} className="bar-ok" />}
              {failed > 0 && <rect x={x} y={HEIGHT - failed} width={BAR} height={failed} rx={2} className="bar-error" />}
            </g>
          );
        })}
      </svg>
      <div className="chart-ticks" aria-hidden="true">
        {ticks.map((i) => (
          <span key={i}>{formatShortDay(days[i]!.day)}</span>
        ))}
      </div>
      <figcaption className="chart-legend">
        <span className="legend legend-ok">{t('usage.legendOk')}</span>
        <span className="legend legend-error">{t('usage.legendErrors')}</span>
      </figcaption>
    </figure>
  );
}
