import { fieldProblem, type Problem } from './problems.js';
import { wallClockMsToUtc } from './zoned-time.js';

/** How a file writes a date whose year comes last: day first (17/11/2021) or month first (11/17/2021). */
export type DateOrder = 'dmy' | 'mdy';

const YEAR_FIRST = /^(\d{4})-?(\d{1,2})-?(\d{1,2})(?=$|[T\s,;])/i;
// Day or month first, separated by / . or -, a 4- or 2-digit year last.
const YEAR_LAST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?=$|[T\s,;])/;
const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  // The same months abbreviated in the languages brokers export in (Saxo writes "02-mrt-2025" in Dutch): Dutch,
  // German, French, Spanish, Italian and Portuguese, where their first three letters differ from the English (not
  // French "juin" and "juillet": their three letters are the same).
  mrt: 3, mei: 5, okt: 10, mär: 3, mrz: 3, mai: 5, dez: 12, fév: 2, fev: 2, avr: 4, aoû: 8, aou: 8, déc: 12,
  ene: 1, abr: 4, ago: 8, dic: 12, gen: 1, mag: 5, giu: 6, lug: 7, set: 9, ott: 10, out: 10,
};
// 17 Nov 2021, 17-Nov-2021, Nov 17, 2021, Nov-17-2021: unambiguous whatever the order.
const DAY_MONTH_NAME = /^(\d{1,2})[\s-]([A-Za-zÀ-ÿ]{3})[a-zà-ÿ]*\.?[\s-](\d{4}|\d{2})(?=$|[T\s,;])/;
const MONTH_NAME_DAY = /^([A-Za-zÀ-ÿ]{3})[a-zà-ÿ]*\.?[\s-](\d{1,2}),?[\s-](\d{4})(?=$|[T\s,;])/;
const TIME = /^(\d{1,2}):?(\d{2})(?::?(\d{2}))?(\.\d+)?\s*(AM|PM)?\s*(Z|[+-]\d{2}:?\d{2}|UTC|GMT)?$/i;

/** The evidence one date gives about the order: a first number above 12 is a day, a second one a day too. */
export interface DateOrderEvidence {
  order?: DateOrder;
  /** The line and text that decided it, for the warning. */
  line?: number;
  text?: string;
  /** Set when the file writes day-first and month-first dates both. */
  conflict?: string;
  /** True when some dates need the order and none decides it. */
  ambiguous: boolean;
}

/**
 * Decides day-first or month-first from the file's own dates: any date whose first number is above 12
 * is day-first, any whose second is above 12 is month-first. Dotted dates (17.11.2021) are day-first
 * wherever they are written. A file that writes both is refused; one where nothing decides is ambiguous.
 */
export function inferDateOrder(dates: { line: number; text: string }[]): DateOrderEvidence {
  let dmy: { line: number; text: string } | undefined;
  let mdy: { line: number; text: string } | undefined;
  let needsOrder = false;
  for (const date of dates) {
    const match = YEAR_LAST.exec(date.text.trim());
    if (!match) continue;
    if (match[2] === '.') {
      dmy ??= date;
      continue;
    }
    const first = Number(match[1]);
    const second = Number(match[3]);
    // 12/12/2021 is the same day in either order: it needs no order and decides none.
    if (first === second) continue;
    needsOrder = true;
    if (first > 12 && second <= 12) dmy ??= date;
    else if (second > 12 && first <= 12) mdy ??= date;
  }
  if (dmy && mdy) {
    return { ambiguous: false, conflict: `line ${dmy.line} writes the day first (${dmy.text.trim()}) and line ${mdy.line} the month first (${mdy.text.trim()})` };
  }
  const decided = dmy ?? mdy;
  if (decided) return { ambiguous: false, order: dmy ? 'dmy' : 'mdy', line: decided.line, text: decided.text.trim() };
  return { ambiguous: needsOrder };
}

/**
 * The UTC instant of a broker's date (and time, in the same field or apart). A time without an offset,
 * and a date alone (as midnight), is read in `timeZone`. Returns a reason when it is not a date.
 */
