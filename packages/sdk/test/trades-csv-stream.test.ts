import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { csvRecordStream } from '@clarity/file-readers/stream';
import { parseTradesCsv, parseTradesCsvStream, type ImportedActivity, type ParseTradesCsvOptions } from '@clarity/sdk';
import { streamedParse } from './helpers/streamed-parse.js';

// The streamed parse must be the whole-text parse, a batch at a time: same activities (and external
// ids), same skipped rows, same format and warnings, on every broker fixture and on generated files.

const dir = join(import.meta.dirname, 'fixtures', 'brokers');
const tmp = mkdtempSync(join(tmpdir(), 'clarity-stream-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function streamed(path: string, options: ParseTradesCsvOptions = {}) {
  return streamedParse(path, readFileSync(path, 'utf8').slice(0, 256 * 1024), options);
}

const CSV_FIXTURES = readdirSync(dir).filter((name) => name.endsWith('.csv') && !name.startsWith('ibkr-activity-statement'));
// XTB's and bunq's exports do not say their account's currency (broker-formats-registry.test.ts, broker-formats-fourth.test.ts).
const OPTIONS: Record<string, ParseTradesCsvOptions> = { 'xtb.csv': { currency: 'USD' }, 'xtb-pl.csv': { currency: 'PLN' }, 'bunq.csv': { currency: 'EUR' } };

describe('parseTradesCsvStream', () => {
  it.each(CSV_FIXTURES)('reads %s exactly as parseTradesCsv does', async (name) => {
    const path = join(dir, name);
    const whole = parseTradesCsv(readFileSync(path, 'utf8'), OPTIONS[name]);
    const { summary, activities } = await streamed(path, OPTIONS[name]);
    expect(whole.activities.length).toBeGreaterThan(0);
    expect(activities).toEqual(whole.activities);
    expect(summary).toEqual({ format: whole.format, warnings: whole.warnings, notices: whole.notices, skipped: whole.skipped, skippedCount: whole.skipped.length, activities: whole.activities.length });
  });

  // Real exports with currency conversions: DEGIRO's FX legs joined (one without its twin named), Saxo's account currency read off its rows.
  it.each(['e2g-degiro-account.csv', 'e2g-degiro-fx-legs.csv', 'sidekick-degiro-en-buy-usd.csv', 'e2g-saxo-events.csv', 'e2g-ibkr-flex-trades.csv'])('reads the real %s exactly as parseTradesCsv does', async (name) => {
    const path = join(import.meta.dirname, 'fixtures', 'real', name);
    const whole = parseTradesCsv(readFileSync(path, 'utf8'));
    const { summary, activities } = await streamed(path);
    expect(activities).toEqual(whole.activities);
    expect(summary).toEqual({ format: whole.format, warnings: whole.warnings, notices: whole.notices, skipped: whole.skipped, skippedCount: whole.skipped.length, activities: whole.activities.length });
  });

  it('hands a large file on in batches of 1,000, in file order, with identical rows told apart as the whole parse does', async () => {
    const lines = ['Date,Symbol,Side,Quantity,Price,Currency'];
    // 2,500 rows; every row written twice (two identical fills), and one European date deciding day-first.
    for (let i = 0; i < 1250; i++) {
      const row = `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2025,T${i % 50},${i % 3 === 0 ? 'sell' : 'buy'},${(i % 7) + 1},${100 + (i % 13)}.25,USD`;
      lines.push(row, row);
    }
    const path = join(tmp, 'fills.csv');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const whole = parseTradesCsv(readFileSync(path, 'utf8'));
    const { summary, batches, activities, restarts } = await streamed(path);
    // Not in time order (the days cycle): read again counting every identical row, as the whole parse does.
    expect(restarts).toBe(1);
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(activities).toEqual(whole.activities);
    expect(new Set(activities.map((a) => a.externalId)).size).toBe(2500);
    // i = 12 is the first day above 12 (13/04/2025); its first row is line 2 + 2 × 12 = 26.
    expect(summary.warnings).toContain('dates read day first, as line 26 (13/04/2025) shows');
  });

  it('holds rows back until the dates decide their order, past 5,000 undecided ones reads the file again', async () => {
    const lines = ['Date,Symbol,Side,Quantity,Price,Currency'];
    // In time order, day first as the last row shows: every day 1–12 of every month of 2000–2036, no day above 12.
    for (let i = 0; i < 5200; i++) {
      const [day, month, year] = [(i % 12) + 1, (Math.floor(i / 12) % 12) + 1, 2000 + Math.floor(i / 144)];
      lines.push(`${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year},T${i % 40},buy,1,10.5,USD`);
    }
    lines.push('13/02/2037,T1,buy,1,10.5,USD');
    const path = join(tmp, 'late-decision.csv');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const whole = parseTradesCsv(readFileSync(path, 'utf8'));
    const { summary, activities, restarts, opened } = await streamed(path);
    // Nothing was handed on under a guess: no restart, one more reading of the file.
    expect(restarts).toBe(0);
    expect(opened).toBe(2);
    expect(activities).toEqual(whole.activities);
    // The deciding row is line 1 (header) + 5,200 + 1 = 5,202.
    expect(summary.warnings).toContain('dates read day first, as line 5202 (13/02/2037) shows');
  });

  it('starts over when a row after 5,000 settled ones overturns the reading', async () => {
    const lines = ['Date,Symbol,Side,Quantity,Price,Currency'];
    // ISO dates say nothing about the order; the one slash date at the end does.
    for (let i = 0; i < 5100; i++) lines.push(`${new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)},T${i % 40},buy,1,10.5,USD`);
    lines.push('13/02/2030,T1,sell,1,11.5,USD');
    const path = join(tmp, 'overturned.csv');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const whole = parseTradesCsv(readFileSync(path, 'utf8'));
    const { activities, restarts, opened } = await streamed(path);
    expect(restarts).toBe(1);
    expect(opened).toBe(2);
    expect(activities).toHaveLength(5101);
    expect(activities).toEqual(whole.activities);
  });

  it('reads a file in time order once, with identical fills told apart', async () => {
    const lines = ['Date,Time,Symbol,Side,Quantity,Price,Currency'];
    for (let i = 0; i < 6000; i++) {
      const row = `${new Date(Date.UTC(2015, 0, 1) + Math.floor(i / 2) * 3_600_000).toISOString().slice(0, 19).replace('T', ',')},T${i % 40},buy,${(i % 5) + 1},10.5,USD`;
      // Every third row's fill comes twice, identical.
      lines.push(row);
      if (i % 3 === 0) lines.push(row);
    }
    const path = join(tmp, 'sorted.csv');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const whole = parseTradesCsv(readFileSync(path, 'utf8'));
    const { activities, restarts, opened } = await streamed(path);
    expect([restarts, opened]).toEqual([0, 1]);
    expect(activities).toHaveLength(8000);
    expect(activities).toEqual(whole.activities);
  });

  it('refuses a file with a broken quote at its line, before any batch', async () => {
    const path = join(tmp, 'broken.csv');
    writeFileSync(path, 'Date,Symbol,Side,Quantity,Price\n2025-01-02,AAPL,buy,1,100\n2025-01-03,"MSFT,buy,2,200\n');
    const { summary, batches } = await streamed(path);
    expect(batches).toEqual([]);
    expect(summary.activities).toBe(0);
    expect(summary.skipped).toEqual([{ line: 0, code: 'file.broken_at_line', reason: expect.stringMatching(/^line 3: a quoted field is not closed before the end of the file; nothing was read$/) }]);
  });

  it('refuses an oversize record (a 2 MB line) naming its line, and keeps memory to one record', async () => {
    const path = join(tmp, 'long.csv');
    writeFileSync(path, `Date,Symbol,Side,Quantity,Price\n2025-01-02,AAPL,buy,1,100\n2025-01-03,${'X'.repeat(2 * 1024 * 1024)},buy,1,1\n`);
    const { summary, batches } = await streamed(path);
    expect(batches).toEqual([]);
    expect(summary.skipped[0]!.reason).toMatch(/^line 3: a record longer than 1 MB; nothing was read$/);
  });

  it('keeps the first 1,000 skipped rows and counts them all', async () => {
    const lines = ['Date,Symbol,Side,Quantity,Price'];
    for (let i = 0; i < 1500; i++) lines.push(`2025-01-02,AAPL,hold,1,100`);
    const path = join(tmp, 'skips.csv');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const { summary } = await streamed(path);
    expect(summary.skippedCount).toBe(1500);
    expect(summary.skipped).toHaveLength(1000);
    expect(summary.skipped[0]).toMatchObject({ line: 2 });
  });

  it('reads from any Readable, not only a file', async () => {
    const text = 'Date,Symbol,Side,Quantity,Price,Currency\n2025-01-02,AAPL,buy,1,100,USD\n';
    const got: ImportedActivity[] = [];
    const summary = await parseTradesCsvStream(text, (from) => csvRecordStream(Readable.from([text]), from), {}, (batch) => {
      got.push(...batch);
    });
    expect(summary.activities).toBe(1);
    expect(got).toEqual(parseTradesCsv(text).activities);
  });
});
