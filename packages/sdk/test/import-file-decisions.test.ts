import { describe, expect, it } from 'vitest';
import { isTrade, parseIbkrFlex, parseTradesCsv } from '@clarity/sdk';

// What a file decides for itself (date order, decimal mark, delimiter) and what it must never lose
// (fees, dividends, the side when a generic type column sits beside it). Expected values are the
// files' own figures, worked out by hand.

describe('dates: the file decides day-first or month-first', () => {
  it('reads 17/11/2021 as 17 November and every other date of that file day-first (it used to throw RangeError)', () => {
    const csv = 'Date,Symbol,Side,Quantity,Price,Currency\n05/11/2021,VOD.L,BUY,100,1.10,GBP\n17/11/2021,VOD.L,SELL,50,1.20,GBP\n';
    const result = parseTradesCsv(csv);
    expect(result.skipped).toEqual([]);
    expect(result.activities.map((a) => a.executedAt)).toEqual(['2021-11-05T00:00:00.000Z', '2021-11-17T00:00:00.000Z']);
    expect(result.warnings).toContain('dates read day first, as line 3 (17/11/2021) shows');
  });

  it('reads month-first when a date says so (11/17/2021)', () => {
    const result = parseTradesCsv('Date,Symbol,Side,Quantity,Price,Currency\n11/05/2021,AAPL,BUY,1,150,USD\n11/17/2021,AAPL,BUY,1,155,USD\n');
    expect(result.activities.map((a) => a.executedAt)).toEqual(['2021-11-05T00:00:00.000Z', '2021-11-17T00:00:00.000Z']);
  });

  it('refuses a file whose dates decide nothing, and asks for the option; refuses one that writes both orders', () => {
    const ambiguous = parseTradesCsv('Date,Symbol,Side,Quantity,Price,Currency\n05/11/2021,AAPL,BUY,1,150,USD\n');
    expect(ambiguous.activities).toEqual([]);
    expect(ambiguous.skipped).toEqual([
      { line: 0, code: 'file.date_order_ambiguous', reason: "dates: 05/11/2021 (line 2) and the others could be day-first or month-first and no date in the file decides it; pass { dateOrder: 'dmy' } or { dateOrder: 'mdy' }" },
    ]);
    expect(parseTradesCsv('Date,Symbol,Side,Quantity,Price,Currency\n05/11/2021,AAPL,BUY,1,150,USD\n', { dateOrder: 'dmy' }).activities[0]?.executedAt).toBe('2021-11-05T00:00:00.000Z');
    const mixed = parseTradesCsv('Date,Symbol,Side,Quantity,Price,Currency\n17/11/2021,AAPL,BUY,1,150,USD\n11/18/2021,AAPL,BUY,1,150,USD\n');
    expect(mixed.activities).toEqual([]);
    expect(mixed.skipped[0]?.code).toBe('file.date_orders_conflict');
    expect(mixed.skipped[0]?.reason).toBe('dates: line 2 writes the day first (17/11/2021) and line 3 the month first (11/18/2021); the file is not one export');
  });

  it('reads dotted dates day-first and month names in any order', () => {
    const csv = 'Datum,Symbol,Side,Anzahl,Kurs,Währung\n03.02.2026,SAP,Kauf,2,120,EUR\n4 Feb 2026,SAP,BUY,1,121,EUR\n"Feb 5, 2026",SAP,BUY,1,122,EUR\n';
    expect(parseTradesCsv(csv).activities.map((a) => a.executedAt)).toEqual(['2026-02-03T00:00:00.000Z', '2026-02-04T00:00:00.000Z', '2026-02-05T00:00:00.000Z']);
  });

  it('a Flex statement configured for dd/MM/yyyy dates no longer throws', () => {
    const flex = '<FlexQueryResponse><FlexStatements><FlexStatement><Trades>\n<Trade assetCategory="STK" symbol="VOD" tradeID="1" dateTime="05/11/2021;101500" quantity="1" tradePrice="1" currency="GBP" buySell="BUY"/>\n<Trade assetCategory="STK" symbol="VOD" tradeID="2" dateTime="17/11/2021;101500" quantity="1" tradePrice="1" currency="GBP" buySell="BUY"/>\n</Trades></FlexStatement></FlexStatements></FlexQueryResponse>';
    const result = parseIbkrFlex(flex, { timeZone: 'Europe/London' });
    expect(result.skipped).toEqual([]);
    expect(result.activities.map((a) => a.executedAt)).toEqual(['2021-11-05T10:15:00.000Z', '2021-11-17T10:15:00.000Z']);
  });
});

