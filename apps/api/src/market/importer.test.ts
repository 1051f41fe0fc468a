// @postgres: market imports written as one version, or nothing
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { refuseInserts } from '../testing/refuse-inserts.js';
import { MarketImportError } from './problems.js';
import { SAMPLE_MARKET_DATA_DIR } from './sample-set.js';
import type { MarketTables } from './tables.js';

let ctx: TestContext;
let dirs: string[] = [];

beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const importer = () => ctx.app.locals.services.marketImport;
const db = () => ctx.database.db;

/** A fresh import directory holding exactly `files`. */
function marketDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-market-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

/** A copy of the sample set with one file's line replaced (1-based) or appended. */
function sampleWith(file: string, edit: (lines: string[]) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-market-'));
  dirs.push(dir);
  cpSync(SAMPLE_MARKET_DATA_DIR, dir, { recursive: true });
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  edit(lines);
  writeFileSync(join(dir, file), lines.join('\n'));
  return dir;
}

async function rowCounts() {
  const count = async (table: keyof MarketTables) =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    instruments: await count('market_instruments'),
    prices: await count('market_prices'),
    fx: await count('market_fx_rates'),
    sources: await count('market_sources'),
    stories: await count('market_stories'),
    links: await count('market_story_links'),
    developments: await count('market_developments'),
    developmentSources: await count('market_development_sources'),
    stateChanges: await count('market_state_changes'),
  };
}

async function importFailure(dir: string): Promise<MarketImportError> {
  const error = await importer()
    .importDirectory(dir)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(MarketImportError);
  return error as MarketImportError;
}

const INSTRUMENTS = 'ticker,name,asset_class,sector,region,currency\nAAA,"Alpha, Inc.",equity,technology,north_america,USD\n';

describe('market import: validation', () => {
  it('names the file, the line and the problem, and loads nothing when a later file is bad', async () => {
    const dir = sampleWith('developments.jsonl', (lines) => {
      const record = JSON.parse(lines[4]!) as { date: string };
      record.date = '2026-02-30';
      lines[4] = JSON.stringify(record);
    });
    const error = await importFailure(dir);
    expect(error.problems).toEqual([{ file: 'developments.jsonl', line: 5, message: 'date: is not a calendar date' }]);
    expect(error.message).toContain('developments.jsonl:5: date: is not a calendar date');
    expect(error.message).toContain('nothing was loaded');
    // instruments.csv, prices.csv … were valid, yet none of them was written.
    expect(await rowCounts()).toEqual({ instruments: 0, prices: 0, fx: 0, sources: 0, stories: 0, links: 0, developments: 0, developmentSources: 0, stateChanges: 0 });
    expect(await ctx.app.locals.services.market.version()).toBe(0);
  });

  it('reports every problem of every file in one pass', async () => {
    const dir = marketDir({
      'instruments.csv': `${INSTRUMENTS}BBB,Beta,stocks,technology,north_america,usd\nAAA,Alpha again,equity,technology,north_america,USD\n`,
      'prices.csv': 'ticker,date,close\nAAA,2026-01-02,10.5\nAAA,2026-01-05,-3\nZZZ,2026-01-05,4\nAAA,2026-01-06\nAAA,2026-01-02,10.6\n',
      'fx.csv': 'base,quote,date,rate\nEUR,EUR,2026-01-02,1\n',
      'sources.jsonl': '{"id":"s1","publisher":"P","title":"T","url":"ftp://x","publishedAt":"2026-01-02","synthetic":true}\n{not json\n',
      'stories.jsonl': '{"id":"st1","title":"T","summary":"S","status":"open","links":[{"kind":"ticker","value":"NOPE","relevance":1.5}]}\n',
      'developments.jsonl': '{"id":"d1","storyId":"st9","date":"2026-01-02","headline":"H","summary":"S","sourceIds":["s2"],"extra":1}\n',
    });
    const { problems } = await importFailure(dir);
    const located = problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(located).toEqual(
      expect.arrayContaining([
        'instruments.csv:3: asset_class: must be one of equity, fixed_income, crypto, cash, commodity',
        'instruments.csv:3: currency: must be a three-letter upper-case currency code',
        'instruments.csv:4: repeats the ticker AAA of line 2',
        'prices.csv:3: close: must be a positive decimal number such as 123.45',
        'prices.csv:5: expected 3 fields, found 2',
        'prices.csv:6: repeats the ticker and date AAA 2026-01-02 of line 2',
        'prices.csv:4: ticker ZZZ is not an instrument (add it to instruments.csv)',
        'fx.csv:2: quote: base and quote must differ',
        'sources.jsonl:1: url: must be an http(s) URL',
        'sources.jsonl:1: publishedAt: must be an ISO 8601 timestamp with a time zone',
        'stories.jsonl:1: status: must be one of developing, resolved',
        'stories.jsonl:1: links[0].relevance: must be between 0 and 1',
      ]),
    );
    expect(located.some((l) => l.startsWith('sources.jsonl:2: not valid JSON'))).toBe(true);
    expect(located.some((l) => l.startsWith('developments.jsonl:1:') && l.includes('extra'))).toBe(true);
    expect(await rowCounts()).toMatchObject({ instruments: 0, prices: 0 });
  });

  it('checks references across files and against what is stored', async () => {
    const dir = marketDir({
      'instruments.csv': INSTRUMENTS,
      'stories.jsonl': '{"id":"st1","title":"T","summary":"S","status":"developing","links":[{"kind":"ticker","value":"NOPE","relevance":1},{"kind":"asset_class","value":"stocks","relevance":0.5},{"kind":"currency","value":"usd","relevance":0.5}]}\n',
      'developments.jsonl': '{"id":"d1","storyId":"st9","date":"2026-01-02","headline":"H","summary":"S","sourceIds":["s2","s2"]}\n',
    });
    const { problems } = await importFailure(dir);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'stories.jsonl:1: links[0].value: ticker NOPE is not an instrument',
      'stories.jsonl:1: links[1].value: must be one of equity, fixed_income, crypto, cash, commodity',
      'stories.jsonl:1: links[2].value: must be a three-letter upper-case currency code',
      'developments.jsonl:1: storyId st9 is not a story (add it to stories.jsonl)',
      'developments.jsonl:1: sourceIds[0]: s2 is not a source (add it to sources.jsonl)',
      'developments.jsonl:1: sourceIds[1]: s2 is not a source (add it to sources.jsonl)',
      'developments.jsonl:1: sourceIds[1]: repeats s2',
    ]);
  });

  it('rejects a bad header, a missing directory and a directory without market files', async () => {
    const header = await importFailure(marketDir({ 'prices.csv': 'ticker,day,close,volume\nAAA,2026-01-02,1\n' }));
    expect(header.problems).toEqual([
      { file: 'prices.csv', line: 1, message: 'header: missing column(s) date; unknown column(s) day, volume (expected ticker,date,close)' },
    ]);
    const missing = await importFailure(join(tmpdir(), 'clarity-market-does-not-exist'));
    expect(missing.message).toContain(`${join(tmpdir(), 'clarity-market-does-not-exist')}: is not a directory`);
    const empty = await importFailure(marketDir({ 'notes.txt': 'hello' }));
    expect(empty.message).toContain('contains none of instruments.csv');
  });
});

