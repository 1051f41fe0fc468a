import * as chrono from 'chrono-node';
import type { Period } from '../../insight/tools/period.js';
import { numbersIn } from '../../i18n/numbers.js';

/**
 * Dates, periods and percentages in a question, read by recognizers instead of hand-written date
 * patterns: chrono-node (ARCHITECTURE.md, "Recognizers") reads days and spans ("the past week", "last
 * 3 months", "this year", "since March", "June 30", "the end of June", "2026-06-30"), and the numbers
 * are read as the locale writes them (`i18n/numbers.ts`, through `Intl`). The planner reads English:
 * German, French and Spanish questions arrive read into its words (languages/read.ts: "letzte Woche",
 * "la semaine dernière", "la última semana" → "last week"; their number words → digits); `dateIn` also
 * reads a text in its own language (`language`). What no calendar library knows stays a small
 * table of terms: the financial names of periods (YTD, 1Y, since inception) and the number words English
 * writes before "percent".
 */
export type PeriodSlot = Period | 'SI';
export type RecognizerLanguage = 'en' | 'de' | 'fr' | 'es';

const PARSERS: Record<RecognizerLanguage, chrono.Chrono> = { en: chrono.en.casual, de: chrono.de.casual, fr: chrono.fr.casual, es: chrono.es.casual };

/** Financial names of periods, which are not calendar expressions; the first that matches wins (most specific first). */
export const PERIOD_TERMS: readonly [RegExp, PeriodSlot][] = [
  [/\b(since (the )?(start|beginning|inception|i (first )?(started|began|bought|opened|invested|joined)|(my |the )?purchase)|all[- ]time|ever|since day one|from (the )?(start|beginning|inception))\b(?!\s+of\b)/i, 'SI'],
  [/\b(ytd|year[- ]to[- ]date|since (the )?(start|beginning) of (the|this) year|since new year|so far this year)\b/i, 'YTD'],
  [/\b(6m|half[- ]year)\b/i, '6M'],
  [/\b(3m|quarter(ly)?)\b/i, '3M'],
  [/\b(1y|annual(ly)?|yearly)\b/i, '1Y'],
  [/\b(1w|weekly)\b/i, '1W'],
  [/\b(1m|monthly|lately|recently)\b/i, '1M'],
];

/** The stored period nearest a span of days (a return or a move is kept for 1W, 1M, 3M, 6M and 1Y). */
export function nearestPeriod(days: number): Period {
  if (days <= 18) return '1W';
  if (days <= 60) return '1M';
  if (days <= 136) return '3M';
  if (days <= 273) return '6M';
  return '1Y';
}

const DAY_MS = 86_400_000;

function reference(asOf: string | undefined): chrono.ParsingReference {
  return { instant: asOf === undefined ? new Date() : new Date(`${asOf}T12:00:00Z`), timezone: 'UTC' };
}

function isoOf(result: chrono.ParsedResult): string {
  const c = result.start;
  return `${String(c.get('year')).padStart(4, '0')}-${String(c.get('month')).padStart(2, '0')}-${String(c.get('day')).padStart(2, '0')}`;
}

