import type { ActivityInput } from '@clarity/shared';

// The activities a parser returns are the record-trades body's own (packages/shared/src/activity.ts):
// one schema per wire shape, so a parsed batch is exactly what the API accepts. Type-only: the SDK
// ships no zod (scripts/wire-types.mjs expands these names into plain declarations at build time).

/** Any activity of the record-trades body. */
export type ImportedActivity = ActivityInput;
/** A buy or a sell (`side`); its `type`, when present, equals the side. */
export type TradeActivity = Extract<ActivityInput, { side: 'buy' | 'sell' }>;
export type DividendActivity = Extract<ActivityInput, { type: 'dividend' }>;
export type CashActivity = Extract<ActivityInput, { type: 'interest' | 'deposit' | 'withdrawal' }>;
export type ChargeActivity = Extract<ActivityInput, { type: 'fee' | 'tax' }>;
export type SplitActivity = Extract<ActivityInput, { type: 'split' }>;
export type TransferActivity = Extract<ActivityInput, { type: 'transfer_in' | 'transfer_out' }>;
/** Money changed between two currencies inside the account. */
export type ConversionActivity = Extract<ActivityInput, { type: 'conversion' }>;

/** A row of the file that did not become an activity: its 1-based line (0: the file as a whole) and why. */
export interface SkippedRow {
  line: number;
  /** Why, in English: the default message. */
  reason: string;
  /**
   * A stable code for the reason (`date.invalid`, `type.unknown`, `file.no_header` …; docs/importing.md
   * lists them) for a client that shows its own words, set where the reason is written.
   */
  code: string;
}

/** A warning with its stable code (`dates.order_read_from_file`, `times.zone_assumed`, `format.note` …) and its English text. */
export interface ImportNotice {
  code: string;
  message: string;
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
  /** `warnings` again, each with its stable code, in the same order. Set by the public parsers. */
  notices?: ImportNotice[];
}

/** A parser's result before its warnings are written out: each notice has its code from where it was made. */
export type ReadResult = Omit<ImportResult, 'warnings' | 'notices'> & { notices: ImportNotice[] };

/** True for a buy or a sell. */
export function isTrade(activity: ImportedActivity): activity is TradeActivity {
  return 'side' in activity;
}