describe('nothing is lost silently', () => {
  it('keeps every fee column, summed: Schwab\'s Fees & Comm, Freetrade\'s stamp duty and FX fee', () => {
    const schwab = 'Date,Action,Symbol,Description,Quantity,Price,Fees & Comm,Amount\n11/17/2021,Buy,AAPL,APPLE INC,10,$150.00,$0.65,-$1500.65\n';
    expect(parseTradesCsv(schwab, { currency: 'USD' }).activities).toMatchObject([{ ticker: 'AAPL', side: 'buy', quantity: 10, price: 150, fees: 0.65 }]);
    const freetrade = [
      'Title,Type,Timestamp,Account Currency,Total Amount,Buy / Sell,Ticker,Price per Share,Stamp Duty,Quantity,FX Fee Amount,Instrument Currency',
      'Vodafone,ORDER,2021-11-17T10:15:00.000Z,GBP,100.75,BUY,VOD,1.00,0.50,100,0.25,GBP',
      'Apple,ORDER,2021-11-18T15:00:00.000Z,GBP,120.00,SELL,AAPL,150.00,,1,0.30,USD',
    ].join('\n');
    const result = parseTradesCsv(freetrade, { mapping: { currency: 'Instrument Currency' } });
    expect(result.activities).toMatchObject([{ ticker: 'VOD', side: 'buy', quantity: 100, price: 1, currency: 'GBP', fees: 0.75 }]);
    // The Apple sale's price is in USD and its total in GBP (the account's): its FX fee, in neither column's currency by
    // name, is not assumed to be the price's.
    expect(result.skipped.map(({ line, code }) => [line, code])).toEqual([[3, 'fee_currency.ambiguous']]);
  });

  it('prefers a Buy / Sell column over a generic Type (every Freetrade order was "ORDER is not a trade")', () => {
    const csv = 'Type,Timestamp,Buy / Sell,Ticker,Quantity,Price per Share,Instrument Currency\nORDER,2021-11-17T10:15:00Z,SELL,VOD,3,1.2,GBP\n';
    expect(parseTradesCsv(csv, { mapping: { currency: 'Instrument Currency' } }).activities).toMatchObject([{ side: 'sell', quantity: 3 }]);
  });

  it('keeps dividends (gross, with tax withheld), deposits and interest as activities', () => {
    const csv = [
      'Date,Type,Symbol,Quantity,Price,Amount,Withholding Tax,Currency',
      '2026-03-02,Dividend,AAPL,,,2.40,0.36,USD',
      '2026-03-03,Deposit,,,,1000,,USD',
      '2026-03-04,Interest,,,,1.23,,USD',
      '2026-03-05,Withdrawal,,,,-200,,USD',
      '2026-03-06,Fee,,,,-5,,USD',
    ].join('\n');
    const { activities, skipped } = parseTradesCsv(csv);
    expect(skipped).toEqual([]);
    expect(activities.map(({ externalId: _id, ...a }) => a)).toEqual([
      { type: 'dividend', ticker: 'AAPL', amount: 2.4, withholdingTax: 0.36, currency: 'USD', executedAt: '2026-03-02T00:00:00.000Z' },
      { type: 'deposit', amount: 1000, currency: 'USD', executedAt: '2026-03-03T00:00:00.000Z' },
      { type: 'interest', amount: 1.23, currency: 'USD', executedAt: '2026-03-04T00:00:00.000Z' },
      { type: 'withdrawal', amount: 200, currency: 'USD', executedAt: '2026-03-05T00:00:00.000Z' },
      { type: 'fee', amount: 5, currency: 'USD', executedAt: '2026-03-06T00:00:00.000Z' },
    ]);
    for (const activity of activities) expect(activity.externalId).toMatch(/^(dividend|deposit|interest|withdrawal|fee)-[0-9a-f]{16}$/);
  });
});

