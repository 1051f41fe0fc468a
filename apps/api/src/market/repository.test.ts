// @postgres: the market data repository
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import type { MarketDataRepository } from './repository.js';

// A small hand-written data set whose every answer can be worked out by hand.
const FILES: Record<string, string> = {
  'instruments.csv': [
    'ticker,name,asset_class,sector,region,currency',
    'AAA,Alpha Inc.,equity,technology,north_america,USD',
    'BBB,Beta SE,equity,financials,europe,EUR',
    'GOV,Gov Bond ETF,fixed_income,government_bonds,north_america,USD',
  ].join('\n'),
  'prices.csv': ['ticker,date,close', 'AAA,2026-01-02,10', 'AAA,2026-01-05,11', 'AAA,2026-01-06,12.5', 'BBB,2026-01-02,50'].join('\n'),
  'fx.csv': ['base,quote,date,rate', 'EUR,USD,2026-01-02,1.10', 'EUR,USD,2026-01-05,1.20', 'GBP,USD,2026-01-02,1.25', 'GBP,USD,2026-01-06,1.50'].join('\n'),
  'sources.jsonl': [
    '{"id":"s1","publisher":"Wire","title":"Rates cut","url":"https://example.com/a","publishedAt":"2026-01-03T10:00:00+01:00","synthetic":true}',
    '{"id":"s2","publisher":"Ledger","title":"Alpha guides up","url":"https://example.com/b","publishedAt":"2026-01-05T12:00:00Z","synthetic":false}',
  ].join('\n'),
  'stories.jsonl': [
    '{"id":"rates","title":"Rates","summary":"Rates fall","status":"developing","links":[{"kind":"sector","value":"government_bonds","relevance":0.9},{"kind":"currency","value":"USD","relevance":0.5}]}',
    '{"id":"alpha","title":"Alpha guidance","summary":"Alpha","status":"resolved","links":[{"kind":"ticker","value":"AAA","relevance":1}]}',
    '{"id":"beta","title":"Beta","summary":"Beta","status":"developing","links":[{"kind":"region","value":"europe","relevance":0.7}]}',
  ].join('\n'),
  'developments.jsonl': [
    '{"id":"rates-1","storyId":"rates","date":"2026-01-03","headline":"Cut","summary":"Cut by 25bp","sourceIds":["s1"],"stateChanges":[{"entity":"Fed","attribute":"rate","from":"4.00%","to":"3.75%"}]}',
    '{"id":"alpha-2","storyId":"alpha","date":"2026-01-06","headline":"Final","summary":"Closed","sourceIds":["s2"]}',
    '{"id":"alpha-1","storyId":"alpha","date":"2026-01-05","headline":"Up","summary":"Raised","sourceIds":["s2","s1"],"stateChanges":[{"entity":"AAA","attribute":"guidance","from":"$1B","to":"$2B"},{"entity":"AAA","attribute":"margin","from":"40%","to":"42%"}]}',
    '{"id":"beta-1","storyId":"beta","date":"2026-02-01","headline":"Later","summary":"After","sourceIds":["s1"]}',
  ].join('\n'),
};

let ctx: TestContext;
let market: MarketDataRepository;

beforeAll(async () => {
  ctx = await createTestContext();
  market = ctx.app.locals.services.market;
  expect(await market.version()).toBe(0);
  await ctx.importMarket(FILES);
});
afterAll(() => ctx.close());

const noLinks = { tickers: [], sectors: [], regions: [], currencies: [], assetClasses: [] };

