import { assetNotHeld, corporateAction, csvQuoting, notAnActivity, skippedAt } from '../problems.js';
import { splitCsvRecord } from '@clarity/file-readers';
import type { ReadResult, SkippedRow } from '../activity.js';
import { notice } from '../import-codes.js';
import { activitiesFromRows, type BrokerRow } from '../broker-rows.js';
import { readDecimal } from '../decimals.js';

export const IBKR_STATEMENT = 'ibkr-activity-statement';

/** True for IBKR's Activity Statement CSV: every line is `Section,Header|Data|Total|SubTotal,…`, the first the Statement's. */
export function isIbkrActivityStatement(text: string): boolean {
  return /^\uFEFF?"?Statement"?,"?Header"?,"?Field Name"?/.test(text);
}

// The sections whose rows are activities; every other section (net asset value, open positions,
// performance …) is a summary of them and is not read.
const READ = new Set(['Trades', 'Dividends', 'Withholding Tax', 'Deposits & Withdrawals', 'Fees', 'Interest', 'Corporate Actions', 'Transaction History']);
const HELD = /^(stocks|funds|bonds|crypto|etfs?)$/i;
// "AAPL(US0378331005) Cash Dividend USD 0.22 per Share (Ordinary Dividend)": the symbol before the ISIN.
const SYMBOL_OF_DESCRIPTION = /^([^\s(]+)\s*\(/;

/**
 * Activities from Interactive Brokers' Activity Statement as CSV (Reports → Statements → Activity,
 * format CSV): each section has its own header row. Trades (stocks, funds, bonds, crypto), dividends,
 * withholding tax, deposits and withdrawals, fees and interest become activities; subtotals and totals
 * are summaries and are left out; everything else in the read sections is a named skip. Times are the
 * statement's, New York unless the caller says otherwise (IBKR writes them without an offset).
 */
export function parseIbkrActivityStatement(text: string, options: { timeZone?: string } = {}): ReadResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headers = new Map<string, string[]>();
  const rows: BrokerRow[] = [];
  const skipped: SkippedRow[] = [];
  const unread = new Set<string>();
  // A section's header may come again further down with the section's rows repeated (a statement put together from
  // two reports writes `Dividends` twice, the second with a `Code` column): a row already read in an earlier block of
  // its section is the same event, read once.
  const blocks = new Map<string, number>();
  const read = new Map<string, { line: number; block: number }>();
  // The Transaction History report writes its amounts in the account's base currency, named once in its Summary.
  let baseCurrency: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const fields = splitCsvRecord(lines[i]!, ',');
    if (typeof fields === 'string') {
      skipped.push(skippedAt(i + 1, csvQuoting(fields)));
      continue;
    }
    const [section = '', kind = ''] = fields;
    if (kind === 'Header') {
      headers.set(section, fields.slice(2).map((name) => name.trim()));
      blocks.set(section, (blocks.get(section) ?? 0) + 1);
      continue;
    }
    if (section === 'Summary' && kind === 'Data' && fields[2]?.trim() === 'Base Currency') baseCurrency = fields[3]?.trim();
    if (!READ.has(section)) {
      if (section !== 'Statement') unread.add(section);
      continue;
    }
    if (kind !== 'Data') continue;
    const header = headers.get(section);
    if (!header) {
      skipped.push(skippedAt(i + 1, notAnActivity(`${section}: a data row before its section's header`)));
      continue;
    }
    const cell = (name: string) => {
      const index = header.indexOf(name);
      return index < 0 ? undefined : fields[index + 2];
    };
    const row = section === 'Transaction History' ? historyRowOf(cell, i + 1, baseCurrency) : rowOf(section, cell, i + 1);
    if (!row) continue;
    const block = blocks.get(section) ?? 0;
    const key = `${section}\u0001${header.filter((name) => name !== 'Code').map((name) => `${name}=${cell(name)?.trim() ?? ''}`).join('\u0001')}`;
    const earlier = read.get(key);
    if (earlier && earlier.block !== block) {
      skipped.push(skippedAt(i + 1, notAnActivity(`${section}: the row of line ${earlier.line} again, in the section written a second time; read once`)));
      continue;
    }
    if (!earlier) read.set(key, { line: i + 1, block });
    rows.push(row);
  }
  const timeZone = options.timeZone ?? 'America/New_York';
  const notices = options.timeZone ? [] : [notice('times.zone_of_format', `times read in ${timeZone}, the zone IBKR statements are written in unless configured otherwise`)];
  if (unread.size > 0) notices.push(notice('file.sections_not_read', `sections not read (summaries of the activities): ${[...unread].join(', ')}`));
  return activitiesFromRows(rows, { timeZone, timeZoneStated: true, decimalMark: '.' }, IBKR_STATEMENT, skipped, notices);
}

// "<symbol>(<ISIN>) Split <new> for <old> (<symbol>)", as IBKR's statements write a split.
export const IBKR_SPLIT = /^([A-Z0-9.]+)(?:\.OLD)?\([A-Z0-9]+\)\s+Split\s+(\d+(?:\.\d+)?)\s+for\s+(\d+(?:\.\d+)?)(?:\s+\(([A-Z0-9.]+)\))?/i;

/**
 * A row of the Transaction History report (Performance & Reports → Transaction History, CSV): one `Transaction Type`
 * per row, `-` where a column does not apply. Amounts and commissions are in the base currency; a trade's price in
 * its `Price Currency` where the report has that column, else the base currency too.
 */
