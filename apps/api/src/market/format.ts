import { z } from 'zod';
import { ASSET_CLASSES, STORY_LINK_KINDS, STORY_STATUSES } from './types.js';

/**
 * The market data file format (docs/market-data.md): one schema per row. CSV fields arrive as
 * strings and are converted here; JSON Lines records are checked as parsed.
 */

export const FILES = {
  instruments: 'instruments.csv',
  prices: 'prices.csv',
  fx: 'fx.csv',
  sources: 'sources.jsonl',
  stories: 'stories.jsonl',
  developments: 'developments.jsonl',
  corporateActions: 'corporate_actions.csv',
} as const;

export const INSTRUMENT_COLUMNS = ['ticker', 'name', 'asset_class', 'sector', 'region', 'currency'] as const;
export const PRICE_COLUMNS = ['ticker', 'date', 'close'] as const;
export const FX_COLUMNS = ['base', 'quote', 'date', 'rate'] as const;
export const CORPORATE_ACTION_COLUMNS = ['ticker', 'ex_date', 'type', 'ratio_from', 'ratio_to', 'amount', 'currency'] as const;

export const ticker = z.string().regex(/^[A-Z0-9][A-Z0-9.-]{0,19}$/, 'must be 1–20 upper-case letters, digits, "." or "-"');
export const currency = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter upper-case currency code');
const token = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a lower-case name (letters, digits, "_")');
const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'must be 1–128 letters, digits, "_", ".", ":" or "-"');
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** A real calendar date written `YYYY-MM-DD`. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => isCalendarDate(value), 'is not a calendar date');

/** 2026-02-30 and 2026-13-01 parse (or roll over) in JavaScript; only real dates survive the round trip. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A decimal number written plainly (no exponent, no thousands separator) and above zero. */
export const positiveDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a positive decimal number such as 123.45')
  .transform(Number)
  .refine((value) => Number.isFinite(value), 'is too large to be a number')
  .refine((value) => value > 0, 'must be above zero');

export const InstrumentRow = z.object({
  ticker,
  name: text(200),
  asset_class: z.enum(ASSET_CLASSES, { error: `must be one of ${ASSET_CLASSES.join(', ')}` }),
  sector: token,
  region: token,
  currency,
});

export const PriceRow = z.object({ ticker, date: isoDate, close: positiveDecimal });

/**
 * A corporate action per instrument and ex-date: a `split` (`ratio_from` old shares become
 * `ratio_to` new ones: 1 → 4 is a 4-for-1 split; `amount` and `currency` empty) or a `cash_dividend`
 * (`amount` per share in `currency`; the ratios empty). Prices stay split-adjusted closes.
 */
export const CorporateActionRow = z
  .object({
    ticker,
    ex_date: isoDate,
    type: z.enum(['split', 'cash_dividend'], { error: 'must be split or cash_dividend' }),
    ratio_from: z.string(),
    ratio_to: z.string(),
    amount: z.string(),
    currency: z.string(),
  })
  .superRefine((row, ctx) => {
    const positive = (field: 'ratio_from' | 'ratio_to' | 'amount') => {
      if (!positiveDecimal.safeParse(row[field]).success) ctx.addIssue({ code: 'custom', path: [field], message: 'must be a positive decimal number such as 123.45' });
    };
    const empty = (field: 'ratio_from' | 'ratio_to' | 'amount' | 'currency') => {
      if (row[field] !== '') ctx.addIssue({ code: 'custom', path: [field], message: `must be empty for a ${row.type}` });
    };
    if (row.type === 'split') {
      positive('ratio_from');
      positive('ratio_to');
      empty('amount');
      empty('currency');
    } else {
      positive('amount');
      if (!currency.safeParse(row.currency).success) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'must be a three-letter upper-case currency code' });
      empty('ratio_from');
      empty('ratio_to');
    }
  })
  .transform((row) => ({
    ticker: row.ticker,
    ex_date: row.ex_date,
    type: row.type,
    ratio_from: row.type === 'split' ? Number(row.ratio_from) : null,
    ratio_to: row.type === 'split' ? Number(row.ratio_to) : null,
    amount: row.type === 'cash_dividend' ? Number(row.amount) : null,
    currency: row.type === 'cash_dividend' ? row.currency : null,
  }));

export const FxRow = z
  .object({ base: currency, quote: currency, date: isoDate, rate: positiveDecimal })
  .refine((row) => row.base !== row.quote, { message: 'base and quote must differ', path: ['quote'] });

export const SourceRecord = z.strictObject({
  id,
  publisher: text(200),
  title: text(500),
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  publishedAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp with a time zone' }).transform((value) => new Date(value).toISOString()),
  synthetic: z.boolean({ error: 'must be true or false' }),
});

export const StoryLinkRecord = z.strictObject({
  kind: z.enum(STORY_LINK_KINDS, { error: `must be one of ${STORY_LINK_KINDS.join(', ')}` }),
  value: z.string().min(1),
  relevance: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
});

export const StoryRecordSchema = z.strictObject({
  id,
  title: text(300),
  summary: text(2000),
  status: z.enum(STORY_STATUSES, { error: `must be one of ${STORY_STATUSES.join(', ')}` }),
  links: z.array(StoryLinkRecord).min(1, 'a story needs at least one link'),
});

export const StateChangeRecord = z.strictObject({
  entity: text(200),
  attribute: text(200),
  from: text(200),
  to: text(200),
});

export const DevelopmentRecord = z.strictObject({
  id,
  storyId: id,
  date: isoDate,
  headline: text(300),
  summary: text(2000),
  sourceIds: z.array(id).min(1, 'a development needs at least one source'),
  stateChanges: z.array(StateChangeRecord).default([]),
});

export type InstrumentRow = z.infer<typeof InstrumentRow>;
export type PriceRow = z.infer<typeof PriceRow>;
export type FxRow = z.infer<typeof FxRow>;
export type CorporateActionRow = z.output<typeof CorporateActionRow>;
export type SourceRecord = z.infer<typeof SourceRecord>;
export type StoryRecordInput = z.infer<typeof StoryRecordSchema>;
export type DevelopmentRecord = z.infer<typeof DevelopmentRecord>;
