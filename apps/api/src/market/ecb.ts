import { Unzip, UnzipInflate } from 'fflate';
import { parseCsv } from '@clarity/file-readers';
import type { FxRow } from './format.js';
import { checkRates, type RawRate } from './fx-rates.js';
import type { Located } from './parse.js';
import type { ImportProblem } from './problems.js';
import { parseUntrustedXml, startTagLines } from '@clarity/file-readers';

/**
 * The ECB's euro foreign exchange reference rates (`market import-fx --ecb`, docs/market-data.md),
 * in any of the three forms the ECB publishes: the daily (or 90-day) XML, the history CSV, or the
 * history CSV zipped. The ECB quotes "1 EUR = x CCY", which is already the store's convention for
 * the pair EUR/CCY (`rate` units of quote per base), so every rate is stored as base EUR.
 */

const EUR = 'EUR';
/** The history CSV is a few megabytes; a zip entry claiming far more is not the ECB's. */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;


export function parseEcbFile(file: string, bytes: Uint8Array, today: string, problems: ImportProblem[]): Located<FxRow>[] {
  if (isZip(bytes)) return parseEcbZip(file, bytes, today, problems);
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const raw = text.trimStart().startsWith('<') ? ratesFromXml(file, text, problems) : ratesFromHistoryCsv(file, text, problems);
  return checkRates(file, raw, today, problems);
}

function parseEcbZip(file: string, bytes: Uint8Array, today: string, problems: ImportProblem[]): Located<FxRow>[] {
  const unzipped = unzipCsvEntries(bytes);
  if ('error' in unzipped) {
    problems.push({ file, line: 0, message: unzipped.error });
    return [];
  }
  const names = Object.keys(unzipped.entries);
  if (names.length !== 1) {
    problems.push({ file, line: 0, message: `expected one CSV file in the zip (eurofxref-hist.csv), found ${names.length}` });
    return [];
  }
  const name = names[0]!;
  const located = `${file}:${name}`;
  const text = new TextDecoder().decode(unzipped.entries[name]).replace(/^\uFEFF/, '');
  return checkRates(located, ratesFromHistoryCsv(located, text, problems), today, problems);
}

// Compressed input is fed in slices this small so that no one inflate step can produce more than a
// few megabytes (deflate expands at most about 1032:1) before the running total is checked.
const ZIP_SLICE = 4096;

/**
 * The `.csv` entries of a zip, inflated with a running count of their bytes: an entry that unpacks to
 * more than MAX_UNZIPPED_BYTES stops the inflation there, whatever size its headers claim (a zip bomb
 * can state a small size and hold gigabytes).
 */
function unzipCsvEntries(bytes: Uint8Array): { entries: Record<string, Uint8Array> } | { error: string } {
  const parts = new Map<string, { chunks: Uint8Array[]; size: number; done: boolean }>();
  let error: string | undefined;
  const tooLarge = (name: string) => `${name} in the zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB; the ECB's history is a few megabytes, so this is not it`;
  const unzip = new Unzip((entry) => {
    if (!entry.name.toLowerCase().endsWith('.csv') || error !== undefined) return;
    if (entry.originalSize !== undefined && entry.originalSize > MAX_UNZIPPED_BYTES) {
      error = tooLarge(entry.name);
      return;
    }
    const part = { chunks: [] as Uint8Array[], size: 0, done: false };
    parts.set(entry.name, part);
    entry.ondata = (failure, chunk, final) => {
      if (error !== undefined) return;
      if (failure) {
        error = `not a readable zip file (${failure.message})`;
        return;
      }
      part.size += chunk.length;
      if (part.size > MAX_UNZIPPED_BYTES) {
        error = tooLarge(entry.name);
        entry.terminate();
        return;
      }
      part.chunks.push(chunk);
      part.done ||= final;
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && error === undefined; offset += ZIP_SLICE) {
      unzip.push(bytes.subarray(offset, offset + ZIP_SLICE), offset + ZIP_SLICE >= bytes.length);
    }
  } catch (failure) {
    error ??= `not a readable zip file (${failure instanceof Error ? failure.message : String(failure)})`;
  }
  if (error !== undefined) return { error };
  const cut = [...parts].find(([, part]) => !part.done);
  if (cut) return { error: `${cut[0]} in the zip ends before its data does: the zip is truncated` };
  const entries: Record<string, Uint8Array> = {};
  for (const [name, part] of parts) {
    const joined = new Uint8Array(part.size);
    let at = 0;
    for (const chunk of part.chunks) {
      joined.set(chunk, at);
      at += chunk.length;
    }
    entries[name] = joined;
  }
  return { entries };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The daily CSV's `27 February 2026` as `2026-02-27`; any other text as it is (the schema then names it). */
function isoDateOf(written: string): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(written.trim());
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) + 1 : 0;
  return match && month > 0 ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : written;
}

