import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { MarketDataRepository } from '../../market/repository.js';
import { runAdminCommand } from '../run-admin.js';

const run = promisify(execFile);
/** A CLI process started from source (tsx compiles it) can take most of a minute on a busy 2-core machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;
const ADMIN = fileURLToPath(new URL('../admin.ts', import.meta.url));

let dir: string;
let target: TestDatabase | undefined;
afterEach(async () => {
  await target?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh directory and an empty database (SQLite in it, or PostgreSQL under CLARITY_TEST_DB=postgres). */
async function freshDatabase(): Promise<TestDatabase> {
  dir = mkdtempSync(join(tmpdir(), 'clarity-cli-'));
  target = await createTestDatabase(join(dir, 'clarity.db'));
  return target;
}

const cliEnv = (database: TestDatabase) => ({ ...process.env, ...database.env, CLARITY_NOW: '2026-11-13T12:00:00Z' });

/**
 * Runs an admin CLI command line against `database` in this process (what the `clarity-admin` process
 * runs, its environment and output its own); resolves with stdout, stderr and the exit code. A process
 * per command cost most of this file's time; one test below runs the process itself.
 */
async function admin(database: TestDatabase, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runAdminCommand(args, { env: cliEnv(database), stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } });
  return { code, stdout, stderr };
}

/** The same, as the real `clarity-admin` process from source. */
async function adminProcess(database: TestDatabase, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--conditions', '@clarity/source', ADMIN, ...args], { env: cliEnv(database) });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('clarity-admin market import', () => {
  it('--sample --json loads the shipped set into the database and prints one JSON object', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const db = await freshDatabase();
    const result = await admin(db, 'market', 'import', '--sample', '--json');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const output = JSON.parse(lines[0]!) as Record<string, unknown>;
    // 13 instruments and the 6 synthetic index series behind the named benchmarks (market/sample/instruments.ts).
    expect(output).toMatchObject({ instruments: 19, fxRates: expect.any(Number), version: 1 });
    expect(output.prices).toBeGreaterThan(3000);
    expect(output.developments).toBeGreaterThanOrEqual(60);

    const database = await openDatabase(db.location);
    try {
      const market = new MarketDataRepository(database.db);
      expect(await market.version()).toBe(1);
      expect((await market.latestPrices(['NVDA'], '2026-11-13')).get('NVDA')?.date).toBe('2026-11-13');
    } finally {
      await database.close();
    }
  });

  it('fails with file, line and problem and loads nothing; rejects a missing argument', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const db = await freshDatabase();
    const data = join(dir, 'data');
    mkdirSync(data);
    writeFileSync(join(data, 'instruments.csv'), 'ticker,name,asset_class,sector,region,currency\nAAA,Alpha,equity,technology,north_america,USD\n');
    writeFileSync(join(data, 'prices.csv'), 'ticker,date,close\nAAA,2026-01-02,10\nAAA,2026-13-01,11\n');

    // The process: exit code 1 and the error as the one JSON object on stdout.
    const json = await adminProcess(db, 'market', 'import', data, '--json');
    expect(json.code).toBe(1);
    const { error } = JSON.parse(json.stdout) as { error: { message: string } };
    expect(error.message).toContain('prices.csv:3: date: is not a calendar date');

    const text = await admin(db, 'market', 'import', data);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('prices.csv:3: date: is not a calendar date');

    const database = await openDatabase(db.location);
    try {
      expect((await new MarketDataRepository(database.db).instruments(['AAA'])).size).toBe(0);
    } finally {
      await database.close();
    }

    const usage = await admin(db, 'market', 'import', '--json');
    expect(usage.code).toBe(1);
    expect(usage.stdout).toContain('give a directory or --sample');
  });
});