export function readTimestamp(dateText: string | undefined, timeText: string | undefined, timeZone: string, order: DateOrder | undefined): string | Problem {
  const written = dateText?.trim() ?? '';
  if (!written) return fieldProblem('date', 'missing', 'missing');
  const epoch = epochInstant(written);
  if (epoch !== undefined) return isoOf(epoch);
  // A hostile cell is not repeated whole into the reason.
  const quoted = written.length > 60 ? `${written.slice(0, 57)}…` : written;
  const parts = splitDateCached(written, order);
  if (!parts) return fieldProblem('date', 'invalid', `${quoted} is not a date (YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY, DD.MM.YYYY or 17 Nov 2021)`);
  const { year, month, day, rest } = parts;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return fieldProblem('date', 'invalid', `${quoted} is not a calendar date`);
  const clockText = (rest && rest.replace(/^[T\s,;]+/i, '')) || timeText?.trim() || '00:00:00';
  let hour: number;
  let minute: number;
  let second: number;
  let millisecond = 0;
  let zone: string | undefined;
  const plain = plainClock(clockText);
  if (plain >= 0) {
    hour = Math.floor(plain / 3600);
    minute = Math.floor(plain / 60) % 60;
    second = plain % 60;
  } else {
    const time = TIME.exec(clockText);
    if (!time) return fieldProblem('date', 'invalid', `${clockText.length > 60 ? `${clockText.slice(0, 57)}…` : clockText} is not a time of day`);
    hour = Number(time[1]);
    const meridiem = time[5]?.toUpperCase();
    if (meridiem && (hour < 1 || hour > 12)) return fieldProblem('date', 'invalid', `${clockText} is not a time of day`);
    if (meridiem === 'PM' && hour < 12) hour += 12;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    minute = Number(time[2]);
    second = Number(time[3] ?? '0');
    if (hour > 23 || minute > 59 || second > 59) return fieldProblem('date', 'invalid', `${clockText} is not a time of day`);
    // Milliseconds as an ISO parser reads a fraction: its first three digits.
    millisecond = time[4] ? Number(time[4].slice(1, 4).padEnd(3, '0')) : 0;
    zone = time[6]?.toUpperCase();
  }
  // Fields to a number with Date.UTC, not a string through Date.parse: a 50 MB export reads a million of them.
  // Date.UTC takes years 0–99 as 1900s: the rare ancient year goes through setUTCFullYear.
  let asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  if (year < 100) asIfUtc = new Date(asIfUtc).setUTCFullYear(year);
  const instant = zone === undefined ? wallClockMsToUtc(asIfUtc, timeZone) : asIfUtc - offsetMs(zone);
  if (Number.isNaN(instant) || Math.abs(instant) > MAX_TIME) return fieldProblem('date', 'invalid', `${quoted} is not a date`);
  return isoOf(instant);
}

// A Unix timestamp as exchanges and trackers export it (Kraken, rotki): ten digits of seconds or thirteen of
// milliseconds, an instant in UTC whatever the file's zone. Only between 2000 and 2100, where no other date form
// has ten or thirteen bare digits (`20240115` has eight).
const EPOCH = /^(\d{10}|\d{13})$/;
const EPOCH_FIRST = Date.UTC(2000, 0, 1);
const EPOCH_LAST = Date.UTC(2100, 0, 1);

function epochInstant(written: string): number | undefined {
  // Asked of every row's date: a cheap look first (an ISO date has ten characters too, its fifth a dash).
  if ((written.length !== 10 && written.length !== 13) || written.charCodeAt(4) < 48 || written.charCodeAt(4) > 57) return undefined;
  const match = EPOCH.exec(written);
  if (!match) return undefined;
  const instant = match[1]!.length === 10 ? Number(match[1]) * 1000 : Number(match[1]);
  return instant >= EPOCH_FIRST && instant < EPOCH_LAST ? instant : undefined;
}

const DAY_MS = 86_400_000;
// Years 0000–9999 (beyond them toISOString writes six digits and a sign).
const FIRST_ISO = Date.parse('0000-01-01T00:00:00.000Z');
const LAST_ISO = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
// The time of day of each whole second (`09:30:00.000Z`) as written so far: at most 86,400 short strings.
const CLOCKS = new Array<string | undefined>(86_400);
let lastDay: { day: number; text: string } | undefined;

/**
 * `new Date(instant).toISOString()`, its date part kept from the row before (an export writes many rows a
 * day) and its time written from a table: a million rows paid more for the string than for the date.
 */