describe('market import: writing', () => {
  it('rolls the whole import back when a write fails part-way', async () => {
    // A trigger makes the database refuse developments, which are written after everything else.
    await refuseInserts(ctx.database, 'market_developments', 'refused');
    await expect(importer().importSample()).rejects.toThrow('refused');
    expect(await rowCounts()).toEqual({ instruments: 0, prices: 0, fx: 0, sources: 0, stories: 0, links: 0, developments: 0, developmentSources: 0, stateChanges: 0 });
    expect(await ctx.app.locals.services.market.version()).toBe(0);
  });

  it('two imports at once both land, one after the other (versions 1 and 2, no copies)', async () => {
    const [a, b] = await Promise.all([importer().importSample(), importer().importSample()]);
    expect([a.version, b.version].sort()).toEqual([1, 2]);
    expect(a.counts).toEqual(b.counts);
    expect((await rowCounts()).instruments).toBe(a.counts.instruments);
  });

  it('re-importing updates rows in place instead of adding copies', async () => {
    const first = await importer().importSample();
    const afterFirst = await rowCounts();
    const second = await importer().importSample();
    expect(await rowCounts()).toEqual(afterFirst);
    expect(second.counts).toEqual(first.counts);
    expect([first.version, second.version]).toEqual([1, 2]);
    expect(await ctx.app.locals.services.market.version()).toBe(2);

    // A corrected price, a renamed instrument, a story with fewer links and a development with a new state change.
    const dir = marketDir({
      'instruments.csv': 'ticker,name,asset_class,sector,region,currency\nAAPL,Apple (renamed),equity,technology,north_america,USD\n',
      'prices.csv': 'ticker,date,close\nAAPL,2026-11-13,999.99\n',
      'stories.jsonl': '{"id":"shell-rating","title":"Shell rating","summary":"S","status":"resolved","links":[{"kind":"ticker","value":"SHEL","relevance":0.8}]}\n',
      'developments.jsonl':
        '{"id":"shell-rating-01","storyId":"shell-rating","date":"2026-02-12","headline":"New headline","summary":"S","sourceIds":["src-shell-rating-01"],"stateChanges":[{"entity":"SHEL","attribute":"outlook","from":"stable","to":"positive"}]}\n',
    });
    const result = await importer().importDirectory(dir);
    expect(result.version).toBe(3);
    const market = ctx.app.locals.services.market;
    expect((await market.instruments(['AAPL'])).get('AAPL')?.name).toBe('Apple (renamed)');
    expect((await market.latestPrices(['AAPL'], '2026-11-13')).get('AAPL')).toEqual({ date: '2026-11-13', close: 999.99 });
    const [shell] = await market.storiesFor({ tickers: ['SHEL'], sectors: [], regions: [], currencies: [], assetClasses: [] }, '2026-11-13').then((s) =>
      s.filter((story) => story.id === 'shell-rating'),
    );
    expect(shell?.links).toEqual([{ kind: 'ticker', value: 'SHEL', relevance: 0.8 }]);
    expect(shell?.developments[0]).toMatchObject({ headline: 'New headline', stateChanges: [{ entity: 'SHEL', attribute: 'outlook', from: 'stable', to: 'positive' }] });
    // The second development, not in the file, is kept.
    expect(shell?.developments).toHaveLength(2);
    const counts = await rowCounts();
    expect(counts).toEqual({ ...afterFirst, links: afterFirst.links - 2, stateChanges: afterFirst.stateChanges - 1 + 1 });
  });
});
