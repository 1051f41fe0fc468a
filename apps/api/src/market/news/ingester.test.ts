// @postgres: news articles deduplicated and threaded in storage
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness.js';
import { MarketImportError } from '../problems.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket({
    'instruments.csv': 'ticker,name,asset_class,sector,region,currency\nNVDA,NVIDIA Corporation,equity,technology,north_america,USD\nAAPL,Apple Inc.,equity,technology,north_america,USD\n',
    'sources.jsonl': `${JSON.stringify({ id: 'cur-1', publisher: 'Desk', title: 'Curated', url: 'https://example.com/c', publishedAt: '2026-02-20T10:00:00Z', synthetic: true })}\n`,
    'stories.jsonl': `${JSON.stringify({ id: 'eu-apple-dma', title: 'EU fines Apple under the Digital Markets Act (curated)', summary: 'Hand-written.', status: 'developing', links: [{ kind: 'ticker', value: 'AAPL', relevance: 0.9 }] })}\n`,
    'developments.jsonl': `${JSON.stringify({ id: 'eu-apple-dma-1', storyId: 'eu-apple-dma', date: '2026-02-20', headline: 'Brussels fines Apple over App Store anti-steering rules', summary: 'Digital Markets Act fine.', sourceIds: ['cur-1'] })}\n`,
  });
});
afterEach(() => ctx.close());

const news = () => ctx.app.locals.services.news;
const market = () => ctx.app.locals.services.market;

const article = (id: string, publishedAt: string, title: string, summary = '') =>
  JSON.stringify({ id, url: `https://example.com/${id}`, title, summary, publisher: `Wire ${id.length % 3}`, publishedAt, synthetic: true });
const input = (...lines: string[]) => [{ name: 'news.jsonl', content: lines.join('\n') }];

const exportCurbs = [
  article('n1', '2026-02-25T13:00:00Z', 'US tightens export controls on Nvidia AI chips to China', 'The Commerce Department requires licences for exports of advanced Nvidia AI accelerators to China.'),
  article('n2', '2026-02-25T15:00:00Z', 'Washington adds licence rule for AI chip exports to China, Nvidia reviewing', 'New export controls require licences to ship advanced AI accelerators to China; Nvidia said it is reviewing the rules.'),
  article('n3', '2026-02-26T09:00:00Z', 'Nvidia shares fall on China export controls', 'Nvidia dropped after the new US export controls on AI accelerators to China.'),
];
const earnings = article('e1', '2026-02-26T21:00:00Z', 'Nvidia quarterly revenue beats forecasts, guidance raised', 'Nvidia reported record data-center revenue and raised its revenue guidance to $65 billion from $60 billion.');

