import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketDataRepository } from '../market/repository.js';
import { SAMPLE_INSTRUMENTS } from '../market/sample/instruments.js';
import type { Instrument, StoryLink, StoryRecord } from '../market/types.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { rankStories, RELEVANCE_WINDOW_DAYS, type ExposureHolding, type RankedStory } from './market-context.js';

// The real sample market data (news to 2026-11-12), ranked the way the card ranks it, a few days later.
const AS_OF = '2026-11-16';
const TICKERS = SAMPLE_INSTRUMENTS.map((i) => i.ticker);
const RATES_OR_INFLATION = ['fed-rate-path', 'us-inflation'];

let ctx: TestContext;
let market: MarketDataRepository;
let instruments: Map<string, Instrument>;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date(`${AS_OF}T09:00:00.000Z`));
  await ctx.app.locals.services.marketImport.importSample();
  market = ctx.app.locals.services.market;
  instruments = await market.instruments(TICKERS);
  expect(instruments.size).toBe(TICKERS.length);
});
afterAll(async () => {
  await ctx.close();
});

/** A book of the given tickers at the given (positive) weights, normalised to 1. */
function book(entries: readonly (readonly [string, number])[]): ExposureHolding[] {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  return entries.map(([ticker, w]) => ({ ticker, weight: w / total, instrument: instruments.get(ticker)! }));
}

/** The stories the card would read for this book (as portfolio-snapshot.ts asks for them), ranked. */
async function ranked(holdings: readonly ExposureHolding[]): Promise<RankedStory[]> {
  const known = holdings.map((h) => h.instrument);
  const unique = (xs: string[]) => [...new Set(xs)];
  const stories = await market.storiesFor(
    {
      tickers: holdings.map((h) => h.ticker),
      sectors: unique(known.map((i) => i.sector)),
      regions: unique(known.map((i) => i.region)),
      currencies: unique(known.map((i) => i.currency)),
      assetClasses: unique(known.map((i) => i.assetClass)),
    },
    AS_OF,
  );
  return rankStories(stories, holdings, AS_OF);
}

function linkMatches(link: StoryLink, i: Instrument): boolean {
  const attribute = { ticker: i.ticker, sector: i.sector, region: i.region, currency: i.currency, asset_class: i.assetClass }[link.kind];
  return link.value === attribute;
}

/** Held tickers a story links to by ticker or sector (the direct links). */
function directlyLinked(story: StoryRecord, ticker: string): boolean {
  const i = instruments.get(ticker)!;
  return story.links.some((l) => (l.kind === 'ticker' || l.kind === 'sector') && linkMatches(l, i));
}

/** A random book over the given tickers: a non-empty subset, each with a positive weight. */
const bookOver = (tickers: readonly string[]) =>
  fc
    .uniqueArray(fc.constantFrom(...tickers), { minLength: 1, maxLength: tickers.length })
    .chain((held) => fc.tuple(...held.map((t) => fc.tuple(fc.constant(t), fc.double({ min: 0.01, max: 100, noNaN: true })))))
    .map((entries) => book(entries));

const lead = (r: readonly RankedStory[]) => r[0]?.story;

describe('story ranking over the sample market data (properties)', () => {
  it('a story only counts holdings it links to, and the lead story varies with the portfolio', async () => {
    const leads = new Set<string>();
    await fc.assert(
      fc.asyncProperty(bookOver(TICKERS), async (holdings) => {
        const r = await ranked(holdings);
        for (const s of r) {
          expect(s.holdings.length).toBeGreaterThan(0);
          for (const ticker of s.holdings) {
            expect(holdings.map((h) => h.ticker)).toContain(ticker);
            expect(s.story.links.some((l) => linkMatches(l, instruments.get(ticker)!)), `${s.story.id} counts ${ticker}`).toBe(true);
          }
          // No holding the story links to is left out.
          for (const h of holdings) expect(s.holdings.includes(h.ticker)).toBe(s.story.links.some((l) => linkMatches(l, h.instrument)));
          expect(s.exposure).toBeGreaterThan(0);
          expect(s.exposure).toBeLessThanOrEqual(1 + 1e-9);
          expect(s.weightedExposure).toBeGreaterThan(0);
          expect(s.weightedExposure).toBeLessThanOrEqual(s.exposure + 1e-12);
        }
        for (let k = 1; k < r.length; k++) expect(r[k - 1]!.score).toBeGreaterThanOrEqual(r[k]!.score);
        const first = lead(r);
        if (first) leads.add(first.id);
      }),
      { numRuns: 150 },
    );
    // The bug this guards against: the same central-bank story led whatever the book held.
    expect(leads.size).toBeGreaterThanOrEqual(4);
  });

  it('a crypto-only book leads with the crypto story', async () => {
    await fc.assert(
      fc.asyncProperty(bookOver(['BTC', 'ETH']), async (holdings) => {
        expect(lead(await ranked(holdings))?.id).toBe('crypto-regulation');
      }),
      { numRuns: 20 },
    );
  });

  it('a bond-only book leads with the Fed or US inflation, never a foreign central bank', async () => {
    await fc.assert(
      fc.asyncProperty(bookOver(['AGG', 'IEF']), async (holdings) => {
        const r = await ranked(holdings);
        expect(RATES_OR_INFLATION).toContain(lead(r)?.id);
        const boe = r.findIndex((s) => s.story.id === 'boe-policy');
        const ecb = r.findIndex((s) => s.story.id === 'ecb-policy');
        for (const foreign of [boe, ecb]) if (foreign >= 0) expect(foreign).toBeGreaterThan(1);
      }),
      { numRuns: 20 },
    );
  });

  it('a mostly-bond book with a little crypto still leads with rates or inflation', async () => {
    const r = await ranked(book([['AGG', 45], ['IEF', 45], ['BTC', 10]]));
    expect(RATES_OR_INFLATION).toContain(lead(r)?.id);
  });

  it('a single-stock book leads with a story linked to it by ticker or sector when one is in the window', async () => {
    const singles = new Map<string, string>();
    for (const ticker of TICKERS) {
      const r = await ranked(book([[ticker, 1]]));
      const direct = r.filter((s) => s.ageDays <= RELEVANCE_WINDOW_DAYS && directlyLinked(s.story, ticker));
      if (direct.length === 0) continue;
      const first = lead(r)!;
      expect(directlyLinked(first, ticker), `${ticker} led by ${first.id}`).toBe(true);
      singles.set(ticker, first.id);
    }
    expect(['oil-supply', 'energy-majors-results']).toContain(singles.get('XOM'));
    expect(singles.get('NVDA')).toBe('chip-export-controls');
    expect(singles.get('AAPL')).toBe('apple-tariffs');
    expect(RATES_OR_INFLATION).toContain(singles.get('IEF'));
    // Every held company with direct news in the window is covered.
    expect([...singles.keys()].sort()).toEqual(expect.arrayContaining(['AAPL', 'ASML', 'BTC', 'ETH', 'MSFT', 'NVDA', 'SAP', 'SHEL', 'XOM']));
  });
});
