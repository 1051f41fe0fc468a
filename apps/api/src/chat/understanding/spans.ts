import * as chrono from 'chrono-node';
import { daysBeforeDate, monthsBefore } from '../../insight/analytics/periods.js';
import type { RecognizerLanguage } from './recognizers.js';

/**
 * The exact days a question names, in English, German, French or Spanish, read by chrono-node with a few
 * parsers of our own added through its parser API where its locales lack a case (a month named alone in
 * German and French, quarters in every language, "the last N weeks" in Spanish). docs/chat.md, "Periods
 * and dates", has the rule:
 *
 * - "since March", "seit März": from the close on or before 1 March of the latest March not in the future, to today;
 * - "since 15 March": from the close on or before that day, to today;
 * - "in June", "im Juni", a quarter ("Q3", "last quarter", "letztes Quartal"): the whole month or quarter,
 *   from the close before it began (its eve, as the year to date starts on 31 December) to its last day
 *   (today while it runs); "last quarter" is the last complete calendar quarter;
 * - "the past two weeks", "les 3 derniers mois": counted back from today.
 *
 * A span is `from` → `to` (YYYY-MM-DD): a figure over it compares the close on or before `to` with the close
 * on or before `from`, as every stored period does (insight/analytics/periods.ts).
 */
export interface DateSpan {
  from: string;
  to: string;
  /** The words chrono read ("since March", "letztes Quartal"), as they stand in the text. */
  text: string;
}

/** Tags our parsers put on what they read, so the span is taken as they meant it. */
const SINCE = 'clarity/since';
const WITHIN = 'clarity/within';

/** Words that put a month or a day as where a span starts. */
const SINCE_WORDS: Record<RecognizerLanguage, string[]> = {
  en: ['since', 'from', 'starting', 'as of', 'since the start of', 'since the beginning of', 'from the start of', 'from the beginning of', 'since early'],
  de: ['seit', 'ab', 'seit anfang', 'seit beginn', 'ab anfang', 'gerechnet ab', 'gerechnet ab anfang', 'von anfang'],
  // Typed without accents too ("depuis debut aout"): chrono reads the month either way, the words before it must match as well.
  fr: ['depuis', 'à partir de', 'depuis début', 'depuis le début de', 'à partir du début de', 'dès', 'a partir de', 'depuis debut', 'depuis le debut de', 'a partir du debut de'],
  es: ['desde', 'a partir de', 'desde principios de', 'desde comienzos de', 'desde inicios de', 'desde el inicio de', 'contando desde', 'contando desde principios de'],
};

/** Words that name a month as the span itself ("in June"). */
const WITHIN_WORDS: Record<RecognizerLanguage, string[]> = {
  en: ['in', 'during', 'over', 'for', 'throughout'],
  de: ['im', 'in', 'während', 'für', 'über den', 'im monat', 'im laufe des'],
  fr: ['en', 'pendant', 'au mois de', 'sur le mois de', 'durant', 'pour'],
  es: ['en', 'durante', 'en el mes de', 'para'],
};

/** Words for a quarter, and the ordinals that name one ("third quarter", "3. Quartal", "troisième trimestre"). */
const QUARTER_WORDS: Record<RecognizerLanguage, string> = { en: 'quarter', de: '(?:quartal|quartals|vierteljahr)', fr: 'trimestre', es: 'trimestre' };
/** The article before a quarter, read with it so that chrono's own shorter reading ("trimestre dernier") does not win. */
const ARTICLES: Record<RecognizerLanguage, string> = { en: '(?:the\\s+)?', de: '(?:(?:das|dem|im)\\s+)?', fr: '(?:(?:le|au|du|ce)\\s+)?', es: '(?:(?:el|del|este)\\s+)?' };
const ORDINALS: Record<RecognizerLanguage, Record<string, number>> = {
  en: { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1, previous: -1, past: -1, this: 0, current: 0 },
  de: { erste: 1, ersten: 1, erstes: 1, '1.': 1, zweite: 2, zweiten: 2, zweites: 2, '2.': 2, dritte: 3, dritten: 3, drittes: 3, '3.': 3, vierte: 4, vierten: 4, viertes: 4, '4.': 4, letzte: -1, letzten: -1, letztes: -1, vorige: -1, vorigen: -1, voriges: -1, vergangene: -1, vergangenen: -1, vergangenes: -1, dieses: 0, diesem: 0, laufenden: 0, laufende: 0, aktuellen: 0 },
  // The ordinals typed without their accents too ("troisieme trimestre", "ultimo trimestre"), as the months are (monthNames).
  fr: { premier: 1, '1er': 1, deuxième: 2, deuxieme: 2, second: 2, '2e': 2, troisième: 3, troisieme: 3, '3e': 3, quatrième: 4, quatrieme: 4, '4e': 4, dernier: -1, précédent: -1, precedent: -1, passé: -1, ce: 0, en_cours: 0 },
  es: { primer: 1, primero: 1, '1er': 1, segundo: 2, '2º': 2, tercer: 3, tercero: 3, '3er': 3, cuarto: 4, '4º': 4, último: -1, ultimo: -1, pasado: -1, anterior: -1, este: 0, actual: 0 },
};