function daysFrom(start: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** A year back when a day or month named without a year would lie after `asOf` (a question asks about the past). */
function inThePast(result: chrono.ParsedResult, asOf: string): string {
  const day = isoOf(result);
  if (day <= asOf || result.start.isCertain('year')) return day;
  return `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
}

/** The last texts read (a question is read several times while it is planned: per clause, for a day and for a period). */
const parsed = new Map<string, chrono.ParsedResult[]>();

function parse(text: string, asOf: string | undefined, language: RecognizerLanguage = 'en'): chrono.ParsedResult[] {
  const key = `${language}|${asOf ?? ''}|${text}`;
  let results = parsed.get(key);
  if (!results) {
    results = PARSERS[language].parse(text, reference(asOf));
    if (parsed.size >= 256) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, results);
  }
  return results;
}

/**
 * The question as the recognizer reads it best: "6-month" as "6 month", and May with its day, since
 * chrono-node leaves the bare word alone (it is also a verb): "since may" → "since May 1st", "the end of
 * May" → "the end of May 31st".
 */
function spell(text: string): string {
  return text
    .replace(/(\d)-(?=[a-z])/gi, '$1 ')
    .replace(/\b(since|from|early|mid-?|(?:start|beginning) of)\s+may\b(?!\s+\d)/gi, '$1 May 1st')
    .replace(/\b((?:end|close) of)\s+may\b(?!\s+\d)/gi, '$1 May 31st');
}

/** A result that counts back from today ("the past week", "last 3 months", "this year") rather than naming a day. */
function isSpan(result: chrono.ParsedResult): boolean {
  return result.tags().has('result/relativeDate') || /^(this|current) (week|month|quarter|year)$/i.test(result.text);
}

/** "this week" / "this month" / "this year" name the running unit, not a span back from its first day. */
const RUNNING: Record<string, PeriodSlot> = { week: '1W', month: '1M', quarter: '3M', year: 'YTD' };

/**
 * A period named as a span or a start: "the past week" (7 days), "over the past 2 weeks", "the last 30
 * days", "4 months" (the nearest stored period), "this year" (the year to date), "since March" (from the
 * start of the latest March on or before `asOf`; since January is the year to date), "last quarter",
 * "since I started" (since inception). Else the financial terms (YTD, 1Y, "lately").
 */
export function periodIn(text: string, asOf?: string): PeriodSlot | undefined {
  const [first] = PERIOD_TERMS;
  // "since I started", "from the start": since inception, before any calendar reading of "start".
  if (first && first[0].test(text)) return first[1];
  const ytd = PERIOD_TERMS[1];
  if (ytd && ytd[0].test(text)) return ytd[1];
  const today = asOf ?? new Date().toISOString().slice(0, 10);
  const spelled = spell(text);
  for (const result of parse(spelled, asOf)) {
    const running = /^(?:this|current) (week|month|quarter|year)$/i.exec(result.text);
    if (running) return RUNNING[(running[1] ?? '').toLowerCase()];
    if (isSpan(result)) {
      const days = daysFrom(isoOf(result), today);
      if (days > 0) return nearestPeriod(days);
      continue;
    }
    // "since March", "from the start of May": a month named as where the period starts.
    const before = spelled.slice(0, result.index);
    if (result.start.isCertain('month') && /\b(since|from)\s+(the\s+(start|beginning)\s+of\s+|early\s+|mid-?\s*)?$/i.test(before)) {
      const named = inThePast(result, today);
      const start = result.start.isCertain('day') ? named : `${named.slice(0, 8)}01`;
      if (start === `${today.slice(0, 4)}-01-01`) return 'YTD';
      const days = daysFrom(start, today);
      if (days > 0) return nearestPeriod(days);
    }
  }
  // A duration without "past" ("over 4 months", "a year", "six months"): read by the same recognizer as a span back from today.
  for (const unit of spelled.matchAll(/\b(?:(\S+)\s+)?(\S+)\s+(days?|weeks?|months?|years?)\b/gi)) {
    for (const count of [unit[1] ? `${unit[1]} ${unit[2]}` : undefined, unit[2]]) {
      if (count === undefined) continue;
      const span = parse(`past ${count} ${unit[3]}`, asOf).find((r) => isSpan(r) && r.text.length === `past ${count} ${unit[3]}`.length);
      if (span) return nearestPeriod(daysFrom(isoOf(span), today));
    }
  }
  for (const [pattern, period] of PERIOD_TERMS.slice(2)) if (pattern.test(text)) return period;
  // "the year", "per year": the stored year.
  if (/\byears?\b/i.test(text)) return '1Y';
  return undefined;
}

/**
 * A day the question names, as YYYY-MM-DD: "2026-06-30", "June 30", "30 June 2026", "the end of June",
 * "the start of March", "on 2 Jan"; in `language` too ("am 30. Juni", "le 30 juin", "el 30 de junio").
 * Without a year, the latest such day on or before `asOf`. Spans ("last week") and casual words
 * ("yesterday") are periods, not days.
 */
export function dateIn(text: string, asOf: string, language?: RecognizerLanguage): string | undefined {
  for (const lang of language && language !== 'en' ? (['en', language] as const) : (['en'] as const)) {
    for (const result of parse(spell(text), asOf, lang)) {
      if (isSpan(result) || [...result.tags()].some((tag) => /Casual|TimeUnit|Weekday|Relative/i.test(tag))) continue;
      if (!result.start.isCertain('month')) continue;
      if (result.start.isCertain('day')) return inThePast(result, asOf);
      // "the start of March": a month's edge named without its day.
      const edge = /\b(start|beginning)\s+of\s+$/i.test(text.slice(0, result.index));
      if (edge) return `${inThePast(result, asOf).slice(0, 8)}01`;
    }
  }
  return undefined;
}

/** English number words written before "percent" (German, French and Spanish ones arrive as digits: languages/). */
const PERCENT_WORDS: Record<string, number> = { five: 5, ten: 10, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100 };

/**
 * A percentage: "30%", "30 %", "12,5 %" (the number read as `locale` writes it), "30 percent", "thirty
 * per cent", "-30%"; "halves" is 50, "goes to zero" −100, "doubles" 100.
 */
export function percentIn(text: string, locale: RecognizerLanguage = 'en'): number | undefined {
  const units = text.replace(/\s*(?:percent|per cent|pct|prozent|pour ?cent|por ?ciento)\b/gi, '%');
  const worded = /\b(twenty-five|five|ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s*%/i.exec(units);
  if (worded) return PERCENT_WORDS[(worded[1] ?? '').toLowerCase()];
  const numeric = /([-−]|minus\s*)?(\d[\d.,\u00a0\u202f]*)\s*%/i.exec(units);
  const [number] = numeric ? numbersIn(`${numeric[2] ?? ''}%`, locale) : [];
  if (numeric && number?.endsWith('%')) return Number(number.slice(0, -1)) * (numeric[1] ? -1 : 1);
  if (/\b(halve[sd]?|cut in half|half its value)\b/i.test(text)) return 50;
  if (/\b(goes|go|went|fell|falls?|drops?|dropped|crash(es|ed)?) to (zero|0|nothing)\b|\b(worthless|wiped out|goes bust|went bust)\b/i.test(text)) return -100;
  if (/\b(double[sd]?)\b/i.test(text)) return 100;
  return undefined;
}
