/**
 * The market data the insight engine reads (from the database only). These are in-process shapes returned by
 * `MarketDataRepository`, not wire shapes: the card and chat turn them into their own responses.
 * Dates are `YYYY-MM-DD`; timestamps are ISO 8601 UTC.
 */

export const ASSET_CLASSES = ['equity', 'fixed_income', 'crypto', 'cash', 'commodity'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export const STORY_STATUSES = ['developing', 'resolved'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** What a story can be linked to; each kind matches one attribute of an instrument. */
export const STORY_LINK_KINDS = ['ticker', 'sector', 'region', 'currency', 'asset_class'] as const;
export type StoryLinkKind = (typeof STORY_LINK_KINDS)[number];

export interface Instrument {
  ticker: string;
  name: string;
  assetClass: AssetClass;
  /** GICS-like lowercase name (`technology`, `financials`, …) or `diversified`, `government_bonds`, … */
  sector: string;
  /** `north_america`, `europe`, `uk`, `global`, `asia_pacific`, `emerging`, … */
  region: string;
  /** ISO 4217 code the instrument is priced in. */
  currency: string;
}

export interface PricePoint {
  date: string;
  close: number;
}

/** `rate` units of `quote` buy 1 unit of `base` (EUR/USD 1.08: 1 EUR = 1.08 USD). */
export interface FxPoint {
  base: string;
  quote: string;
  date: string;
  rate: number;
}

export interface Source {
  id: string;
  title: string;
  publisher: string;
  url: string;
  publishedAt: string;
  /** True for the generated sample set: not a real article. */
  synthetic: boolean;
}

export interface StoryLink {
  kind: StoryLinkKind;
  value: string;
  /** How strongly the story bears on the linked thing, 0..1. */
  relevance: number;
}

export interface StateChange {
  entity: string;
  attribute: string;
  from: string;
  to: string;
}

export interface Development {
  id: string;
  storyId: string;
  date: string;
  headline: string;
  summary: string;
  sourceIds: string[];
  stateChanges: StateChange[];
}

export interface StoryRecord {
  id: string;
  title: string;
  summary: string;
  /** As of the `asOf` asked for: a resolved story counts as resolved from its last development. */
  status: StoryStatus;
  links: StoryLink[];
  /** On or before `asOf`, oldest first. Never empty: a story with none by `asOf` is not returned. */
  developments: Development[];
}

/** What to match stories against; every list may be empty. */
export interface StoryLinkQuery {
  tickers: string[];
  sectors: string[];
  regions: string[];
  currencies: string[];
  assetClasses: string[];
}
