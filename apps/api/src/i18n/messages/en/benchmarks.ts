/** Named benchmarks (apps/api/src/market/benchmark-catalog.ts): display names and what the chat says of them. */
export const benchmarks = {
  'benchmark.name.sp500': 'S&P 500',
  'benchmark.name.msci_world': 'MSCI World',
  'benchmark.name.msci_acwi': 'MSCI ACWI',
  'benchmark.name.euro_stoxx_50': 'EURO STOXX 50',
  'benchmark.name.dax': 'DAX',
  'benchmark.name.ftse_100': 'FTSE 100',
  'benchmark.name.global_aggregate_bonds': 'global aggregate bond index',
  'benchmark.name.blend_60_40': '60/40 blend (60% MSCI World, 40% global bonds)',
  'benchmark.no_series': 'I have no price series for the {name}, so I cannot compare your portfolio with it.',
  'benchmark.compared': 'Compared with the {name} instead of your own benchmark.',
} as const satisfies Record<string, string>;
