import { RISK_TOLERANCES, type Profile, type RiskTolerance } from '@clarity/shared';
import type { AssetClass } from '../../market/types.js';

export interface Band {
  min: number;
  max: number;
}

/** The limits a portfolio is checked against, all as fractions of its priced value. */
export interface ProfileBands {
  /** The tolerance the caller gave, or 'balanced' when assumed. */
  riskTolerance: RiskTolerance;
  horizonYears: number | null;
  /** True when the portfolio has no risk tolerance: fit cannot be judged, balanced bands flag. */
  assumed: boolean;
  /** The tolerance whose bands apply after the horizon adjustment. */
  effectiveTolerance: RiskTolerance;
  assetClass: Record<AssetClass, Band>;
  maxSingleHolding: number;
  maxSector: number;
  maxRegion: number;
  /** Largest share held in currencies other than the base currency. */
  maxForeignCurrency: number;
}

type BandTable = Omit<ProfileBands, 'riskTolerance' | 'horizonYears' | 'assumed' | 'effectiveTolerance'>;

/**
 * Target bands per risk tolerance (see docs/insight.md). Asset-class bands follow common model
 * portfolios from capital preservation (conservative) to maximum growth (aggressive).
 */
export const BANDS: Record<RiskTolerance, BandTable> = {
  conservative: {
    assetClass: { equity: { min: 0.1, max: 0.35 }, fixed_income: { min: 0.45, max: 0.8 }, cash: { min: 0.05, max: 0.3 }, crypto: { min: 0, max: 0.02 }, commodity: { min: 0, max: 0.1 } },
    maxSingleHolding: 0.1, maxSector: 0.3, maxRegion: 0.8, maxForeignCurrency: 0.3,
  },
  moderate: {
    assetClass: { equity: { min: 0.3, max: 0.5 }, fixed_income: { min: 0.35, max: 0.6 }, cash: { min: 0, max: 0.2 }, crypto: { min: 0, max: 0.03 }, commodity: { min: 0, max: 0.1 } },
    maxSingleHolding: 0.15, maxSector: 0.35, maxRegion: 0.85, maxForeignCurrency: 0.4,
  },
  balanced: {
    assetClass: { equity: { min: 0.45, max: 0.65 }, fixed_income: { min: 0.25, max: 0.45 }, cash: { min: 0, max: 0.15 }, crypto: { min: 0, max: 0.05 }, commodity: { min: 0, max: 0.1 } },
    maxSingleHolding: 0.2, maxSector: 0.4, maxRegion: 0.9, maxForeignCurrency: 0.5,
  },
  growth: {
    assetClass: { equity: { min: 0.6, max: 0.85 }, fixed_income: { min: 0.1, max: 0.3 }, cash: { min: 0, max: 0.1 }, crypto: { min: 0, max: 0.08 }, commodity: { min: 0, max: 0.1 } },
    maxSingleHolding: 0.25, maxSector: 0.5, maxRegion: 0.95, maxForeignCurrency: 0.6,
  },
  aggressive: {
    assetClass: { equity: { min: 0.75, max: 1 }, fixed_income: { min: 0, max: 0.2 }, cash: { min: 0, max: 0.1 }, crypto: { min: 0, max: 0.15 }, commodity: { min: 0, max: 0.15 } },
    maxSingleHolding: 0.35, maxSector: 0.6, maxRegion: 1, maxForeignCurrency: 0.7,
  },
};

/**
 * How many steps towards 'conservative' a horizon moves the bands: money needed within 3 years
 * cannot wait out an equity or crypto drawdown, 3–5 years only partly.
 */
export function horizonSteps(horizonYears: number | undefined): number {
  if (horizonYears === undefined) return 0;
  if (horizonYears < 3) return 2;
  if (horizonYears < 5) return 1;
  return 0;
}

/** The bands for a profile; no risk tolerance → balanced bands, marked as assumed. */
export function bandsForProfile(profile: Profile | null | undefined): ProfileBands {
  const given = profile?.riskTolerance;
  const riskTolerance: RiskTolerance = given ?? 'balanced';
  const index = Math.max(0, RISK_TOLERANCES.indexOf(riskTolerance) - horizonSteps(profile?.horizonYears));
  const effectiveTolerance = RISK_TOLERANCES[index] ?? 'conservative';
  return {
    riskTolerance,
    horizonYears: profile?.horizonYears ?? null,
    assumed: given === undefined,
    effectiveTolerance,
    ...BANDS[effectiveTolerance],
  };
}
