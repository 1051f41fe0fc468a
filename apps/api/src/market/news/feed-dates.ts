/**
 * Feed dates (docs/market-data.md, News): RSS writes RFC 822 (`Tue, 16 Sep 2026 18:05:00 GMT`), and
 * feeds outside the English-speaking world write it with their own day and month names
 * (`Seg, 24 Set 2018 19:42:40 -0300`, `Mi, 03 Mär 2021 10:00:00 +0100`). A date is read only with its
 * time zone: one without (or with a zone name that is not RFC 822's) stays as written, and the article
 * schema refuses it, naming the item, rather than the server's own zone being assumed.
 */

// Month abbreviations of English, Portuguese, Spanish, French, German, Italian and Dutch feeds; none means two months.
const MONTHS: Record<string, number> = {
  jan: 1, janv: 1, ene: 1, gen: 1, january: 1, janeiro: 1, enero: 1, janvier: 1, januar: 1, gennaio: 1, januari: 1,
  feb: 2, fev: 2, fév: 2, févr: 2, february: 2, fevereiro: 2, febrero: 2, février: 2, februar: 2, febbraio: 2, februari: 2,
  mar: 3, mär: 3, mrz: 3, mrt: 3, mars: 3, march: 3, março: 3, marzo: 3, märz: 3, maart: 3,
  apr: 4, abr: 4, avr: 4, april: 4, abril: 4, avril: 4, aprile: 4,
  may: 5, mai: 5, mag: 5, mei: 5, maio: 5, mayo: 5, maggio: 5,
  jun: 6, juin: 6, giu: 6, june: 6, junho: 6, junio: 6, juni: 6, giugno: 6,
  jul: 7, juil: 7, lug: 7, july: 7, julho: 7, julio: 7, juillet: 7, juli: 7, luglio: 7,
  aug: 8, ago: 8, aoû: 8, août: 8, august: 8, agosto: 8, augustus: 8,
  sep: 9, sept: 9, set: 9, september: 9, setembro: 9, septiembre: 9, septembre: 9, settembre: 9,
  oct: 10, out: 10, okt: 10, ott: 10, october: 10, outubro: 10, octubre: 10, octobre: 10, oktober: 10, ottobre: 10,
  nov: 11, november: 11, novembro: 11, noviembre: 11, novembre: 11,
  dec: 12, dez: 12, dic: 12, déc: 12, december: 12, dezembro: 12, diciembre: 12, décembre: 12, dezember: 12, dicembre: 12,
};

// RFC 822's zone names; any other name (CET, IST, BST…) is not guessed.
const ZONES: Record<string, string> = { gmt: '+00:00', ut: '+00:00', utc: '+00:00', z: '+00:00', est: '-05:00', edt: '-04:00', cst: '-06:00', cdt: '-05:00', mst: '-07:00', mdt: '-06:00', pst: '-08:00', pdt: '-07:00' };

// [weekday,] day month year hh:mm[:ss] zone; the weekday is any word (it says nothing the date does not).
const RFC_822 = /^(?:[^\d\s,]+\.?,?\s*)?(\d{1,2})\s+([^\s\d.]+)\.?\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([A-Za-z]+|[+-]\d{2}:?\d{2})$/;

// W3C-DTF's complete date (RSS 1.0's `dc:date` of bioRxiv): a day, with no time to put in a zone.
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An RFC 822 date in any of the languages above, as ISO 8601 UTC (in RSS, and in the JSON Feeds that
 * write their dates so), and a bare day `2023-12-16` as that day's start in UTC (its development is
 * that day's); anything else as it came.
 */
export function feedDateToIso(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const dayOnly = DAY_ONLY.exec(value.trim());
  if (dayOnly) return isRealDay(dayOnly[1]!, Number(dayOnly[2]), Number(dayOnly[3])) ? `${dayOnly[0]}T00:00:00.000Z` : value;
  const match = RFC_822.exec(value.trim());
  if (!match) return value;
  const [, day, monthName, year, hour, minute, second = '00', zone] = match;
  const month = MONTHS[monthName!.toLowerCase()];
  const offset = /^[+-]/.test(zone!) ? `${zone!.slice(0, 3)}:${zone!.slice(-2)}` : ZONES[zone!.toLowerCase()];
  if (month === undefined || offset === undefined) return value;
  const iso = `${year}-${pad(month)}-${pad(Number(day))}T${pad(Number(hour))}:${minute}:${second}${offset}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time) || !isRealDay(year!, month, Number(day))) return value;
  return new Date(time).toISOString();
}

/** 31 Feb parses (and rolls over) in JavaScript; only a date that is its own day is one. */
function isRealDay(year: string, month: number, day: number): boolean {
  const parsed = new Date(Date.parse(`${year}-${pad(month)}-${pad(day)}T00:00:00Z`));
  return !Number.isNaN(parsed.getTime()) && parsed.getUTCDate() === day && parsed.getUTCMonth() + 1 === month;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
