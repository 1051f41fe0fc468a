import type { AllocationSlice, Performance, PerformancePeriod } from '@clarity/shared';

/** Pure helpers behind the card's charts and text (unit-tested). */

export const HERO_PERIODS = ['1M', '3M', 'YTD', '1Y'] as const;
export type HeroPeriod = (typeof HERO_PERIODS)[number];

/** The periods the user can pick: those the card computed a change for; "since inception" only when none of them is there. */
export function pickablePeriods(performance: Performance): PerformancePeriod[] {
  const computed = (p: PerformancePeriod | undefined): p is PerformancePeriod => p !== undefined && (p.twr !== null || p.valueChange !== null);
  const picks = HERO_PERIODS.map((label) => performance.periods.find((p) => p.label === label)).filter(computed);
  const sinceInception = performance.periods.find((p) => p.label === 'SI');
  return picks.length === 0 && computed(sinceInception) ? [sinceInception] : picks;
}

/** The daily points of one period (its first day to its last). */
export function seriesOf(performance: Performance, period: PerformancePeriod): Performance['series'] {
  return performance.series.filter((point) => point.date >= period.from && point.date <= period.to);
}

/** An SVG path through `values` in a `width`×`height` box (y grows downward), over the range [min, max]. */
export function linePath(values: Array<number | null>, width: number, height: number, min: number, max: number): string {
  const span = max - min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  let path = '';
  let pen = false;
  values.forEach((value, i) => {
    if (value === null) {
      pen = false;
      return;
    }
    const x = Math.round(i * step * 10) / 10;
    const y = Math.round((height - ((value - min) / span) * height) * 10) / 10;
    path += `${pen ? 'L' : 'M'}${x},${y}`;
    pen = true;
  });
  return path;
}

/** Steps the value axis may use, as fractions: 0.1%, 0.2%, 0.5%, 1%, 2%, 5%, 10% … each shown exactly with one decimal. */
const AXIS_STEPS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

/**
 * The value axis: lines at round changes from `start` (the period's first value), which is what the labels
 * show: the lines start together, so a percentage reads for both. The step is the finest of 0.1%, 0.2%,
 * 0.5%, 1%, 2%, 5% … that gives at most `most` lines inside [min, max], so the labels read +20%, +10%, 0%
 * (with 0% whenever the period went both up and down), not +25.3%, +8.5%, -8.2%. Top to bottom; positions
 * are fractions of the plot's height from the top, on the plot's own scale (min at the bottom, max at the top).
 */
export function valueTicks(min: number, max: number, start: number, most = 4): { value: number; change: number; top: number }[] {
  if (most < 1 || !(start > 0)) return [];
  const span = max - min;
  if (span <= 0) return [{ value: max, change: max / start - 1, top: 0.5 }];
  const [low, high] = [min / start - 1, max / start - 1];
  const multiples = (step: number) => ({ from: Math.ceil(low / step - 1e-9), to: Math.floor(high / step + 1e-9) });
  const step = AXIS_STEPS.find((s) => multiples(s).to - multiples(s).from + 1 <= most) ?? AXIS_STEPS[AXIS_STEPS.length - 1]!;
  const { from, to } = multiples(step);
  const ticks = [];
  for (let k = to; k >= from; k--) {
    // Rounded to the step's own precision, so 3 × 0.1 is 0.3 and not 0.30000000000000004.
    const change = Math.round(k * step * 1e4) / 1e4;
    const value = start * (1 + change);
    ticks.push({ value, change, top: (max - value) / span });
  }
  return ticks;
}

export function extent(values: Array<number | null>): [number, number] {
  const numbers = values.filter((v): v is number => v !== null);
  return numbers.length === 0 ? [0, 1] : [Math.min(...numbers), Math.max(...numbers)];
}

/** A slice's share as shown: value over the total when known (no double rounding), else the weight. */
export function shareOf(slice: AllocationSlice, total: number): number {
  return total > 0 ? slice.value / total : slice.weight;
}

export function outOfBand(slice: AllocationSlice): boolean {
  return slice.status === 'above' || slice.status === 'below';
}

/**
 * A section's lead (its first sentence, or its first paragraph when that has no sentence end) and the
 * rest. A sentence ends at `.`, `!` or `?` (after any `[n]` markers) followed by a space and a capital.
 */
export function splitLead(markdown: string): { lead: string; rest: string } {
  const text = markdown.trim();
  const paragraphEnd = text.search(/\n\s*\n|\n(?=\s*[-*+] )/);
  const first = paragraphEnd < 0 ? text : text.slice(0, paragraphEnd);
  const sentence = /[.!?](?:\[\d+\])*(?=\s+[A-Z*"(])/.exec(first);
  const cut = sentence === null ? first.length : sentence.index + sentence[0].length;
  return { lead: text.slice(0, cut).trim(), rest: text.slice(cut).trim() };
}
