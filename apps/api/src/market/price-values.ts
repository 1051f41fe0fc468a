/**
 * The values of price files as vendors write them (docs/market-data.md, "Price files"): numbers with
 * a currency sign or thousands separators, volumes in thousands or millions, and dates in the forms
 * of Yahoo, Stooq, Nasdaq, Investing.com and Excel. Nothing is guessed: a form that could be read two
 * ways (03/04/2020) is read only when the file itself settles it, else the file is refused.
 */

/**
 * `$212.69` → `212.69`, `"4,314.60"` → `4314.60`: a currency sign and exact thousands grouping are
 * dropped; anything else is returned as written, for the schema to report. A decimal comma (`41903,5`)
 * is not a thousands separator and is left for the schema to refuse.
 */
export function plainDecimal(text: string): string {
  const bare = text.trim().replace(/^[$€£]\s?/, '');
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare) ? bare.replaceAll(',', '') : bare;
}

/** How a file writes its decimals: a point, or (a `;`-separated file: Stooq in Polish) a comma. */
export type DecimalMark = '.' | ',';

/**
 * The decimal mark of a file's numbers (`values`, with their lines), as its numbers show it; a file that writes
 * both marks is refused at the line that contradicts the first, rather than read one way by guess.
 * A `;`-separated file (Stooq in Polish) shows a comma by `41903,5` and a point by `41903.5`. A
 * comma-separated file is read with a point unless its numbers show a comma: Investing.com's French,
 * Spanish or German exports quote `"5.311,60"`, `"18,51"` or `"1,1723"` (a comma followed by other than
 * three digits, or after a grouping point), where the English one writes `"4,314.60"`. One whose numbers
 * are all like `"1,172"` (a thousands comma or a decimal one) is refused: nothing in it settles which.
 */
export function readDecimalMark(delimiter: ',' | ';', values: { line: number; text: string }[]): { mark: DecimalMark; problem?: { line: number; message: string } } {
  const shown = delimiter === ';' ? semicolonFileMark : commaFileMark;
  const comma = values.find(({ text }) => shown(text) === ',');
  const point = values.find(({ text }) => shown(text) === '.');
  if (comma && point) {
    const [first, second] = comma.line <= point.line ? [comma, point] : [point, comma];
    return { mark: ',', problem: { line: second.line, message: `numbers: ${second.text.trim()} and ${first.text.trim()} (line ${first.line}) use different decimal marks; one mark per file` } };
  }
  if (!comma && !point && delimiter === ',') {
    const unsettled = values.find(({ text }) => /^\d{1,3},\d{3}$/.test(numberPart(text)));
    if (unsettled) return { mark: '.', problem: { line: unsettled.line, message: `numbers: ${unsettled.text.trim()} could be a thousands separator or a decimal comma and no number of the file settles it` } };
  }
  return { mark: comma ? ',' : '.' };
}

/** A number without its currency sign and its K/M/B scale: `$1.5M` → `1.5`. */
function numberPart(text: string): string {
  return text.trim().replace(/^[$€£]\s?/, '').replace(/[KMB]$/i, '');
}

function semicolonFileMark(text: string): DecimalMark | undefined {
  const bare = numberPart(text);
  if (/^\d+,\d+$/.test(bare)) return ',';
  return /^\d+\.\d+$/.test(bare) ? '.' : undefined;
}

/** The mark one number of a comma-separated file shows, if it shows one: `5.311,60` `,`; `4,314.60` `.`; `1,172` none. */
function commaFileMark(text: string): DecimalMark | undefined {
  const bare = numberPart(text);
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(bare) || (/^\d+,\d+$/.test(bare) && !/^\d{1,3},\d{3}$/.test(bare))) return ',';
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(bare) || (/^\d+\.\d+$/.test(bare) && !/^\d{1,3}\.\d{3}$/.test(bare))) return '.';
  return undefined;
}

/**
 * A number as the schema reads it, from a file with `mark` as its decimal mark: `41903,5` → `41903.5`,
 * `5.311,60` → `5311.60` (points grouping thousands in exact groups of three are dropped).
 */