describe('clarity-admin market import-prices and import-fx', () => {
  it('load OHLCV and ECB files as one version each, printing one JSON object; bad rows name file and line', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const db = await freshDatabase();
    const data = join(dir, 'data');
    mkdirSync(data);
    writeFileSync(join(data, 'instruments.csv'), 'ticker,name,asset_class,sector,region,currency\nAAA,Alpha,equity,technology,north_america,USD\n');
    expect((await admin(db, 'market', 'import', data, '--json')).code).toBe(0);

    const prices = join(dir, 'AAA.csv');
    writeFileSync(prices, 'Date,Open,High,Low,Close,Adj Close,Volume\n2026-11-12,10,11,9,10.5,10.4,100\n2026-11-13,10.5,12,10,11.25,11.1,90\n');
    const imported = await admin(db, 'market', 'import-prices', prices, '--json');
    expect(imported.code).toBe(0);
    expect(imported.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(imported.stdout)).toMatchObject({ prices: 2, fxRates: 0, version: 2, files: [prices] });

    const daily = join(dir, 'eurofxref-daily.xml');
    writeFileSync(daily, '<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube><Cube time="2026-11-13"><Cube currency="USD" rate="1.1612"/></Cube></Cube></gesmes:Envelope>');
    const fx = await admin(db, 'market', 'import-fx', '--ecb', daily, '--json');
    expect(fx.code).toBe(0);
    expect(JSON.parse(fx.stdout)).toMatchObject({ fxRates: 1, prices: 0, version: 3, files: [daily] });
    const text = await admin(db, 'market', 'import-fx', '--ecb', daily);
    expect(text.stdout).toBe(`Imported ${daily}: fxRates 1. Market data version 4.\n`);
    // The Federal Reserve's H.10 rate as FRED writes it: dollars per pound, a holiday left empty.
    const fred = join(dir, 'DEXUSUK.csv');
    writeFileSync(fred, 'observation_date,DEXUSUK\n2026-11-12,1.3120\n2026-11-11,\n');
    const fed = await admin(db, 'market', 'import-fx', '--fed', fred, '--json');
    expect(fed.code).toBe(0);
    expect(JSON.parse(fed.stdout)).toMatchObject({ fxRates: 1, version: 5, files: [fred], warnings: [`${fred}: 1 day without a rate (a holiday: empty, "." or ND) skipped: line 3`] });
    expect((await admin(db, 'market', 'import-fx', '--ecb', daily, '--fed', fred, '--json')).stdout).toContain('or the Federal Reserve H.10 file with --fed');

    const bad = join(dir, 'BBB.csv');
    writeFileSync(bad, 'Date,Open,High,Low,Close,Volume\n2026-11-13,10,11,9,-10,5\n');
    const failed = await admin(db, 'market', 'import-prices', bad, '--json');
    expect(failed.code).toBe(1);
    const { error } = JSON.parse(failed.stdout) as { error: { message: string } };
    expect(error.message).toContain(`${bad}:2: close: must be a positive decimal number`);
    expect(error.message).toContain(`${bad}: ticker BBB is not an instrument`);

    const twoWithTicker = await admin(db, 'market', 'import-prices', prices, bad, '--ticker', 'AAA', '--json');
    expect(twoWithTicker.code).toBe(1);
    expect(twoWithTicker.stdout).toContain('give one file with it');
    expect((await admin(db, 'market', 'import-fx', '--json')).stdout).toContain('give the ECB file with --ecb');

    // Another provider's differing close is a conflict report; --replace swaps AAA's whole series for the file's.
    const adjusted = join(dir, 'aaa.us.txt');
    writeFileSync(adjusted, '<TICKER>,<PER>,<DATE>,<TIME>,<OPEN>,<HIGH>,<LOW>,<CLOSE>,<VOL>,<OPENINT>\nAAA.US,D,20261113,000000,10.5,12,10,11.1,90,0\n');
    const conflict = await admin(db, 'market', 'import-prices', adjusted, '--json');
    expect(conflict.code).toBe(1);
    expect(conflict.stdout).toContain(`${adjusted}:2: AAA: 1 close differs`);
    expect(conflict.stdout).toContain('Pass --replace');
    const replaced = await admin(db, 'market', 'import-prices', adjusted, '--replace', '--json');
    expect(replaced.code).toBe(0);
    expect(JSON.parse(replaced.stdout)).toMatchObject({ prices: 1, version: 6 });

    const database = await openDatabase(db.location);
    try {
      const market = new MarketDataRepository(database.db);
      expect(await market.version()).toBe(6);
      expect((await market.priceHistory(['AAA'], '2026-11-01', '2026-11-13')).get('AAA')).toEqual([{ date: '2026-11-13', close: 11.1 }]);
      expect(await market.fxRate('USD', 'EUR', '2026-11-13')).toBeCloseTo(1 / 1.1612, 12);
    } finally {
      await database.close();
    }
  });
});

