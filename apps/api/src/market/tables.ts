import type { Generated } from 'kysely';

/** Tables of migration 0003 (market data). Dates are `YYYY-MM-DD` text, timestamps ISO 8601 UTC. */
export interface MarketTables {
  market_instruments: {
    ticker: string;
    name: string;
    asset_class: string;
    sector: string;
    region: string;
    currency: string;
  };
  market_prices: {
    ticker: string;
    date: string;
    close: number;
  };
  market_fx_rates: {
    base: string;
    quote: string;
    date: string;
    rate: number;
  };
  market_sources: {
    id: string;
    publisher: string;
    title: string;
    url: string;
    published_at: string;
    synthetic: number;
  };
  market_stories: {
    id: string;
    title: string;
    summary: string;
    status: string;
  };
  market_story_links: {
    story_id: string;
    kind: string;
    value: string;
    relevance: number;
  };
  market_developments: {
    id: string;
    story_id: string;
    date: string;
    headline: string;
    summary: string;
  };
  market_development_sources: {
    development_id: string;
    source_id: string;
    position: number;
  };
  market_state_changes: {
    development_id: string;
    position: number;
    entity: string;
    attribute: string;
    from_value: string;
    to_value: string;
  };
  /** Splits and cash dividends per instrument and ex-date (migration 0014; docs/market-data.md). */
  market_corporate_actions: {
    ticker: string;
    ex_date: string;
    /** `split` or `cash_dividend`. */
    type: string;
    ratio_from: number | null;
    ratio_to: number | null;
    amount: number | null;
    currency: string | null;
  };
  /** One row per successful import; the newest `seq` is the market data version. */
  market_imports: {
    seq: Generated<number>;
    origin: string;
    imported_at: string;
    counts: string;
  };
}
