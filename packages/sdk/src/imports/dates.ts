import { wallClockToUtc } from './zoned-time.js';

/** How a file writes a date whose year comes last: day first (17/11/2021) or month first (11/17/2021). */
export type DateOrder = 'dmy' | 'mdy';

const YEAR_FIRST = /^(\d{4})-?(\d{1,2})-?(\d{1,2})(?=$|[T\s,;])/i;
// Day or month first, separated by / . or -, a 4- or 2-digit year last.
const YEAR_LAST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?=$|[T\s,;])/;
const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
// 17 Nov 2021, 17-Nov-2021, Nov 17, 2021, Nov-17-2021: unambiguous whatever the order.
const DAY_MONTH_NAME = /^(\d{1,2})[\s-]([A-Za-z]{3})[a-z]*\.?[\s-](\d{4}|\d{2})(?=$|[T\s,;])/;
const MONTH_NAME_DAY = /^([A-Za-z]{3})[a-z]*\.?[\s-](\d{1,2}),?[\s-](\d{4})(?=$|[T\s,;])/;
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
    needsOrder = true;
    const first = Number(match[1]);
    const second = Number(match[3]);
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
export function readTimestamp(dateText: string | undefined, timeText: string | undefined, timeZone: string, order: DateOrder | undefined): string | { reason: string } {
  const written = dateText?.trim() ?? '';
  if (!written) return { reason: 'date: missing' };
  // A hostile cell is not repeated whole into the reason.
  const quoted = written.length > 60 ? `${written.slice(0, 57)}…` : written;
  const parts = splitDate(written, order);
  if (!parts) return { reason: `date: ${quoted} is not a date (YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY, DD.MM.YYYY or 17 Nov 2021)` };
  const { year, month, day, rest } = parts;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return { reason: `date: ${quoted} is not a calendar date` };
  const clockText = rest.replace(/^[T\s,;]+/i, '') || timeText?.trim() || '00:00:00';
  const time = TIME.exec(clockText);
  if (!time) return { reason: `date: ${clockText.length > 60 ? `${clockText.slice(0, 57)}…` : clockText} is not a time of day` };
  let hour = Number(time[1]);
  const meridiem = time[5]?.toUpperCase();
  if (meridiem && (hour < 1 || hour > 12)) return { reason: `date: ${clockText} is not a time of day` };
  if (meridiem === 'PM' && hour < 12) hour += 12;
  if (meridiem === 'AM' && hour === 12) hour = 0;
  const minute = Number(time[2]);
  const second = Number(time[3] ?? '0');
  if (hour > 23 || minute > 59 || second > 59) return { reason: `date: ${clockText} is not a time of day` };
  const clock = `${String(hour).padStart(2, '0')}:${time[2]}:${String(second).padStart(2, '0')}${time[4] ?? ''}`;
  const zone = time[6]?.toUpperCase();
  const instant =
    zone === undefined ? wallClockToUtc(date, clock, timeZone) : new Date(`${date}T${clock}${zone === 'Z' || zone === 'UTC' || zone === 'GMT' ? 'Z' : normalizeOffset(zone)}`);
  if (Number.isNaN(instant.getTime())) return { reason: `date: ${quoted} is not a date` };
  return instant.toISOString();
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
    if (match[2] !== '.' && order === undefined) return undefined;
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

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function normalizeOffset(offset: string): string {
  return offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset;
}
