import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { directStories, rankStories } from '../../insight/market-context.js';
import type { Instrument } from '../types.js';

/**
 * A story's links need evidence in the article's text: an instrument (ticker, company name, alias),
 * a central bank (for its currency) or a commodity named in its market. Words alone ("software",
 * "gold", "dollar") are never evidence. Real-style articles through the real ingester and database.
 */

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket({
    'instruments.csv': [
      'ticker,name,asset_class,sector,region,currency',
      'MSFT,Microsoft Corporation,equity,technology,north_america,USD',
      'XOM,Exxon Mobil Corporation,equity,energy,north_america,USD',
      'GLD,SPDR Gold Shares,commodity,commodities,global,USD',
      '',
    ].join('\n'),
  });
});
afterEach(() => ctx.close());

const article = (id: string, publishedAt: string, publisher: string, title: string, summary: string, body = '') =>
  JSON.stringify({ id, url: `https://example.com/${id}`, title, summary, body, publisher, publishedAt, synthetic: true });

// A software engineering blog: "software", "tech", "chips", "energy", "global", "cash" — and no company, bank or market.
const programmingBlog = article(
  'blog-1',
  '2026-03-02T08:00:00Z',
  'Engineering at Tidewater',
  'Why we moved our build system from Make to Bazel',
  'Our monorepo outgrew recursive Make: clean builds took 40 minutes on the CI fleet and nobody trusted the cache.',
  'We are a small software team, and for years our tech stack grew faster than our build. This post walks through the migration: ' +
    'remote caching, hermetic toolchains, and the week we spent chasing a flaky test that only failed on ARM chips. ' +
    'Incremental builds now take under two minutes, which saves real energy on our global pool of runners. ' +
    'If you run a Python and Go monorepo of similar size, the cash you spend on CI minutes is the first thing you will notice.',
);

// Award-show news: gold and silver on the red carpet, a "record" night, no market.
const awardShow = article(
  'awards-1',
  '2026-03-02T06:30:00Z',
  'Pacific Entertainment Daily',
  "Golden Globes: 'The Quiet Harbor' sweeps drama awards as stars shine in gold",
  'The period drama won best motion picture, director and actress at the 83rd Golden Globes in Beverly Hills.',
  'Stars arrived on the red carpet in gold and silver gowns before a ceremony that ran long. ' +
    "The film's lead took home her first Globe, and the night's host joked about the show's record four hours. " +
    'Streaming services collected eleven of the television awards.',
);

const microsoft = article(
  'msft-1',
  '2026-03-02T13:00:00Z',
  'Northbridge Markets Wire',
  'Microsoft raises cloud spending plans as Azure growth accelerates',
  'Microsoft said it would lift capital spending on data centres after Azure revenue grew faster than analysts expected.',
);

const ecb = article(
  'ecb-1',
  '2026-03-02T12:15:00Z',
  'Meridian Financial Times',
  'ECB holds deposit rate at 2% and signals patience',
  'The European Central Bank left its deposit rate unchanged at 2% as euro-area inflation settled near target.',
);

const goldMarket = article(
  'gold-1',
  '2026-03-02T15:40:00Z',
  'Harbor Street Journal',
  'Gold climbs to a record as investors seek shelter',
  'Gold rose to a record $4,100 an ounce on Monday as central-bank buying and a weaker dollar lifted bullion.',
);

// Sector words with no company named: "tech stocks", "chipmakers".
const techWords = article(
  'tech-1',
  '2026-03-02T20:00:00Z',
  'Lakeshore Business Review',
  'Tech stocks slide as chipmakers lead declines',
  'Technology shares fell across the board in afternoon trading, with chipmakers and software names the weakest.',
);

const news = () => ctx.app.locals.services.news;

describe('news relevance needs evidence in the text', () => {
  it('links a programming blog post and award-show news to nothing specific, and named things to what they name', async () => {
    const result = await news().ingest([{ name: 'mixed.jsonl', content: [programmingBlog, awardShow, microsoft, ecb, goldMarket, techWords].join('\n') }]);
    const linksOf = (id: string) => result.stories.find((s) => s.sourceIds.includes(id))!.links;

    // Nothing specific: the placeholder link to markets at large, never a sector or commodity.
    expect(linksOf('blog-1')).toEqual([{ kind: 'region', value: 'global', relevance: 0.1 }]);
    expect(linksOf('awards-1')).toEqual([{ kind: 'region', value: 'global', relevance: 0.1 }]);
    expect(linksOf('tech-1')).toEqual([{ kind: 'region', value: 'global', relevance: 0.1 }]);

    // Named: the company's ticker at 1 and its sector through it (0.5 by the instrument, docs/market-data.md).
    expect(linksOf('msft-1')).toContainEqual({ kind: 'ticker', value: 'MSFT', relevance: 1 });
    expect(linksOf('msft-1')).toContainEqual({ kind: 'sector', value: 'technology', relevance: 0.5 });
    // The central bank names its currency.
    expect(linksOf('ecb-1')).toContainEqual({ kind: 'currency', value: 'EUR', relevance: 1 });
    // Gold in its market: the commodity asset class at 0.8.
    expect(linksOf('gold-1')).toContainEqual({ kind: 'asset_class', value: 'commodity', relevance: 0.8 });
  });

  it('never makes the programming blog post the lead story about a technology holding', async () => {
    await news().ingest([{ name: 'mixed.jsonl', content: [programmingBlog, awardShow, microsoft, techWords].join('\n') }]);
    const stories = await ctx.app.locals.services.market.allStories('2026-03-03');
    const msft: Instrument = { ticker: 'MSFT', name: 'Microsoft Corporation', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD' };
    const ranked = rankStories(stories, [{ ticker: 'MSFT', weight: 1, instrument: msft }], '2026-03-03');
    expect(ranked.map((r) => r.story.title)).toEqual(['Microsoft raises cloud spending plans as Azure growth accelerates']);
  });

  it('keeps award-show gold out of the commodity asset class even for a gold holding', async () => {
    await news().ingest([{ name: 'mixed.jsonl', content: [programmingBlog, awardShow, microsoft, ecb, goldMarket, techWords].join('\n') }]);
    const stories = await ctx.app.locals.services.market.allStories('2026-03-03');
    const gld: Instrument = { ticker: 'GLD', name: 'SPDR Gold Shares', assetClass: 'commodity', sector: 'commodities', region: 'global', currency: 'USD' };
    // "About your holdings" is what bears on them directly (a ticker, sector or asset-class link).
    const about = directStories(rankStories(stories, [{ ticker: 'GLD', weight: 1, instrument: gld }], '2026-03-03'));
    expect(about.map((r) => r.story.title)).toEqual(['Gold climbs to a record as investors seek shelter']);
  });
});
