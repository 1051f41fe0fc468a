import { z } from 'zod';
import { defineTool } from './types.js';

/** The terms the card and the chat use that an investor may not know; each has a `glossary.<term>` message. */
export const GLOSSARY_TERMS = [
  'volatility',
  'drawdown',
  'effective_holdings',
  'diversification',
  'concentration',
  'band',
  'allocation',
  'exposure',
  'unrealized_pnl',
  'realized_pnl',
  'cost_basis',
  'fifo',
  'turnover',
  'fees',
  'stress_test',
  'rebalancing',
  'benchmark',
  'time_weighted_return',
  'money_weighted_return',
  'fixed_income',
  'etf',
  'exchange_rate',
  'currency_effect',
  'risk_profile',
  'stale_data',
  'total_return',
  'dividend_yield_on_cost',
  'withholding_tax',
  'net_invested',
  'sharpe_ratio',
] as const;
export const GlossaryTermSchema = z.enum(GLOSSARY_TERMS);
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;

/** A term in plain words. */
export const explainTermTool = defineTool({
  name: 'explain_term',
  description: 'Explains a financial term in plain words (volatility, drawdown, effective holdings, bands, benchmark, time-weighted return, FIFO, total return, dividend yield on cost, withholding tax, net invested, ...).',
  input: z.object({ term: GlossaryTermSchema }),
  output: z.object({ term: GlossaryTermSchema }),
  run(_ctx, { term }) {
    return Promise.resolve({ term });
  },
  // A definition rests on no dated data.
  dataDays: () => [],
  render(o, w) {
    return [w.t(`glossary.${o.term}`)];
  },
});
