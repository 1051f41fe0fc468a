import core, { type Container } from '@nlpjs/core';
import nlu from '@nlpjs/nlu';
import langDe from '@nlpjs/lang-de';
import langEn from '@nlpjs/lang-en-min';
import langEs from '@nlpjs/lang-es';
import langFr from '@nlpjs/lang-fr';
import type { Locale } from '../../i18n/catalog.js';
import { corpusFor, type LabelledUtterance } from './corpus.js';
import { withoutInstruments } from './instrument-words.js';

/** One reading of a question: an intent (a tool of the registry, or a class of its own) and its score (0–1). */
export interface IntentScore {
  intent: string;
  score: number;
}

/** Intents that are not tools: what the policy and the declines are decided from. */
export const NON_TOOL_INTENTS = ['advice', 'forecast', 'off_topic', 'smalltalk', 'unsupported_in_domain'] as const;

/**
 * The intent classifier: NLP.js's neural NLU (its tokenizer, normalizer and stemmer for each language,
 * then a one-layer network over the stems), trained on the labelled corpus (corpus.ts) once per
 * language per process, on first use. Every intent of the corpus gets a score.
 */
let container: Container | undefined;

function sharedContainer(): Container {
  if (!container) {
    container = core.containerBootstrap();
    for (const lang of [langEn.LangEn, langDe.LangDe, langFr.LangFr, langEs.LangEs]) container.use(lang);
  }
  return container;
}

/** A trained model: every intent's score for a text, and the features (stems) it reads from one. */
export interface IntentModel {
  /** `named`: symbols the question is known to name beyond the alias tables (the planner's tickers), read as nothing. */
  classify(text: string, named?: readonly string[]): Promise<IntentScore[]>;
  features(text: string): Promise<string[]>;
  /**
   * The question's words the model has never seen (stems outside the corpus, instrument names and numbers
   * left out), and how many words it read: what it scores, it scores from the rest (confidence.ts).
   */
  unknownWords(text: string, named?: readonly string[]): Promise<{ unknown: string[]; read: number }>;
}

/** Trains a model of one language on a corpus (the chat's own, or a fold of it when measuring). */
export async function newIntentModel(locale: Locale, corpus: readonly LabelledUtterance[]): Promise<IntentModel> {
  const model = new nlu.NluNeural({ locale, container: sharedContainer(), log: false });
  // Trained and read without instrument names (instrument-words.ts); a template filled with each sample name is one phrasing again.
  const seen = new Set<string>();
  const phrasings = corpus
    .map((u) => ({ utterance: withoutInstruments(u.utterance), intent: u.intent }))
    .filter((u) => /\p{L}/u.test(u.utterance) && !seen.has(`${u.intent}\u0000${u.utterance.toLowerCase()}`) && seen.add(`${u.intent}\u0000${u.utterance.toLowerCase()}`));
  await model.train(phrasings);
  const known = new Set<string>();
  for (const { utterance } of phrasings) for (const stem of Object.keys(await model.prepare(utterance))) known.add(stem);
  return {
    async classify(text, named = []) {
      const read = withoutInstruments(text, named);
      // A name alone ("tsla") says nothing of what is asked: no reading (the planner's words decide).
      if (!/\p{L}/u.test(read)) return [];
      const { classifications } = await model.process(read);
      return classifications.filter((c) => c.intent !== 'None' && c.score > 0).sort((a, b) => b.score - a.score);
    },
    async features(text) {
      return Object.keys(await model.prepare(text));
    },
    async unknownWords(text, named = []) {
      const stems = Object.keys(await model.prepare(withoutInstruments(text, named))).filter((stem) => /\p{L}/u.test(stem) && !/\p{N}/u.test(stem));
      return { unknown: stems.filter((stem) => !known.has(stem)), read: stems.length };
    },
  };
}

const models = new Map<Locale, Promise<IntentModel>>();

function modelFor(locale: Locale): Promise<IntentModel> {
  let model = models.get(locale);
  if (!model) {
    model = newIntentModel(locale, corpusFor(locale));
    models.set(locale, model);
    // A failed training is not kept: the next question trains again.
    model.catch(() => models.delete(locale));
  }
  return model;
}

/** The words of a question the model has never seen, and how many it read (IntentModel.unknownWords). */
export async function unknownWordsOf(question: string, locale: Locale, named: readonly string[] = []): Promise<{ unknown: string[]; read: number }> {
  return (await modelFor(locale)).unknownWords(question, named);
}

/** Every intent's score for a question, best first; an empty list when no word of it is known (NLP.js's `None`). */
export async function classifyIntent(question: string, locale: Locale, named: readonly string[] = []): Promise<IntentScore[]> {
  return (await modelFor(locale)).classify(question, named);
}
