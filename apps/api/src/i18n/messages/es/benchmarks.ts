import type { benchmarks as en } from '../en/benchmarks.js';

/** Named benchmarks: display names (index names stay as published) and what the chat says of them. */
export const benchmarks = {
  'benchmark.name.sp500': 'S&P 500',
  'benchmark.name.msci_world': 'MSCI World',
  'benchmark.name.msci_acwi': 'MSCI ACWI',
  'benchmark.name.euro_stoxx_50': 'EURO STOXX 50',
  'benchmark.name.dax': 'DAX',
  'benchmark.name.ftse_100': 'FTSE 100',
  'benchmark.name.global_aggregate_bonds': 'índice global de bonos (Global Aggregate)',
  'benchmark.name.blend_60_40': 'combinación 60/40 (60 % MSCI World, 40 % bonos globales)',
  'benchmark.no_series': 'No tengo una serie de precios para {name}, así que no puedo comparar su cartera con él.',
  'benchmark.compared': 'Comparación con {name} en lugar de su propio índice de referencia.',
} as const satisfies Record<keyof typeof en, string>;
