import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, type Card } from '@clarity/shared';
import { answerOf, chat, startChatServer, type ChatTestServer } from '../../chat/testing/stream-client.test-helpers.js';

// The card's sentences read the way a user reads them, each checked against the card's own figures
// (the positions panel's weights), on books built to catch the wording slips of issue #30.
// The sample market data ends on 2026-11-13; the chat server's clock is 2026-11-14.

let s: ChatTestServer;

async function newBook(externalId: string, body: object): Promise<string> {
  const res = await request(s.ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', s.apiKey)
    .send({ externalId, baseCurrency: 'USD', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function cardOf(portfolioId: string): Promise<Card> {
  const res = await request(s.ctx.app).post('/v1/clarity/card').set('x-api-key', s.apiKey).send({ portfolioId });
  expect(res.status).toBe(200);
  return CardSchema.parse(res.body);
}

/** The weight (0–1) of each ticker as the positions panel shows it. */
const weights = (c: Card): Map<string, number> => new Map(c.positions.map((p) => [p.ticker, p.weight ?? 0]));

/** The English list "A, B, and C" / "A and B" / "A" read back into its items. */
const listItems = (text: string): string[] => text.split(/,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim()).filter(Boolean);

// Stories about the economy at large: they reach a crypto or equity book only through its currency or region.
const BROAD = ['Federal Reserve rate path', 'US inflation', 'European Central Bank policy', 'Bank of England rates', 'Euro-area inflation'];

const books: Record<string, { portfolioId: string; card: Card }> = {};

beforeAll(async () => {
  s = await startChatServer();
  const make = async (name: string, body: object) => {
    const portfolioId = await newBook(name, body);
    books[name] = { portfolioId, card: await cardOf(portfolioId) };
  };
  // BTC 1 × 108 192 + ETH 15 × 1 841 = 135 807 of crypto; AAPL 10 × 214 = 2 143: crypto about 98%.
  await make('crypto', {
    currentHoldings: [
      { ticker: 'BTC', quantity: 1, costBasis: 60000 },
      { ticker: 'ETH', quantity: 15, costBasis: 2500 },
      { ticker: 'AAPL', quantity: 10, costBasis: 150 },
    ],
    profile: { riskTolerance: 'moderate', horizonYears: 10 },
  });
  // AGG 500 × 95 = 47 515 of a broad bond fund, ACWI 100 × 141 = 14 088 of a world equity fund, AAPL 20 × 214 = 4 287.
  await make('funds', {
    currentHoldings: [
      { ticker: 'AGG', quantity: 500, costBasis: 98 },
      { ticker: 'ACWI', quantity: 100, costBasis: 100 },
      { ticker: 'AAPL', quantity: 20, costBasis: 180 },
    ],
    profile: { riskTolerance: 'conservative', horizonYears: 10 },
  });
  // SHEL is quoted in GBP and held inline, without a trade log: no purchase date, so no purchase exchange rate.
  await make('undated', {
    currentHoldings: [
      { ticker: 'AAPL', quantity: 30, costBasis: 150 },
      { ticker: 'SHEL', quantity: 300, costBasis: 22, currency: 'GBP' },
      { ticker: 'IEF', quantity: 60, costBasis: 95 },
    ],
    profile: { riskTolerance: 'balanced', horizonYears: 10 },
  });
  // Equity 100 × 214 = 21 433 (80%, above 30–50%), bonds 50 × 95 = 4 752 (18%, below 35–60%),
  // BTC 0.005 × 108 192 = 541 (2.0%, inside 0–3%).
  await make('rebalance', {
    currentHoldings: [
      { ticker: 'AAPL', quantity: 100, costBasis: 150 },
      { ticker: 'AGG', quantity: 50, costBasis: 98 },
      { ticker: 'BTC', quantity: 0.005, costBasis: 60000 },
    ],
    profile: { riskTolerance: 'moderate', horizonYears: 10 },
  });
});
afterAll(() => s.close());

describe('the card’s words, read against its figures', () => {
  it('lists only stories about what a crypto book holds, each with the share of the portfolio it names', () => {
    const c = books.crypto!.card;
    const bullets = c.marketContext.markdown.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets.length).toBeGreaterThan(0);
    for (const title of BROAD) expect(c.marketContext.markdown, title).not.toContain(`**${title}**`);
    const w = weights(c);
    for (const bullet of bullets) {
      const m = /Touches your (.+) \(([\d.]+)% of your portfolio\)\.$/.exec(bullet);
      expect(m, bullet).not.toBeNull();
      const named = listItems(m![1]!);
      const sum = named.reduce((acc, t) => acc + (w.get(t) ?? NaN), 0);
      expect(Math.abs(Number(m![2]) - 100 * sum), bullet).toBeLessThanOrEqual(0.051);
    }
    // The widget's story rows carry the same: a story's exposure is the weights of the holdings it names.
    for (const story of c.narrative.stories) {
      expect(BROAD).not.toContain(story.title);
      const sum = story.holdings.reduce((acc, t) => acc + (w.get(t) ?? NaN), 0);
      expect(story.exposure, story.title).toBeCloseTo(sum, 3);
    }
  });

  it('holds no broad fund to the single-holding limit, and says no "top five" of three holdings', () => {
    const text = books.funds!.card.positionsAnalysis.markdown + '\n' + books.funds!.card.headline.markdown;
    expect(text).not.toMatch(/\*\*(AGG|ACWI)\*\* alone/);
    for (const name of Object.keys(books)) {
      const all = [books[name]!.card.headline.markdown, books[name]!.card.positionsAnalysis.markdown].join('\n');
      expect(all, name).not.toContain('top five');
    }
  });

  it('lists under "outside their ranges" exactly the classes that are outside', () => {
    for (const name of Object.keys(books)) {
      const text = books[name]!.card.positionsAnalysis.markdown;
      const m = /(One asset class is outside its range|(\d) asset classes are outside their ranges): (.+)\.$/m.exec(text);
      if (!m) continue;
      const count = m[2] ? Number(m[2]) : 1;
      const items = m[3]!.match(/[a-z ]+ [\d.]+% \(target [^)]*\)/g) ?? [];
      expect(items.length, `${name}: ${m[3]}`).toBe(count);
      for (const item of items) expect(item, name).toMatch(/, (above|below)\)$/);
      // And against the allocation the card carries.
      expect(books[name]!.card.allocation.byAssetClass.filter((x) => x.status === 'above' || x.status === 'below').length, name).toBe(count);
    }
  });

  it('says that the price/currency split cannot be made for a foreign holding without a purchase date', () => {
    expect(books.undated!.card.positionsAnalysis.markdown).toContain('No purchase date is recorded for SHEL, so its result cannot be split between what prices and exchange rates did');
  });

  it('starts the sentence the widget shows first under "Your positions" with its subject, in every language', async () => {
    // The widget leaves out the value sentence (the hero shows the value), so the next one must stand alone:
    // "it shows an unrealized gain" read as the section's first words has nothing for "it" to refer to.
    const opening: Record<string, RegExp> = {
      en: /^Against what you paid, your holdings show an unrealized gain of \$/,
      de: /^Gemessen am Kaufpreis ergibt sich ein nicht realisierter Gewinn von /,
      fr: /^Par rapport à votre prix d’achat, vos positions affichent une plus-value latente de /,
      es: /^Respecto a lo que pagó, sus posiciones muestran una plusvalía latente de /,
    };
    for (const [locale, expected] of Object.entries(opening)) {
      const res = await request(s.ctx.app).post('/v1/clarity/card').set('x-api-key', s.apiKey).send({ portfolioId: books.undated!.portfolioId, locale });
      expect(res.status).toBe(200);
      const [, second] = /^[^\n]*?\d\.\s+(\S[^\n]*)/.exec((res.body as Card).positionsAnalysis.markdown) ?? [];
      expect(second, locale).toMatch(expected);
    }
  });

  it('opens the market context with what the story rows cannot say, never with the first row again, in every language', async () => {
    // The widget shows each story as a row (title, holdings, share); the section's first paragraph is what it shows above
    // them, so it must not retell a row: it gives how much of the portfolio the stories reach together.
    const reach: Record<string, { whole: string; part: RegExp }> = {
      en: { whole: 'between them they bear on every holding you own.', part: /between them they bear on (\d+) holdings worth ([\d.,]+)\s?% of your portfolio\./ },
      de: { whole: 'zusammen betreffen sie alle Ihre Positionen.', part: /zusammen betreffen sie (\d+) Positionen mit ([\d.,]+)\s?% Ihres Depots\./ },
      fr: { whole: 'ensemble, elles touchent toutes vos lignes.', part: /ensemble, elles touchent (\d+) lignes, soit ([\d.,]+)\s?% de votre portefeuille\./ },
      es: { whole: 'en conjunto afectan a todas sus posiciones.', part: /en conjunto afectan a (\d+) posiciones, el ([\d.,]+)\s?% de su cartera\./ },
    };
    const seen = new Set<string>();
    for (const [name, book] of Object.entries(books)) {
      for (const [locale, expected] of Object.entries(reach)) {
        const res = await request(s.ctx.app).post('/v1/clarity/card').set('x-api-key', s.apiKey).send({ portfolioId: book.portfolioId, locale });
        expect(res.status).toBe(200);
        const c = CardSchema.parse(res.body);
        const lead = c.marketContext.markdown.split('\n\n')[0]!;
        for (const story of c.narrative.stories) expect(lead, `${name} ${locale}`).not.toContain(story.title);
        const named = new Set(c.narrative.stories.flatMap((story) => story.holdings));
        const held = c.positions.filter((p) => (p.weight ?? 0) > 0);
        const m = expected.part.exec(lead);
        if (lead.includes(expected.whole)) {
          seen.add('whole');
          expect(named.size, `${name} ${locale}`).toBeLessThanOrEqual(held.length);
        } else if (m) {
          seen.add('part');
          // Each holding counted once: at least every holding the rows name, worth at least those holdings' weights.
          expect(Number(m[1]), `${name} ${locale}`).toBeGreaterThanOrEqual(named.size);
          expect(Number(m[1]), `${name} ${locale}`).toBeLessThan(held.length);
          const w = weights(c);
          const share = Number(m[2]!.replace(',', '.')) / 100;
          expect(share, `${name} ${locale}`).toBeGreaterThanOrEqual([...named].reduce((sum, t) => sum + (w.get(t) ?? 0), 0) - 0.0005);
          expect(share, `${name} ${locale}`).toBeLessThan(1);
        } else {
          // Left out only when one story covers every holding the news touches: then its row says it all.
          seen.add('none');
          const first = new Set(c.narrative.stories[0]?.holdings ?? []);
          expect([...named].every((t) => first.has(t)), `${name} ${locale}: ${lead}`).toBe(true);
        }
      }
    }
    expect([...seen].sort()).toEqual(['part', 'whole']);
  });

  it('tells a story’s change of state and the holdings it concerns in the reader’s words, in every language', async () => {
    // State values come from the news data in English ("not filed"); the catalog gives each its word, and the holdings
    // the story concerns are introduced without a "Sie betrifft" that reads as the formal "you".
    const read: Record<string, string> = {
      en: 'US Congress: chip export volume cap bill went from not filed to introduced. Touches your AAPL (',
      de: 'US Congress: chip export volume cap bill änderte sich von nicht eingebracht auf eingebracht. Betroffen sind Ihre Positionen AAPL (',
      fr: 'US Congress : chip export volume cap bill est passé de non déposé à déposé. Cela concerne vos positions AAPL (',
      es: 'US Congress: chip export volume cap bill pasó de no presentado a presentado. Afecta a sus posiciones AAPL (',
    };
    for (const [locale, expected] of Object.entries(read)) {
      const res = await request(s.ctx.app).post('/v1/clarity/card').set('x-api-key', s.apiKey).send({ portfolioId: books.rebalance!.portfolioId, locale });
      expect(res.status).toBe(200);
      const text = (res.body as Card).marketContext.markdown;
      const chips = text.split('\n').find((line) => line.includes('**US export controls on advanced chips**'));
      expect(chips, `${locale}: ${text}`).toContain(expected);
      expect(text, locale).not.toMatch(/Sie betrifft/);
    }
  });

  it('gives no 0.0% turnover for a trade log of purchases only', async () => {
    const id = await newBook('buys-only', { profile: { riskTolerance: 'growth', horizonYears: 10 } });
    // Fees 30 on about 3 000 are 1%: the activity line is material and shown.
    await request(s.ctx.app)
      .post(`/v1/sdk/partner-portfolios/${id}/trades`)
      .set('x-api-key', s.apiKey)
      .send({
        trades: [
          { ticker: 'AAPL', side: 'buy', quantity: 5, price: 200, currency: 'USD', executedAt: '2026-05-04T15:00:00Z', fees: 10 },
          { ticker: 'AAPL', side: 'buy', quantity: 5, price: 210, currency: 'USD', executedAt: '2026-06-04T15:00:00Z', fees: 10 },
          { ticker: 'MSFT', side: 'buy', quantity: 2, price: 500, currency: 'USD', executedAt: '2026-07-06T15:00:00Z', fees: 10 },
        ],
        currentHoldings: [{ ticker: 'AAPL', quantity: 10, costBasis: 205 }, { ticker: 'MSFT', quantity: 2, costBasis: 500 }],
      })
      .expect(200);
    const text = (await cardOf(id)).positionsAnalysis.markdown;
    expect(text).toContain('you paid $30.00 in fees over the last 12 months; 3 trades in the last 12 months.');
    expect(text).not.toMatch(/replaced 0\.0%/);
  });

  it('rebalances only the classes outside their ranges, and never names a class as something to buy', async () => {
    const { portfolioId } = books.rebalance!;
    const answer = answerOf(await chat(s.url, s.apiKey, { portfolioId, question: 'What should I rebalance?' })).answerMarkdown;
    const trades = answer.split('\n').filter((l) => /^- (Buy|Sell) /.test(l));
    expect(trades.length, answer).toBeGreaterThan(0);
    // Equities (AAPL) are above their range and bonds (AGG) below; crypto (BTC, 2%) is inside 0–3% and stays as it is.
    for (const line of trades) expect(line, answer).toMatch(/^- (Sell [\d.,]+ AAPL|Buy [\d.,]+ AGG) for about \$[\d,]+$/);
    expect(answer).not.toMatch(/BTC for about|commodities for about/);
  });
});
