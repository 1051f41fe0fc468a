import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBrokerFile, type ImportResult, type ParseTradesCsvOptions } from '@clarity/sdk';
import { CSV_FORMATS } from '../../src/imports/csv-formats.js';
import { readTradesCsv } from '../../src/imports/trades-csv.js';

// The leave-one-format-out measurement (docs/importing.md, "How the generic reader generalizes"): each real file
// whose format is a dedicated module is read again with that module left out of the registry, and what the
// generic path makes of it is compared with what the module reads (which the real-exports tests check by hand
// against the file). It predicts how an unseen broker's file fares at first contact.

export type Outcome =
  /** Every activity and every named skip the same as the module's. */
  | 'full'
  /** Only activities the module reads too (right values); the rest of the rows skipped, each named on its line. */
  | 'named-skips'
  /** Not read at all: one reason for the whole file (no header found, a date order to pass …). */
  | 'refused'
  /**
   * Right values and named skips as above, but times read in UTC where the broker writes another zone (the reader says
   * so for a time, `times.zone_assumed`; a date alone is midnight UTC, the right day): with `{ timeZone }` the
   * broker's, every value is right.
   */
  | 'zone-assumed'
  /** Activities the module does not read (a lost fee, a wrong sign, a time in an unannounced zone): a wrong answer. */
  | 'wrong-values'
  /** Rows neither read nor named (the header found below rows of data). */
  | 'lost-silently';

export interface LeftOut {
  file: string;
  /** The dedicated module that reads the file. */
  format: string;
  /** What read it with the module left out (`generic-csv`, or another module). */
  readAs: string | null;
  outcome: Outcome;
  /** Activities of the module's reading, and how many of them the generic path gave with the same values. */
  activities: number;
  same: number;
  /** The first thing that differs, for the table. */
  why?: string;
}

export const REAL = join(import.meta.dirname, '..', 'fixtures', 'real');

/** A real file's text, decoded as the CLI decodes it (UTF-16 by its byte-order mark, else UTF-8). */
export function realText(file: string): string {
  const bytes = readFileSync(join(REAL, file));
  return new TextDecoder(bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : 'utf-8').decode(bytes);
}

// Files that are read only with an option the user passes (the account's currency the file never names).
const OPTIONS: Record<string, ParseTradesCsvOptions> = { 'e2g-xtb.csv': { currency: 'EUR' } };

// The zones of the layouts that are not CSV formats (their own parsers know them).
const ZONES: Record<string, string> = { 'ibkr-activity-statement': 'America/New_York' };

// An activity's fields but its id and price; the price is compared within 0.01 %: a module may derive it from the
// amount (21.7712) where the file writes it rounded (21.771), both right.
const key = (activity: object) => {
  const { externalId: _id, price: _price, ...rest } = activity as { externalId?: string; price?: number };
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
};
const priceOf = (activity: object) => (activity as { price?: number }).price ?? 0;
const samePrice = (a: number, b: number) => Math.abs(a - b) <= 1e-4 * Math.max(Math.abs(a), Math.abs(b));

/** One file read with its module, then with the module left out. */
export function leaveOneOut(file: string): LeftOut | undefined {
  const text = realText(file);
  const options = OPTIONS[file] ?? {};
  const module = parseBrokerFile(text, options);
  if (module.format === null || module.format === 'generic-csv') return undefined;
  const others = CSV_FORMATS.filter((format) => format.name !== module.format);
  const generic = readTradesCsv(text, options, others);
  const read = { file, format: module.format, readAs: generic.format, ...compare(module, generic) };
  // A time zone the generic reader cannot know and says it assumed: the same file with the broker's zone passed.
  const zone = ZONES[module.format] ?? CSV_FORMATS.find((format) => format.name === module.format)?.timeZone;
  if (read.outcome !== 'wrong-values' || zone === undefined) return read;
  const inZone = compare(module, readTradesCsv(text, { ...options, timeZone: zone }, others));
  return inZone.outcome === 'full' || inZone.outcome === 'named-skips' ? { ...read, ...inZone, outcome: 'zone-assumed', why: `with { timeZone: '${zone}' }: ${inZone.outcome}` } : read;
}

function compare(module: ImportResult, generic: Omit<ImportResult, 'warnings'>): Pick<LeftOut, 'outcome' | 'activities' | 'same' | 'why'> {
  const expected = module.activities.map((activity) => ({ key: key(activity), price: priceOf(activity), taken: false }));
  let same = 0;
  const unexpected: string[] = [];
  for (const activity of generic.activities) {
    const match = expected.find((other) => !other.taken && other.key === key(activity) && samePrice(other.price, priceOf(activity)));
    if (match) {
      match.taken = true;
      same++;
    } else {
      const { externalId: _id, ...fields } = activity;
      unexpected.push(JSON.stringify(fields));
    }
  }
  const counts = { activities: module.activities.length, same };
  const fileReason = generic.skipped.find((row) => row.line === 0);
  if (fileReason) return { outcome: 'refused', ...counts, why: `${fileReason.code}: ${fileReason.reason.slice(0, 90)}` };
  if (unexpected.length > 0) return { outcome: 'wrong-values', ...counts, why: unexpected[0] };
  // Every data line the module read or named is read or named by the generic path too, or it was lost.
  const named = new Set(generic.skipped.map((row) => row.line));
  const moduleNamed = new Set(module.skipped.map((row) => row.line));
  const lostNamed = [...moduleNamed].filter((line) => !named.has(line));
  if (same < module.activities.length && named.size === 0) return { outcome: 'lost-silently', ...counts, why: `${module.activities.length - same} activities neither read nor named` };
  if (same === module.activities.length && lostNamed.length === 0 && named.size === moduleNamed.size) return { outcome: 'full', ...counts };
  const first = generic.skipped.find((row) => !moduleNamed.has(row.line));
  return { outcome: 'named-skips', ...counts, why: first ? `line ${first.line} ${first.code}: ${first.reason.slice(0, 90)}` : `lines ${lostNamed.join(', ')} read without a name` };
}

/** Every real file of a dedicated module, left out in turn. */
export function leaveEachOut(): LeftOut[] {
  return readdirSync(REAL)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .map(leaveOneOut)
    .filter((row): row is LeftOut => row !== undefined);
}