describe('time zones are explicit', () => {
  it('reads an IBKR Flex CSV in New York time, as the same trade in the Flex XML', () => {
    const csv = '"ClientAccountID","CurrencyPrimary","Symbol","DateTime","Quantity","TradePrice","IBCommission","Buy/Sell","TradeID"\n"U1","USD","MSFT","20260105;093500","10","410.5","-1","BUY","810001"\n';
    const xml = '<FlexQueryResponse><FlexStatements><FlexStatement><Trades><Trade assetCategory="STK" symbol="MSFT" tradeID="810001" dateTime="20260105;093500" quantity="10" tradePrice="410.5" ibCommission="-1" currency="USD" buySell="BUY"/></Trades></FlexStatement></FlexStatements></FlexQueryResponse>';
    const fromCsv = parseTradesCsv(csv);
    expect(fromCsv.format).toBe('ibkr-flex-csv');
    expect(fromCsv.activities).toEqual(parseIbkrFlex(xml).activities);
    expect(fromCsv.activities[0]?.executedAt).toBe('2026-01-05T14:35:00.000Z');
  });
});

describe('numbers and delimiters: the file decides', () => {
  it("reads a number its column cannot decide by its row's other numbers when they write one mark", () => {
    // Amount and quantity columns write both marks (two exports put together: -24.999996 and -12,50); 10,799 beside 0,104341 (a comma's six decimals) is 10.799.
    const csv = 'Date;Symbol;Type;Quantity;Amount;Currency\n2026-01-05;SAP;Sell;0,104341;10,799;EUR\n2026-01-06;SAP;Buy;0.2989;-24.999996;EUR\n2026-01-07;SAP;Sell;1,5;2,500;EUR\n2026-01-08;SAP;Sell;2;1.000;EUR\n2026-01-09;SAP;Buy;1;-12,50;EUR\n';
    const result = parseTradesCsv(csv);
    expect(result.activities.filter(isTrade).map((t) => [t.side, t.quantity, t.price])).toEqual([
      ['sell', 0.104341, 103.49718711],
      ['buy', 0.2989, 83.64],
      ['sell', 1.5, 1.66666667],
      ['buy', 1, 12.5],
    ]);
    // 2 and 1.000: no number of the row writes a mark of its own, so the row still asks.
    expect(result.skipped.map(({ line, code }) => [line, code])).toEqual([[5, 'amount.ambiguous']]);
  });

  it('reads a semicolon file with decimal commas and dotted thousands', () => {
    const csv = 'Datum;Symbol;Typ;Anzahl;Kurs;Gebühren;Währung\n17.11.2021;SAP;Kauf;1.000;120,50;-4,90;EUR\n18.11.2021;SAP;Verkauf;10;121,25;;EUR\n';
    const result = parseTradesCsv(csv);
    expect(result.skipped).toEqual([]);
    expect(result.activities.filter(isTrade).map((t) => [t.side, t.quantity, t.price, t.fees])).toEqual([
      ['buy', 1000, 120.5, 4.9],
      ['sell', 10, 121.25, undefined],
    ]);
    expect(result.warnings).toContain('numbers read with a decimal comma, as line 2 (120,50) shows');
  });

  it('reads a file that writes both decimal marks number by number where each is unambiguous, by its column where not, and asks where neither decides', () => {
    // Two exports put together: 27,80 and 0,50 by comma, -97.93 by point; 1,234 in the fee column that writes 0,50 is 1.234.
    const csv = 'Date;Symbol;Side;Quantity;Price;Fee;Currency\n2026-01-05;SAP;BUY;1;27,80;0,50;EUR\n2026-01-06;SAP;SELL;2;97.93;1,234;EUR\n2026-01-07;SAP;BUY;1.000;12;;EUR\n';
    const result = parseTradesCsv(csv);
    expect(result.activities.filter(isTrade).map((t) => [t.side, t.quantity, t.price, t.fees])).toEqual([
      ['buy', 1, 27.8, 0.5],
      ['sell', 2, 97.93, 1.234],
    ]);
    // 1.000 units: the quantity column writes no mark of its own, so the row asks.
    expect(result.skipped).toEqual([
      { line: 4, code: 'quantity.ambiguous', reason: 'quantity: 1.000 could be read with either decimal mark, and its column writes both; pass { decimalMark }' },
    ]);
    expect(result.notices).toContainEqual({
      code: 'numbers.decimal_marks_mixed',
      message: "numbers: line 2 writes a decimal comma (27,80) and line 3 a decimal point (97.93); each number is read by its own mark, one that could be either (1,234) by its column's (fee comma, price both), in a column of both by its row's other numbers",
    });
  });
});
