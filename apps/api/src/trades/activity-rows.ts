import { activityType, type Activity, type ActivityInput } from '@clarity/shared';
import { conversionCash, type CashMove } from '../insight/analytics/book.js';
import type { Selectable } from 'kysely';
import type { FoundationTables } from '../db/schema.js';
import { newId } from '../ids.js';

export type ActivityRow = Selectable<FoundationTables['trades']>;

/**
 * The fields only one type has, stored as JSON in `details` (migration 0011). Kept short: a log holds
 * up to 5,000 of them and the card reads them all.
 */
interface Details {
  /** dividend */
  withholdingTax?: number;
  reinvestedQuantity?: number;
  reinvestedPrice?: number;
  /** split */
  ratioFrom?: number;
  ratioTo?: number;
  /** transfer_in / transfer_out */
  costBasis?: number;
  /** conversion (the sold side is the row's `amount` and `currency`, its fee the row's `fees`) */
  boughtAmount?: number;
  boughtCurrency?: string;
  feeCurrency?: string;
}

/** The row of one activity: a trade's row is exactly what it was before activities existed. */
export function activityRow(portfolioId: string, activity: ActivityInput, recordedAt: string) {
  const row = {
    id: newId('trade'),
    portfolio_id: portfolioId,
    side: activityType(activity),
    ticker: 'ticker' in activity && activity.ticker !== undefined ? activity.ticker : '',
    quantity: 'quantity' in activity ? activity.quantity : 0,
    price: 'price' in activity ? activity.price : 0,
    currency: 'currency' in activity ? activity.currency : activity.type === 'conversion' ? activity.soldCurrency : '',
    executed_at: new Date(activity.executedAt).toISOString(),
    fees: 'fees' in activity && activity.fees !== undefined ? activity.fees : activity.type === 'conversion' && activity.fee !== undefined ? activity.fee : null,
    external_id: activity.externalId ?? null,
    recorded_at: recordedAt,
    amount: 'amount' in activity ? activity.amount : activity.type === 'conversion' ? activity.soldAmount : null,
    details: detailsOf(activity),
  };
  return row;
}

function detailsOf(activity: ActivityInput): string | null {
  const details: Details = {};
  switch (activity.type) {
    case 'dividend':
      if (activity.withholdingTax !== undefined) details.withholdingTax = activity.withholdingTax;
      if (activity.reinvestedQuantity !== undefined) details.reinvestedQuantity = activity.reinvestedQuantity;
      if (activity.reinvestedPrice !== undefined) details.reinvestedPrice = activity.reinvestedPrice;
      break;
    case 'split':
      details.ratioFrom = activity.ratio.from;
      details.ratioTo = activity.ratio.to;
      break;
    case 'transfer_in':
    case 'transfer_out':
      if (activity.costBasis !== undefined) details.costBasis = activity.costBasis;
      break;
    case 'conversion':
      details.boughtAmount = activity.boughtAmount;
      details.boughtCurrency = activity.boughtCurrency;
      if (activity.feeCurrency !== undefined) details.feeCurrency = activity.feeCurrency;
      break;
    default:
      return null;
  }
  return Object.keys(details).length > 0 ? JSON.stringify(details) : null;
}

/**
 * The columns the insight engine's book reads (`TradeService.activities`): not the portfolio, the sequence or the
 * external id. Selecting fewer columns is most of what reading a 5,000-activity log costs on SQLite.
 */
export const BOOK_COLUMNS = ['id', 'side', 'ticker', 'quantity', 'price', 'currency', 'executed_at', 'fees', 'recorded_at', 'amount', 'details'] as const;

/** A row as the listing reads it (every column) or as the book does ({@link BOOK_COLUMNS}: no external id). */
export type StoredActivityRow = Pick<ActivityRow, (typeof BOOK_COLUMNS)[number]> & { external_id?: string | null };

/** A row read as an array of the {@link BOOK_COLUMNS}' values, in their order. */
export function bookRowOf(values: readonly unknown[]): StoredActivityRow {
  const [id, side, ticker, quantity, price, currency, executed_at, fees, recorded_at, amount, details] = values as [
    string, ActivityRow['side'], string, number, number, string, string, number | null, string, number | null, string | null,
  ];
  return { id, side, ticker, quantity, price, currency, executed_at, fees, recorded_at, amount, details };
}

