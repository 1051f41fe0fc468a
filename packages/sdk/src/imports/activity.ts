import type { TradeInput } from '../types.js';

// The activity shapes agreed with the books side (record-trades' `trades` array). Declared here until
// the shared schema (packages/shared/src/activity.ts) lands; plain objects of exactly these shapes.

/** A buy or a sell: today's trade, unchanged. */
export type TradeActivity = TradeInput;

export interface DividendActivity {
  type: 'dividend';
  ticker: string;
  /** Gross, before withholding. */
  amount: number;
  currency: string;
  executedAt: string;
  withholdingTax?: number;
  reinvestedQuantity?: number;
  reinvestedPrice?: number;
  externalId?: string;
}

export interface CashActivity {
  type: 'interest' | 'deposit' | 'withdrawal';
  amount: number;
  currency: string;
  executedAt: string;
  externalId?: string;
}

export interface ChargeActivity {
  type: 'fee' | 'tax';
  amount: number;
  currency: string;
  executedAt: string;
  ticker?: string;
  externalId?: string;
}

export interface SplitActivity {
  type: 'split';
  ticker: string;
  /** 1 → 4: each share becomes four. */
  ratio: { from: number; to: number };
  executedAt: string;
  externalId?: string;
}

export interface TransferActivity {
  type: 'transfer_in' | 'transfer_out';
  ticker: string;
  quantity: number;
  /** Total, in `currency`; required on a transfer in. */
  costBasis?: number;
  currency: string;
  executedAt: string;
  externalId?: string;
}

export type ImportedActivity = TradeActivity | DividendActivity | CashActivity | ChargeActivity | SplitActivity | TransferActivity;

/** A row of the file that did not become an activity: its 1-based line (0: the file as a whole) and why. */
export interface SkippedRow {
  line: number;
  reason: string;
}

/**
 * What every broker-file parser returns, whatever the input: never an exception. `format` names
 * the layout the file was read as (`null` when none fits, with the reason in `skipped`);
 * `warnings` say what the parser decided for the file (date order, time zone, decimal mark).
 */
export interface ImportResult {
  activities: ImportedActivity[];
  skipped: SkippedRow[];
  format: string | null;
  warnings: string[];
}

/** True for a buy or a sell (the activities today's record-trades accepts). */
export function isTrade(activity: ImportedActivity): activity is TradeActivity {
  return 'side' in activity;
}
