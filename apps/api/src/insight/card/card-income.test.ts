import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardSchema, type Card } from '@clarity/shared';
import { createTestContext, type TestContext } from '../../testing/harness.js';

// A stored book with cash, income, a fee and a withdrawal, carded over HTTP: the income line of the positions
// section, the notes naming each figure's method, and the cash the value counts. Figures worked out by hand below.

let ctx: TestContext;
let apiKey: string;

const MARKET = {
  'instruments.csv': ['ticker,name,asset_class,sector,region,currency', 'AAPL,Apple Inc.,equity,technology,north_america,USD', 'SAP.DE,SAP SE,equity,technology,europe,EUR'].join('\n'),
  'prices.csv': ['ticker,date,close', 'AAPL,2026-01-05,200', 'AAPL,2026-06-30,210', 'SAP.DE,2026-01-05,100', 'SAP.DE,2026-06-30,110'].join('\n'),
  'fx.csv': ['base,quote,date,rate', 'EUR,USD,2026-01-05,1.10', 'EUR,USD,2026-06-30,1.20'].join('\n'),
};

// Cash in USD, rolled forward: +5,000 deposit − 4,000 (20 AAPL at 200) + 4.42 (dividend 5.20 less 0.78 withheld) − 12 fee
// + 4.42 (second dividend) − 400 withdrawal + 3 interest = 599.84.
const USD_BOOK = [
  { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2026-01-05T09:00:00Z' },
  { ticker: 'AAPL', side: 'buy', quantity: 20, price: 200, currency: 'USD', executedAt: '2026-01-05T15:00:00Z' },
  { type: 'dividend', ticker: 'AAPL', amount: 5.2, withholdingTax: 0.78, currency: 'USD', executedAt: '2026-02-13T12:00:00Z' },
  { type: 'fee', amount: 12, currency: 'USD', executedAt: '2026-03-31T00:00:00Z' },
  { type: 'dividend', ticker: 'AAPL', amount: 5.2, withholdingTax: 0.78, currency: 'USD', executedAt: '2026-05-15T12:00:00Z' },
  { type: 'withdrawal', amount: 400, currency: 'USD', executedAt: '2026-06-15T09:00:00Z' },
  { type: 'interest', amount: 3, currency: 'USD', executedAt: '2026-06-30T00:00:00Z' },
];

beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket(MARKET);
  ({ apiKey } = await ctx.newOrg());
  ctx.clock.set(new Date('2026-06-30T20:00:00Z'));
});
afterEach(() => ctx.close());

async function storedCard(externalId: string, trades: unknown[], currentHoldings: unknown[], locale = 'en'): Promise<Card> {
  const id = (await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId, baseCurrency: 'USD' }).expect(201)).body.id as string;
  await request(ctx.app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades, currentHoldings }).expect(200);
  const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: id, locale });
  expect(res.status).toBe(200);
  return CardSchema.parse(res.body);
}

