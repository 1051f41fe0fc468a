import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stemmer as germanStem } from '@orama/stemmers/german';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import type { Locale } from '../../../i18n/catalog.js';
import type { Concept, ContextualConcept, LanguageLexicon } from './concepts.js';
import { GERMAN } from './lexicon-de.js';
import { SPANISH } from './lexicon-es.js';
import { FRENCH } from './lexicon-fr.js';
import { withinOneEdit } from '../typos.js';
import { tokenize, type Token } from './tokens.js';

export type Language = Exclude<Locale, 'en'>;
export type Meaning = { concept: Concept | ContextualConcept } | { number: number } | { functionWord: true };

/** What one or more tokens mean in a language, and how many tokens that took. */
export interface Match {
  meaning: Meaning;
  length: number;
}

const LEXICONS: Record<Language, LanguageLexicon> = { de: GERMAN, fr: FRENCH, es: SPANISH };
const STEMMERS: Record<Language, (word: string) => string> = { de: germanStem, fr: frenchStem, es: spanishStem };

/**
 * One language's lexicon, indexed for matching: phrases by their words as written (folded) and by
 * their Snowball stems, so inflections and plurals match ("Gebühren" / "Gebühr", "réalisées" /
 * "réalisé", "últimos" / "último"); the form as written wins over the stem where two concepts share one.
 */
export class Vocabulary {
  private readonly asWritten = new Map<string, Concept | ContextualConcept>();
  private readonly byStem = new Map<string, Concept | ContextualConcept>();
  private readonly functionWords: Set<string>;
  private readonly fillerPhrases: Set<string>;
  /** Phrases by the stems of their words other than function words, for a question that puts fillers inside a phrase ("worin bin ich eigentlich investiert"). */
  private readonly skeletons = new Map<string, Concept | ContextualConcept>();
  private readonly numbers: Map<string, number>;
  private readonly longest: number;
  /** Every single word of the lexicon (folded): a word only one language has decides the language. */
  readonly words = new Set<string>();
  readonly stems = new Set<string>();
  /** Words of the lexicon only as `=word` entries: matched as written, never the correction of a typo ("perdre" is not "perdra"). */
  private readonly exactOnly = new Set<string>();

  constructor(readonly language: Language) {
    const lexicon = LEXICONS[language];
    let longest = 1;
    for (const [concept, entries] of Object.entries(lexicon.concepts) as [Concept | ContextualConcept, readonly string[]][]) {
      for (const entry of entries) {
        const exactOnly = entry.startsWith('=');
        const words = tokenize(exactOnly ? entry.slice(1) : entry).map((t) => t.folded);
        longest = Math.max(longest, words.length);
        for (const word of words) {
          this.words.add(word);
          this.stems.add(this.stem(word));
        }
        if (!this.asWritten.has(words.join(' '))) this.asWritten.set(words.join(' '), concept);
        const stemmed = words.map((w) => this.stem(w)).join(' ');
        if (!exactOnly && !this.byStem.has(stemmed)) this.byStem.set(stemmed, concept);
        if (exactOnly && words.length === 1) this.exactOnly.add(words[0] as string);
      }
    }
    // A word also listed without "=" is a correction target as before.
    for (const entries of Object.values(lexicon.concepts)) {
      for (const entry of entries ?? []) if (!entry.startsWith('=')) for (const t of tokenize(entry)) this.exactOnly.delete(t.folded);
    }
    const fillers = lexicon.functionWords.map((w) => tokenize(w).map((t) => t.folded));
    this.functionWords = new Set(fillers.filter((w) => w.length === 1).map((w) => w.join(' ')));
    // Phrases of function words ("gibt es", "s’il vous plaît") are matched like the lexicon's phrases.
    this.fillerPhrases = new Set(fillers.filter((w) => w.length > 1).map((w) => w.join(' ')));
    for (const words of fillers) {
      longest = Math.max(longest, words.length);
      for (const word of words) this.words.add(word);
    }
    for (const [concept, entries] of Object.entries(lexicon.concepts) as [Concept | ContextualConcept, readonly string[]][]) {
      for (const entry of entries) {
        if (entry.startsWith('=')) continue;
        const words = tokenize(entry).map((t) => t.folded).filter((w) => !this.functionWords.has(w));
        const key = words.map((w) => this.stem(w)).join(' ');
        if (words.length >= 2 && !this.skeletons.has(key)) this.skeletons.set(key, concept);
      }
    }
    this.numbers = new Map(Object.entries(lexicon.numbers).map(([w, n]) => [tokenize(w).map((t) => t.folded).join(' '), n]));
    for (const word of [...this.functionWords, ...this.numbers.keys()]) this.words.add(word);
    this.longest = longest;
  }

  /** Stems already computed (words repeat across questions; the lexicon's own are kept for good). */
  private readonly stemmed = new Map<string, string>();

  stem(word: string): string {
    let stem = this.stemmed.get(word);
    if (stem === undefined) {
      stem = STEMMERS[this.language](word);
      // Bounded: a stream of unusual words cannot grow it without end.
      if (this.stemmed.size >= 50_000) this.stemmed.clear();
      this.stemmed.set(word, stem);
    }
    return stem;
  }

