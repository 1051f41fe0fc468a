import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeInputSchema } from '@clarity/shared';
import { Clarity, isTrade, parseIbkrFlex, parseTradesCsv, type ImportResult, type TradeActivity } from '@clarity/sdk';
import { startApi, type RunningApi } from './helpers/api-server.js';

// A generic broker export: a banner above the header, headers in the broker's own words, a
// negative quantity on the sell, commissions as negative cash, and quoted amounts with commas.
const BROKER_CSV = [
  'Account: U1234567 — Trade history',
  '',
  'Trade Date,Symbol,Action,Shares,Price,Commission,Currency',
  '2026-01-05 15:30:00,AAPL,BOT,40,180.25,-1.00,USD',
  '2026-01-06,NVDA,B,"1,200",95,0,USD',
  '01/07/2026,AAPL,SLD,-10,"$1,190.50",(0.50),usd',
  '2026-01-08,AAPL,BOT,5,181,,USD',
  '2026-01-08,AAPL,BOT,5,181,,USD',
  '',
].join('\r\n');

const FLEX = `<?xml version="1.0" encoding="UTF-8"?>
<FlexQueryResponse queryName="trades" type="AF">
  <FlexStatements count="1">
    <FlexStatement accountId="U1234567" fromDate="20260105" toDate="20260109" period="Last5CalendarDays" whenGenerated="20260109;180000">
      <Trades>
        <Trade accountId="U1234567" currency="USD" assetCategory="STK" symbol="MSFT" tradeID="810001" dateTime="20260105;093500" tradeDate="20260105" quantity="10" tradePrice="410.5" ibCommission="-1.0" buySell="BUY" levelOfDetail="EXECUTION"/>
        <Trade accountId="U1234567" currency="USD" assetCategory="STK" symbol="MSFT" tradeID="" dateTime="20260105;093500" quantity="10" tradePrice="410.5" buySell="BUY" levelOfDetail="ORDER"/>
        <Trade accountId="U1234567" currency="EUR" assetCategory="STK" symbol="ASML" tradeID="810002" dateTime="20260106;101500" quantity="-2" tradePrice="640" ibCommission="-3" buySell="SELL" levelOfDetail="EXECUTION"/>
        <Trade accountId="U1234567" currency="USD" assetCategory="OPT" symbol="AAPL  260116C00200000" tradeID="810003" dateTime="20260106;110000" quantity="1" tradePrice="2.5" buySell="BUY" levelOfDetail="EXECUTION"/>
        <Trade accountId="U1234567" currency="USD" assetCategory="STK" symbol="MSFT" tradeID="810004" dateTime="20260107;110000" quantity="-1" tradePrice="411" buySell="SELL (Ca.)" levelOfDetail="EXECUTION"/>
      </Trades>
      <TradeConfirms>
        <TradeConfirm currency="USD" assetCategory="STK" symbol="AGG" tradeID="910001" tradeDate="20260108" tradeTime="143000" quantity="50" price="98" commission="-0.35" buySell="BUY"/>
      </TradeConfirms>
    </FlexStatement>
  </FlexStatements>
</FlexQueryResponse>
`;

/** The trades of a result, and its skipped rows as `line: reason`, for short assertions. */
const tradesOf = (result: ImportResult): TradeActivity[] => result.activities.filter(isTrade);
const skippedOf = (result: ImportResult) => result.skipped.map((row) => `${row.line}: ${row.reason}`);