/** Number words before "weeks", "days", "months" where chrono's own locale lacks them (Spanish; French after "ces"). */
const NUMBER_WORDS: Record<'fr' | 'es', Record<string, number>> = {
  fr: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15 },
  es: { un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15 },
};
/** "quinze jours", "quince días", "huit jours", "ocho días" say a fortnight and a week, as the languages use them. */
const IDIOMATIC_DAYS: Record<number, number> = { 15: 14, 8: 7 };
const UNIT_WORDS: Record<'fr' | 'es', Record<string, 'day' | 'week' | 'month' | 'year'>> = {
  fr: { jour: 'day', jours: 'day', semaine: 'week', semaines: 'week', mois: 'month', an: 'year', ans: 'year', année: 'year', années: 'year' },
  es: { día: 'day', días: 'day', semana: 'week', semanas: 'week', mes: 'month', meses: 'month', año: 'year', años: 'year' },
};

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const alternatives = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');
/** Not inside a word, for letters with accents too. */
const OPEN = '(?<![\\p{L}\\d])';
const CLOSE = '(?![\\p{L}\\d])';

/** Each month's names in a language (long and short), from `Intl`: 1–12 by name in lower case. */
function monthNames(language: RecognizerLanguage): Map<string, number> {
  const names = new Map<string, number>();
  for (let month = 1; month <= 12; month += 1) {
    const day = new Date(Date.UTC(2026, month - 1, 15));
    for (const style of ['long', 'short'] as const) {
      const name = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' }).format(day).toLowerCase().replace(/\.$/, '');
      // "may", "mar" and other short English forms are also words: English reads months by their long names only.
      if (style === 'short' && (language === 'en' || name.length < 4)) continue;
      names.set(name, month);
    }
  }
  if (language === 'de') names.set('jänner', 1);
  if (language === 'fr') names.set('fevrier', 2).set('aout', 8).set('decembre', 12);
  return names;
}

const iso = (year: number, month: number, day: number): string => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const lastDayOf = (year: number, month: number): string => iso(year, month + 1, 0);
const todayOf = (context: chrono.ParsingContext): string => context.refDate.toISOString().slice(0, 10);

/** A result whose start is `from` and, for a month or quarter, whose end is `to`, tagged with how it was named. */
function resultOf(context: chrono.ParsingContext, match: RegExpMatchArray, tag: string, from: string, to?: string): chrono.ParsingResult {
  const at = (day: string): Record<'year' | 'month' | 'day', number> => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });
  const result = context.createParsingResult(match.index ?? 0, match[0], at(from), to === undefined ? undefined : at(to));
  return result.addTag(tag);
}

/** The latest year in which `month` (and `day`) is not after today, unless the text gave one. */
function yearOf(context: chrono.ParsingContext, month: number, day: number, written: string | undefined): number {
  if (written) return Number(written);
  const today = todayOf(context);
  const year = Number(today.slice(0, 4));
  return iso(year, month, day) <= today ? year : year - 1;
}

