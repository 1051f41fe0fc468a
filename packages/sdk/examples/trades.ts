import { Clarity } from '@clarity/sdk';

const client = new Clarity();
const portfolio = await client.portfolios.create({ externalId: 'client-7' });

// Record trades: appends to the log and replaces currentHoldings in one transaction.
// A trade whose externalId is already logged is skipped, so re-sending a batch is safe.
const result = await client.portfolios.recordTrades(portfolio.id, {
  trades: [
    { ticker: 'MSFT', side: 'buy', quantity: 5, price: 410.5, currency: 'USD', executedAt: '2026-02-03T14:30:00Z', externalId: 'fill-1001' },
    { ticker: 'MSFT', side: 'sell', quantity: 2, price: 415, currency: 'USD', executedAt: '2026-02-10T15:00:00Z', fees: 1.5, externalId: 'fill-1002' },
  ],
  currentHoldings: [{ ticker: 'MSFT', quantity: 3, costBasis: 410.5, currency: 'USD' }],
});
console.log(result.appended, result.skippedDuplicates, result.tradeCount);

// List trades, newest first, across every page
for await (const trade of client.portfolios.listTrades(portfolio.id)) {
  console.log(trade.executedAt, trade.side, trade.quantity, trade.ticker);
}
