import type { Db } from '../db/database.js';
import { convertThroughPairs } from './fx.js';
import type {
  AssetClass,
  Development,
  FxPoint,
  Instrument,
  PricePoint,
  Source,
  StoryLink,
  StoryLinkKind,
  StoryLinkQuery,
  StoryRecord,
  StoryStatus,
} from './types.js';

/**
 * Read access to the market data for the insight engine. Every answer is what is stored: nothing
 * is interpolated or invented; a missing price or rate comes back absent and the caller says so.
 */
/** A split from the market data: on `exDate`, `from` shares of `ticker` became `to`. */
export interface SplitEvent {
  ticker: string;
  exDate: string;
  from: number;
  to: number;
}

/** A cash dividend from the market data: `amount` per share in `currency`, going ex on `exDate`. */
export interface CashDividendEvent {
  ticker: string;
  exDate: string;
  amount: number;
  currency: string;
}

export class MarketDataRepository {
  constructor(private readonly db: Db) {}

  /** The instruments among `tickers` that are known, by ticker. */
  async instruments(tickers: string[]): Promise<Map<string, Instrument>> {
    const result = new Map<string, Instrument>();
    if (tickers.length === 0) return result;
    const rows = await this.db.selectFrom('market_instruments').selectAll().where('ticker', 'in', unique(tickers)).execute();
    for (const row of rows) {
      result.set(row.ticker, {
        ticker: row.ticker,
        name: row.name,
        assetClass: row.asset_class as AssetClass,
        sector: row.sector,
        region: row.region,
        currency: row.currency,
      });
    }
    return result;
  }

  /**
   * The splits of `tickers` with an ex-date up to `asOf`, oldest first per ticker: on `exDate`,
   * `from` shares became `to` (from the corporate-actions file; prices are already split-adjusted).
   */
  async splits(tickers: string[], asOf: string): Promise<SplitEvent[]> {
    if (tickers.length === 0) return [];
    const rows = await this.db
      .selectFrom('market_corporate_actions')
      .select(['ticker', 'ex_date', 'ratio_from', 'ratio_to'])
      .where('type', '=', 'split')
      .where('ticker', 'in', unique(tickers))
      .where('ex_date', '<=', asOf)
      .orderBy('ticker')
      .orderBy('ex_date')
      .execute();
    return rows.map((r) => ({ ticker: r.ticker, exDate: r.ex_date, from: r.ratio_from ?? 1, to: r.ratio_to ?? 1 }));
  }

  /** The cash dividends of `tickers` with an ex-date from `from` to `to` (inclusive), oldest first per ticker: `amount` per share in `currency`. */
  async cashDividends(tickers: string[], from: string, to: string): Promise<CashDividendEvent[]> {
    if (tickers.length === 0) return [];
    const rows = await this.db
      .selectFrom('market_corporate_actions')
      .select(['ticker', 'ex_date', 'amount', 'currency'])
      .where('type', '=', 'cash_dividend')
      .where('ticker', 'in', unique(tickers))
      .where('ex_date', '>=', from)
      .where('ex_date', '<=', to)
      .orderBy('ticker')
      .orderBy('ex_date')
      .execute();
    return rows.map((r) => ({ ticker: r.ticker, exDate: r.ex_date, amount: r.amount ?? 0, currency: r.currency ?? '' }));
  }

  /** Daily closes from `from` to `to` (inclusive), oldest first; tickers without prices are absent. */
  async priceHistory(tickers: string[], from: string, to: string): Promise<Map<string, PricePoint[]>> {
    const result = new Map<string, PricePoint[]>();
    if (tickers.length === 0) return result;
    const rows = await this.db
      .selectFrom('market_prices')
      .select(['ticker', 'date', 'close'])
      .where('ticker', 'in', unique(tickers))
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('ticker')
      .orderBy('date')
      .execute();
    for (const row of rows) {
      let series = result.get(row.ticker);
      if (!series) result.set(row.ticker, (series = []));
      series.push({ date: row.date, close: row.close });
    }
    return result;
  }