/** "since March", "seit dem 15. März", "depuis le 15 mars", "desde el 15 de marzo", "since March 15", "in June", "im Juni 2025". */
function monthParser(language: RecognizerLanguage): chrono.Parser {
  const months = monthNames(language);
  const month = `(${alternatives([...months.keys()])})`;
  const day = '(\\d{1,2})(?:\\.|st|nd|rd|th|er)?';
  const article = language === 'de' ? '(?:dem\\s+|den\\s+)?' : language === 'fr' ? '(?:le\\s+)?' : language === 'es' ? '(?:el\\s+)?' : '(?:the\\s+)?';
  const of = language === 'es' ? '(?:\\s+de)?' : language === 'en' ? '(?:\\s+of)?' : '';
  const pattern = new RegExp(
    `${OPEN}(${alternatives(SINCE_WORDS[language])}|${alternatives(WITHIN_WORDS[language])})\\s+${article}(?:${day}${of}\\s+)?${month}(?:\\s+${day})?(?:\\s+(?:de\\s+)?(\\d{4}))?${CLOSE}`,
    'iu',
  );
  const since = new Set(SINCE_WORDS[language].map((w) => w.toLowerCase()));
  return {
    pattern: () => pattern,
    extract(context, match) {
      const [, word = '', dayBefore, name = '', dayAfter, year] = match;
      const m = months.get(name.toLowerCase()) as number;
      const d = Number(dayBefore ?? dayAfter ?? 1);
      const starts = since.has(word.toLowerCase().replace(/\s+/g, ' '));
      const y = yearOf(context, m, starts ? d : 1, year);
      if (starts) return resultOf(context, match, SINCE, iso(y, m, d));
      // "in June 15" is a day, not a span: left to chrono's own parsers.
      if (dayBefore !== undefined || dayAfter !== undefined) return null;
      const end = lastDayOf(y, m);
      return resultOf(context, match, WITHIN, iso(y, m, 0), end < todayOf(context) ? end : todayOf(context));
    },
  };
}

/** "Q3", "Q3 2025", "third quarter", "last quarter", "letztes Quartal", "le trimestre dernier", "el último trimestre", "this quarter". */
function quarterParser(language: RecognizerLanguage): chrono.Parser {
  const ordinals = ORDINALS[language];
  const words = alternatives(Object.keys(ordinals).map((w) => w.replace('_', ' ')));
  const quarter = QUARTER_WORDS[language];
  const pattern = new RegExp(`${OPEN}${ARTICLES[language]}(?:(?:q|t)([1-4])|(${words})\\s+${quarter}|${quarter}\\s+(${words}))(?:\\s+(?:de\\s+|del\\s+)?(\\d{4}))?${CLOSE}`, 'iu');
  return {
    pattern: () => pattern,
    extract(context, match) {
      const [, numbered, before, after, year] = match;
      const ordinal = numbered ? Number(numbered) : ordinals[(before ?? after ?? '').toLowerCase().replace(/\s+/g, '_')];
      if (ordinal === undefined) return null;
      const today = todayOf(context);
      const current = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
      let y = Number(today.slice(0, 4));
      let q = ordinal;
      if (ordinal === 0) q = current;
      else if (ordinal === -1) [y, q] = current === 1 ? [y - 1, 4] : [y, current - 1];
      // A quarter named without a year: the latest that has begun.
      else if (year) y = Number(year);
      else if (q > current) y -= 1;
      const from = iso(y, (q - 1) * 3 + 1, 0);
      if (from >= today) return null;
      const end = lastDayOf(y, q * 3);
      return resultOf(context, match, WITHIN, from, end < today ? end : today);
    },
  };
}

/** "las últimas dos semanas", "los 3 meses pasados", "ces deux dernières semaines", "les quinze derniers jours" (a fortnight): counted back from today. */
function pastUnitsParser(language: 'fr' | 'es'): chrono.Parser {
  const numbers = NUMBER_WORDS[language];
  const units = UNIT_WORDS[language];
  const count = `(\\d{1,3}|${alternatives(Object.keys(numbers))})`;
  const unit = `(${alternatives(Object.keys(units))})`;
  const pattern =
    language === 'es'
      ? new RegExp(`${OPEN}(?:l[oa]s\\s+)?(?:últim[oa]s|pasad[oa]s)\\s+${count}\\s+${unit}|${OPEN}(?:l[oa]s\\s+)?${count}\\s+${unit}\\s+(?:pasad[oa]s|anteriores)${CLOSE}`, 'iu')
      : new RegExp(`${OPEN}(?:les|ces)\\s+${count}\\s+(?:dernier|dernière)s\\s+${unit}${CLOSE}`, 'iu');
  return {
    pattern: () => pattern,
    extract(context, match) {
      const [, n1, u1, n2, u2] = match;
      const written = (n1 ?? n2 ?? '').toLowerCase();
      const n = numbers[written] ?? Number(written);
      const kind = units[(u1 ?? u2 ?? '').toLowerCase()];
      if (!kind || !Number.isFinite(n) || n <= 0) return null;
      const today = todayOf(context);
      const from = kind === 'day' ? daysBeforeDate(today, IDIOMATIC_DAYS[n] ?? n) : kind === 'week' ? daysBeforeDate(today, 7 * n) : monthsBefore(today, kind === 'month' ? n : 12 * n);
      return resultOf(context, match, 'result/relativeDate', from);
    },
  };
}

