/**
 * Measures the intent model against a simpler alternative on the same features, by 5-fold
 * cross-validation over the corpus (seed phrasings and the development sets' questions; never a
 * held-out set): accuracy, and how often a reading above the confidence threshold is right.
 *   npx tsx --conditions=@clarity/source apps/api/src/chat/understanding/corpus/measure-classifiers.ts
 * The figures are recorded in ARCHITECTURE.md.
 */
import type { Locale } from '../../../i18n/catalog.js';
import { corpusFor, type LabelledUtterance } from '../corpus.js';
import { CONFIDENT } from '../confidence.js';
import { newIntentModel, type IntentModel } from '../intent-model.js';

interface Classifier {
  train(corpus: LabelledUtterance[]): Promise<void>;
  classify(text: string): Promise<{ intent: string; score: number } | undefined>;
}

/** NLP.js's neural NLU: what the chat uses. */
function neural(locale: Locale): Classifier {
  let model: IntentModel | undefined;
  return {
    async train(corpus) {
      model = await newIntentModel(locale, corpus);
    },
    async classify(text) {
      return (await model!.classify(text))[0];
    },
  };
}

/** Multinomial naive Bayes (Laplace smoothing) over the same NLP.js features (normalized, tokenized, stemmed). */
function naiveBayes(locale: Locale): Classifier {
  let features: IntentModel | undefined;
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const priors = new Map<string, number>();
  const vocabulary = new Set<string>();
  let n = 0;
  return {
    async train(corpus) {
      features = await newIntentModel(locale, corpus.slice(0, 2));
      for (const { utterance, intent } of corpus) {
        const f = await features.features(utterance);
        priors.set(intent, (priors.get(intent) ?? 0) + 1);
        n += 1;
        const c = counts.get(intent) ?? new Map<string, number>();
        for (const w of f) {
          c.set(w, (c.get(w) ?? 0) + 1);
          totals.set(intent, (totals.get(intent) ?? 0) + 1);
          vocabulary.add(w);
        }
        counts.set(intent, c);
      }
    },
    async classify(text) {
      const f = (await features!.features(text)).filter((w) => vocabulary.has(w));
      if (f.length === 0) return undefined;
      const logs = [...priors].map(([intent, prior]) => {
        const c = counts.get(intent)!;
        const total = totals.get(intent) ?? 0;
        return { intent, log: Math.log(prior / n) + f.reduce((s, w) => s + Math.log(((c.get(w) ?? 0) + 1) / (total + vocabulary.size)), 0) };
      });
      const max = Math.max(...logs.map((l) => l.log));
      const sum = logs.reduce((s, l) => s + Math.exp(l.log - max), 0);
      const best = logs.sort((a, b) => b.log - a.log)[0]!;
      return { intent: best.intent, score: 1 / sum };
    },
  };
}

async function crossValidate(make: (l: Locale) => Classifier, locale: Locale, folds = 5): Promise<{ accuracy: number; confidentShare: number; confidentAccuracy: number; trainMs: number }> {
  const corpus = corpusFor(locale);
  let right = 0, confident = 0, confidentRight = 0, trainMs = 0;
  for (let k = 0; k < folds; k++) {
    const test = corpus.filter((_, i) => i % folds === k);
    const train = corpus.filter((_, i) => i % folds !== k);
    const c = make(locale);
    const t0 = performance.now();
    await c.train(train);
    trainMs += performance.now() - t0;
    for (const u of test) {
      const got = await c.classify(u.utterance);
      if (got?.intent === u.intent) right++;
      if (got && got.score >= CONFIDENT) {
        confident++;
        if (got.intent === u.intent) confidentRight++;
      }
    }
  }
  return { accuracy: right / corpus.length, confidentShare: confident / corpus.length, confidentAccuracy: confidentRight / Math.max(1, confident), trainMs: trainMs / folds };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
console.log('| language | classifier | accuracy | share ≥ threshold | accuracy ≥ threshold | training (ms, per fold) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const locale of ['en', 'de', 'fr', 'es'] as const) {
  for (const [name, make] of [['NLP.js neural', neural], ['naive Bayes', naiveBayes]] as const) {
    const r = await crossValidate(make, locale);
    console.log(`| ${locale} | ${name} | ${pct(r.accuracy)} | ${pct(r.confidentShare)} | ${pct(r.confidentAccuracy)} | ${r.trainMs.toFixed(0)} |`);
  }
}