function historyRowOf(cell: (name: string) => string | undefined, line: number, baseCurrency: string | undefined): BrokerRow {
  const text = (name: string) => {
    const value = cell(name)?.trim();
    return value === '-' ? '' : value;
  };
  const type = text('Transaction Type') ?? '';
  const description = text('Description') ?? '';
  const amountText = text('Gross Amount') || text('Net Amount') || '';
  const amount = readDecimal(amountText, '.');
  const base = { line, date: text('Date'), currency: baseCurrency, amount: amountText, ticker: text('Symbol') || undefined };
  if (/^(buy|sell)$/i.test(type)) {
    return { line, date: base.date, kind: type, ticker: base.ticker, quantity: text('Quantity'), price: text('Price'), currency: text('Price Currency') || baseCurrency, fees: [text('Commission') ?? ''], feeCurrencies: [baseCurrency] };
  }
  if (/^(dividend|payment in lieu)$/i.test(type)) {
    if (amount !== undefined && amount < 0) return { ...base, skip: notAnActivity(`${type}: ${description} is a reversal of a dividend; record-trades has no reversal`) };
    return { ...base, kind: 'Dividend' };
  }
  if (/withholding/i.test(type)) {
    if (amount !== undefined && amount > 0) return { ...base, skip: notAnActivity(`${type}: ${description} is a refund of tax withheld; record-trades has no refund`) };
    return { ...base, kind: 'Tax' };
  }
  if (/^(deposit|withdrawal)$/i.test(type)) return { ...base, kind: amount !== undefined && amount < 0 ? 'Withdrawal' : 'Deposit' };
  if (/interest/i.test(type)) return { ...base, kind: amount !== undefined && amount < 0 ? 'Fee' : 'Interest' };
  if (/fee/i.test(type)) {
    if (amount !== undefined && amount > 0) return { ...base, skip: notAnActivity(`${type}: ${description} is a refund of a fee; record-trades has no refund`) };
    return { ...base, kind: 'Fee' };
  }
  if (/^forex trade component$/i.test(type)) return { ...base, skip: notAnActivity(`${type}: ${description}, a currency conversion inside the account (an FX leg), not an activity`) };
  if (/^adjustment$/i.test(type)) return { ...base, skip: notAnActivity(`${type}: ${description}, a revaluation of a balance held in another currency; no money moved`) };
  return { ...base, kind: type };
}

/** One data row of a read section as a broker row; undefined for a total (its currency cell says "Total"). */
function rowOf(section: string, cell: (name: string) => string | undefined, line: number): BrokerRow | undefined {
  const currency = cell('Currency')?.trim() ?? '';
  if (/^total/i.test(currency) || /^total/i.test(cell('Asset Category') ?? '')) return undefined;
  const amountText = cell('Amount') ?? '';
  const amount = readDecimal(amountText, '.');
  const description = cell('Description')?.trim() ?? '';
  const base = { line, currency, amount: amountText, date: cell('Date') ?? cell('Settle Date') ?? cell('Report Date') };
  const symbol = SYMBOL_OF_DESCRIPTION.exec(description)?.[1];
  switch (section) {
    case 'Trades': {
      const category = cell('Asset Category')?.trim() ?? '';
      if (cell('DataDiscriminator') !== undefined && !/^(order|trade)$/i.test(cell('DataDiscriminator')!.trim())) return undefined;
      if (!HELD.test(category)) return { ...base, skip: assetNotHeld(`Trades: ${category || 'this asset category'} is not imported (stocks, funds, bonds and crypto only)`) };
      return { line, currency, date: cell('Date/Time'), ticker: cell('Symbol'), quantity: cell('Quantity'), price: cell('T. Price'), fees: [cell('Comm/Fee') ?? cell('Comm in USD') ?? ''] };
    }
    case 'Dividends':
      if (amount !== undefined && amount < 0) return { ...base, skip: notAnActivity(`Dividends: ${description} is a reversal of a dividend; record-trades has no reversal`) };
      return { ...base, kind: 'Dividend', ticker: symbol };
    case 'Withholding Tax':
      if (amount !== undefined && amount > 0) return { ...base, skip: notAnActivity(`Withholding Tax: ${description} is a refund of tax withheld; record-trades has no refund`) };
      return { ...base, kind: 'Tax', ticker: symbol };
    case 'Deposits & Withdrawals':
      return { ...base, kind: amount !== undefined && amount < 0 ? 'Withdrawal' : 'Deposit' };
    case 'Fees':
      if (amount !== undefined && amount > 0) return { ...base, skip: notAnActivity(`Fees: ${description} is a refund of a fee; record-trades has no refund`) };
      return { ...base, kind: 'Fee' };
    case 'Interest':
      // Interest the account paid on a debit balance is a charge.
      return { ...base, kind: amount !== undefined && amount < 0 ? 'Fee' : 'Interest' };
    case 'Corporate Actions': {
      // "NVDA(US67066G1040) Split 10 for 1 (NVDA)": ten shares for each one held. A reverse split is two
      // rows, the old shares out and the new in: the split is the row that adds shares.
      const split = IBKR_SPLIT.exec(description);
      if (!split) return { ...base, skip: corporateAction(`${section}: ${description || 'a corporate action'}; only splits are read, record mergers and spin-offs by hand`) };
      const quantity = readDecimal(cell('Quantity') ?? '', '.');
      if (quantity !== undefined && quantity < 0) return { ...base, skip: corporateAction(`${section}: ${description}: the shares a split takes out; the split is the row that adds the new ones`) };
      return { line, currency, date: cell('Date/Time') ?? base.date, ticker: split[4] ?? split[1], split: { from: split[3]!, to: split[2]! } };
    }
    default:
      return { ...base, skip: corporateAction(`${section}: ${description || 'a corporate action'}; record splits and mergers by hand`) };
  }
}