/** chrono-node's casual parser of each language, with ours first (a longer reading of the same words wins in chrono). */
function parserFor(language: RecognizerLanguage): chrono.Chrono {
  const parser = chrono[language].casual.clone();
  parser.parsers.unshift(monthParser(language), quarterParser(language));
  if (language === 'fr' || language === 'es') parser.parsers.unshift(pastUnitsParser(language));
  return parser;
}

const PARSERS = new Map<RecognizerLanguage, chrono.Chrono>();

/** Words of a relative date that name a day, not a span back from today ("two weeks ago", "vor zwei Wochen", "il y a", "hace"). */
const A_DAY_AGO: Record<RecognizerLanguage, RegExp> = { en: /\bago\b/i, de: /\bvor\b/i, fr: /\bil y a\b/i, es: /\bhace\b/i };

/**
 * The span a question names, as exact days, or undefined when it names none (or only the running week,
 * month or year, which are stored periods read by `periodIn`). `asOf` is today; `language` the text's.
 */
export function spanIn(text: string, asOf: string, language: RecognizerLanguage = 'en'): DateSpan | undefined {
  let parser = PARSERS.get(language);
  if (!parser) PARSERS.set(language, (parser = parserFor(language)));
  const results = parser.parse(text, { instant: new Date(`${asOf}T12:00:00Z`), timezone: 'UTC' });
  for (const result of results) {
    const tags = result.tags();
    const from = dayOf(result.start);
    if (tags.has(SINCE)) {
      if (from < asOf) return { from, to: asOf, text: result.text };
    } else if (tags.has(WITHIN) && result.end) {
      return { from, to: dayOf(result.end), text: result.text };
    } else if (tags.has('result/relativeDate') && !A_DAY_AGO[language].test(result.text) && from < asOf) {
      return { from, to: asOf, text: result.text };
    }
  }
  return calendarYearIn(text, asOf, language);
}

/**
 * A calendar year named by its number, which chrono reads as no span: "in 2025", "und 2025?" is the whole year, from
 * its eve to its last day (today while it runs); "since 2025", "seit 2025" runs from that eve to today. The year is a
 * formal token (four digits, not part of a date or a number); it counts after a word that places a span or alone in
 * a short follow-up, so "invest 2000 dollars" is no year.
 */
function calendarYearIn(text: string, asOf: string, language: RecognizerLanguage): DateSpan | undefined {
  const years = [...text.matchAll(/(?<![\d.,/-])((?:19|20)\d\d)(?![\d.,/-])/g)];
  const [match] = years;
  if (years.length !== 1 || match === undefined) return undefined;
  const year = Number(match[1]);
  if (`${year}-01-01` > asOf) return undefined;
  const before = text.slice(0, match.index).toLowerCase().trim();
  const after = (words: readonly string[]): boolean => words.some((w) => before === w || before.endsWith(` ${w}`));
  const since = after(SINCE_WORDS[language]);
  const short = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= 2;
  if (!since && !after(WITHIN_WORDS[language]) && !short) return undefined;
  const eve = `${year - 1}-12-31`;
  if (since) return { from: eve, to: asOf, text: match[0] };
  const end = `${year}-12-31`;
  return { from: eve, to: end < asOf ? end : asOf, text: match[0] };
}

function dayOf(components: chrono.ParsedComponents): string {
  return iso(components.get('year') as number, components.get('month') as number, components.get('day') as number);
}
