import { Clarity, parseIbkrFlex, parseTradesCsv } from '@clarity/sdk';

const client = new Clarity();
const portfolio = await client.portfolios.create({ externalId: 'client-8' });

// A broker's CSV export, as your backend received it: the columns are found by their usual names
// (Trade Date, Symbol, Action, Shares, Price, Commission, Currency …), BOT/SLD read as buy/sell.
const csv = `Trade Date,Symbol,Action,Shares,Price,Commission,Currency
2026-02-03 14:30:00,MSFT,BOT,5,410.50,-1.00,USD
2026-02-10 15:00:00,MSFT,SLD,-2,415.00,-1.50,USD
2026-02-10,MSFT,DIVIDEND,0,0.83,0,USD
`;
const { trades, problems } = parseTradesCsv(csv);
// problems: [{ line: 4, message: 'side: DIVIDEND is not a trade (buy/sell, B/S, BOT/SLD)' }, …]
for (const problem of problems) console.log(`line ${problem.line}: ${problem.message}`);

// Without a trade id column, each trade's externalId is a hash of its fields: sending the same
// export again (tonight's job re-running) adds nothing.
const first = await client.portfolios.recordTrades(portfolio.id, { trades, currentHoldings: [{ ticker: 'MSFT', quantity: 3 }] });
const again = await client.portfolios.recordTrades(portfolio.id, { trades: parseTradesCsv(csv).trades, currentHoldings: [{ ticker: 'MSFT', quantity: 3 }] });
console.log(first.appended, again.appended, again.skippedDuplicates); // 2 0 2

// Interactive Brokers Flex: Activity (<Trade>) or Trade Confirmation (<TradeConfirm>) XML; the
// externalId is IBKR's tradeID; times are read in America/New_York unless you pass { timeZone }.
const flex = `<FlexQueryResponse queryName="trades" type="AF"><FlexStatements count="1"><FlexStatement accountId="U1234567">
<Trades><Trade assetCategory="STK" symbol="AAPL" tradeID="7001" dateTime="20260212;101500" quantity="10" tradePrice="231.40" ibCommission="-1" currency="USD" buySell="BUY" levelOfDetail="EXECUTION"/></Trades>
</FlexStatement></FlexStatements></FlexQueryResponse>`;
const ibkr = parseIbkrFlex(flex);
await client.portfolios.recordTrades(portfolio.id, { trades: ibkr.trades, currentHoldings: [{ ticker: 'MSFT', quantity: 3 }, { ticker: 'AAPL', quantity: 10 }] });