describe('MarketDataRepository', () => {
  it('returns known instruments only', async () => {
    const found = await market.instruments(['AAA', 'ZZZ', 'BBB']);
    expect([...found.keys()].sort()).toEqual(['AAA', 'BBB']);
    expect(found.get('BBB')).toEqual({ ticker: 'BBB', name: 'Beta SE', assetClass: 'equity', sector: 'financials', region: 'europe', currency: 'EUR' });
    expect((await market.instruments([])).size).toBe(0);
  });

  it('returns price history within the range, oldest first, and the last close on or before a date', async () => {
    const history = await market.priceHistory(['AAA', 'BBB', 'ZZZ'], '2026-01-03', '2026-01-31');
    expect(history.get('AAA')).toEqual([
      { date: '2026-01-05', close: 11 },
      { date: '2026-01-06', close: 12.5 },
    ]);
    expect(history.has('BBB')).toBe(false);
    const latest = await market.latestPrices(['AAA', 'BBB', 'GOV'], '2026-01-05');
    expect(latest.get('AAA')).toEqual({ date: '2026-01-05', close: 11 });
    expect(latest.get('BBB')).toEqual({ date: '2026-01-02', close: 50 });
    expect(latest.has('GOV')).toBe(false);
    expect((await market.latestPrices(['AAA'], '2026-01-01')).size).toBe(0);
  });

  it('converts currencies through stored pairs, inverses and crosses on or before the date', async () => {
    expect(await market.fxRate('USD', 'USD', '2026-01-02')).toBe(1);
    expect(await market.fxRate('EUR', 'USD', '2026-01-04')).toBeCloseTo(1.1, 12);
    expect(await market.fxRate('USD', 'EUR', '2026-01-05')).toBeCloseTo(1 / 1.2, 12);
    // EUR→GBP on 2026-01-05: EUR/USD 1.20 and GBP/USD still 1.25 (the 1.50 comes a day later).
    expect(await market.fxRate('EUR', 'GBP', '2026-01-05')).toBeCloseTo(1.2 / 1.25, 12);
    expect(await market.fxRate('EUR', 'GBP', '2026-01-06')).toBeCloseTo(1.2 / 1.5, 12);
    expect(await market.fxRate('EUR', 'USD', '2026-01-01')).toBeUndefined();
    expect(await market.fxRate('EUR', 'JPY', '2026-01-06')).toBeUndefined();
    const history = await market.fxHistory('2026-01-05', '2026-01-06');
    expect(history).toEqual([
      { base: 'EUR', quote: 'USD', date: '2026-01-05', rate: 1.2 },
      { base: 'GBP', quote: 'USD', date: '2026-01-06', rate: 1.5 },
    ]);
  });

  it('finds stories by any link kind with developments up to asOf, newest story first', async () => {
    const stories = await market.storiesFor({ ...noLinks, tickers: ['AAA'], sectors: ['government_bonds'] }, '2026-01-31');
    expect(stories.map((s) => s.id)).toEqual(['alpha', 'rates']);
    const [alpha, rates] = stories;
    expect(alpha).toEqual({
      id: 'alpha',
      title: 'Alpha guidance',
      summary: 'Alpha',
      status: 'resolved',
      links: [{ kind: 'ticker', value: 'AAA', relevance: 1 }],
      developments: [
        {
          id: 'alpha-1',
          storyId: 'alpha',
          date: '2026-01-05',
          headline: 'Up',
          summary: 'Raised',
          sourceIds: ['s2', 's1'],
          stateChanges: [
            { entity: 'AAA', attribute: 'guidance', from: '$1B', to: '$2B' },
            { entity: 'AAA', attribute: 'margin', from: '40%', to: '42%' },
          ],
        },
        { id: 'alpha-2', storyId: 'alpha', date: '2026-01-06', headline: 'Final', summary: 'Closed', sourceIds: ['s2'], stateChanges: [] },
      ],
    });
    expect(rates?.links).toEqual([
      { kind: 'sector', value: 'government_bonds', relevance: 0.9 },
      { kind: 'currency', value: 'USD', relevance: 0.5 },
    ]);
  });

  it('sees a story as it stood on asOf: later developments hidden, resolved only from its last development', async () => {
    const [early] = await market.storiesFor({ ...noLinks, tickers: ['AAA'] }, '2026-01-05');
    expect(early?.developments.map((d) => d.id)).toEqual(['alpha-1']);
    expect(early?.status).toBe('developing');
    expect(await market.storiesFor({ ...noLinks, regions: ['europe'] }, '2026-01-31')).toEqual([]);
    expect((await market.storiesFor({ ...noLinks, regions: ['europe'] }, '2026-02-01')).map((s) => s.id)).toEqual(['beta']);
    expect(await market.storiesFor(noLinks, '2026-12-31')).toEqual([]);
    expect((await market.storiesFor({ ...noLinks, currencies: ['JPY'] }, '2026-12-31')).length).toBe(0);
  });

  it('lists every story for chat and resolves sources', async () => {
    expect((await market.allStories('2026-01-04')).map((s) => s.id)).toEqual(['rates']);
    expect((await market.allStories('2026-12-31')).map((s) => s.id)).toEqual(['beta', 'alpha', 'rates']);
    const sources = await market.sources(['s1', 's2', 'nope']);
    expect(sources.size).toBe(2);
    // Stored in UTC whatever offset the file used.
    expect(sources.get('s1')).toEqual({ id: 's1', title: 'Rates cut', publisher: 'Wire', url: 'https://example.com/a', publishedAt: '2026-01-03T09:00:00.000Z', synthetic: true });
    expect(sources.get('s2')?.synthetic).toBe(false);
    expect(await market.version()).toBe(1);
  });
});
