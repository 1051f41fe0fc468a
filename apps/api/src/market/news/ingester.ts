import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { MarketDataRepository } from '../repository.js';
import type { ImportCounts } from '../store.js';
import { writeMarketData } from '../store.js';
import type { ParsedMarketData } from '../parse.js';
import { MarketImportError, type ImportProblem } from '../problems.js';
import type { AssetClass, Instrument, StateChange, StoryLink, StoryLinkKind, StoryStatus } from '../types.js';
import { dayOf, type NewsArticle } from './article.js';
import { composeStory, type ComposedStory, type CuratedStoryFacts } from './compose.js';
import { EntityLinker } from './entities.js';
import { articleText, decodeSignature, encodeSignature, featuresOf, storedFeaturesOf } from './features.js';
import type { EntityMention } from './entities.js';
import { readArticles } from './read-articles.js';
import { threadArticles, type CandidateStory, type ThreadedArticle } from './threading.js';
import { words } from './text.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from '../../coordination/invalidations.js';

/** One news input already read: a file's or a response's content under its name. */
export interface NewsInput {
  name: string;
  content: string;
}

export interface NewsIngestOptions {
  /** Compute everything, write nothing. */
  dryRun?: boolean;
  /** `ticker,alias` pairs naming instruments the way articles do. */
  aliases?: { ticker: string; alias: string }[];
  /** Recorded as the import's origin. */
  origin?: string;
}

/** The `ingest-news --json` story shape. */
export interface IngestedStory {
  id: string;
  title: string;
  status: StoryStatus;
  sourceIds: string[];
  developments: { date: string; headline: string; sourceIds: string[]; stateChanges: StateChange[] }[];
  links: StoryLink[];
}

export interface NewsIngestResult {
  /** New articles read (already stored ones are not counted). */
  articles: number;
  /** Of those, near-copies of another article (same news, another source). */
  duplicates: number;
  stories: IngestedStory[];
  /** The market data version after the import; unchanged when nothing was new or on a dry run. */
  version: number;
}

const DAY_MS = 86_400_000;

/**
 * `market ingest-news` and the feed poller: reads articles, threads them into stories and writes
 * sources, stories and developments through the market data store, all in one transaction that
 * also records a market import (so every cache keyed on the market version refreshes). Nothing is
 * written when any input has a problem, or when no article is new.
 */