describe('clarity-admin market ingest-news', () => {
  const instruments = 'ticker,name,asset_class,sector,region,currency\nNVDA,NVIDIA Corporation,equity,technology,north_america,USD\n';
  const articles = [
    { id: 'c-1', url: 'https://example.com/1', title: 'US tightens export controls on Nvidia AI chips to China', summary: 'Licences are now required for advanced AI accelerators.', publisher: 'Wire A', publishedAt: '2026-11-10T13:00:00Z' },
    { url: 'https://example.com/2', title: 'Nvidia reviewing new US export controls on AI chips to China', summary: 'Licences are now required for advanced AI accelerators shipped to China.', publisher: 'Wire B', publishedAt: '2026-11-10T15:00:00Z' },
  ];

  it('--json prints one object with the threaded stories; --dry-run computes the same and writes nothing', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const db = await freshDatabase();
    const data = join(dir, 'market');
    const news = join(dir, 'news');
    mkdirSync(data);
    mkdirSync(news);
    writeFileSync(join(data, 'instruments.csv'), instruments);
    writeFileSync(join(news, 'articles.jsonl'), `${articles.map((a) => JSON.stringify(a)).join('\n')}\n`);
    writeFileSync(join(news, 'README.md'), 'ignored');
    expect((await admin(db, 'market', 'import', data)).code).toBe(0);

    const dry = await admin(db, 'market', 'ingest-news', news, '--dry-run', '--json');
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim().split('\n')).toHaveLength(1);
    const planned = JSON.parse(dry.stdout) as { articles: number; duplicates: number; stories: { id: string; sourceIds: string[]; developments: unknown[]; links: unknown[] }[] };
    expect(Object.keys(planned).sort()).toEqual(['articles', 'duplicates', 'stories']);
    expect(planned.articles).toBe(2);
    expect(planned.stories).toHaveLength(1);
    expect(planned.stories[0]).toMatchObject({
      status: 'developing',
      // printf 'https://example.com/2' | sha256sum
      sourceIds: ['c-1', 'url:10534fd4c57f8a69'],
      developments: [{ date: '2026-11-10', sourceIds: expect.any(Array), stateChanges: [] }],
      links: expect.arrayContaining([expect.objectContaining({ kind: 'ticker', value: 'NVDA' })]),
    });

    const database = await openDatabase(db.location);
    try {
      expect(await new MarketDataRepository(database.db).version()).toBe(1);
    } finally {
      await database.close();
    }

    const real = await admin(db, 'market', 'ingest-news', join(news, 'articles.jsonl'), '--json');
    expect(real.code).toBe(0);
    expect(JSON.parse(real.stdout)).toEqual(planned);
    const text = await admin(db, 'market', 'ingest-news', news);
    expect(text.stdout).toContain('0 new articles');
  });

  it('fails naming file and line, writes nothing; refuses a missing argument', { timeout: CLI_TEST_TIMEOUT_MS }, async () => {
    const db = await freshDatabase();
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, `${JSON.stringify(articles[0])}\n${JSON.stringify({ ...articles[1], publishedAt: 'yesterday' })}\n`);
    const result = await admin(db, 'market', 'ingest-news', file, '--json');
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as { error: { message: string } }).error.message).toContain('bad.jsonl:2: publishedAt: must be an ISO 8601 timestamp with a time zone');
    const database = await openDatabase(db.location);
    try {
      expect((await new MarketDataRepository(database.db).sources(['c-1'])).size).toBe(0);
    } finally {
      await database.close();
    }
    expect((await admin(db, 'market', 'ingest-news', '--json')).stdout).toContain('give at least one file, directory or http(s) URL');
  });
});
