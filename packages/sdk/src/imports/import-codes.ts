import type { ImportNotice, SkippedRow } from './activity.js';

// Stable codes for the parsers' English skip reasons and warnings, so that a client can show its own
// words (a translation) and keep the English `reason` as the default. The readers write one sentence
// shape per problem (`<field>: missing`, `<field>: <text> is not a number` …), so a code is read off
// that shape in one place here rather than threaded through every reader; import-codes.test.ts pins
// each code to the sentence it names. A new sentence shape with no entry gets `row.not_an_activity`
// (a row) or `file.unreadable` (line 0), never nothing.

/** What the file as a whole (line 0) is refused for. */
const FILE_CODES: [RegExp, string][] = [
  [/^the file is not text/, 'file.not_text'],
  [/^timeZone .* is not an IANA time zone/, 'file.time_zone_unknown'],
  [/^format .* is not one of/, 'file.format_unknown'],
  [/^no header line/, 'file.no_header'],
  [/^currency: .* files do not name the account's currency/, 'file.currency_missing'],
  [/^dates: .* could be day-first or month-first/, 'file.date_order_ambiguous'],
  [/^dates: .* the file is not one export/, 'file.date_orders_conflict'],
  [/^numbers: .* pass \{ decimalMark \}/, 'file.decimal_marks_conflict'],
  [/^line \d+: .*nothing was read/, 'file.broken_at_line'],
  [/^not valid JSON/, 'file.json_invalid'],
  [/^not an IBKR Flex document|DOCTYPE|entity|XML/, 'file.xml_invalid'],
];

/** A problem of one field, by the words after `<field>: `. */
const FIELD_PROBLEMS: [RegExp, string][] = [
  [/^missing/, 'missing'],
  [/is not a number|is not a date|is not a calendar date|is not a time of day|is not a three-letter code|is not an instrument symbol|is not a ratio/, 'invalid'],
  [/^above /, 'too_large'],
  [/^longer than/, 'too_long'],
  [/zero/, 'zero'],
  [/negative/, 'negative'],
  [/less than the fees/, 'below_charges'],
  [/the header has no column/, 'column_missing'],
  [/could be read with either decimal mark/, 'ambiguous'],
];

/** Whole-row reasons that are not about one field. */
const ROW_CODES: [RegExp, string][] = [
  [/is not a trade or a known activity/, 'type.unknown'],
  [/is a cancellation/, 'row.cancellation'],
  [/^id .* repeats line/, 'id.repeated'],
  [/^assetCategory .* is not imported|is not imported \(stocks, funds/, 'row.asset_not_held'],
  [/^CorporateAction |^Corporate Actions: |record splits and mergers by hand/, 'row.corporate_action'],
  [/quote|a field may not span lines/, 'row.csv_quoting'],
  [/a summary row/, 'row.summary'],
];

/** The code of a skipped row's reason: `file.*` for line 0, `<field>.<problem>` or `row.*`/`type.*`/`id.*` for a row. */
export function skipCodeOf(row: SkippedRow, alone = false): string {
  const reason = row.reason;
  if (row.line === 0) return FILE_CODES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'file.unreadable';
  // A JSON or XML file refused where it breaks is one skipped row at that line.
  const file = alone ? FILE_CODES.find(([pattern]) => pattern.test(reason)) : undefined;
  if (file) return file[1];
  const whole = ROW_CODES.find(([pattern]) => pattern.test(reason));
  if (whole) return whole[1];
  // The first of several reasons ("date: …; currency: missing") names the code; all are in `reason`.
  const field = /^(mapping\.[a-zA-Z]+|[a-z][a-z ]{0,20}?): (.*)$/s.exec(reason.split('; ')[0]!);
  if (field) {
    const problem = FIELD_PROBLEMS.find(([pattern]) => pattern.test(field[2]!))?.[1];
    if (problem) return `${field[1]!.startsWith('mapping.') ? 'mapping' : field[1]!.replace(/ /g, '_')}.${problem}`;
  }
  return 'row.not_an_activity';
}

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

/** The result with a code on every skipped row and a notice (code and English text) for every warning. */
export function withCodes<T extends { skipped: SkippedRow[]; warnings: string[] }>(result: T): T & { notices: ImportNotice[] } {
  return {
    ...result,
    skipped: result.skipped.map((row) => ({ ...row, code: skipCodeOf(row, result.skipped.length === 1) })),
    notices: result.warnings.map((message) => ({ code: warningCodeOf(message), message })),
  };
}