describe('parseTradesCsv', () => {
  it('reads a broker export through its header aliases into trades the API schema accepts', () => {
    const result = parseTradesCsv(BROKER_CSV, { dateOrder: 'mdy' });
    const trades = tradesOf(result);
    expect(result.skipped).toEqual([]);
    expect(result.format).toBe('generic-csv');
    expect(result.warnings).toEqual(['times without an offset were read in UTC; pass { timeZone } with the broker\'s zone if that is not it']);
    expect(trades.map(({ externalId: _id, ...trade }) => trade)).toEqual([
      { ticker: 'AAPL', side: 'buy', quantity: 40, price: 180.25, currency: 'USD', executedAt: '2026-01-05T15:30:00.000Z', fees: 1 },
      { ticker: 'NVDA', side: 'buy', quantity: 1200, price: 95, currency: 'USD', executedAt: '2026-01-06T00:00:00.000Z' },
      { ticker: 'AAPL', side: 'sell', quantity: 10, price: 1190.5, currency: 'USD', executedAt: '2026-01-07T00:00:00.000Z', fees: 0.5 },
      { ticker: 'AAPL', side: 'buy', quantity: 5, price: 181, currency: 'USD', executedAt: '2026-01-08T00:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 5, price: 181, currency: 'USD', executedAt: '2026-01-08T00:00:00.000Z' },
    ]);
    for (const trade of trades) expect(TradeInputSchema.safeParse(trade).success).toBe(true);
    // Without a trade id, each trade is named by a hash of its fields; two identical fills stay two.
    const ids = trades.map((t) => t.externalId);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^trade-[0-9a-f]{16}$/);
    expect(parseTradesCsv(BROKER_CSV, { dateOrder: 'mdy' }).activities.map((t) => t.externalId)).toEqual(ids);
  });

  it('takes the trade id when the file has one, a sell from a negative quantity, and times in the given zone', () => {
    const csv = 'executedAt,ticker,qty,price,fee,ccy,Trade ID\n2026-07-01T09:30,SAP,-3,120,1.5,EUR,X-1\n2026-07-01T09:45:00+02:00,SAP,3,121,,EUR,X-2\n';
    const { activities: trades, skipped } = parseTradesCsv(csv, { timeZone: 'Europe/Berlin' });
    expect(skipped).toEqual([]);
    expect(parseTradesCsv(`${csv}2026-07-02,SAP,1,122,,EUR,X-1\n`, { timeZone: 'Europe/Berlin' }).skipped).toEqual([{ line: 4, code: 'id.repeated', reason: 'id X-1 repeats line 2' }]);
    expect(trades).toEqual([
      { ticker: 'SAP', side: 'sell', quantity: 3, price: 120, currency: 'EUR', executedAt: '2026-07-01T07:30:00.000Z', fees: 1.5, externalId: 'X-1' },
      { ticker: 'SAP', side: 'buy', quantity: 3, price: 121, currency: 'EUR', executedAt: '2026-07-01T07:45:00.000Z', externalId: 'X-2' },
    ]);
  });

  it('reads wall-clock times across daylight-saving changes', () => {
    const csv = 'date,time,symbol,qty,price,currency\n2026-07-01,09:30,SPY,1,600,USD\n2026-03-08,02:30,SPY,1,600,USD\n2026-11-01,01:30,SPY,1,600,USD\n';
    const trades = tradesOf(parseTradesCsv(csv, { timeZone: 'America/New_York' }));
    // EDT in summer; 02:30 on 8 March does not exist (read as EDT); 01:30 on 1 November happens twice (the first, EDT).
    expect(trades.map((t) => t.executedAt)).toEqual(['2026-07-01T13:30:00.000Z', '2026-03-08T06:30:00.000Z', '2026-11-01T05:30:00.000Z']);
  });

  it('uses a mapping for headers no alias knows, and a default currency', () => {
    const csv = 'When;Instrument;Dir;Filled;Fill Px\n'.replaceAll(';', ',') + '2026-02-02,VOO,S,4,500\n';
    const unmapped = parseTradesCsv(csv);
    expect(unmapped.activities).toEqual([]);
    expect(unmapped.skipped).toHaveLength(1);
    expect(unmapped.skipped[0]).toMatchObject({ line: 0, reason: expect.stringContaining('no header line names executedAt') });

    const { activities: trades, skipped: problems } = parseTradesCsv(csv, {
      mapping: { executedAt: 'when', ticker: 'INSTRUMENT', side: 'dir', quantity: 'filled', price: 'fill px' },
      currency: 'USD',
    });
    expect(problems).toEqual([]);
    expect(trades).toMatchObject([{ ticker: 'VOO', side: 'sell', quantity: 4, price: 500, currency: 'USD', executedAt: '2026-02-02T00:00:00.000Z' }]);

    const misnamed = parseTradesCsv(csv, { mapping: { executedAt: 'when', ticker: 'instrument', side: 'dir', quantity: 'filled', price: 'fill px', fees: 'Comm' }, currency: 'USD' });
    expect(misnamed.activities).toHaveLength(1);
    expect(misnamed.skipped).toEqual([{ line: 1, code: 'mapping.column_missing', reason: 'mapping.fees: the header has no column "Comm"' }]);
  });

  it('names every row that is not an activity by its line and keeps the rest', () => {
    const csv = [
      'Date,Symbol,Type,Quantity,Price,Currency',
      '2026-01-05,AAPL,BUY,1,100,USD',
      '2026-01-05,AAPL,DIVIDEND,0,0.24,USD',
      '2026-02-30,AAPL,BUY,1,100,USD',
      '2026-01-06,BRK B,BUY,1,400,USD',
      '2026-01-06,AAPL,BUY,-1,100,USD',
      '2026-01-06,AAPL,SELL,1,abc,US',
      '2026-01-06,AAPL,SELL,"1,100,USD',
      '2026-01-06,,SELL,1,100,USD',
      '2026-01-07,AAPL,ORDER,1,100,USD',
      'Total,,,,,',
    ].join('\n');
    const result = parseTradesCsv(csv);
    expect(result.activities).toHaveLength(1);
    expect(skippedOf(result)).toEqual([
      '3: amount: zero',
      '4: date: 2026-02-30 is not a calendar date',
      '5: symbol: BRK B is not an instrument symbol (letters, digits and . - : = / ^, no spaces)',
      '6: quantity: -1 is negative on a buy',
      '7: currency: US is not a three-letter code; price: abc is not a number',
      '8: unterminated quote in field 4 (a field may not span lines)',
      '9: symbol: missing',
      '10: ORDER is not a trade or a known activity (buy/sell, B/S, BOT/SLD, dividend, interest, fee, tax, deposit, withdrawal, transfer in/out, or these in German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Norwegian, Danish, Finnish or Polish)',
      '11: type: missing',
    ]);
  });

  it('never throws on options either: an unknown time zone is the file refused at line 0', () => {
    expect(parseTradesCsv('', { timeZone: 'Mars/Olympus' })).toEqual({
      activities: [],
      skipped: [{ line: 0, code: 'file.time_zone_unknown', reason: 'timeZone Mars/Olympus is not an IANA time zone' }],
      notices: [],
      format: 'generic-csv',
      warnings: [],
    });
  });
});

