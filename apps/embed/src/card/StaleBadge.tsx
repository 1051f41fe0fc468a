import type { Staleness } from '@clarity/shared';
import { t } from '../i18n/t';
import { Term } from '../ui/Term';

/** Present only when the freshest source is older than the partner's tolerance; says how old. */
export function StaleBadge({ staleness, staleAfterDays }: { staleness: Staleness; staleAfterDays: number }) {
  const age = staleness.ageOfNewestDays;
  if (age === null || age <= staleAfterDays) return null;
  return (
    <span className="stale-badge" data-testid="stale-badge" role="status">
      <span aria-hidden="true" className="stale-icon">
        ⚠
      </span>
      <Term explain="explain.stale">{t('stale.badge', { days: Math.floor(age) })}</Term>
    </span>
  );
}
