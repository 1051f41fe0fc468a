import type { CardAllocation } from '@clarity/shared';
import { formatPercent } from '../ui/format';

const STATUS_TEXT = { below: 'below target', within: 'within target', above: 'above target', none: '' } as const;

/** Allocation by asset class as bars, each with its target band marked; readable as text too. */
export function AllocationChart({ allocation }: { allocation: CardAllocation }) {
  const slices = allocation.byAssetClass.filter((s) => s.weight > 0 || s.band !== null);
  if (slices.length === 0) return null;
  const bands = allocation.bandsFrom;
  return (
    <section className="allocation" aria-labelledby="allocation-heading">
      <h3 className="subheading" id="allocation-heading">
        Allocation
      </h3>
      <p className="muted small">
        Target bands for a {bands.riskTolerance} profile{bands.assumed ? ' (assumed: no profile set)' : ''}.
      </p>
      <ul className="bars">
        {slices.map((s) => (
          <li key={s.key} className={`bar-row status-${s.status}`}>
            <span className="bar-label">{s.label}</span>
            <span className="bar-track" aria-hidden="true">
              {s.band !== null && <span className="bar-band" style={{ left: `${s.band.min * 100}%`, width: `${(s.band.max - s.band.min) * 100}%` }} />}
              <span className="bar-fill" style={{ width: `${Math.min(1, s.weight) * 100}%` }} />
            </span>
            <span className="bar-value">
              {formatPercent(s.weight)}
              {s.band !== null && (
                <span className="visually-hidden">
                  , target {formatPercent(s.band.min)} to {formatPercent(s.band.max)}, {STATUS_TEXT[s.status]}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
