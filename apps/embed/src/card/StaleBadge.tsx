import type { Staleness } from '@clarity/shared';
import { formatDate, pluralDays } from '../ui/format';

/** Present only when the freshest source is older than the partner's tolerance; says how old. */
export function StaleBadge({ staleness, staleAfterDays }: { staleness: Staleness; staleAfterDays: number }) {
  const age = staleness.ageOfNewestDays;
  if (age === null || age <= staleAfterDays) return null;
  return (
    <p className="stale-badge" data-testid="stale-badge" role="status">
      <span aria-hidden="true">⚠</span> Data may be stale: the newest source is {pluralDays(age)} old (as of {formatDate(staleness.asOf)}).
    </p>
  );
}
