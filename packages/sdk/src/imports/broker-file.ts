import type { ImportResult } from './activity.js';
import { parseIbkrFlex } from './ibkr-flex.js';
import { parseTradesCsv, type ParseTradesCsvOptions } from './trades-csv.js';

/**
 * Any broker file the SDK reads: an IBKR Flex XML statement, or a CSV export in one of the
 * registered formats (detected from its header) or the generic layout. What would be recorded,
 * without sending anything: the preview of an import.
 */
export function parseBrokerFile(text: string, options: ParseTradesCsvOptions = {}): ImportResult {
  if (typeof text !== 'string') return { activities: [], skipped: [{ line: 0, reason: 'the file is not text' }], format: null, warnings: [] };
  if (text.replace(/^\uFEFF/, '').trimStart().startsWith('<')) return parseIbkrFlex(text, options.timeZone === undefined ? {} : { timeZone: options.timeZone });
  return parseTradesCsv(text, options);
}
