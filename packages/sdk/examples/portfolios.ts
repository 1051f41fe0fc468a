import { Clarity } from '@clarity/sdk';

const client = new Clarity();

// Create
const portfolio = await client.portfolios.create({
  externalId: 'client-42',
  baseCurrency: 'EUR',
  currentHoldings: [{ ticker: 'AAPL', quantity: 10, costBasis: 150, currency: 'USD' }],
  profile: { riskTolerance: 'balanced', horizonYears: 10 },
});

// Retrieve
const stored = await client.portfolios.retrieve(portfolio.id);

// Update: only the fields given change; `profile: null` clears the profile
const updated = await client.portfolios.update(portfolio.id, { baseCurrency: 'GBP', profile: null });

// List: every portfolio, page after page
for await (const p of client.portfolios.list()) {
  console.log(p.id, p.externalId);
}

// …or one page at a time, or find one by your own id
const firstPage = await client.portfolios.list({ limit: 100 });
if (firstPage.hasNextPage()) await firstPage.getNextPage();
const [byExternalId] = (await client.portfolios.list({ externalId: 'client-42' })).data;

// Delete (also revokes its embed tokens)
await client.portfolios.delete(portfolio.id);
console.log(stored.id === updated.id, byExternalId?.id);
