import { Clarity, isTrade, parseIbkrFlex, parseTradesCsv } from '@clarity/sdk';

const client = new Clarity();
const portfolio = await client.portfolios.create({ externalId: 'client-8' });

// A broker's CSV export, as your backend received it: the columns are found by their usual names
// (Trade Date, Symbol, Action, Shares, Price, Commission, Amount, Currency …), BOT/SLD read as buy/sell.
const csv = `Trade Date,Symbol,Action,Shares,Price,Commission,Amount,Currency
2026-02-03 14:30:00,MSFT,BOT,5,410.50,-1.00,,USD
2026-02-10 15:00:00,MSFT,SLD,-2,415.00,-1.50,,USD
2026-02-10,MSFT,DIVIDEND,,,,2.49,USD
2026-02-11,MSFT,ORDER,,,,,USD
`;
const { activities, skipped, format, warnings } = parseTradesCsv(csv, { timeZone: 'America/New_York' });
// format: 'generic-csv'; activities: the two trades and { type: 'dividend', ticker: 'MSFT', amount: 2.49, … };
// skipped: [{ line: 5, reason: 'ORDER is not a trade or a known activity (…)' }]; nothing is dropped unsaid.
for (const row of skipped) console.log(`line ${row.line}: ${row.reason}`);
console.log(format, warnings);

// Without an id column, each activity's externalId is a hash of its fields: sending the same
// export again (tonight's job re-running) adds nothing. recordTrades takes every activity; here, the trades.
const trades = activities.filter(isTrade);
const first = await client.portfolios.recordTrades(portfolio.id, { trades, currentHoldings: [{ ticker: 'MSFT', quantity: 3 }] });
const again = await client.portfolios.recordTrades(portfolio.id, {
  trades: parseTradesCsv(csv, { timeZone: 'America/New_York' }).activities.filter(isTrade),
  currentHoldings: [{ ticker: 'MSFT', quantity: 3 }],
});
console.log(first.appended, again.appended, again.skippedDuplicates); // 2 0 2

// Interactive Brokers Flex: Activity (<Trade>) or Trade Confirmation (<TradeConfirm>) XML; the
// externalId is IBKR's tradeID; times are read in America/New_York unless you pass { timeZone }.
const flex = `<FlexQueryResponse queryName="trades" type="AF"><FlexStatements count="1"><FlexStatement accountId="U1234567">
<Trades><Trade assetCategory="STK" symbol="AAPL" tradeID="7001" dateTime="20260212;101500" quantity="10" tradePrice="231.40" ibCommission="-1" currency="USD" buySell="BUY"/></Trades>
</FlexStatement></FlexStatements></FlexQueryResponse>`;
const ibkr = parseIbkrFlex(flex);
await client.portfolios.recordTrades(portfolio.id, {
  trades: ibkr.activities.filter(isTrade),
  currentHoldings: [{ ticker: 'MSFT', quantity: 3 }, { ticker: 'AAPL', quantity: 10 }],
});