  /** The last close on or before `asOf` per ticker; tickers with none are absent. */
  async latestPrices(tickers: string[], asOf: string): Promise<Map<string, PricePoint>> {
    const result = new Map<string, PricePoint>();
    if (tickers.length === 0) return result;
    // The newest date per ticker first (one pass over the primary-key index), then those rows.
    const rows = await this.db
      .selectFrom('market_prices as p')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('market_prices')
            .select((q) => ['ticker', q.fn.max('date').as('last')])
            .where('ticker', 'in', unique(tickers))
            .where('date', '<=', asOf)
            .groupBy('ticker')
            .as('newest'),
        (join) => join.onRef('newest.ticker', '=', 'p.ticker').onRef('newest.last', '=', 'p.date'),
      )
      .select(['p.ticker', 'p.date', 'p.close'])
      .execute();
    for (const row of rows) result.set(row.ticker, { date: row.date, close: row.close });
    return result;
  }

  /** Every stored FX point from `from` to `to` (inclusive), by pair then date. */
  async fxHistory(from: string, to: string): Promise<FxPoint[]> {
    return this.db
      .selectFrom('market_fx_rates')
      .select(['base', 'quote', 'date', 'rate'])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('base')
      .orderBy('quote')
      .orderBy('date')
      .execute();
  }

  /**
   * Units of `quote` per 1 `base` from the latest rates on or before `date`: a stored pair, its
   * inverse, or a cross through other stored pairs (EUR→GBP via EUR/USD and GBP/USD).
   * `undefined` when no chain of stored pairs connects the two currencies.
   */
  async fxRate(base: string, quote: string, date: string): Promise<number | undefined> {
    if (base === quote) return 1;
    const latest = await this.db
      .selectFrom('market_fx_rates as f')
      .select(['f.base', 'f.quote', 'f.date', 'f.rate'])
      .where('f.date', '=', (eb) =>
        eb
          .selectFrom('market_fx_rates as g')
          .select((g) => g.fn.max('g.date').as('date'))
          .whereRef('g.base', '=', 'f.base')
          .whereRef('g.quote', '=', 'f.quote')
          .where('g.date', '<=', date),
      )
      .execute();
    return convertThroughPairs(latest, base, quote);
  }

  /**
   * Stories linked to any of the given tickers, sectors, regions, currencies or asset classes
   * that have at least one development on or before `asOf`; the story with the newest
   * development first, each story's developments oldest first.
   */
  async storiesFor(links: StoryLinkQuery, asOf: string): Promise<StoryRecord[]> {
    const wanted: [StoryLinkKind, string[]][] = [
      ['ticker', links.tickers],
      ['sector', links.sectors],
      ['region', links.regions],
      ['currency', links.currencies],
      ['asset_class', links.assetClasses],
    ];
    const clauses = wanted.filter(([, values]) => values.length > 0);
    if (clauses.length === 0) return [];
    const rows = await this.db
      .selectFrom('market_story_links')
      .select('story_id')
      .distinct()
      .where((eb) => eb.or(clauses.map(([kind, values]) => eb.and([eb('kind', '=', kind), eb('value', 'in', unique(values))]))))
      .execute();
    return this.loadStories(
      rows.map((r) => r.story_id),
      asOf,
    );
  }

  /** Every story with a development on or before `asOf` (for market questions in chat). */
  async allStories(asOf: string): Promise<StoryRecord[]> {
    const rows = await this.db.selectFrom('market_stories').select('id').execute();
    return this.loadStories(
      rows.map((r) => r.id),
      asOf,
    );
  }

  /** The sources among `ids` that are stored, by id. */
  async sources(ids: string[]): Promise<Map<string, Source>> {
    const result = new Map<string, Source>();
    if (ids.length === 0) return result;
    const rows = await this.db.selectFrom('market_sources').selectAll().where('id', 'in', unique(ids)).execute();
    for (const row of rows) {
      result.set(row.id, {
        id: row.id,
        title: row.title,
        publisher: row.publisher,
        url: row.url,
        publishedAt: row.published_at,
        synthetic: row.synthetic === 1,
      });
    }
    return result;
  }

  /** Bumped by every import (0 before the first); caches of anything derived from market data key on it. */
  async version(): Promise<number> {
    const row = await this.db
      .selectFrom('market_imports')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    return row?.seq ?? 0;
  }

  private async loadStories(storyIds: string[], asOf: string): Promise<StoryRecord[]> {
    if (storyIds.length === 0) return [];
    const ids = unique(storyIds);
    // Every development is loaded (a story has tens, not thousands) so that the status as of
    // `asOf` can tell whether later developments exist.
    const [stories, links, allDevelopments] = await Promise.all([
      this.db.selectFrom('market_stories').selectAll().where('id', 'in', ids).execute(),
      this.db.selectFrom('market_story_links').selectAll().where('story_id', 'in', ids).orderBy('relevance', 'desc').orderBy('kind').orderBy('value').execute(),
      this.db
        .selectFrom('market_developments')
        .selectAll()
        .where('story_id', 'in', ids)
        .orderBy('date')
        .orderBy('id')
        .execute(),
    ]);
    const developmentCounts = countBy(allDevelopments, (d) => d.story_id);
    const developments = allDevelopments.filter((d) => d.date <= asOf);
    const developmentIds = developments.map((d) => d.id);
    const [sourceRows, changeRows] =
      developmentIds.length === 0
        ? [[], []]
        : await Promise.all([
            this.db.selectFrom('market_development_sources').selectAll().where('development_id', 'in', developmentIds).orderBy('position').execute(),
            this.db.selectFrom('market_state_changes').selectAll().where('development_id', 'in', developmentIds).orderBy('position').execute(),
          ]);

    const sourcesByDevelopment = groupBy(sourceRows, (r) => r.development_id);
    const changesByDevelopment = groupBy(changeRows, (r) => r.development_id);
    const linksByStory = groupBy(links, (r) => r.story_id);
    const developmentsByStory = groupBy(
      developments.map(
        (d): Development => ({
          id: d.id,
          storyId: d.story_id,
          date: d.date,
          headline: d.headline,
          summary: d.summary,
          sourceIds: (sourcesByDevelopment.get(d.id) ?? []).map((s) => s.source_id),
          stateChanges: (changesByDevelopment.get(d.id) ?? []).map((c) => ({
            entity: c.entity,
            attribute: c.attribute,
            from: c.from_value,
            to: c.to_value,
          })),
        }),
      ),
      (d) => d.storyId,
    );

    const records: StoryRecord[] = [];
    for (const story of stories) {
      const storyDevelopments = developmentsByStory.get(story.id);
      if (!storyDevelopments || storyDevelopments.length === 0) continue;
      records.push({
        id: story.id,
        title: story.title,
        summary: story.summary,
        status: statusAsOf(story.status as StoryStatus, storyDevelopments.length, developmentCounts.get(story.id) ?? 0),
        links: (linksByStory.get(story.id) ?? []).map((l): StoryLink => ({ kind: l.kind as StoryLinkKind, value: l.value, relevance: l.relevance })),
        developments: storyDevelopments,
      });
    }
    return records.sort((a, b) => compareDesc(lastDate(a), lastDate(b)) || a.id.localeCompare(b.id));
  }
}

/** A resolved story was still developing at any date before its last development. */
function statusAsOf(stored: StoryStatus, developmentsByAsOf: number, developmentsInAll: number): StoryStatus {
  return stored === 'resolved' && developmentsByAsOf < developmentsInAll ? 'developing' : stored;
}

function lastDate(story: StoryRecord): string {
  return story.developments[story.developments.length - 1]?.date ?? '';
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    let group = groups.get(k);
    if (!group) groups.set(k, (group = []));
    group.push(item);
  }
  return groups;
}
