import type { Card, PerformancePeriod } from '@clarity/shared';
import { formatDate, formatMoney, formatSignedPercent } from '../i18n/format';
import { t } from '../i18n/t';
import { Term } from '../ui/Term';
import { extent, linePath, seriesOf, valueTicks } from './chart-math';

const W = 600;
const H = 140;
/** Rows of the screen-reader table: about one a month. */
const TABLE_ROWS = 13;

/** The portfolio against its benchmark over the chosen period, as a line chart with its method named. */
export function PerformanceChart({ card, period }: { card: Card; period: PerformancePeriod | null }) {
  const performance = card.performance;
  const points = period === null ? [] : seriesOf(performance, period);
  if (period === null || points.length < 2) {
    return performance.series.length > 0 || performance.periods.length > 0 ? <p className="muted small">{t('performance.noHistory')}</p> : null;
  }
  const values = points.map((p) => p.value);
  const bench = points.map((p) => p.benchmark);
  const hasBenchmark = performance.benchmark !== null && bench.some((b) => b !== null);
  const [min, max] = extent(hasBenchmark ? [...values, ...bench] : values);
  const pct = (r: number | null) => (r === null ? '–' : formatSignedPercent(r));
  const figures = { period: t(`periodLong.${period.label}`), portfolio: pct(period.twr), benchmark: hasBenchmark ? pct(period.benchmark) : 'none' };
  const label = t('performance.chart', { ...figures, from: formatDate(period.from), to: formatDate(period.to) });
  const ticks = valueTicks(min, max, values[0]!);
  const step = Math.max(1, Math.ceil(points.length / TABLE_ROWS));
  const rows = points.filter((_, i) => i % step === 0 || i === points.length - 1);
  return (
    <section className="panel performance" aria-labelledby="performance-heading">
      <div className="panel-head">
        <h3 className="subheading" id="performance-heading">
          {t('performance.title')}
        </h3>
      </div>
      <p className="perf-legend small">
        <span className="key portfolio" aria-hidden="true" /> {t('performance.portfolio')} <strong>{pct(period.twr)}</strong>
        {hasBenchmark && (
          <>
            {' '}
            <span className="key benchmark" aria-hidden="true" /> <Term explain="explain.benchmark">{t('performance.benchmark')}</Term> <strong>{pct(period.benchmark)}</strong>
          </>
        )}
      </p>
      {hasBenchmark && (
        <p className="bench-name small muted" data-testid="benchmark-name">
          {t('performance.versus', { benchmark: performance.benchmark!.label })}
        </p>
      )}
      <figure className="perf-figure">
        {/* The value axis: change since the period's first day, the same scale for both lines. */}
        <div className="perf-ticks small muted" aria-hidden="true" data-testid="value-axis">
          {ticks.map((tick) => (
            <span key={tick.top} style={{ top: `${tick.top * 100}%` }}>
              {formatSignedPercent(tick.change)}
            </span>
          ))}
        </div>
        <svg role="img" aria-label={label} data-testid="performance-chart" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="perf-chart">
          {ticks.map((tick) => (
            <line key={tick.top} className="gridline" x1="0" x2={W} y1={2 + tick.top * (H - 4)} y2={2 + tick.top * (H - 4)} vectorEffect="non-scaling-stroke" />
          ))}
          {hasBenchmark && <path className="line-benchmark" d={linePath(bench, W, H - 4, min, max)} transform="translate(0 2)" vectorEffect="non-scaling-stroke" />}
          <path className="line-portfolio" d={linePath(values, W, H - 4, min, max)} transform="translate(0 2)" vectorEffect="non-scaling-stroke" />
        </svg>
        <figcaption className="perf-axis small muted" aria-hidden="true">
          <span>{formatDate(points[0]!.date)}</span>
          <span>{formatDate(points[points.length - 1]!.date)}</span>
        </figcaption>
      </figure>
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('performance.col.date')}</th>
              <th scope="col">{t('performance.portfolio')}</th>
              {hasBenchmark && <th scope="col">{t('performance.benchmark')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatDate(p.date)}</th>
                <td>{formatMoney(p.value, card.baseCurrency)}</td>
                {hasBenchmark && <td>{p.benchmark === null ? '–' : formatMoney(p.benchmark, card.baseCurrency)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="method small">
        <summary>{t('performance.method')}</summary>
        <p>
          <Term explain="explain.twr">{t('term.twr')}</Term>. {t(`performance.basis.${performance.basis}`)}
        </p>
        <p>{hasBenchmark ? t('performance.versus', { benchmark: performance.benchmark!.label }) : t('performance.alone')}</p>
        {performance.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </details>
    </section>
  );
}
