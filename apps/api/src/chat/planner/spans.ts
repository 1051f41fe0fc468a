import { startOf, type Period } from '../../insight/tools/period.js';
import type { DateSpan } from '../understanding/spans.js';
import type { PlannedCall } from './plan.js';

/** Tools that answer exact days (`from`, `to`) beside their stored periods (the activity's: the trades, dividends and flows on those days). */
const SPAN_TOOLS = new Set(['performance', 'price', 'fx_rate', 'compare', 'fees', 'income', 'cash_flows', 'realized_pnl']);

/** The stored periods each tool keeps: a span that is one of them is asked by its label. */
const PERFORMANCE_PERIODS: readonly Period[] = ['1M', '3M', 'YTD', '1Y'];
const MOVE_PERIODS: readonly Period[] = ['1W', '1M', '3M', '6M', 'YTD', '1Y'];

/** How many days a span lasts. */
export function spanDays(span: DateSpan): number {
  return Math.round((Date.parse(`${span.to}T00:00:00Z`) - Date.parse(`${span.from}T00:00:00Z`)) / 86_400_000);
}

/** The stored period a span is ("the past month", "since January" is the year to date), if any. */
function storedPeriodOf(span: DateSpan, tool: string, asOf: string): Period | undefined {
  if (span.to !== asOf) return undefined;
  if (span.from === `${asOf.slice(0, 4)}-01-01`) return 'YTD';
  return (tool === 'performance' ? PERFORMANCE_PERIODS : MOVE_PERIODS).find((period) => startOf(period, asOf) === span.from);
}

/**
 * The calls with the question's span in their arguments: exact days where a tool takes them (its stored
 * period's label when the span is one), the day a "since" names no longer read as a day's close. A period
 * named without days replaces the days a carried call had ("and over the past year?" after "since March").
 */
export function spannedCalls(calls: PlannedCall[], span: DateSpan | undefined, period: string | undefined, asOf: string): PlannedCall[] {
  return calls.map((call) => {
    if (!SPAN_TOOLS.has(call.tool)) return call;
    const { from: _from, to: _to, ...args } = call.args;
    if (span === undefined) return period === undefined || _from === undefined ? call : { ...call, args };
    // "since 15 March" is the span from that day, not the close on it.
    if (args.on !== undefined && args.on !== span.from) return call;
    delete args.on;
    delete args.asked;
    const stored = storedPeriodOf(span, call.tool, asOf);
    return { ...call, args: stored ? { ...args, period: stored } : { ...args, from: span.from, to: span.to } };
  });
}
