import { RISK_TOLERANCES, type RiskTolerance, type Strategy } from '@clarity/shared';
import { t, type Locale, type MessageKey } from '../i18n/catalog.js';
import { STRATEGIES } from './catalog.js';

/** A strategy's name as a reader of `locale` sees it (the catalog's `name` is the English one). */
function strategyName(strategy: Strategy, locale: Locale): string {
  return t(`strategy.name.${strategy.id}` as MessageKey, {}, locale);
}

/**
 * The strategy for a risk tolerance and horizon: the one of that tolerance, stepped down to a more
 * cautious one while the horizon is shorter than the strategy's `minHorizonYears`. The reason is
 * written in `locale` from the message catalog.
 */
export function recommendStrategy(
  riskTolerance: RiskTolerance,
  horizonYears: number | null,
  locale: Locale = 'en',
): { strategy: Strategy; reason: string } {
  const wanted = RISK_TOLERANCES.indexOf(riskTolerance);
  const candidates = STRATEGIES.filter((s) => RISK_TOLERANCES.indexOf(s.riskTolerance) <= wanted).sort(
    (a, b) => RISK_TOLERANCES.indexOf(b.riskTolerance) - RISK_TOLERANCES.indexOf(a.riskTolerance),
  );
  const fitting = candidates.find((s) => horizonYears === null || horizonYears >= s.minHorizonYears) ?? candidates.at(-1)!;
  const exact = candidates[0]!;
  const tolerance = (value: RiskTolerance) => t(`label.tolerance.${value}`, {}, locale);
  const reason =
    fitting === exact
      ? t('strategy.reason.fits', { strategy: strategyName(fitting, locale), tolerance: tolerance(riskTolerance), horizon: horizonYears, minimum: fitting.minHorizonYears }, locale)
      : t(
          'strategy.reason.stepped_down',
          {
            tolerance: tolerance(riskTolerance),
            wanted: strategyName(exact, locale),
            minimum: exact.minHorizonYears,
            horizon: horizonYears,
            strategy: strategyName(fitting, locale),
            strategyTolerance: tolerance(fitting.riskTolerance),
          },
          locale,
        );
  return { strategy: fitting, reason };
}