describe('a card of a book with income and cash', () => {
  it('tells the income of the period, the fees and what income added to the total return', async () => {
    const card = await storedCard('income-line', USD_BOOK, [{ ticker: 'AAPL', quantity: 20 }]);
    const text = card.positionsAnalysis.markdown;
    // Dividends 5.20 + 5.20 = 10.40 gross, 0.78 + 0.78 = 1.56 withheld; interest 3; net 10.40 − 1.56 + 3 = 11.84; fees 12.
    expect(text).toContain('it earned **$11.84** of income after tax withheld: $10.40 in dividends ($1.56 of it withheld at source) and $3.00 in interest; $12.00 went on fees and taxes outside trades.');
    const figures = /Income made up ([+-−]?[\d.]+)% of the ([+-−]?[\d.]+)% total return, prices ([+-−]?[\d.]+)%\./.exec(text.replace(/−/g, '-'));
    expect(figures).not.toBeNull();
    const [income, total, prices] = (figures as RegExpExecArray).slice(1).map(Number) as [number, number, number];
    // Each day's income over the value at work that day: 4.42 / 5,000 (4,000 of AAPL, 1,000 cash) + 4.42 / 4,992.42
    // (after the first dividend, less the 12 fee) + 3 / ~4,596.84 (after the 400 withdrawal) ≈ 0.088% + 0.089% + 0.065%
    // = 0.242%, printed +0.2%.
    expect(income).toBe(0.2);
    // Each printed to one decimal: price and income add up to the total within the rounding of the three.
    expect(Math.abs(income + prices - total)).toBeLessThanOrEqual(0.15);
  });

  it('names the method of income and net invested capital in the notes', async () => {
    const card = await storedCard('income-notes', USD_BOOK, [{ ticker: 'AAPL', quantity: 20 }]);
    expect(card.performance.notes).toContain(
      'Net invested capital is the deposits less the withdrawals; units bought with a dividend are not new money.',
    );
    expect(card.performance.notes.some((n) => n.startsWith('Returns are total returns: what prices did plus the income received'))).toBe(true);
    expect(card.performance.notes.some((n) => n.startsWith('Your activity log reports cash'))).toBe(true);
    // 5,000 deposited − 400 withdrawn.
    expect(card.performance.netInvested).toEqual({ amount: 4600, from: 'deposits' });
  });

  it('counts the cash in the total, and the total is the last value of the series', async () => {
    const card = await storedCard('income-cash', USD_BOOK, [{ ticker: 'AAPL', quantity: 20 }]);
    expect(card.performance.cash).toBe('reported');
    expect(card.performance.cashBalance).toEqual({ value: 599.84, byCurrency: [{ currency: 'USD', amount: 599.84 }] });
    // 20 AAPL at 210 = 4,200, plus 599.84 of cash.
    expect(card.totalValue).toBe(4799.84);
    expect(card.performance.series.at(-1)).toMatchObject({ date: '2026-06-30', value: 4799.84 });
    expect(card.positionsAnalysis.markdown).toContain('Your portfolio is worth **$4,200** across 1 holding, at prices as of Jun 30, 2026. With the $600 of cash your activity log leaves, the portfolio’s total is **$4,800**.');
  });

  it('cash in a second currency is valued at the day’s rate, in the total and the series alike', async () => {
    // EUR: +2,000 deposit − 1,000 (10 SAP.DE at 100) − 100 tax = 900 EUR, at 1.20 on the day: 1,080 USD.
    const book = [
      ...USD_BOOK,
      { type: 'deposit', amount: 2000, currency: 'EUR', executedAt: '2026-01-05T09:00:00Z' },
      { ticker: 'SAP.DE', side: 'buy', quantity: 10, price: 100, currency: 'EUR', executedAt: '2026-01-05T15:00:00Z' },
      { type: 'tax', amount: 100, currency: 'EUR', ticker: 'SAP.DE', executedAt: '2026-04-01T00:00:00Z' },
    ];
    const card = await storedCard('income-cash-eur', book, [
      { ticker: 'AAPL', quantity: 20 },
      { ticker: 'SAP.DE', quantity: 10 },
    ]);
    expect(card.performance.cashBalance.byCurrency).toEqual([
      { currency: 'EUR', amount: 900 },
      { currency: 'USD', amount: 599.84 },
    ]);
    // 900 EUR × 1.20 = 1,080 USD; with 599.84 USD: 1,679.84.
    expect(card.performance.cashBalance.value).toBe(1679.84);
    // Holdings: 4,200 + 10 × 110 EUR × 1.20 = 1,320, so 5,520; with the cash, 7,199.84.
    expect(card.totalValue).toBe(7199.84);
    expect(card.performance.series.at(-1)?.value).toBe(7199.84);
  });

  it('a book without deposits counts no cash: the total is the holdings, as the series is', async () => {
    const trades = USD_BOOK.filter((a) => a.type !== 'deposit' && a.type !== 'withdrawal');
    const card = await storedCard('income-nocash', trades, [{ ticker: 'AAPL', quantity: 20 }]);
    expect(card.performance.cash).toBe('not_reported');
    expect(card.performance.cashBalance).toEqual({ value: 0, byCurrency: [] });
    expect(card.totalValue).toBe(4200);
    expect(card.performance.series.at(-1)?.value).toBe(4200);
    // Purchases less sales: 4,000.
    expect(card.performance.netInvested).toEqual({ amount: 4000, from: 'trades' });
    expect(card.performance.notes).toContain(
      'Net invested capital is the purchases (with their fees) less the sales (net of fees), with positions transferred in or out at their stated cost, as the log reports no cash; units bought with a dividend are not new money.',
    );
  });

  it('the income line in German, French and Spanish', async () => {
    const lines = {
      de: 'brachte es **11,84 $** Erträge nach Quellensteuer: 10,40 $ Dividenden (davon 1,56 $ an der Quelle einbehalten) und 3,00 $ Zinsen; 12,00 $ gingen für Gebühren und Steuern außerhalb von Trades ab.',
      fr: 'il a rapporté **11,84 $** de revenus après retenue à la source : 10,40 $ de dividendes (dont 1,56 $ retenus à la source) et 3,00 $ d’intérêts ; 12,00 $ sont partis en frais et impôts hors opérations.',
      es: 'generó **11,84 $** de ingresos tras la retención: 10,40 $ en dividendos (1,56 $ retenidos en origen) y 3,00 $ en intereses; 12,00 $ se fueron en comisiones e impuestos fuera de operaciones.',
    };
    for (const [locale, line] of Object.entries(lines)) {
      const card = await storedCard(`income-${locale}`, USD_BOOK, [{ ticker: 'AAPL', quantity: 20 }], locale);
      expect(card.positionsAnalysis.markdown.replace(/\u202f|\u00a0/g, ' '), locale).toContain(line);
    }
  });
});