describe('parseIbkrFlex', () => {
  it('reads executions and trade confirmations with their trade ids, in New York time by default', () => {
    const { activities: trades, skipped: problems, format, warnings } = parseIbkrFlex(FLEX);
    expect(format).toBe('ibkr-flex-xml');
    expect(warnings).toEqual(['times read in America/New_York, the zone Flex reports in unless configured otherwise']);
    expect(trades).toEqual([
      { ticker: 'MSFT', side: 'buy', quantity: 10, price: 410.5, currency: 'USD', executedAt: '2026-01-05T14:35:00.000Z', fees: 1, externalId: '810001' },
      { ticker: 'ASML', side: 'sell', quantity: 2, price: 640, currency: 'EUR', executedAt: '2026-01-06T15:15:00.000Z', fees: 3, externalId: '810002' },
      { ticker: 'AGG', side: 'buy', quantity: 50, price: 98, currency: 'USD', executedAt: '2026-01-08T19:30:00.000Z', fees: 0.35, externalId: '910001' },
    ]);
    expect(problems).toEqual([
      { line: 9, code: 'row.asset_not_held', reason: 'assetCategory OPT is not imported (stocks, funds, bonds and crypto only)' },
      { line: 10, code: 'row.cancellation', reason: 'buySell SELL (Ca.) is a cancellation; record the trade it cancels only if it stands' },
    ]);
  });

  it('refuses entity declarations (billion laughs, external entities), broken XML and other documents', () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n<FlexQueryResponse><FlexStatements><FlexStatement><Trades><Trade symbol="&lol2;"/></Trades></FlexStatement></FlexStatements></FlexQueryResponse>`;
    expect(parseIbkrFlex(laughs)).toEqual({ activities: [], skipped: [{ line: 2, code: 'file.xml_invalid', reason: 'a DOCTYPE or ENTITY declaration is not accepted' }], format: 'ibkr-flex-xml', warnings: [], notices: [] });
    const external = `<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><FlexQueryResponse/>`;
    expect(parseIbkrFlex(external).skipped).toEqual([{ line: 1, code: 'file.xml_invalid', reason: 'a DOCTYPE or ENTITY declaration is not accepted' }]);
    expect(parseIbkrFlex('<FlexQueryResponse>\n<FlexStatements>\n</FlexQueryResponse>').skipped[0]?.reason).toMatch(/^not well-formed XML/);
    expect(parseIbkrFlex('<Statement/>').skipped).toEqual([{ line: 1, code: 'file.xml_invalid', reason: 'not an IBKR Flex document (expected <FlexQueryResponse>)' }]);
  });
});

describe('importing the same export twice against the real API', () => {
  let api: RunningApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it('records each CSV and Flex trade once, however often the file is sent', async () => {
    const client = new Clarity({ apiKey: api.apiKey, baseURL: api.baseURL });
    const portfolio = await client.portfolios.create({ externalId: 'broker-import' });
    const fromCsv = tradesOf(parseTradesCsv(BROKER_CSV, { dateOrder: 'mdy' }));
    const fromFlex = tradesOf(parseIbkrFlex(FLEX));

    const first = await client.portfolios.recordTrades(portfolio.id, { trades: [...fromCsv, ...fromFlex], currentHoldings: [] });
    expect(first).toMatchObject({ appended: 8, skippedDuplicates: 0, tradeCount: 8 });

    // Parsed anew from the same text, as a nightly job would.
    const again = [...tradesOf(parseTradesCsv(BROKER_CSV, { dateOrder: 'mdy' })), ...tradesOf(parseIbkrFlex(FLEX))];
    const second = await client.portfolios.recordTrades(portfolio.id, { trades: again, currentHoldings: [] });
    expect(second).toMatchObject({ appended: 0, skippedDuplicates: 8, tradeCount: 8 });

    const logged = [];
    for await (const trade of client.portfolios.listTrades(portfolio.id)) logged.push(trade);
    expect(logged).toHaveLength(8);
    expect(logged.filter((t) => t.ticker === 'AAPL' && t.quantity === 5)).toHaveLength(2);
    expect(logged.find((t) => t.externalId === '810002')).toMatchObject({ ticker: 'ASML', side: 'sell', quantity: 2, executedAt: '2026-01-06T15:15:00.000Z' });
  });
});
