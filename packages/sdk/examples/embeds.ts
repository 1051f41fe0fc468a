import { Clarity } from '@clarity/sdk';

const client = new Clarity();
const portfolio = await client.portfolios.create({ externalId: 'client-9', currentHoldings: [{ ticker: 'AAPL', quantity: 3 }] });

// Mint an embed token on your server; give only `url` (or `token`) to the browser.
const embed = await client.embeds.create({
  portfolioId: portfolio.id,
  allowedOrigins: ['https://app.broker.example'],
  ttlSeconds: 600, // 30–3600
  scope: ['card', 'chat'],
});
console.log(embed.url, embed.expiresAt);

// Revoke one token (its jti) at once…
await client.embeds.revoke(embed.jti);

// …or every token of the portfolio, e.g. when the user signs out.
const { revoked } = await client.embeds.revokeAll({ portfolioId: portfolio.id });
console.log(revoked);
