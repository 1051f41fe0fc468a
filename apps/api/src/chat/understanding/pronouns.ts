import type { TurnEntities, TurnSubject } from '../threads/repository.js';
import type { Language } from './languages/vocabulary.js';

/**
 * Pronouns that stand for one thing, with grammatical gender, and the gender of what a turn can put
 * forward, per language: a pronoun takes the latest subject of matching gender, so in German "er" is
 * the dollar (der Dollar) even after a position (die Position) was asked about, and in Spanish "ella"
 * is the position (la posición) even after the dollar (el dólar). Data, not rules: one table per language.
 */
export type Gender = 'masculine' | 'feminine' | 'neuter';

/** Matched on the question as written: "Sie" (capitalized) is the polite "you" in German, "el" (no accent) the Spanish article. */
const PRONOUNS: Record<Language, [RegExp, Gender][]> = {
  de: [
    [/\b(er|ihn|ihm)\b/i, 'masculine'],
    [/(?<=\S\s+)\bsie\b/, 'feminine'],
  ],
  fr: [
    [/\belle\b/i, 'feminine'],
    [/(\bil\b|-il\b)(?!\s+y\s+a)/i, 'masculine'],
  ],
  es: [
    [/(?<![\p{L}])ella(?![\p{L}])/iu, 'feminine'],
    [/(?<![\p{L}])él(?![\p{L}])/iu, 'masculine'],
  ],
};

/** The gender of a subject's noun: a holding is die Aktie / la position / la posición; a currency der Dollar / le dollar / el dólar, but das Pfund / la livre / la libra. */
const GENDERS: Record<Language, Record<TurnSubject['kind'], Gender> & { currency_GBP: Gender }> = {
  de: { ticker: 'feminine', currency: 'masculine', currency_GBP: 'neuter', sector: 'masculine', region: 'feminine', asset_class: 'feminine' },
  fr: { ticker: 'feminine', currency: 'masculine', currency_GBP: 'feminine', sector: 'masculine', region: 'feminine', asset_class: 'feminine' },
  es: { ticker: 'feminine', currency: 'masculine', currency_GBP: 'feminine', sector: 'masculine', region: 'feminine', asset_class: 'feminine' },
};

function genderOf(subject: TurnSubject, language: Language): Gender {
  const table = GENDERS[language];
  return subject.kind === 'currency' && subject.value === 'GBP' ? table.currency_GBP : table[subject.kind];
}

/** The gender of the pronoun the question uses for its subject, if it uses one. */
export function pronounGender(question: string, language: Language): Gender | undefined {
  return PRONOUNS[language].find(([pattern]) => pattern.test(question))?.[1];
}

/** The latest subject of the earlier turns (newest first) whose gender is the pronoun's, with the turn that put it forward. */
export function referentOf(question: string, language: Language | undefined, turns: readonly TurnEntities[]): { subject: TurnSubject; turn: TurnEntities } | undefined {
  if (!language) return undefined;
  const gender = pronounGender(question, language);
  if (!gender) return undefined;
  for (const turn of [...turns].reverse()) {
    const subject = (turn.subjects ?? []).find((s) => genderOf(s, language) === gender);
    if (subject) return { subject, turn };
  }
  return undefined;
}

/**
 * "The other one" after a comparison and a turn about one of its sides: the side the last turn was not about. The
 * latest earlier turn that named the last turn's instrument beside exactly one other gives it; none, or the last
 * turn itself about both, gives nothing (the thread cannot tell which).
 */
export function otherOfPair(turns: readonly TurnEntities[]): string | undefined {
  const current = turns.at(-1)?.tickers ?? [];
  if (current.length !== 1) return undefined;
  for (const turn of [...turns].reverse()) {
    const others = turn.tickers.filter((t) => !current.includes(t));
    if (others.length === 1 && turn.tickers.length === 2) return others[0];
  }
  return undefined;
}

/** What a turn's calls were about, most salient first, each once. */
export function subjectsOfCalls(calls: readonly { tool: string; args: Record<string, unknown> }[]): TurnSubject[] {
  const out: TurnSubject[] = [];
  const add = (kind: TurnSubject['kind'], value: unknown): void => {
    if (typeof value === 'string' && value.length > 0 && !out.some((s) => s.kind === kind && s.value === value)) out.push({ kind, value });
  };
  for (const { tool, args } of calls) {
    if (typeof args.ticker === 'string') add('ticker', args.ticker);
    if (Array.isArray(args.tickers)) for (const t of args.tickers) add('ticker', t);
    if (tool === 'fx_rate') add('currency', args.base);
    const target = (tool === 'exposure' ? args : tool === 'what_if' ? args.target : undefined) as { kind?: string; value?: string } | undefined;
    if (target?.kind === 'ticker' || target?.kind === 'currency' || target?.kind === 'sector' || target?.kind === 'region' || target?.kind === 'asset_class') add(target.kind, target.value);
  }
  return out;
}