export function markedDecimal(text: string, mark: DecimalMark): string {
  if (mark === '.') return plainDecimal(text);
  const bare = text.trim().replace(/^[$€£]\s?/, '');
  return /^(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/.test(bare) ? bare.replaceAll('.', '').replace(',', '.') : bare;
}

const VOLUME_SCALE: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

/**
 * A volume (never stored, only checked): `73.40K` and `1.5M` as Investing.com writes them, and an empty,
 * `N/A` or `-` volume (a currency or an index has none) read as not given.
 */
export function volumeText(text: string, mark: DecimalMark = '.'): string | undefined {
  const written = text.trim();
  if (written === '' || /^(n\/a|-|null)$/i.test(written)) return undefined;
  // The scale comes off before the number is read, so `203,55M` in a decimal-comma file is 203.55 million.
  const scale = /^(.+?)([KMB])$/i.exec(written);
  const bare = markedDecimal(scale ? scale[1]! : written, mark);
  return scale && /^\d+(\.\d+)?$/.test(bare) ? String(Number(bare) * VOLUME_SCALE[scale[2]!.toUpperCase()]!) : scale ? written : bare;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// 2026-02-27, with a time and offset as yfinance writes them (2014-02-06 00:00:00-05:00: the day is the exchange's).
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
// 03/18/2025 (Nasdaq, Cboe, Investing.com), 27.02.2026, 27-02-2026: which number is the day is the file's to settle.
const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/;
// 2-Jan-90, 27 Feb 2026, 27-February-2026.
const DAY_MONTH = /^(\d{1,2})[- ]([A-Za-z]{3,9})\.?[- ](\d{4}|\d{2})$/;
// Jan 02, 2020 and February 27 2026.
const MONTH_DAY = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
  twoDigitYear: boolean;
}

/** How a file's dates read: each written date to `YYYY-MM-DD` (or as written when unreadable), or why the file cannot be read. */
export interface DateReading {
  toIso: (written: string) => string;
  problem?: { line: number; message: string };
}

/**
 * The reading of one file's dates (`dates`, with their lines). Day and month order of numeric dates is
 * the file's: a first number above 12 somewhere makes it day-first, a second above 12 month-first;
 * neither is ambiguous, both contradictory, and either refuses the file. A two-digit year is the
 * latest year not after `today` (`90` → 1990, `23` → 2023); the dates must then run in one direction,
 * so a century misread would show.
 */
export function readDates(dates: { line: number; text: string }[], today: string): DateReading {
  const numeric = dates.flatMap(({ line, text }) => {
    const match = NUMERIC.exec(text.trim());
    return match ? [{ line, text, first: Number(match[1]), second: Number(match[3]) }] : [];
  });
  const dayFirstAt = numeric.find((date) => date.first > 12);
  const monthFirstAt = numeric.find((date) => date.second > 12);
  if (dayFirstAt && monthFirstAt) {
    return refuse(monthFirstAt.line, `dates are written both day first (line ${dayFirstAt.line}: ${dayFirstAt.text}) and month first (${monthFirstAt.text}); use one order, or YYYY-MM-DD`);
  }
  if (numeric.length > 0 && !dayFirstAt && !monthFirstAt && numeric.some((date) => date.first !== date.second)) {
    const first = numeric.find((date) => date.first !== date.second)!;
    return refuse(first.line, `date: ${first.text} could be day first or month first and no date of the file settles it; write the dates YYYY-MM-DD`);
  }
  const dayFirst = dayFirstAt !== undefined;
  const todayYear = Number(today.slice(0, 4));
  const parse = (text: string) => dateParts(text.trim(), dayFirst, todayYear);
  const twoDigit = dates.map(({ line, text }) => ({ line, parts: parse(text) })).filter((date) => date.parts?.twoDigitYear);
  const turn = firstTurn(twoDigit.map((date) => isoOf(date.parts!)));
  if (turn !== undefined) return refuse(twoDigit[turn]!.line, 'dates with two-digit years do not run in one direction, so their century is unsure; write four-digit years');
  return {
    toIso: (written) => {
      const parts = parse(written);
      return parts ? isoOf(parts) : written;
    },
  };
}

/** The index of the first date that turns back against the direction the earlier ones ran in, if any. */
function firstTurn(dates: string[]): number | undefined {
  let direction = 0;
  for (let index = 1; index < dates.length; index++) {
    const step = Math.sign(dates[index]!.localeCompare(dates[index - 1]!));
    if (step === 0) continue;
    if (direction === 0) direction = step;
    else if (step !== direction) return index;
  }
  return undefined;
}

function refuse(line: number, message: string): DateReading {
  return { toIso: (written) => written, problem: { line, message } };
}

function dateParts(text: string, dayFirst: boolean, todayYear: number): DateParts | undefined {
  let match = ISO.exec(text) ?? COMPACT.exec(text);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), twoDigitYear: false };
  match = NUMERIC.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[3])];
    return withYear(match[4]!, dayFirst ? second : first, dayFirst ? first : second, todayYear);
  }
  match = DAY_MONTH.exec(text);
  if (match) {
    const month = monthNumber(match[2]!);
    return month === undefined ? undefined : withYear(match[3]!, month, Number(match[1]), todayYear);
  }
  match = MONTH_DAY.exec(text);
  if (match) {
    const month = monthNumber(match[1]!);
    return month === undefined ? undefined : withYear(match[3]!, month, Number(match[2]), todayYear);
  }
  return undefined;
}

/** `Jan`, `jan.`, `January` → 1; `Janvier` or `Sept` → undefined (not guessed). */
function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return undefined;
  const full = new Date(Date.UTC(2000, index, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }).toLowerCase();
  return lower.length === 3 || lower === full ? index + 1 : undefined;
}

function withYear(written: string, month: number, day: number, todayYear: number): DateParts {
  if (written.length === 4) return { year: Number(written), month, day, twoDigitYear: false };
  const short = Number(written);
  const century = short <= todayYear % 100 ? todayYear - (todayYear % 100) : todayYear - (todayYear % 100) - 100;
  return { year: century + short, month, day, twoDigitYear: true };
}

/** Always `YYYY-MM-DD`, so the schema's calendar check (02/30/2026 is no day) still applies. */
function isoOf({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
