import { tradesFromRows, type BrokerRow, type TradeImportProblem, type TradeImportResult } from './broker-trade.js';
import { elementLines, parseBrokerXml } from './untrusted-xml.js';
import { isTimeZone } from './zoned-time.js';

export interface ParseIbkrFlexOptions {
  /** IANA zone of the statement's times; default `America/New_York`, the zone Flex reports in unless configured otherwise. */
  timeZone?: string;
}

/** The attributes of one `<Trade>` or `<TradeConfirm>`, as the Flex query was configured to include them. */
type FlexTrade = Record<string, string | undefined>;

interface FlexStatement {
  Trades?: { Trade?: FlexTrade[] } | '';
  TradeConfirms?: { TradeConfirm?: FlexTrade[] } | '';
}

// Securities a portfolio holds; options, futures and FX conversions (CASH) are not trades of one.
const HELD_CATEGORIES = new Set(['STK', 'FUND', 'BOND', 'CRYPTO']);

/**
 * Trades from an Interactive Brokers Flex query: the Activity statement's `<Trades><Trade …/>`
 * and the Trade Confirmation report's `<TradeConfirms><TradeConfirm …/>`. Each trade's
 * `externalId` is its `tradeID`, so the same statement imported twice adds nothing. Rows that are
 * summaries of executions (`levelOfDetail` other than `EXECUTION`) are left out, since their
 * executions are in the file; cancellations and other asset categories are problems, by line.
 */
export function parseIbkrFlex(xml: string, options: ParseIbkrFlexOptions = {}): TradeImportResult {
  const timeZone = options.timeZone ?? 'America/New_York';
  if (!isTimeZone(timeZone)) throw new TypeError(`timeZone ${timeZone} is not an IANA time zone`);
  const parsed = parseBrokerXml(xml, ['FlexStatement', 'Trade', 'TradeConfirm']);
  if ('message' in parsed) return { trades: [], problems: [{ line: parsed.line, message: parsed.message }] };
  const response = parsed.document.FlexQueryResponse as { FlexStatements?: { FlexStatement?: FlexStatement[] } } | undefined;
  if (!response) return { trades: [], problems: [{ line: 1, message: 'not an IBKR Flex document (expected <FlexQueryResponse>)' }] };

  const problems: TradeImportProblem[] = [];
  const rows: BrokerRow[] = [];
  const lines = { Trade: elementLines(xml, 'Trade'), TradeConfirm: elementLines(xml, 'TradeConfirm') };
  const seen = { Trade: 0, TradeConfirm: 0 };
  const take = (kind: 'Trade' | 'TradeConfirm', element: FlexTrade) => {
    const line = lines[kind][seen[kind]++] ?? 0;
    const detail = element.levelOfDetail?.toUpperCase();
    if (detail !== undefined && detail !== 'EXECUTION') return;
    const category = element.assetCategory?.toUpperCase();
    if (category !== undefined && !HELD_CATEGORIES.has(category)) {
      problems.push({ line, message: `assetCategory ${category} is not imported (stocks, funds, bonds and crypto only)` });
      return;
    }
    if (/\(Ca\.?\)/i.test(element.buySell ?? '')) {
      problems.push({ line, message: `buySell ${element.buySell} is a cancellation; record the trade it cancels only if it stands` });
      return;
    }
    // dateTime carries the time ("20260105;153000"); without it, tradeDate and tradeTime apart.
    rows.push({
      line,
      id: element.tradeID ?? element.transactionID ?? element.execID ?? element.ibExecID,
      date: element.dateTime ?? element.tradeDate,
      time: element.dateTime ? undefined : element.tradeTime,
      ticker: element.symbol,
      side: element.buySell,
      quantity: element.quantity,
      price: element.tradePrice ?? element.price,
      fees: element.ibCommission ?? element.commission,
      currency: element.currency,
    });
  };
  for (const statement of response.FlexStatements?.FlexStatement ?? []) {
    for (const trade of (statement.Trades || undefined)?.Trade ?? []) take('Trade', trade);
    for (const confirm of (statement.TradeConfirms || undefined)?.TradeConfirm ?? []) take('TradeConfirm', confirm);
  }
  const trades = tradesFromRows(rows, { timeZone }, problems);
  return { trades, problems: problems.sort((a, b) => a.line - b.line) };
}
