/**
 * The reliability table the confidence thresholds (../confidence.ts) are calibrated on: 5-fold
 * cross-validation over the corpus (seed phrasings and the development sets' questions; never a held-out
 * or frozen set), each held-out fold read by a model trained on the other four. Per language, per bucket
 * of the top reading's score (and of its lead over the second): how many readings fall in it and the share
 * that were right. Then, for the thresholds in use, the share of readings acted on and how many of those
 * were wrong.
 *   npx tsx --conditions=@clarity/source apps/api/src/chat/understanding/corpus/calibrate.ts
 */
import type { Locale } from '../../../i18n/catalog.js';
import { CONFIDENT, MARGIN } from '../confidence.js';
import { corpusFor } from '../corpus.js';
import { newIntentModel } from '../intent-model.js';
import { withoutInstruments } from '../instrument-words.js';

const FOLDS = 5;
/** Thresholds compared with the ones in use: (top score, lead over the second). */
const CANDIDATES: readonly (readonly [number, number])[] = [
  [0.7, 0.3],
  [0.8, 0.5],
  [0.9, 0.5],
  [0.9, 0.8],
  [0.95, 0.9],
];
const EDGES = [0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];

interface Read {
  top: number;
  lead: number;
  right: boolean;
}

async function crossValidated(locale: Locale): Promise<Read[]> {
  // One phrasing per template: the model reads without instrument names (instrument-words.ts), so a template filled
  // with each sample name is one phrasing, and its copies must not sit in both a training and a held-out fold.
  const seen = new Set<string>();
  const corpus = corpusFor(locale).filter((u) => {
    const key = `${u.intent}\u0000${withoutInstruments(u.utterance).toLowerCase()}`;
    return !seen.has(key) && seen.add(key);
  });
  const reads: Read[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const model = await newIntentModel(locale, corpus.filter((_, i) => i % FOLDS !== k));
    for (const u of corpus.filter((_, i) => i % FOLDS === k)) {
      const scores = await model.classify(u.utterance);
      reads.push({ top: scores[0]?.score ?? 0, lead: (scores[0]?.score ?? 0) - (scores[1]?.score ?? 0), right: scores[0]?.intent === u.intent });
    }
  }
  return reads;
}

const pct = (n: number, of: number): string => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);

function table(reads: Read[], of: (r: Read) => number, label: string): void {
  console.log(`| ${label} | readings | right |`);
  console.log('| --- | --- | --- |');
  for (let i = 0; i + 1 < EDGES.length; i++) {
    const lo = EDGES[i] as number;
    const hi = EDGES[i + 1] as number;
    const inBucket = reads.filter((r) => of(r) >= lo && of(r) < hi);
    console.log(`| ${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)} | ${inBucket.length} | ${pct(inBucket.filter((r) => r.right).length, inBucket.length)} |`);
  }
}

for (const locale of ['en', 'de', 'fr', 'es'] as const) {
  const reads = await crossValidated(locale);
  console.log(`\n${locale}: ${reads.length} readings, ${FOLDS}-fold cross-validation`);
  table(reads, (r) => r.top, 'top score');
  table(reads, (r) => r.lead, 'lead over the second');
  for (const [score, lead] of [[CONFIDENT, MARGIN], ...CANDIDATES.filter(([s, l]) => s !== CONFIDENT || l !== MARGIN)] as const) {
    const acted = reads.filter((r) => r.top >= score && r.lead >= lead);
    console.log(`acted on (score ≥ ${score}, lead ≥ ${lead})${score === CONFIDENT && lead === MARGIN ? ' [in use]' : ''}: ${pct(acted.length, reads.length)} of readings; wrong among them ${pct(acted.filter((r) => !r.right).length, acted.length)}`);
  }
}
