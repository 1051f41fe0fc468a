import type { Strategy, StrategyAllocation, StrategyAssetClass } from '@clarity/shared';

/**
 * The model strategies, one per risk tolerance, from the most cautious to the most risk-seeking.
 * Bands are absolute weights: the core classes (equity, fixed income) get about ±7 points, the
 * satellite classes (commodities, crypto, cash) a band from zero, so that a portfolio is not pushed
 * into a class it does not hold unless the class is a real part of the strategy.
 * Proxies are bought only when a class must grow and the portfolio holds nothing of it.
 */
const PROXIES: Record<StrategyAssetClass, string | null> = {
  equity: 'ACWI',
  fixed_income: 'AGG',
  commodity: null,
  crypto: 'BTC',
  cash: null,
};

type Weights = Record<StrategyAssetClass, [target: number, min: number, max: number]>;

function allocation(weights: Weights): StrategyAllocation[] {
  return (Object.entries(weights) as [StrategyAssetClass, [number, number, number]][]).map(([assetClass, [targetWeight, minWeight, maxWeight]]) => ({
    assetClass,
    targetWeight,
    minWeight,
    maxWeight,
    proxyTicker: PROXIES[assetClass],
  }));
}

export const STRATEGIES: readonly Strategy[] = [
  {
    id: 'conservative-income',
    name: 'Conservative income',
    riskTolerance: 'conservative',
    minHorizonYears: 0,
    description: 'Mostly high-quality bonds and cash, with a small equity share for some growth. For money needed soon or investors who want to avoid losses.',
    allocation: allocation({ equity: [0.2, 0.15, 0.25], fixed_income: [0.65, 0.58, 0.72], commodity: [0.05, 0, 0.1], crypto: [0, 0, 0], cash: [0.1, 0, 0.2] }),
  },
  {
    id: 'moderate-stability',
    name: 'Moderate stability',
    riskTolerance: 'moderate',
    minHorizonYears: 2,
    description: 'Bonds first, with a sizeable equity share. Moderate ups and downs over a horizon of a few years.',
    allocation: allocation({ equity: [0.4, 0.34, 0.46], fixed_income: [0.5, 0.43, 0.57], commodity: [0.05, 0, 0.1], crypto: [0, 0, 0], cash: [0.05, 0, 0.12] }),
  },
  {
    id: 'balanced-core',
    name: 'Balanced core',
    riskTolerance: 'balanced',
    minHorizonYears: 4,
    description: 'About 60 % equities and a third in bonds: the classic balanced mix for a medium horizon.',
    allocation: allocation({ equity: [0.6, 0.53, 0.67], fixed_income: [0.33, 0.26, 0.4], commodity: [0.05, 0, 0.1], crypto: [0, 0, 0.02], cash: [0.02, 0, 0.08] }),
  },
  {
    id: 'growth-equity',
    name: 'Growth equity',
    riskTolerance: 'growth',
    minHorizonYears: 7,
    description: 'Mostly equities with a bond cushion and a small crypto-asset share. Larger swings for higher expected growth over a long horizon.',
    allocation: allocation({ equity: [0.78, 0.7, 0.86], fixed_income: [0.15, 0.08, 0.22], commodity: [0.03, 0, 0.08], crypto: [0.02, 0, 0.05], cash: [0.02, 0, 0.06] }),
  },
  {
    id: 'aggressive-growth',
    name: 'Aggressive growth',
    riskTolerance: 'aggressive',
    minHorizonYears: 10,
    description: 'Nearly all equities plus a crypto-asset satellite. Deep falls are likely along the way; for long horizons and investors who can carry them.',
    allocation: allocation({ equity: [0.88, 0.8, 0.96], fixed_income: [0, 0, 0.06], commodity: [0.02, 0, 0.06], crypto: [0.08, 0.02, 0.14], cash: [0.02, 0, 0.05] }),
  },
];

export function findStrategy(id: string): Strategy | undefined {
  return STRATEGIES.find((s) => s.id === id);
}
