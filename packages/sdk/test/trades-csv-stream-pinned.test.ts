import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportedActivity } from '@clarity/sdk';
import { streamedParse } from './helpers/streamed-parse.js';

// Pins what the streamed parse makes of a generated export: every activity with its external id,
// every skipped row with its line and code. The expected side is a small reader of its own (its CSV
// split, its FNV-1a on BigInt, its time zone through Intl's offset names), not the SDK's code, so
// that the row path can be made faster without an id or a line moving.

const tmp = mkdtempSync(join(tmpdir(), 'clarity-stream-pinned-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const HEADER = 'Date,Time,Symbol,Type,Quantity,Price,Amount,Fees,Currency';
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'ASML', 'SAP', 'NESN', 'BRK.B', 'TM', 'JPM', 'KO'];

/**
 * The data lines of a generic export in time order (40 rows a day from 2 January 2016, across the
 * spring clock change): trades, dividends and deposits with a fee, fee rows; identical fills written
 * twice; grouped and negative numbers; a blank line, a quoted field over two lines, and rows that
 * are not activities (an unknown type, a date that does not exist, a zero quantity, no symbol, a
 * currency that is not a code).
 */
function exportLines(count: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2016, 0, 2) + Math.floor(i / 40) * 86_400_000).toISOString().slice(0, 10);
    const time = `${String(9 + Math.floor((i % 40) / 20)).padStart(2, '0')}:${String((i % 20) * 3).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    let ticker = TICKERS[i % TICKERS.length]!;
    let type = i % 10 === 9 ? 'Dividend' : i % 17 === 5 ? 'deposit' : i % 23 === 8 ? 'fee' : i % 3 === 0 ? 'sell' : 'buy';
    let quantity = String(1 + (i % 97));
    if (type === 'sell' && i % 2 === 0) quantity = `-${quantity}`;
    let price = `${50 + (i % 400)}.${String(i % 100).padStart(2, '0')}${i % 13 === 0 ? '5' : ''}`;
    if (i % 50 === 11) price = `"1,${String(100 + (i % 900)).padStart(3, '0')}.50"`;
    let amount = '';
    if (type !== 'buy' && type !== 'sell') {
      quantity = '';
      price = '';
      amount = `${1 + (i % 50)}.${String(i % 100).padStart(2, '0')}`;
    }
    let fees = String((i % 5) * 0.25);
    if (i % 7 === 0 && fees !== '0') fees = `-${fees}`;
    let currency = i % 4 === 0 ? 'EUR' : 'USD';
    let date = day;
    if (type === 'deposit') ticker = '';
    if (i % 211 === 3) type = 'Umtausch';
    if (i % 307 === 4) date = '2016-02-30';
    if (i % 401 === 5 && quantity) quantity = '0';
    if (i % 503 === 6) ticker = '';
    if (i % 601 === 7) currency = 'US';
    if (i === 200) ticker = '"AA\nPL"';
    const line = `${date},${time},${ticker},${type},${quantity},${price},${amount},${fees},${currency}`;
    lines.push(line);
    if (i % 25 === 12) lines.push(line);
    if (i === 100) lines.push('');
  }
  return lines;
}

/** Records as [fields, the 1-based line each ends on], from the line after the header; blank lines skipped. */
function records(text: string): { fields: string[]; line: number }[] {
  const out: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      fields.push(field);
      if (line > 1 && !(fields.length === 1 && fields[0] === '')) out.push({ fields, line });
      fields = [];
      field = '';
      line++;
    } else field += char;
  }
  return out;
}

function fnv1a64Hex(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(16).padStart(16, '0');
}

const OFFSET_NAMES = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds `zone` is ahead of UTC at `instant`, from Intl's `GMT-05:00`. */
function zoneOffset(instant: number, zone: string): number {
  if (!OFFSET_NAMES.has(zone)) OFFSET_NAMES.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }));
  const name = OFFSET_NAMES.get(zone)!.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')!.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name)!;
  return match[1] === undefined ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

function utcOf(date: string, time: string, zone: string): string {
  const wall = Date.parse(`${date}T${time}Z`);
  return new Date(wall - zoneOffset(wall - zoneOffset(wall, zone), zone)).toISOString();
}

/** What the export's rows are, read by the rules the generator exercises: activities with their ids, skipped rows with their line and code. */
function expected(text: string, zone: string): { activities: ImportedActivity[]; skipped: { line: number; code: string }[] } {
  const activities: ImportedActivity[] = [];
  const skipped: { line: number; code: string }[] = [];
  const seen = new Map<string, number>();
  const withId = (prefix: string, hashed: string, activity: ImportedActivity) => {
    const occurrence = (seen.get(hashed) ?? 0) + 1;
    seen.set(hashed, occurrence);
    activities.push({ ...activity, externalId: `${prefix}-${fnv1a64Hex(`${hashed}#${occurrence}`)}` });
  };
  for (const { fields, line } of records(text)) {
    const [date, time, ticker, type, quantity, price, amount, fees, currency] = fields as [string, string, string, string, string, string, string, string, string];
    const kind = type.toLowerCase();
    if (!['buy', 'sell', 'dividend', 'deposit', 'fee'].includes(kind)) skipped.push({ line, code: 'type.unknown' });
    else if (date === '2016-02-30') skipped.push({ line, code: 'date.invalid' });
    else if (!/^[A-Z]{3}$/.test(currency)) skipped.push({ line, code: 'currency.invalid' });
    else if (ticker.includes('\n')) skipped.push({ line, code: 'symbol.invalid' });
    else if (ticker === '' && kind !== 'deposit' && kind !== 'fee') skipped.push({ line, code: 'symbol.missing' });
    else if (quantity === '0') skipped.push({ line, code: 'quantity.zero' });
    else {
      const executedAt = utcOf(date, time, zone);
      const fee = Math.abs(Number(fees));
      if (kind === 'buy' || kind === 'sell') {
        const trade = { ticker, side: kind, quantity: Math.abs(Number(quantity)), price: Number(price.replace(',', '')), currency, executedAt } as const;
        withId('trade', JSON.stringify([executedAt, ticker, kind, trade.quantity, trade.price, currency, fee]), fee ? { ...trade, fees: fee } : trade);
      } else if (kind === 'dividend') {
        const dividend = { type: 'dividend', ticker, amount: Number(amount), currency, executedAt } as const;
        withId('dividend', JSON.stringify(dividend), dividend);
        const charge = { type: 'fee', amount: fee, currency, executedAt, ticker } as const;
        if (fee) withId('fee', JSON.stringify(charge), charge);
      } else {
        const cash = { type: kind, amount: Number(amount), currency, executedAt, ...(ticker ? { ticker } : {}) } as ImportedActivity;
        withId(kind, JSON.stringify(cash), cash);
        // A deposit's fee is a fee of its own; a fee row's fee column is not read (it may repeat the row's amount).
        const charge = { type: 'fee', amount: fee, currency, executedAt } as const;
        if (kind === 'deposit' && fee) withId('fee', JSON.stringify(charge), charge);
      }
    }
  }
  return { activities, skipped };
}

const ZONE_ASSUMED = 'times without an offset were read in UTC; pass { timeZone } with the broker\'s zone if that is not it';

describe('parseTradesCsvStream on a generated export, against a reader of its own', () => {
  const lines = exportLines(6200);

  it.each([
    ['UTC (assumed)', {}, 'UTC', [ZONE_ASSUMED]],
    ['America/New_York', { timeZone: 'America/New_York' }, 'America/New_York', []],
  ] as const)('in time order, read in %s: every activity and id, every skipped line', async (_, options, zone, warnings) => {
    const text = `${HEADER}\n${lines.join('\n')}\n`;
    const path = join(tmp, `sorted-${zone.replace('/', '-')}.csv`);
    writeFileSync(path, text);
    const want = expected(text, zone);
    const { summary, activities, restarts } = await streamedParse(path, text.slice(0, 64 * 1024), options);
    expect(want.activities.length).toBeGreaterThan(6000);
    // Every kind of skipped row the generator writes, the two-line record at the line it ends on.
    expect(new Set(want.skipped.map((row) => row.code))).toEqual(new Set(['type.unknown', 'date.invalid', 'currency.invalid', 'symbol.invalid', 'symbol.missing', 'quantity.zero']));
    expect(want.skipped).toContainEqual({ line: 212, code: 'symbol.invalid' });
    expect(restarts).toBe(0);
    expect(activities).toEqual(want.activities);
    expect(summary.skipped.map(({ line, code }) => ({ line, code }))).toEqual(want.skipped);
    expect(summary).toMatchObject({ format: 'generic-csv', warnings, skippedCount: want.skipped.length, activities: want.activities.length });
  });

  it('out of time order (days in blocks, backwards): read again, identical rows counted over the whole file', async () => {
    // Blocks of 400 lines, last first: the time order breaks at the second block, after the first batch was handed on.
    const blocks: string[][] = [];
    for (let i = 0; i < lines.length; i += 400) blocks.push(lines.slice(i, i + 400));
    // The same fill in the first and the last block: the second is its second occurrence.
    const reordered = [...blocks.reverse().flat(), blocks[0]![5]!];
    const text = `${HEADER}\n${reordered.join('\n')}\n`;
    const path = join(tmp, 'unsorted.csv');
    writeFileSync(path, text);
    const want = expected(text, 'UTC');
    const { summary, activities, restarts } = await streamedParse(path, text.slice(0, 64 * 1024), {});
    expect(restarts).toBe(1);
    expect(activities).toEqual(want.activities);
    expect(summary.skipped.map(({ line, code }) => ({ line, code }))).toEqual(want.skipped);
    expect(summary).toMatchObject({ skippedCount: want.skipped.length, activities: want.activities.length });
  });
});
