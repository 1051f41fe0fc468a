import { RISK_TOLERANCES, type RiskTolerance, type Strategy } from '@clarity/shared';
import { STRATEGIES } from './catalog.js';

/**
 * The strategy for a risk tolerance and horizon: the one of that tolerance, stepped down to a more
 * cautious one while the horizon is shorter than the strategy's `minHorizonYears`.
 */
export function recommendStrategy(riskTolerance: RiskTolerance, horizonYears: number | null): { strategy: Strategy; reason: string } {
  const wanted = RISK_TOLERANCES.indexOf(riskTolerance);
  const candidates = STRATEGIES.filter((s) => RISK_TOLERANCES.indexOf(s.riskTolerance) <= wanted).sort(
    (a, b) => RISK_TOLERANCES.indexOf(b.riskTolerance) - RISK_TOLERANCES.indexOf(a.riskTolerance),
  );
  const fitting = candidates.find((s) => horizonYears === null || horizonYears >= s.minHorizonYears) ?? candidates.at(-1)!;
  const exact = candidates[0]!;
  const reason =
    fitting === exact
      ? `${fitting.name} is the model strategy for a ${riskTolerance} risk tolerance` +
        (horizonYears === null ? '; no horizon was given, so none was checked.' : `, and a ${horizonYears}-year horizon meets its minimum of ${fitting.minHorizonYears} years.`)
      : `A ${riskTolerance} tolerance points to ${exact.name}, which needs at least ${exact.minHorizonYears} years; with a ${horizonYears}-year horizon the more cautious ${fitting.name} (${fitting.riskTolerance}) fits.`;
  return { strategy: fitting, reason };
}
