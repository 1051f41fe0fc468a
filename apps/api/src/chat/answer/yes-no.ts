import type { ConcentrationOutput } from '../../insight/tools/concentration.js';
import type { ExposureOutput } from '../../insight/tools/exposure.js';
import type { PerformanceOutput } from '../../insight/tools/performance.js';
import type { ProfileFitOutput } from '../../insight/tools/profile-fit.js';
import type { RiskOutput } from '../../insight/tools/risk.js';
import { fold } from '../../market/benchmark-catalog.js';
import table from './yes-no-questions.json' with { type: 'json' };
import type { ToolResult } from './engine.js';

/** A yes/no question's answer: which tool's result decides it, and what it says. */
export interface Verdict {
  tool: string;
  yes: boolean;
}

type Judge = (output: never) => boolean | undefined;

/** How each kind of yes/no question is decided from its tool's output (undefined: the output cannot say). */
const JUDGES: Record<string, Judge> = {
  too_risky: (o: RiskOutput) => (o.volatility === null || !o.profile ? undefined : o.volatility > o.profile.volatilityLimit),
  too_concentrated: (o: ConcentrationOutput) => (o.holdingCount === 0 ? undefined : (o.largestName?.weight ?? 0) > o.singleHoldingLimit),
  too_much_in: (o: ExposureOutput) => (o.limit ? o.weight > o.limit.max : undefined),
  fits_profile: (o: ProfileFitOutput) =>
    o.holdingCount === 0 ? undefined : o.classes.every((c) => c.status !== 'above' && c.status !== 'below') && !(o.largest && o.largest.weight > o.singleHoldingLimit),
  beating: (o: PerformanceOutput) => {
    const own = o.measure === 'mwr' ? o.mwr : o.twr;
    return own === null || o.benchmark === null || o.benchmarkMissing ? undefined : own > o.benchmark;
  },
};

const OPENERS = new Set(Object.entries(table.openers).flatMap(([key, words]) => (key === '_comment' ? [] : (words as string[]))));

/** Does the question ask what, why or how (its first word an opener in any of the four languages)? */
function asksOpenly(folded: string): boolean {
  return OPENERS.has(folded.trim().split(' ')[0] ?? '');
}

/**
 * The yes or no a question asks for, when it asks one that a tool of the answer decides ("is my
 * portfolio too risky for me?", "am I beating the S&P 500?", "do I have too much in tech?"):
 * the first kind in yes-no-questions.json whose phrase the question holds and whose tool ran
 * with an output that can decide it. Phrases of all four languages are tried, since each is
 * specific to its language.
 */
export function verdictOf(question: string, results: readonly ToolResult[]): Verdict | undefined {
  // Lower case, no accents, punctuation as spaces (as the phrases are written), padded so a phrase starts at a word.
  const folded = ` ${fold(question)} `;
  if (asksOpenly(folded)) return undefined;
  for (const kind of table.kinds) {
    const phrases = Object.values(kind.phrases).flat();
    if (!phrases.some((phrase) => folded.includes(` ${phrase}`))) continue;
    const result = results.find((r) => r.tool === kind.tool);
    const judge = JUDGES[kind.kind];
    if (!result || !judge) continue;
    const yes = judge(result.output as never);
    if (yes !== undefined) return { tool: kind.tool, yes };
  }
  return undefined;
}
