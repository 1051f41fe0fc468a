import type { CardAllocation } from '@clarity/shared';
import { useState } from 'react';
import { formatPercent } from '../i18n/format';
import { en, type MessageKey } from '../i18n/messages';
import { t } from '../i18n/t';
import { Term } from '../ui/Term';
import { outOfBand, shareOf } from './chart-math';
import { Segmented } from './Hero';

type Dimension = 'assetClass' | 'sector' | 'region' | 'currency';

function slicesOf(allocation: CardAllocation, dimension: Dimension) {
  const all = { assetClass: allocation.byAssetClass, sector: allocation.bySector, region: allocation.byRegion, currency: allocation.byCurrency }[dimension] ?? [];
  // Asset classes with a band stay (an empty class below its band is news); elsewhere only what is held.
  return all.filter((s) => s.weight > 0 || (dimension === 'assetClass' && s.band !== null && s.status !== 'within'));
}

/**
 * Allocation as bars against the profile's target ranges, out-of-range classes flagged in colour and
 * words; tabs for sector, region and currency. The bars are one image with a label stating the figures,
 * and a table for screen readers.
 */
export function AllocationChart({ allocation, total }: { allocation: CardAllocation; total: number }) {
  const [dimension, setDimension] = useState<Dimension>('assetClass');
  const dimensions = (['assetClass', 'sector', 'region', 'currency'] as const).filter((d) => slicesOf(allocation, d).length > 0);
  const slices = slicesOf(allocation, dimension);
  if (slices.length === 0) return null;
  const bands = allocation.bandsFrom;
  const range = (s: (typeof slices)[number]) => (s.band === null ? 'none' : t('allocation.range', { min: formatPercent(s.band.min), max: formatPercent(s.band.max) }));
  const label = t('allocation.chart', {
    dimension: t(`allocation.tab.${dimension}`),
    items: slices.map((s) => t('allocation.item', { label: s.label, percent: formatPercent(shareOf(s, total)), band: range(s), status: s.status })).join('; '),
  });
  return (
    <section className="panel allocation" aria-labelledby="allocation-heading">
      <div className="panel-head">
        <h3 className="subheading" id="allocation-heading">
          <Term explain="explain.allocation">{t('allocation.title')}</Term>
        </h3>
        {dimensions.length > 1 && (
          <Segmented label={t('allocation.by')} options={dimensions.map((d) => [d, t(`allocation.tab.${d}`)])} value={dimension} onChange={setDimension} />
        )}
      </div>
      <div className="bars" role="img" aria-label={label} data-testid="allocation-chart">
        {slices.map((s) => (
          <div key={s.key} className={`bar-row${outOfBand(s) ? ' out' : ''}`}>
            <span className="bar-label">{s.label}</span>
            <span className="bar-track">
              {s.band !== null && <span className="bar-band" style={{ left: `${s.band.min * 100}%`, width: `${Math.max(0.5, (s.band.max - s.band.min) * 100)}%` }} />}
              {/* Nothing held, nothing drawn: a 0.0% class shows an empty track, not a stub. */}
              {shareOf(s, total) > 0 && <span className="bar-fill" style={{ width: `${Math.min(1, shareOf(s, total)) * 100}%` }} />}
            </span>
            <span className="bar-value">{formatPercent(shareOf(s, total))}</span>
            <span className="bar-flag">
              {outOfBand(s) && (
                <>
                  {s.status === 'above' ? '▲' : '▼'}
                  <span className="flag-word"> {t(s.status === 'above' ? 'allocation.flag.above' : 'allocation.flag.below')}</span>
                </>
              )}
            </span>
          </div>
        ))}
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{label.split(':')[0]}</caption>
          <thead>
            <tr>
              <th scope="col">{t('allocation.col.class')}</th>
              <th scope="col">{t('allocation.col.weight')}</th>
              <th scope="col">{t('allocation.col.band')}</th>
              <th scope="col">{t('allocation.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td>{formatPercent(shareOf(s, total))}</td>
                <td>{s.band === null ? '–' : range(s)}</td>
                <td>{t(`allocation.status.${s.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="legend small muted">
        <span>
          <span className="swatch fill" aria-hidden="true" /> {t('allocation.legend.weight')}
        </span>
        <span>
          <span className="swatch band" aria-hidden="true" /> <Term explain="explain.band">{t('allocation.legend.band')}</Term>
        </span>
        <span>
          <span className="swatch out" aria-hidden="true" /> {t('allocation.legend.out')}
        </span>
        <span className="bands-from">{t(bands.assumed ? 'allocation.bandsAssumed' : 'allocation.bands', { profile: toleranceLabel(bands.riskTolerance) })}</span>
      </p>
    </section>
  );
}

/** A risk tolerance in the view's language; one the catalog does not know (a newer server) as sent. */
function toleranceLabel(tolerance: string): string {
  const key = `tolerance.${tolerance}`;
  return key in en ? t(key as MessageKey) : tolerance;
}
