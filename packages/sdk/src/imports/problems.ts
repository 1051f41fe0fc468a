import type { SkippedRow } from './activity.js';

// Why a row (or the file, at line 0) is not an activity: a stable code beside the English reason, set
// where the reason is written, so that a client can show its own words with the English as the default.
// docs/importing.md lists the codes.

/** A reason with its code. */
export interface Problem {
  code: string;
  reason: string;
}

/** A field's problem: code `<field>.<problem>` (`withholding tax` → `withholding_tax`), reason `<field>: <detail>`. */
export function fieldProblem(field: string, problem: FieldProblem, detail: string): Problem {
  return { code: `${field.replace(/ /g, '_')}.${problem}`, reason: `${field}: ${detail}` };
}

export type FieldProblem = 'missing' | 'invalid' | 'zero' | 'negative' | 'too_large' | 'too_long' | 'below_charges' | 'column_missing' | 'ambiguous' | 'disagrees';

/** A format's own reason that a row is not an activity (an FX leg, a sweep, a refund …). */
export const notAnActivity = (reason: string): Problem => ({ code: 'row.not_an_activity', reason });
/** A corporate action other than a split: recorded by hand. */
export const corporateAction = (reason: string): Problem => ({ code: 'row.corporate_action', reason });
/** An asset the book does not hold (options, futures, forex …). */
export const assetNotHeld = (reason: string): Problem => ({ code: 'row.asset_not_held', reason });
/** A row summing others that are in the file. */
export const summaryRow = (reason: string): Problem => ({ code: 'row.summary', reason });
/** A line the CSV reader could not split (a broken quote). */
export const csvQuoting = (reason: string): Problem => ({ code: 'row.csv_quoting', reason });

export type FileCode =
  | 'file.not_text'
  | 'file.no_header'
  | 'file.format_unknown'
  | 'file.time_zone_unknown'
  | 'file.date_order_ambiguous'
  | 'file.date_orders_conflict'
  | 'file.currency_missing'
  | 'file.layout_unsupported'
  | 'file.broken_at_line'
  | 'file.json_invalid'
  | 'file.xml_invalid';

/** Why the file as a whole is refused (line 0, or the line a JSON or XML document breaks at). */
export const fileProblem = (code: FileCode, reason: string): Problem => ({ code, reason });

/** A skipped row of the result: the line and its problem. */
export const skippedAt = (line: number, problem: Problem): SkippedRow => ({ line, code: problem.code, reason: problem.reason });