describe('NewsIngester', () => {
  it('threads articles into stories with daily developments, sources, links and state changes, and bumps the version once', async () => {
    const before = await market().version();
    const result = await news().ingest(input(...exportCurbs, earnings));
    expect(result.articles).toBe(4);
    expect(result.version).toBe(before + 1);
    const curbs = result.stories.find((s) => s.sourceIds.includes('n1'))!;
    expect(curbs.sourceIds).toEqual(['n1', 'n2', 'n3']);
    expect(curbs.developments.map((d) => d.date)).toEqual(['2026-02-25', '2026-02-26']);
    expect(curbs.links).toContainEqual(expect.objectContaining({ kind: 'ticker', value: 'NVDA' }));
    const results = result.stories.find((s) => s.sourceIds.includes('e1'))!;
    expect(results.id).not.toBe(curbs.id);
    expect(results.developments[0]!.stateChanges).toEqual([{ entity: 'NVIDIA Corporation', attribute: 'revenue guidance', from: '$60 billion', to: '$65 billion' }]);

    const stored = await market().storiesFor({ tickers: ['NVDA'], sectors: [], regions: [], currencies: [], assetClasses: [] }, '2026-03-02');
    expect(stored.map((s) => s.id).sort()).toEqual([curbs.id, results.id].sort());
    expect((await market().sources(['n2'])).get('n2')).toMatchObject({ title: expect.stringContaining('Washington'), synthetic: true });
  });

  it('threads a later article into the stored story, leaves the version alone when nothing is new', async () => {
    const first = await news().ingest(input(...exportCurbs));
    const again = await news().ingest(input(...exportCurbs));
    expect(again).toMatchObject({ articles: 0, stories: [], version: first.version });
    const later = await news().ingest(input(article('n4', '2026-02-28T10:00:00Z', 'China protests new US export controls on AI chips', 'Beijing said US licence rules for AI accelerator exports to China break trade rules.')));
    expect(later.version).toBe(first.version + 1);
    expect(later.stories).toHaveLength(1);
    expect(later.stories[0]!.id).toBe(first.stories[0]!.id);
    expect(later.stories[0]!.sourceIds).toEqual(['n1', 'n2', 'n3', 'n4']);
  });

  it('gives the same stories for the same input (deterministic), and a dry run writes nothing', async () => {
    const dry = await news().ingest(input(...exportCurbs, earnings), { dryRun: true });
    expect(await market().sources(['n1'])).toEqual(new Map());
    const real = await news().ingest(input(earnings, ...exportCurbs.reverse()));
    expect(real.stories).toEqual(dry.stories);
  });

  it('joins a hand-curated story without rewriting it', async () => {
    const result = await news().ingest(
      input(article('a1', '2026-02-27T10:00:00Z', 'Apple to appeal EU Digital Markets Act fine over App Store anti-steering rules', 'Apple said it will appeal the Brussels fine under the Digital Markets Act.')),
    );
    expect(result.stories).toEqual([expect.objectContaining({ id: 'eu-apple-dma', title: 'EU fines Apple under the Digital Markets Act (curated)', sourceIds: ['a1'] })]);
    const [story] = await market().storiesFor({ tickers: ['AAPL'], sectors: [], regions: [], currencies: [], assetClasses: [] }, '2026-03-02');
    expect(story).toMatchObject({ id: 'eu-apple-dma', summary: 'Hand-written.', links: [{ kind: 'ticker', value: 'AAPL', relevance: 0.9 }] });
    expect(story!.developments.map((d) => d.id)).toEqual(['eu-apple-dma-1', 'eu-apple-dma:2026-02-27']);
  });

  it('resolves a computed story with no development for the resolve window', async () => {
    const old = await news().ingest(input(article('o1', '2026-02-20T10:00:00Z', 'Copper miners strike in Chile', 'Workers at two copper mines walked out.')));
    expect(old.stories[0]!.status).toBe('developing');
    // News dated thirty-one days after its only development resolves it (the articles' dates decide, not the clock's).
    ctx.clock.set(new Date('2026-03-23T12:00:00Z'));
    await news().ingest(input(article('q1', '2026-03-23T09:00:00Z', 'Oil tanker rates climb on Red Sea diversions', 'Shipping costs rose as tankers sailed around Africa.')));
    const statusOf = async () => (await market().allStories('2026-03-23')).find((s) => s.id === old.stories[0]!.id)!.status;
    expect(await statusOf()).toBe('resolved');
    // An article arriving long after opens a new story rather than reviving the resolved one.
    const late = await news().ingest(input(article('o2', '2026-03-23T10:00:00Z', 'Copper miners strike in Chile ends', 'Workers at two copper mines return.')));
    expect(late.stories[0]!.id).not.toBe(old.stories[0]!.id);
  });

  it("takes a story's status from the articles' own dates, not from the clock at ingest", async () => {
    // The clock reads 2026-11-20; the feed is from February. Read today, February's news is not all "resolved".
    ctx.clock.set(new Date('2026-11-20T12:00:00Z'));
    const feb = await news().ingest(
      input(
        article('d1', '2026-02-01T10:00:00Z', 'Copper miners strike in Chile', 'Workers at two copper mines walked out over pay.'),
        ...exportCurbs,
      ),
    );
    const statusOf = (id: string) => feb.stories.find((s) => s.sourceIds.includes(id))!.status;
    // The newest article is of 2026-02-26: the export-curbs story (last article that day, 0 days) is developing …
    expect(statusOf('n1')).toBe('developing');
    // … and so is the strike, 25 days before it (the window is 30 days).
    expect(statusOf('d1')).toBe('developing');
    const stored = async (id: string) => (await market().allStories('2026-11-20')).find((s) => s.id === id)!.status;
    expect(await stored(feb.stories.find((s) => s.sourceIds.includes('d1'))!.id)).toBe('developing');

    // A story one day older than the next day's news stays developing.
    const next = await news().ingest(input(article('d2', '2026-02-27T08:00:00Z', 'Apple opens new campus in Austin', 'Apple opened its second Austin campus.')));
    expect(next.stories[0]!.status).toBe('developing');
    expect(await stored(feb.stories.find((s) => s.sourceIds.includes('n1'))!.id)).toBe('developing');

    // News of 2026-03-04 is 31 days after the strike's only article: that story resolves; the curbs (6 days) do not.
    await news().ingest(input(article('d3', '2026-03-04T08:00:00Z', 'Swiss watch exports fall in February', 'Exports of Swiss watches dropped 8%.')));
    expect(await stored(feb.stories.find((s) => s.sourceIds.includes('d1'))!.id)).toBe('resolved');
    expect(await stored(feb.stories.find((s) => s.sourceIds.includes('n1'))!.id)).toBe('developing');
  });

  it('never dates news later than the clock: a future-dated article does not resolve stories early', async () => {
    ctx.clock.set(new Date('2026-02-27T12:00:00Z'));
    const first = await news().ingest(input(...exportCurbs));
    // A publisher's wrong clock dates an item in April; the clock says 2026-02-27.
    await news().ingest(input(article('f1', '2026-04-30T08:00:00Z', 'Swiss watch exports fall', 'Exports of Swiss watches dropped 8%.')));
    expect((await market().allStories('2026-02-27')).find((s) => s.id === first.stories[0]!.id)!.status).toBe('developing');
  });

  it('refuses the whole input on one bad article, naming file and line, and writes nothing', async () => {
    const before = await market().version();
    const error = await news()
      .ingest(input(exportCurbs[0]!, '{"url":"https://example.com/x","title":"","publisher":"W","publishedAt":"2026-02-25T10:00:00Z"}'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketImportError);
    expect((error as Error).message).toContain('news.jsonl:2: title: must not be empty');
    expect(await market().version()).toBe(before);
    expect(await market().sources(['n1'])).toEqual(new Map());
  });
});