/** The activity a row stores, in the listing's shape (a trade gains `type`, equal to its side). */
export function toActivity(row: StoredActivityRow): Activity {
  const externalId = row.external_id ?? null;
  const base = { id: row.id, executedAt: row.executed_at, recordedAt: row.recorded_at, ...(externalId !== null ? { externalId } : {}) };
  const details: Details = row.details === null ? {} : (JSON.parse(row.details) as Details);
  const ticker = row.ticker === '' ? {} : { ticker: row.ticker };
  const amount = row.amount ?? 0;
  switch (row.side) {
    case 'buy':
    case 'sell':
      return {
        type: row.side,
        ticker: row.ticker,
        side: row.side,
        quantity: row.quantity,
        price: row.price,
        currency: row.currency,
        ...(row.fees !== null ? { fees: row.fees } : {}),
        ...base,
      };
    case 'dividend':
      return { type: 'dividend', ticker: row.ticker, amount, currency: row.currency, ...pick(details, ['withholdingTax', 'reinvestedQuantity', 'reinvestedPrice']), ...base };
    case 'interest':
    case 'deposit':
    case 'withdrawal':
      return { type: row.side, amount, currency: row.currency, ...base };
    case 'fee':
    case 'tax':
      return { type: row.side, amount, currency: row.currency, ...ticker, ...base };
    case 'split':
      return { type: 'split', ticker: row.ticker, ratio: { from: details.ratioFrom ?? 1, to: details.ratioTo ?? 1 }, ...base };
    case 'transfer_in':
      return { type: 'transfer_in', ticker: row.ticker, quantity: row.quantity, costBasis: details.costBasis ?? 0, currency: row.currency, ...base };
    case 'transfer_out':
      return { type: 'transfer_out', ticker: row.ticker, quantity: row.quantity, currency: row.currency, ...pick(details, ['costBasis']), ...base };
    case 'conversion':
      return { type: 'conversion', ...conversionOfRow(row, details), ...base };
  }
}

/** A conversion row's amounts: the sold side in `amount` and `currency`, the bought side and the fee's currency in `details`, the fee in `fees`. */
function conversionOfRow(row: Pick<StoredActivityRow, 'amount' | 'currency' | 'fees'>, details: Details) {
  return {
    soldAmount: row.amount ?? 0,
    soldCurrency: row.currency,
    boughtAmount: details.boughtAmount ?? 0,
    boughtCurrency: details.boughtCurrency ?? '',
    ...(row.fees !== null ? { fee: row.fees } : {}),
    ...pick(details, ['feeCurrency']),
  };
}

/** The columns {@link rowCash} reads: the write path's withdrawal check selects only these. */
export const CASH_COLUMNS = ['side', 'quantity', 'price', 'fees', 'amount', 'currency', 'executed_at', 'details'] as const;

/**
 * What a stored row does to the account's cash, in its currency: `cashEffect` of the activity the row stores
 * (`toActivity`), read off the columns without building the activity (the withdrawal check reads a whole log of them).
 */
export function rowCash(row: Pick<ActivityRow, (typeof CASH_COLUMNS)[number]>): number {
  const amount = row.amount ?? 0;
  switch (row.side) {
    case 'buy':
      return -(row.quantity * row.price + (row.fees ?? 0));
    case 'sell':
      return row.quantity * row.price - (row.fees ?? 0);
    case 'dividend': {
      if (row.details === null) return amount;
      const details = JSON.parse(row.details) as Details;
      const net = amount - (details.withholdingTax ?? 0);
      const reinvested = details.reinvestedQuantity === undefined ? 0 : details.reinvestedQuantity * (details.reinvestedPrice ?? net / details.reinvestedQuantity);
      return net - reinvested;
    }
    case 'interest':
    case 'deposit':
      return amount;
    case 'fee':
    case 'tax':
    case 'withdrawal':
      return -amount;
    default:
      return 0;
  }
}

/**
 * The cash moves of a stored row, per currency: its `rowCash` in its currency, or a conversion's sold amount out, bought
 * amount in and fee out (`conversionCash`).
 */
export function rowCashMoves(row: Pick<ActivityRow, (typeof CASH_COLUMNS)[number]>): CashMove[] {
  if (row.side === 'conversion') return conversionCash(conversionOfRow(row, row.details === null ? {} : (JSON.parse(row.details) as Details)));
  const amount = rowCash(row);
  return amount === 0 ? [] : [{ currency: row.currency, amount }];
}

function pick<K extends keyof Details>(details: Details, keys: K[]): Pick<Details, K> {
  const out: Pick<Details, K> = {} as Pick<Details, K>;
  for (const key of keys) if (details[key] !== undefined) out[key] = details[key];
  return out;
}
