import type { Db } from '../../db/database.js';
import type { MarketDataRepository } from '../../market/repository.js';
import { EntityMatcher } from '../understanding/entities.js';

/**
 * The instruments a question can name, as an entity matcher. Built from every stored instrument
 * plus the portfolio's own tickers (which may have no market data), and rebuilt only when the
 * market data version changes (an import), so a question does not rescan the table.
 * `MarketDataRepository` reads instruments by ticker only, hence the one direct read here.
 */
export class InstrumentCatalog {
  private cached: { version: number; entries: { ticker: string; name: string }[]; matcher: EntityMatcher } | undefined;
  private readonly withHoldings = new Map<string, EntityMatcher>();

  constructor(
    private readonly db: Db,
    private readonly market: MarketDataRepository,
  ) {}

  async matcher(heldTickers: readonly string[]): Promise<EntityMatcher> {
    const version = await this.market.version();
    if (!this.cached || this.cached.version !== version) {
      const rows = await this.db.selectFrom('market_instruments').select(['ticker', 'name']).orderBy('ticker').execute();
      this.cached = { version, entries: rows, matcher: new EntityMatcher(rows) };
      this.withHoldings.clear();
    }
    const known = new Set(this.cached.entries.map((e) => e.ticker));
    const extra = [...new Set(heldTickers)].filter((t) => !known.has(t)).sort();
    if (extra.length === 0) return this.cached.matcher;
    // A held ticker without market data can still be asked about by symbol.
    const key = extra.join(',');
    let matcher = this.withHoldings.get(key);
    if (!matcher) {
      matcher = new EntityMatcher([...this.cached.entries, ...extra.map((ticker) => ({ ticker, name: ticker }))]);
      if (this.withHoldings.size > 500) this.withHoldings.clear();
      this.withHoldings.set(key, matcher);
    }
    return matcher;
  }
}
