import { Clarity } from '@clarity/sdk';

const client = new Clarity();
const portfolio = await client.portfolios.create({ externalId: 'client-11', currentHoldings: [{ ticker: 'AAPL', quantity: 10 }] });

// The card of a stored portfolio…
const card = await client.clarity.card({ portfolioId: portfolio.id });
console.log(card.marketContext.markdown, card.positionsAnalysis.markdown);
if (card.staleness.ageOfNewestDays !== null && card.staleness.ageOfNewestDays > 7) console.log('Data may be stale');

// …or of an inline portfolio, which is never stored.
const inline = await client.clarity.card({
  portfolio: { externalId: 'scratch', baseCurrency: 'USD', currentHoldings: [{ ticker: 'MSFT', quantity: 4 }] },
});
console.log(inline.followUps.map((f) => f.question));
