/**
 * Measures the intent model on the development held-out sets' first turns (never trained on: the corpus
 * reads only seed.json and the tuned development sets), per language: how many readings are confident
 * (≥ CONFIDENT), how often a confident reading is one of the turn's tools (or its policy class), and the
 * accuracy of the top reading. A development measure: the frozen split is never read here.
 *   npx tsx --conditions=@clarity/source apps/api/src/chat/understanding/corpus/measure-heldout.ts
 */
import type { Locale } from '../../../i18n/catalog.js';
import { conversationsIn as ho2 } from '../../evaluation/languages-heldout2/questions.js';
import { conversationsIn as ho3 } from '../../evaluation/languages-heldout3/questions.js';
import { HELDOUT4 } from '../../evaluation/heldout4/questions.js';
import { HELDOUT5 } from '../../evaluation/heldout5/questions.js';
import { classifyIntent } from '../intent-model.js';
import { CONFIDENT } from '../confidence.js';

interface Turn {
  question: string;
  tools: readonly (string | readonly string[])[];
  noFigures?: boolean;
}
interface Conv {
  category: string;
  turns: readonly Turn[];
}

function accepted(conv: Conv, turn: Turn): string[] {
  if (conv.category === 'off-topic' || turn.noFigures) return ['off_topic', 'smalltalk', 'unsupported_in_domain'];
  if (turn.tools.length === 0) return ['advice', 'forecast'];
  return turn.tools.flatMap((t) => (typeof t === 'string' ? [t] : [...t]));
}

const sets: [Locale, Conv[]][] = [
  ['en', [...HELDOUT4, ...HELDOUT5]],
  ...(['de', 'fr', 'es'] as const).map((l): [Locale, Conv[]] => [l, [...ho2(l), ...ho3(l)]]),
];
for (const [locale, convs] of sets) {
  let n = 0;
  let top = 0;
  let confident = 0;
  let confidentRight = 0;
  const wrong: string[] = [];
  for (const conv of convs) {
    const turn = conv.turns[0];
    if (!turn) continue;
    const ok = accepted(conv, turn);
    const scores = await classifyIntent(turn.question, locale);
    n++;
    const best = scores[0];
    if (best && ok.includes(best.intent)) top++;
    if (best && best.score >= CONFIDENT) {
      confident++;
      if (ok.includes(best.intent)) confidentRight++;
      else wrong.push(`${best.intent} ${best.score.toFixed(2)} ≠ ${ok.join('|')}`);
    }
  }
  console.log(`${locale}: ${n} first turns; top reading right ${((100 * top) / n).toFixed(1)}%; confident ${confident} (${((100 * confident) / n).toFixed(1)}%), of which right ${((100 * confidentRight) / Math.max(1, confident)).toFixed(1)}%`);
  if (process.env.SHOW) for (const w of wrong) console.log(`   ${w}`);
}
