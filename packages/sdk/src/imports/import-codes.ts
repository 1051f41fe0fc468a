import type { ImportNotice } from './activity.js';

// Stable codes for the parsers' warnings, so that a client can show its own words (a translation) and
// keep the English as the default. A skipped row's code is set where its reason is written (problems.ts);
// a warning's is read off its sentence here, import-codes.test.ts pinning each. A warning with no entry
// is a format's own note, `format.note`.

/** What a warning says, as a code. */
const WARNING_CODES: [RegExp, string][] = [
  [/^dates read (day|month) first/, 'dates.order_read_from_file'],
  [/^numbers read with a decimal comma/, 'numbers.decimal_comma'],
  [/^numbers: .* each number is read by its own mark/, 'numbers.decimal_marks_mixed'],
  [/^times without an offset were read in/, 'times.zone_assumed'],
  [/^times read in /, 'times.zone_of_format'],
  [/^sections not read/, 'file.sections_not_read'],
  [/recorded under its ISIN/, 'format.isin_as_symbol'],
];

/** The code of a warning; a format's own note (what its layout means for the figures) is `format.note`. */
export function warningCodeOf(warning: string): string {
  return WARNING_CODES.find(([pattern]) => pattern.test(warning))?.[1] ?? 'format.note';
}

/** The result with a notice (code and English text) for every warning. */
export function withNotices<T extends { warnings: string[] }>(result: T): T & { notices: ImportNotice[] } {
  return { ...result, notices: result.warnings.map((message) => ({ code: warningCodeOf(message), message })) };
}

