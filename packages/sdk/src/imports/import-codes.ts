import type { ImportNotice } from './activity.js';

// Stable codes for the parsers' warnings, so that a client can show its own words (a translation) and
// keep the English as the default. Each code is set where its warning is made, as a skipped row's is
// (problems.ts); a format's own note (what its layout means for the figures) is `format.note`.
// docs/importing.md lists them.

export type NoticeCode =
  | 'dates.order_read_from_file'
  | 'numbers.decimal_comma'
  | 'numbers.decimal_marks_mixed'
  | 'times.zone_assumed'
  | 'times.zone_of_format'
  | 'currency.read_from_file'
  | 'file.sections_not_read'
  | 'file.accounts_several'
  | 'columns.not_read'
  | 'sides.read_from_amount'
  | 'format.isin_as_symbol'
  | 'format.note';

/** A warning with its code. */
export const notice = (code: NoticeCode, message: string): ImportNotice => ({ code, message });

/** A format's own note about its layout. */
export const formatNote = (message: string): ImportNotice => notice('format.note', message);

/** The note of a format whose files name instruments by ISIN only. */
export const ISIN_AS_SYMBOL = notice('format.isin_as_symbol', 'the instrument is recorded under its ISIN (the file has no ticker)');

/** The result with its warnings written out: `warnings` the English of `notices`, in the same order. */
export function withWarnings<T extends { notices: ImportNotice[] }>(result: T): Omit<T, 'notices'> & { warnings: string[]; notices: ImportNotice[] } {
  return { ...result, warnings: result.notices.map((entry) => entry.message) };
}
