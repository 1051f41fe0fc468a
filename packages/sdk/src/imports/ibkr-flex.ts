import { assetNotHeld, corporateAction, fileProblem, skippedAt, summaryRow, type Problem } from './problems.js';
import type { ImportResult, ReadResult, SkippedRow } from './activity.js';
import { activitiesFromRows, type BrokerRow } from './broker-rows.js';
import { parseUntrustedXml, startTagLines } from '@clarity/file-readers';
import { IBKR_SPLIT } from './formats/ibkr-activity-statement.js';
import { FX_PAIR } from './formats/ibkr-flex-csv.js';
import { notice, withWarnings } from './import-codes.js';
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
  CorporateActions?: { CorporateAction?: FlexTrade[] } | '';
}

// Flex's corporate-action `type` codes (its reference's "Corporate Action Types") that a skipped row names.
const ACTION_TYPES: Record<string, string> = {
  FS: 'a forward split',
  RS: 'a reverse split',
  SD: 'a stock dividend',
  SO: 'a spin-off',
  TC: 'a merger or acquisition',
  TO: 'a tender offer',
  IC: 'an issue change (new symbol or identifier)',
  RI: 'a rights issue',
  SR: 'a subscription of rights',
};

// Securities a portfolio holds; options and futures are not trades of one. A currency trade (CASH) is a conversion.
const HELD_CATEGORIES = new Set(['STK', 'FUND', 'BOND', 'CRYPTO']);

/**
 * Trades from an Interactive Brokers Flex query: the Activity statement's `<Trades><Trade …/>`
 * and the Trade Confirmation report's `<TradeConfirms><TradeConfirm …/>`. Each trade's
 * `externalId` is its `tradeID`, so the same statement imported twice adds nothing. Rows that are
 * summaries of executions (`levelOfDetail` other than `EXECUTION`) are left out, since their
 * executions are in the file; cancellations and other asset categories are problems, by line.
 * `<CorporateActions><CorporateAction …/>`: a split (`type` FS or RS, its ratio from the
 * description's "SPLIT 4 FOR 1") is a split activity, on the row that adds shares; every other
 * action is a skipped row naming it.
 */
export function parseIbkrFlex(xml: string, options: ParseIbkrFlexOptions = {}): ImportResult {
  return withWarnings(readIbkrFlex(xml, options));
}

/** `parseIbkrFlex` before its warnings are written out. */
export function readIbkrFlex(xml: string, options: ParseIbkrFlexOptions): ReadResult {
  const format = 'ibkr-flex-xml';
  const timeZone = options.timeZone ?? 'America/New_York';
  const refuse = (line: number, problem: Problem): ReadResult => ({ activities: [], skipped: [skippedAt(line, problem)], format, notices: [] });
  if (typeof xml !== 'string') return refuse(0, fileProblem('file.not_text', 'the file is not text'));
  if (!isTimeZone(timeZone)) return refuse(0, fileProblem('file.time_zone_unknown', `timeZone ${timeZone} is not an IANA time zone`));
  const parsed = parseUntrustedXml(xml, ['FlexStatement', 'Trade', 'TradeConfirm', 'CorporateAction']);
  if (!parsed.ok) return refuse(parsed.line, fileProblem('file.xml_invalid', parsed.message));
  const response = parsed.document.FlexQueryResponse as { FlexStatements?: { FlexStatement?: FlexStatement[] } | '' } | '' | undefined;
  if (response === undefined || typeof response !== 'object') return refuse(1, fileProblem('file.xml_invalid', 'not an IBKR Flex document (expected <FlexQueryResponse>)'));

  const problems: SkippedRow[] = [];
  const rows: BrokerRow[] = [];
  const lines = { Trade: startTagLines(xml, 'Trade'), TradeConfirm: startTagLines(xml, 'TradeConfirm'), CorporateAction: startTagLines(xml, 'CorporateAction') };
  const seen = { Trade: 0, TradeConfirm: 0, CorporateAction: 0 };
  const take = (kind: 'Trade' | 'TradeConfirm', element: FlexTrade) => {
    const line = lines[kind][seen[kind]++] ?? 0;
    const detail = element.levelOfDetail?.toUpperCase();
    if (detail !== undefined && detail !== 'EXECUTION') return;
    const category = element.assetCategory?.toUpperCase();
    const pair = category === 'CASH' ? FX_PAIR.exec(element.symbol?.trim() ?? '') : null;
    if (category !== undefined && !HELD_CATEGORIES.has(category) && !pair) {
      problems.push(skippedAt(line, assetNotHeld(`assetCategory ${category} is not imported (stocks, funds, bonds and crypto only)`)));
      return;
    }
    if (/\(Ca\.?\)/i.test(element.buySell ?? '')) {
      problems.push({ line, code: 'row.cancellation', reason: `buySell ${element.buySell} is a cancellation; record the trade it cancels only if it stands` });
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
      fees: [element.ibCommission ?? element.commission, element.taxes].filter((fee): fee is string => fee !== undefined),
      currency: element.currency,
      ...(pair ? { fxPair: { base: pair[1]!, quote: pair[2]! }, feeCurrency: element.ibCommissionCurrency } : {}),
    });
  };
  for (const statement of (response.FlexStatements || undefined)?.FlexStatement ?? []) {
    for (const trade of (statement.Trades || undefined)?.Trade ?? []) take('Trade', trade);
    for (const confirm of (statement.TradeConfirms || undefined)?.TradeConfirm ?? []) take('TradeConfirm', confirm);
    for (const action of (statement.CorporateActions || undefined)?.CorporateAction ?? []) {
      rows.push(corporateActionRow(action, lines.CorporateAction[seen.CorporateAction++] ?? 0));
    }
  }
  // Flex writes YYYYMMDD, so no date order is needed; the zone is the statement's, stated here or by the caller.
  return activitiesFromRows(rows, { timeZone, timeZoneStated: true, decimalMark: '.' }, format, problems, options.timeZone ? [] : [notice('times.zone_of_format', `times read in ${timeZone}, the zone Flex reports in unless configured otherwise`)]);
}

/** A `<CorporateAction>` as a broker row: a split with its ratio, or a row skipped with what the action was. */
function corporateActionRow(action: FlexTrade, line: number): BrokerRow {
  const type = action.type?.trim().toUpperCase() ?? '';
  const description = (action.actionDescription ?? action.description ?? '').trim();
  const base = { line, id: action.transactionID, date: action.dateTime ?? action.reportDate, ticker: action.symbol, currency: action.currency };
  const named = `CorporateAction ${type || '(no type)'}${ACTION_TYPES[type] ? ` (${ACTION_TYPES[type]})` : ''}${description ? `: ${description}` : ''}`;
  if (action.levelOfDetail !== undefined && action.levelOfDetail.toUpperCase() !== 'DETAIL') return { ...base, skip: summaryRow(`${named}: a summary row (levelOfDetail ${action.levelOfDetail}); its detail rows are the actions`) };
  const split = IBKR_SPLIT.exec(description);
  if ((type !== 'FS' && type !== 'RS') || !split) return { ...base, skip: corporateAction(`${named}; only splits are read, record it by hand`) };
  // A reverse split is two rows, the old shares out and the new in: the split is the row that adds shares.
  if (Number(action.quantity) < 0) return { ...base, skip: corporateAction(`${named}: the shares a split takes out; the split is the row that adds the new ones`) };
  return { ...base, split: { from: split[3]!, to: split[2]! } };
}
