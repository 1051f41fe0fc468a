import type { DailyFlows } from './value-history.js';

/**
 * One day's return with trades as external flows: money brought in by buys is at work from the
 * start of the day, money taken out by sells leaves at its end,
 *   r_d = (V_d + sold_d) / (V_{d−1} + bought_d) − 1.
 * So a position bought today earns close ÷ price − 1 today, and one sold whole earns sale price ÷
 * yesterday's close − 1. A day with nothing at work (nothing held, nothing bought) returns 0.
 */
export function dailyReturn(flows: DailyFlows, d: number): number {
  const atWork = (flows.value[d - 1] as number) + (flows.bought[d] as number);
  if (atWork <= 0) return 0;
  return ((flows.value[d] as number) + (flows.sold[d] as number)) / atWork - 1;
}

/**
 * Time-weighted return from the end of day `start` to the end of day `end` (indexes into the
 * grid): the daily returns chain-linked, Π(1 + r_d) − 1. Not annualized.
 */
export function timeWeightedReturn(flows: DailyFlows, start: number, end: number): number {
  let growth = 1;
  for (let d = start + 1; d <= end; d += 1) growth *= 1 + dailyReturn(flows, d);
  return growth - 1;
}

/** An amount on a day counted from the first flow; negative = paid in by the investor. */
export interface DatedFlow {
  day: number;
  amount: number;
}

const DAYS_PER_YEAR = 365;

/** Σ amount ÷ (1 + rate)^(day ÷ daysPerPeriod): zero at the internal rate of return. */
export function netPresentValue(flows: readonly DatedFlow[], rate: number, daysPerPeriod = DAYS_PER_YEAR): number {
  const logGrowth = Math.log1p(rate);
  return flows.reduce((sum, f) => sum + f.amount * Math.exp((-f.day / daysPerPeriod) * logGrowth), 0);
}

/**
 * XIRR: the rate per `daysPerPeriod` (a year unless told) at which the flows' present value is zero. Bisection between −99.9999 %
 * and a bound doubled until the sign changes (robust where Newton's method diverges), halved
 * until the bracket is narrower than 1e-12 (about 40 steps). Null without both a payment and a receipt, or when no
 * rate in range makes the value zero.
 */
export function xirr(flows: readonly DatedFlow[], daysPerPeriod = DAYS_PER_YEAR): number | null {
  const used = flows.filter((f) => f.amount !== 0);
  if (!used.some((f) => f.amount < 0) || !used.some((f) => f.amount > 0)) return null;
  const npv = (rate: number): number => netPresentValue(used, rate, daysPerPeriod);
  let low = -0.999999;
  let high = 1;
  const atLow = npv(low);
  while (Math.sign(npv(high)) === Math.sign(atLow) && high < 1e12) high *= 2;
  if (Math.sign(npv(high)) === Math.sign(atLow)) return null;
  for (let i = 0; i < 200 && high - low > 1e-12; i += 1) {
    const mid = (low + high) / 2;
    if (Math.sign(npv(mid)) === Math.sign(atLow)) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Money-weighted return from the end of day `start` to the end of day `end`: the XIRR of the
 * investor's flows (the start value paid in, each day's flows in and out, the end value received).
 * When nothing is held at the start (a period reaching back before the book's first activity), the
 * clock starts on the day of the first flow: idle days are not part of the investment, so a single
 * buy held to the end returns what its TWR does. Annualized when
 * `annualize` (periods over a year), else the period's own return: the same equation solved with
 * the invested span as the unit of time, which equals (1 + XIRR)^(days ÷ 365) − 1 without passing
 * through a yearly rate that overflows for short periods.
 */
export function moneyWeightedReturn(flows: DailyFlows, start: number, end: number, annualize: boolean): number | null {
  let origin = start;
  if ((flows.value[start] as number) === 0) {
    // Nothing held at the start: the clock starts on the day of the first flow.
    origin = start + 1;
    while (origin <= end && (flows.bought[origin] as number) === 0 && (flows.sold[origin] as number) === 0) origin += 1;
    if (origin > end) return null;
  }
  const dated: DatedFlow[] = origin === start ? [{ day: 0, amount: -(flows.value[start] as number) }] : [];
  for (let d = origin === start ? start + 1 : origin; d <= end; d += 1) {
    const net = (flows.sold[d] as number) - (flows.bought[d] as number);
    if (net !== 0) dated.push({ day: d - origin, amount: net });
  }
  dated.push({ day: end - origin, amount: flows.value[end] as number });
  // Everything on one day: the day's own return.
  if (end === origin) {
    const paidIn = -dated.reduce((sum, f) => sum + Math.min(0, f.amount), 0);
    return paidIn > 0 ? dated.reduce((sum, f) => sum + Math.max(0, f.amount), 0) / paidIn - 1 : null;
  }
  return xirr(dated, annualize ? DAYS_PER_YEAR : end - origin);
}

/**
 * The income part of the time-weighted return, linked like the contributions (GRAP): each day's
 * income over the money at work, i_d = income_d ÷ (V_d−1 + in_d), weighted by the growth before the
 * day, I = Σ_d i_d × Π_{s<d}(1 + r_s). The price return is the rest, TWR − I, so total return =
 * price return + income return exactly.
 */
export function incomeReturn(flows: DailyFlows, income: Float64Array, start: number, end: number): number {
  let growth = 1;
  let sum = 0;
  for (let d = start + 1; d <= end; d += 1) {
    const atWork = (flows.value[d - 1] as number) + (flows.bought[d] as number);
    if (atWork > 0) sum += ((income[d] as number) / atWork) * growth;
    growth *= 1 + dailyReturn(flows, d);
  }
  return sum;
}