function isoOf(instant: number): string {
  if (!(instant >= FIRST_ISO && instant <= LAST_ISO)) return new Date(instant).toISOString();
  const day = Math.floor(instant / DAY_MS);
  if (lastDay?.day !== day) lastDay = { day, text: new Date(day * DAY_MS).toISOString().slice(0, 11) };
  const within = instant - day * DAY_MS;
  const millisecond = within % 1000;
  const seconds = (within - millisecond) / 1000;
  if (millisecond === 0) {
    // A whole second's time of day is written once and kept: one join per row instead of seven.
    let clock = CLOCKS[seconds];
    if (clock === undefined) clock = CLOCKS[seconds] = `${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.000Z`;
    return lastDay.text + clock;
  }
  return `${lastDay.text}${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${String(millisecond).padStart(3, '0')}Z`;
}

/**
 * The common `HH:MM:SS` (or `HH:MM`) of a valid time, read without `TIME` and without a string per
 * part: its seconds since midnight; -1 for anything else (which `TIME` then reads, or refuses).
 */
function plainClock(text: string): number {
  if ((text.length !== 8 && text.length !== 5) || text.charCodeAt(2) !== 58 || (text.length === 8 && text.charCodeAt(5) !== 58)) return -1;
  const hour = twoDigits(text, 0);
  const minute = twoDigits(text, 3);
  const second = text.length === 8 ? twoDigits(text, 6) : 0;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return -1;
  return hour * 3600 + minute * 60 + second;
}

/** The two digits at `at` as a number, -1 when they are not two digits. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1;
}

// The largest time a Date holds (±100,000,000 days).
const MAX_TIME = 8.64e15;

/** The milliseconds an explicit offset (Z, UTC, GMT, +02:00, -0500) is ahead of UTC. */
function offsetMs(zone: string): number {
  if (zone === 'Z' || zone === 'UTC' || zone === 'GMT') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  // An ISO parser refuses an offset past 23:59.
  if (hours > 23 || minutes > 59) return Number.NaN;
  return sign * (hours * 60 + minutes) * 60_000;
}

// The last date text read and what it split into: an export writes the same day on many rows.
let lastSplit: { written: string; order: DateOrder | undefined; parts: ReturnType<typeof splitDate> } | undefined;

function splitDateCached(written: string, order: DateOrder | undefined): ReturnType<typeof splitDate> {
  if (lastSplit !== undefined && lastSplit.written === written && lastSplit.order === order) return lastSplit.parts;
  const parts = splitDate(written, order);
  lastSplit = { written, order, parts };
  return parts;
}

/** True when the text carries a time of day without an offset (read in the file's zone). */
export function hasLocalTime(dateText: string | undefined, timeText: string | undefined): boolean {
  const text = `${dateText ?? ''} ${timeText ?? ''}`;
  return /\d:\d{2}/.test(text) && !/(Z|[+-]\d{2}:?\d{2}|UTC|GMT)\s*$/i.test(text.trim());
}

function splitDate(written: string, order: DateOrder | undefined): { year: number; month: number; day: number; rest: string } | undefined {
  let match = YEAR_FIRST.exec(written);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), rest: written.slice(match[0].length) };
  match = YEAR_LAST.exec(written);
  if (match) {
    const dayFirst = match[2] === '.' || order === 'dmy';
    if (match[2] !== '.' && order === undefined && Number(match[1]) !== Number(match[3])) return undefined;
    const year = fullYear(match[4]!);
    const [day, month] = dayFirst ? [Number(match[1]), Number(match[3])] : [Number(match[3]), Number(match[1])];
    return { year, month, day, rest: written.slice(match[0].length) };
  }
  match = DAY_MONTH_NAME.exec(written);
  if (match && MONTHS[match[2]!.toLowerCase()]) return { year: fullYear(match[3]!), month: MONTHS[match[2]!.toLowerCase()]!, day: Number(match[1]), rest: written.slice(match[0].length) };
  match = MONTH_NAME_DAY.exec(written);
  if (match && MONTHS[match[1]!.toLowerCase()]) return { year: Number(match[3]), month: MONTHS[match[1]!.toLowerCase()]!, day: Number(match[2]), rest: written.slice(match[0].length) };
  return undefined;
}

/** A two-digit year is this century's: broker exports are recent. */
function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month of the proleptic Gregorian calendar (arithmetic, not a Date per row). */
function daysIn(year: number, month: number): number {
  if (month !== 2) return DAYS_IN_MONTH[month - 1]!;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

