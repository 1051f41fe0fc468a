import type { benchmarks as en } from '../en/benchmarks.js';

/** Named benchmarks: display names (index names stay as published) and what the chat says of them. */
export const benchmarks = {
  'benchmark.name.sp500': 'S&P 500',
  'benchmark.name.msci_world': 'MSCI World',
  'benchmark.name.msci_acwi': 'MSCI ACWI',
  'benchmark.name.euro_stoxx_50': 'EURO STOXX 50',
  'benchmark.name.dax': 'DAX',
  'benchmark.name.ftse_100': 'FTSE 100',
  'benchmark.name.global_aggregate_bonds': 'globaler Anleihenindex (Global Aggregate)',
  'benchmark.name.blend_60_40': '60/40-Mischung (60 % MSCI World, 40 % globale Anleihen)',
  'benchmark.no_series': 'Für {name} liegen mir keine Kursreihen vor, daher kann ich Ihr Depot nicht damit vergleichen.',
  'benchmark.compared': 'Vergleich mit {name} statt mit Ihrem eigenen Vergleichsindex.',
} as const satisfies Record<keyof typeof en, string>;