export class NewsIngester {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly market: MarketDataRepository,
    private readonly options: { resolveDays: number },
    /** An ingest bumps the market data version: running instances drop the version they cached. */
    private readonly invalidations: InvalidationPublisher = NO_OTHER_INSTANCES,
  ) {}

  async ingest(inputs: NewsInput[], options: NewsIngestOptions = {}): Promise<NewsIngestResult> {
    const problems: ImportProblem[] = [];
    const read = inputs.flatMap((input) => readArticles(input.name, input.content, problems));
    if (problems.length > 0) throw new MarketImportError(problems);

    const unique = new Map<string, NewsArticle>();
    let repeats = 0;
    for (const article of read) {
      if (unique.has(article.sourceId)) repeats++;
      else unique.set(article.sourceId, article);
    }
    const storedIds = await this.storedSourceIds([...unique.keys()]);
    const fresh = [...unique.values()].filter((a) => !storedIds.has(a.sourceId));
    if (fresh.length === 0) return { articles: 0, duplicates: repeats, stories: [], version: await this.market.version() };

    const instruments = await this.instruments();
    const linker = new EntityLinker(instruments, options.aliases ?? []);
    const freshItems: ThreadedArticle[] = fresh.map((article) => ({ article, features: featuresOf(article, linker) }));
    const earliest = Math.min(...freshItems.map((i) => i.features.time));
    const cutoff = new Date(earliest - this.options.resolveDays * DAY_MS).toISOString();
    const [storedItems, curated] = await Promise.all([this.activeArticles(cutoff), this.curatedStories(cutoff.slice(0, 10))]);

    const { articles: threaded } = threadArticles(storedItems, freshItems, curated.candidates, this.options);
    const touched = new Set(threaded.map((item) => item.storyId!));
    const byStory = new Map<string, ThreadedArticle[]>();
    for (const item of [...storedItems, ...threaded]) {
      if (!touched.has(item.storyId!)) continue;
      let list = byStory.get(item.storyId!);
      if (!list) byStory.set(item.storyId!, (list = []));
      list.push(item);
    }
    const today = await this.newsToday(freshItems);
    const knownTickers = new Set(instruments.map((i) => i.ticker));
    const stories = [...byStory]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, items]) => composeStory(id, items, { today, resolveDays: this.options.resolveDays, knownTickers, curated: curated.facts.get(id) }));

    const duplicates = repeats + threaded.filter((item) => item.duplicateOf).length;
    const version = options.dryRun ? await this.market.version() : await this.write(threaded, stories, today, options.origin ?? 'news');
    if (!options.dryRun) await this.invalidations.publish({ type: 'market_data_imported', version });
    return { articles: fresh.length, duplicates, stories: stories.map(report), version };
  }

  private async write(threaded: ThreadedArticle[], stories: ComposedStory[], today: string, origin: string): Promise<number> {
    const located = <T>(value: T) => ({ line: 0, value });
    const newDays = new Set(threaded.map((item) => `${item.storyId!} ${dayOf(item.article)}`));
    const data: ParsedMarketData = {
      instruments: [],
      prices: [],
      fx: [],
      corporateActions: [],
      sources: threaded.map(({ article }) =>
        located({ id: article.sourceId, publisher: article.publisher, title: article.title, url: article.url, publishedAt: article.publishedAt, synthetic: article.synthetic }),
      ),
      stories: stories
        .filter((s) => !s.curated)
        .map((s) => located({ id: s.id, title: s.title, summary: s.summary, status: s.status, links: s.links })),
      // Days without a new article are already stored as they are.
      developments: stories.flatMap((s) =>
        s.developments.filter((d) => newDays.has(`${s.id} ${d.date}`)).map((d) => located({ id: d.id, storyId: s.id, date: d.date, headline: d.headline, summary: d.summary, sourceIds: d.sourceIds, stateChanges: d.stateChanges })),
      ),
      files: [],
    };
    return this.db.transaction().execute(async (trx) => {
      const counts: ImportCounts = await writeMarketData(trx, data);
      for (const item of threaded) {
        await trx
          .insertInto('market_news_articles')
          .values({
            source_id: item.article.sourceId,
            story_id: item.storyId!,
            published_at: item.article.publishedAt,
            summary: item.article.summary,
            text: articleText(item.article),
            tickers: JSON.stringify(item.article.tickers),
            entities: JSON.stringify(item.features.entities),
            signature: encodeSignature(item.features.signature),
            duplicate_of: item.duplicateOf ?? null,
            state_changes: JSON.stringify(item.features.stateChanges),
          })
          .execute();
      }
      const opened = stories.filter((s) => !s.curated).map((s) => ({ story_id: s.id }));
      if (opened.length > 0) await trx.insertInto('market_news_stories').values(opened).onConflict((oc) => oc.column('story_id').doNothing()).execute();
      await this.resolveQuietStories(trx, today);
      const { seq } = await trx
        .insertInto('market_imports')
        .values({ origin, imported_at: this.clock.now().toISOString(), counts: JSON.stringify(counts) })
        .returning('seq')
        .executeTakeFirstOrThrow();
      return seq;
    });
  }

  /** Computed stories whose last development is older than the resolve window before `today` (the newest news) become resolved. */
  private async resolveQuietStories(trx: Db, today: string): Promise<void> {
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - this.options.resolveDays * DAY_MS).toISOString().slice(0, 10);
    await trx
      .updateTable('market_stories')
      .set({ status: 'resolved' })
      .where('status', '=', 'developing')
      .where('id', 'in', (eb) => eb.selectFrom('market_news_stories').select('story_id'))
      .where('id', 'not in', (eb) => eb.selectFrom('market_developments').select('story_id').where('date', '>=', before))
      .execute();
  }

  /**
   * The day a story's age is measured to: the newest article's day (stored or new), never later than
   * the clock's. The articles' own dates decide: a backfill of last year's feed is not "resolved" for
   * being read today, and a story one day older than the newest news is not quiet.
   */
  private async newsToday(fresh: ThreadedArticle[]): Promise<string> {
    const stored = await this.db.selectFrom('market_news_articles').select((eb) => eb.fn.max('published_at').as('newest')).executeTakeFirst();
    const newest = [stored?.newest ?? '', ...fresh.map((item) => item.article.publishedAt)].reduce((a, b) => (b > a ? b : a)).slice(0, 10);
    const clockDay = this.clock.now().toISOString().slice(0, 10);
    return newest < clockDay ? newest : clockDay;
  }

  private async storedSourceIds(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db.selectFrom('market_sources').select('id').where('id', 'in', ids.slice(i, i + 500)).execute();
      for (const row of rows) found.add(row.id);
    }
    return found;
  }

  private async instruments(): Promise<Instrument[]> {
    const rows = await this.db.selectFrom('market_instruments').selectAll().orderBy('ticker').execute();
    return rows.map((r) => ({ ticker: r.ticker, name: r.name, assetClass: r.asset_class as AssetClass, sector: r.sector, region: r.region, currency: r.currency }));
  }

  /** Every stored article of the stories that took an article since `cutoff` (the ones still open). */
  private async activeArticles(cutoff: string): Promise<ThreadedArticle[]> {
    const rows = await this.db
      .selectFrom('market_news_articles as a')
      .innerJoin('market_sources as s', 's.id', 'a.source_id')
      .select(['a.source_id', 'a.story_id', 'a.published_at', 'a.summary', 'a.text', 'a.tickers', 'a.entities', 'a.signature', 'a.duplicate_of', 'a.state_changes', 's.title', 's.url', 's.publisher', 's.synthetic'])
      .where('a.story_id', 'in', (eb) => eb.selectFrom('market_news_articles').select('story_id').where('published_at', '>=', cutoff))
      .orderBy('a.published_at')
      .orderBy('a.source_id')
      .execute();
    return rows.map((row) => {
      const article: NewsArticle = {
        sourceId: row.source_id,
        url: row.url,
        title: row.title,
        summary: row.summary,
        body: '',
        publisher: row.publisher,
        publishedAt: row.published_at,
        tickers: JSON.parse(row.tickers) as string[],
        synthetic: row.synthetic === 1,
      };
      const features = storedFeaturesOf(article, {
        text: row.text,
        entities: JSON.parse(row.entities) as EntityMention[],
        signature: decodeSignature(row.signature),
        stateChanges: JSON.parse(row.state_changes) as StateChange[],
      });
      return { article, features, storyId: row.story_id, duplicateOf: row.duplicate_of ?? undefined };
    });
  }

  /** Hand-curated stories still developing since `cutoffDay`: candidates to join, never rewritten. */
  private async curatedStories(cutoffDay: string): Promise<{ candidates: CandidateStory[]; facts: Map<string, CuratedStoryFacts> }> {
    const stories = await this.db
      .selectFrom('market_stories')
      .selectAll()
      .where('id', 'not in', (eb) => eb.selectFrom('market_news_stories').select('story_id'))
      .execute();
    const facts = new Map<string, CuratedStoryFacts>();
    const candidates: CandidateStory[] = [];
    if (stories.length === 0) return { candidates, facts };
    const ids = stories.map((s) => s.id);
    const [links, developments] = await Promise.all([
      this.db.selectFrom('market_story_links').selectAll().where('story_id', 'in', ids).orderBy('relevance', 'desc').orderBy('kind').orderBy('value').execute(),
      this.db.selectFrom('market_developments').select(['story_id', 'date', 'headline']).where('story_id', 'in', ids).orderBy('date').execute(),
    ]);
    for (const story of stories) {
      const own = links.filter((l) => l.story_id === story.id).map((l) => ({ kind: l.kind as StoryLinkKind, value: l.value, relevance: l.relevance }));
      facts.set(story.id, { title: story.title, summary: story.summary, status: story.status as StoryStatus, links: own });
      const dated = developments.filter((d) => d.story_id === story.id);
      const last = dated[dated.length - 1]?.date;
      if (story.status !== 'developing' || !last || last < cutoffDay) continue;
      const seedTerms = new Map<string, number>();
      for (const word of words([story.title, story.summary, ...dated.map((d) => d.headline)].join('\n'))) seedTerms.set(word, (seedTerms.get(word) ?? 0) + 1);
      const seedEntities = new Map(own.filter((l) => (l.kind === 'ticker' || l.kind === 'currency') && l.relevance >= 0.5).map((l) => [`${l.kind} ${l.value}`, 1] as [string, number]));
      candidates.push({ id: story.id, curated: true, lastTime: Date.parse(`${last}T23:59:59Z`), seedTerms, seedEntities });
    }
    return { candidates, facts };
  }
}

function report(story: ComposedStory): IngestedStory {
  return {
    id: story.id,
    title: story.title,
    status: story.status,
    sourceIds: story.sourceIds,
    developments: story.developments.map((d) => ({ date: d.date, headline: d.headline, sourceIds: d.sourceIds, stateChanges: d.stateChanges })),
    links: story.links,
  };
}