/**
 * `eurofxref-hist.csv` (`Date,USD,JPY,…,` then one line a day, newest first, `N/A` where there is
 * no rate) and the daily `eurofxref.csv` (`Date, USD, …,` and one line dated `27 February 2026`).
 */
function ratesFromHistoryCsv(file: string, text: string, problems: ImportProblem[]): RawRate[] {
  const written = text.split(/\r?\n/);
  // Every complete line of the ECB's files ends with a comma: a line without one was cut off, and its
  // last rate may have lost digits (19.209 for 19.2092), so the file is refused at that line.
  const firstLine = written.findIndex((line) => line.trim() !== '');
  if (firstLine >= 0 && /,\s*$/.test(written[firstLine]!)) {
    written.forEach((line, index) => {
      if (index > firstLine && line.trim() !== '' && !/,\s*$/.test(line)) {
        problems.push({ file, line: index + 1, message: 'truncated: every complete line of the ECB\'s file ends with a comma, and this one does not' });
      }
    });
  }
  // That trailing comma would otherwise read as an unnamed column.
  const lines = written.map((line) => line.replace(/,\s*$/, ''));
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) {
    problems.push({ file, line: 1, message: 'empty file; expected the header Date,USD,JPY,…' });
    return [];
  }
  const header = lines[headerIndex]!.split(',').map((name) => name.trim());
  const currencies = header.slice(1);
  const badHeader = header[0]?.toLowerCase() !== 'date' || currencies.length === 0 || currencies.some((c) => !/^[A-Z]{3}$/.test(c) || c === EUR);
  if (badHeader) {
    problems.push({ file, line: headerIndex + 1, message: 'header: expected Date followed by currency codes other than EUR (Date,USD,JPY,…)' });
    return [];
  }
  const { rows, problems: csvProblems } = parseCsv(lines.join('\n'), header);
  for (const p of csvProblems) problems.push({ file, ...p });
  const rates: RawRate[] = [];
  for (const row of rows) {
    const date = isoDateOf(row.values[header[0]!]!);
    for (const quote of currencies) {
      const rate = row.values[quote]!;
      if (rate === 'N/A' || rate === '') continue;
      rates.push({ line: row.line, raw: { base: EUR, quote, date, rate } });
    }
  }
  return rates;
}

/** The gesmes envelope: `<Cube><Cube time="…"><Cube currency="USD" rate="1.0812"/>…</Cube></Cube>`. */
function ratesFromXml(file: string, text: string, problems: ImportProblem[]): RawRate[] {
  const parsed = parseUntrustedXml(text, ['Cube']);
  if (!parsed.ok) {
    problems.push({ file, line: parsed.line, message: parsed.message });
    return [];
  }
  const envelope = Object.entries(parsed.document).find(([name]) => name === 'Envelope' || name.endsWith(':Envelope'))?.[1] as XmlCube | undefined;
  const lines = startTagLines(text, 'Cube');
  const rates: RawRate[] = [];
  let seen = 0;
  const visit = (cube: XmlCube, time: string | undefined) => {
    const line = lines[seen++] ?? 0;
    const date = cube.time ?? time;
    if (cube.currency !== undefined || cube.rate !== undefined) {
      if (date === undefined) problems.push({ file, line, message: 'a rate outside any <Cube time="…">' });
      else rates.push({ line, raw: { base: EUR, quote: cube.currency ?? '', date, rate: cube.rate ?? '' } });
    }
    for (const child of cube.Cube ?? []) visit(child, date);
  };
  for (const cube of envelope?.Cube ?? []) visit(cube, undefined);
  if (rates.length === 0 && problems.every((p) => p.file !== file)) {
    problems.push({ file, line: 0, message: 'holds no rates (expected the ECB gesmes:Envelope with <Cube time="…"><Cube currency="…" rate="…"/>)' });
  }
  return rates;
}

interface XmlCube {
  time?: string;
  currency?: string;
  rate?: string;
  Cube?: XmlCube[];
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}
