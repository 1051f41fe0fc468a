import { FxRow } from './format.js';
import { rejectRepeats, validate, type Located } from './parse.js';
import type { ImportProblem } from './problems.js';

/** One rate as a central bank's file writes it, with its line, before the schema converts it. */
export interface RawRate {
  line: number;
  raw: { base: string; quote: string; date: string; rate: string };
}

/**
 * The store's FX row schema, then the two rules of a rate file: no future dates, each rate once a day
 * (named by its currency in a file of one base, the ECB's; by its pair in a file of several).
 */
export function checkRates(file: string, raw: RawRate[], today: string, problems: ImportProblem[], repeated: 'currency' | 'pair' = 'currency'): Located<FxRow>[] {
  const rates = validate(file, raw, FxRow, problems);
  const futureLines = new Set<number>();
  for (const { line, value } of rates) {
    // A history line carries a rate per currency; its date is one problem, not one per currency.
    if (value.date > today && !futureLines.has(line)) problems.push({ file, line, message: `date: ${value.date} is in the future (today is ${today})` });
    if (value.date > today) futureLines.add(line);
  }
  if (repeated === 'currency') rejectRepeats(file, rates, (rate) => `${rate.quote} ${rate.date}`, 'currency and date', problems);
  else rejectRepeats(file, rates, (rate) => `${rate.base}/${rate.quote} ${rate.date}`, 'pair and date', problems);
  return rates;
}