  /** Whether the language has this (folded) word: as written, by its stem (from four letters: shorter stems are shared by chance, "eur" / "euro"), or as a compound of its words. */
  knows(word: string): boolean {
    return this.words.has(word) || (word.length >= 4 && this.stems.has(this.stem(word))) || this.compoundParts(word).length > 0;
  }

  /** The longest phrase of the lexicon starting at `at`: as written, then by stems; then one with function words inside; then a number or a function word. */
  matchAt(tokens: readonly Token[], at: number): Match | undefined {
    const straight = this.matchStraight(tokens, at);
    if (straight && straight.length >= 2) return straight;
    return this.matchSkipping(tokens, at) ?? straight;
  }

  /** A phrase whose words the question separates by up to two function words ("was ist denn ein", "en qué tengo yo invertido"). */
  private matchSkipping(tokens: readonly Token[], at: number): Match | undefined {
    const first = tokens[at];
    if (!first || first.kind !== 'word' || this.functionWords.has(first.folded)) return undefined;
    const kept: number[] = [at];
    let skipped = 0;
    for (let j = at + 1; j < tokens.length && kept.length < this.longest; j++) {
      const token = tokens[j] as Token;
      if (token.kind !== 'word') break;
      if (this.functionWords.has(token.folded) && !this.numbers.has(token.folded)) {
        if (++skipped > 2) break;
        continue;
      }
      kept.push(j);
    }
    for (let n = kept.length; n >= 2; n--) {
      const span = kept.slice(0, n);
      const last = span[n - 1] as number;
      if (last - at + 1 === n) continue;
      const concept = this.skeletons.get(span.map((j) => this.stem((tokens[j] as Token).folded)).join(' '));
      if (concept) return { meaning: { concept }, length: last - at + 1 };
    }
    return undefined;
  }

  private matchStraight(tokens: readonly Token[], at: number): Match | undefined {
    for (let length = Math.min(this.longest, tokens.length - at); length >= 1; length--) {
      const words = tokens.slice(at, at + length);
      if (words.some((t) => t.kind !== 'word')) continue;
      const written = words.map((t) => t.folded).join(' ');
      const asWritten = this.asWritten.get(written);
      if (asWritten) return { meaning: { concept: asWritten }, length };
      if (this.fillerPhrases.has(written)) return { meaning: { functionWord: true }, length };
      // A number or function word as written goes before a stem it happens to share ("sich" / "sicher").
      const word = length === 1 ? this.wordAt(written) : undefined;
      if (word) return { meaning: word, length };
      const byStem = this.byStem.get(words.map((t) => this.stem(t.folded)).join(' '));
      if (byStem) return { meaning: { concept: byStem }, length };
    }
    return undefined;
  }

  private wordAt(folded: string): Meaning | undefined {
    const number = this.numbers.get(folded);
    if (number !== undefined) return { number };
    return this.functionWords.has(folded) ? { functionWord: true } : undefined;
  }

  /** One word's concept, as written or by its stem (for compound parts and typos). */
  conceptOf(word: string): Concept | ContextualConcept | undefined {
    return this.asWritten.get(word) ?? this.byStem.get(this.stem(word));
  }

  /**
   * A compound's parts, for German ("Depotwert" → portfolio + worth, "Kursgewinne", "Technologieaktien"):
   * the longest known last part, and the first part when it is known too (with or without its linking
   * "s"/"n": "Jahres-", "Aktien-"). Words of other languages and short words are not split.
   */
  compoundParts(word: string): (Concept | ContextualConcept)[] {
    if (this.language !== 'de' || word.length < 7) return [];
    let fallback: (Concept | ContextualConcept)[] = [];
    for (let cut = 3; cut <= word.length - 3; cut++) {
      const tail = this.conceptOf(word.slice(cut));
      if (!tail) continue;
      const head = word.slice(0, cut);
      const first = [head, head.replace(/(e?s|e?n)$/, '')].map((h) => (h.length >= 3 ? this.conceptOf(h) : undefined)).find((c) => c !== undefined);
      if (first) return [first, tail];
      // An unknown first part only before a long last part ("Gesamtrendite"), so names are not cut ("Bitcoin").
      if (word.length - cut >= 6 && cut >= 4 && fallback.length === 0) fallback = [tail];
    }
    return fallback;
  }

  /** A mistyped word of six letters or more one edit away from exactly one word of the lexicon ("volatilitat", "comisones"). */
  corrected(word: string): Concept | ContextualConcept | undefined {
    if (word.length < 6) return undefined;
    const near = [...this.words].filter((w) => Math.abs(w.length - word.length) <= 1 && w.length >= 6 && w !== word && !this.exactOnly.has(w) && withinOneEdit(w, word));
    const concepts = new Set(near.map((w) => this.conceptOf(w)).filter((c) => c !== undefined));
    return concepts.size === 1 ? [...concepts][0] : undefined;
  }
}

export const VOCABULARIES: Record<Language, Vocabulary> = { de: new Vocabulary('de'), fr: new Vocabulary('fr'), es: new Vocabulary('es') };
