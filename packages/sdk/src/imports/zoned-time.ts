/**
 * The UTC instant of a wall-clock time in an IANA time zone (`America/New_York`), through Intl
 * only, so no time-zone database ships with the SDK. A time a spring-forward change skips is read
 * with the offset after the change; an hour an autumn change repeats, as its first occurrence.
 */
export function wallClockToUtc(date: string, time: string, timeZone: string): Date {
  return new Date(wallClockMsToUtc(Date.parse(`${date}T${time}Z`), timeZone));
}

/** `wallClockToUtc` on a wall-clock time given as the milliseconds it would be in UTC (`Date.UTC` of its fields). */
export function wallClockMsToUtc(asIfUtc: number, timeZone: string): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return asIfUtc;
  const offset = offsetAt(asIfUtc, timeZone);
  // The offset at the guessed instant can differ from the offset at the real one across a change.
  return asIfUtc - offsetAt(asIfUtc - offset, timeZone);
}

// Zone offsets change at most at quarter hours (in UTC) since 1970; a quarter hour's offset is asked of
// Intl once, and a row of a large export costs two map lookups instead of two formatToParts calls.
const QUARTER_HOUR = 15 * 60_000;
// Bounded: 64 zones at most, each at most this many quarters (a file of ten years, a row a day, uses 3,650).
const MAX_CACHED_QUARTERS = 10_000;
const OFFSETS = new Map<string, Map<number, number>>();

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  if (Number.isNaN(instant)) return Number.NaN;
  let quarters = OFFSETS.get(timeZone);
  if (!quarters) {
    quarters = new Map();
    if (OFFSETS.size < 64) OFFSETS.set(timeZone, quarters);
  }
  const quarter = Math.floor(instant / QUARTER_HOUR);
  const known = quarters.get(quarter);
  if (known !== undefined) return known;
  const start = quarter * QUARTER_HOUR;
  const atStart = formattedOffsetAt(start, timeZone);
  // A quarter hour that holds a change (an old zone's odd minute) is not cached: asked each time.
  if (formattedOffsetAt(start + QUARTER_HOUR - 1000, timeZone) !== atStart) return formattedOffsetAt(instant, timeZone);
  if (quarters.size >= MAX_CACHED_QUARTERS) quarters.clear();
  quarters.set(quarter, atStart);
  return atStart;
}

function formattedOffsetAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

// Building a formatter costs far more than using one: one per zone, kept (a file uses one or two zones).
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    if (FORMATTERS.size < 64) FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
