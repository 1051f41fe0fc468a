import type { benchmarks as en } from '../en/benchmarks.js';

/** Named benchmarks: display names (index names stay as published) and what the chat says of them. */
export const benchmarks = {
  'benchmark.name.sp500': 'S&P 500',
  'benchmark.name.msci_world': 'MSCI World',
  'benchmark.name.msci_acwi': 'MSCI ACWI',
  'benchmark.name.euro_stoxx_50': 'EURO STOXX 50',
  'benchmark.name.dax': 'DAX',
  'benchmark.name.ftse_100': 'FTSE 100',
  'benchmark.name.global_aggregate_bonds': 'indice obligataire mondial (Global Aggregate)',
  'benchmark.name.blend_60_40': 'mélange 60/40 (60 % MSCI World, 40 % obligations mondiales)',
  'benchmark.no_series': 'Je n’ai pas de série de cours pour {name}, je ne peux donc pas y comparer votre portefeuille.',
  'benchmark.compared': 'Comparaison avec {name} au lieu de votre propre indice de référence.',
} as const satisfies Record<keyof typeof en, string>;
