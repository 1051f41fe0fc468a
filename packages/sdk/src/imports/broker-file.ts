import type { ImportResult, ReadResult } from './activity.js';
import { parseGhostfolio, looksLikeGhostfolio, GHOSTFOLIO } from './formats/ghostfolio.js';
import { isIbkrActivityStatement, parseIbkrActivityStatement, IBKR_STATEMENT } from './formats/ibkr-activity-statement.js';
import { readIbkrFlex } from './ibkr-flex.js';
import { detectCsvFormat, readTradesCsv, type DetectedFormat, type ParseTradesCsvOptions } from './trades-csv.js';
import { withWarnings } from './import-codes.js';
import { fileProblem, skippedAt } from './problems.js';
import { isTimeZone } from './zoned-time.js';

/** The layouts that are not one header and rows: read by their own parsers before the CSV formats are tried. */
type Sniffed = 'ibkr-flex-xml' | typeof GHOSTFOLIO | typeof IBKR_STATEMENT | 'csv';

function sniff(text: string): Sniffed {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'ibkr-flex-xml';
  if (looksLikeGhostfolio(start)) return GHOSTFOLIO;
  if (isIbkrActivityStatement(start)) return IBKR_STATEMENT;
  return 'csv';
}

const LABELS: Record<Exclude<Sniffed, 'csv'>, string> = {
  'ibkr-flex-xml': 'Interactive Brokers Flex (XML)',
  [GHOSTFOLIO]: 'Ghostfolio export (JSON)',
  [IBKR_STATEMENT]: 'Interactive Brokers activity statement (CSV)',
};

/**
 * Names the format of a broker file: IBKR Flex XML, Ghostfolio's JSON export, IBKR's activity
 * statement, or a CSV export recognised by its header (or the generic reader's aliases); or says why
 * none fits.
 */
export function detectFormat(text: string): DetectedFormat {
  if (typeof text !== 'string') return { format: null, reason: 'the file is not text' };
  const sniffed = sniff(text);
  if (sniffed !== 'csv') return { format: sniffed, label: LABELS[sniffed], headerLine: 1 };
  return detectCsvFormat(text);
}

/**
 * Any broker file the SDK reads, in any of the formats `detectFormat` names. What would be recorded,
 * without sending anything: the preview of an import. Never throws.
 */
export function parseBrokerFile(text: string, options: ParseTradesCsvOptions = {}): ImportResult {
  return withWarnings(readBrokerFile(text, options));
}

function readBrokerFile(text: string, options: ParseTradesCsvOptions): ReadResult {
  if (typeof text !== 'string') return { activities: [], skipped: [skippedAt(0, fileProblem('file.not_text', 'the file is not text'))], format: null, notices: [] };
  const sniffed = sniff(text);
  if (sniffed === 'csv') return readTradesCsv(text, options);
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) return { activities: [], skipped: [skippedAt(0, fileProblem('file.time_zone_unknown', `timeZone ${options.timeZone} is not an IANA time zone`))], format: sniffed, notices: [] };
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  if (sniffed === 'ibkr-flex-xml') return readIbkrFlex(text, zone);
  if (sniffed === GHOSTFOLIO) return parseGhostfolio(text);
  return parseIbkrActivityStatement(text, zone);
}
