import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, ReportSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

// A hand-sized market (clock 2026-03-02): EQA 100 USD, BND 20 USD, EQB 50 EUR at 1.2 USD.
const MARKET: Record<string, string> = {
  'instruments.csv': [
    'ticker,name,asset_class,sector,region,currency',
    'EQA,Equity <A> & Co,equity,technology,north_america,USD',
    'EQB,Equity B,equity,industrials,europe,EUR',
    'BND,Bond fund,fixed_income,government_bonds,north_america,USD',
  ].join('\n'),
  'prices.csv': ['ticker,date,close', 'EQA,2025-12-01,80', 'EQA,2026-01-02,90', 'EQA,2026-03-02,100', 'EQB,2026-01-02,50', 'EQB,2026-02-27,50', 'BND,2026-01-02,20', 'BND,2026-02-27,20'].join('\n'),
  'fx.csv': ['base,quote,date,rate', 'EUR,USD,2025-12-01,1.2'].join('\n'),
};

let ctx: TestContext;
let apiKey: string;
let otherKey: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg('Broker A'));
  ({ apiKey: otherKey } = await ctx.newOrg('Broker B'));
  await ctx.importMarket(MARKET);
});
afterEach(() => ctx.close());

const api = () => request(ctx.app);
const generate = (body: object, key = apiKey) => api().post('/v1/sdk/reports/generate').set('x-api-key', key).send(body);

async function portfolioWithTrades(profile: object | null = { riskTolerance: 'balanced', horizonYears: 8 }): Promise<string> {
  // 80 EQA = 8000, 20 EQB = 20 × 50 × 1.2 = 1200, 40 BND = 800: total 10 000 USD.
  const created = await api()
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({
      externalId: 'client-7',
      baseCurrency: 'USD',
      ...(profile ? { profile } : {}),
      currentHoldings: [
        { ticker: 'EQA', quantity: 80, costBasis: 90, currency: 'USD' },
        { ticker: 'EQB', quantity: 20 },
        { ticker: 'BND', quantity: 40, costBasis: 20, currency: 'USD' },
      ],
    })
    .expect(201);
  const id = created.body.id as string;
  await api()
    .post(`/v1/sdk/partner-portfolios/${id}/trades`)
    .set('x-api-key', apiKey)
    .send({
      trades: [
        { ticker: 'EQA', side: 'buy', quantity: 80, price: 90, currency: 'USD', executedAt: '2026-01-02T15:00:00Z', externalId: 't1' },
        { ticker: 'BND', side: 'buy', quantity: 40, price: 20, currency: 'USD', executedAt: '2026-01-02T15:05:00Z', externalId: 't2' },
      ],
      currentHoldings: created.body.currentHoldings,
    })
    .expect(200);
  return id;
}

describe('reports', () => {
  it('generates a stored JSON report with the card, the analytics, the strategy fit and the recent trades', async () => {
    const portfolioId = await portfolioWithTrades();
    const res = await generate({ portfolioId }).expect(201);
    const report = ReportSchema.parse(res.body);
    expect(report.id).toMatch(/^rpt_/);
    expect(report).toMatchObject({ portfolioId, format: 'json', generatedAt: '2026-03-02T12:00:00.000Z', html: null });
    expect(report.card).toMatchObject({ asOf: '2026-03-02', baseCurrency: 'USD', totalValue: 10000 });
    expect(report.analytics.totalValue).toBe(10000);
    expect(report.analytics.positions.map((p) => [p.ticker, p.value, p.weight])).toEqual([
      ['EQA', 8000, 0.8],
      ['EQB', 1200, 0.12],
      ['BND', 800, 0.08],
    ]);
    // EQA 80 × (100 − 90) = +800, BND 40 × (20 − 20) = 0; EQB has no cost basis.
    expect(report.analytics.unrealized.total).toBe(800);
    expect(report.analytics.valueHistory.at(-1)).toEqual({ date: '2026-03-02', value: 10000 });
    // Balanced, 8 years → balanced-core: equity 0.92 (band 0.53–0.67) above, fixed income 0.08 (0.26–0.40) below.
    expect(report.strategyFit).toMatchObject({ strategySource: 'portfolio_profile', strategy: { id: 'balanced-core' }, withinBands: false });
    expect(report.recentTrades.map((t) => t.externalId)).toEqual(['t2', 't1']);

    const read = await api().get(`/v1/sdk/reports/${report.id}`).set('x-api-key', apiKey).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('renders a self-contained HTML document: inline SVG charts, no script, nothing external, stored text escaped', async () => {
    const portfolioId = await portfolioWithTrades();
    const res = await generate({ portfolioId, format: 'html' }).expect(201);
    const report = ReportSchema.parse(res.body);
    const html = report.html ?? '';
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('data-testid="allocation-chart"');
    expect(html).toContain('data-testid="value-chart"');
    expect(html.match(/<svg /g)?.length).toBe(2);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|href=|url\(/i);
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('$10,000');
    expect(html).toContain('Equity &lt;A&gt; &amp; Co');
    expect(html).not.toContain('Equity <A>');
    expect(html).toContain('Strategy fit: Balanced core');
    const read = await api().get(`/v1/sdk/reports/${report.id}`).set('x-api-key', apiKey).expect(200);
    expect(read.body.html).toBe(html);
  });

  it('writes the whole report in the language asked for: card, tables, charts and figures', async () => {
    const portfolioId = await portfolioWithTrades();
    const res = await generate({ portfolioId, format: 'html', locale: 'de-AT' }).expect(201);
    expect(res.headers['content-language']).toBe('de');
    const report = ReportSchema.parse(res.body);
    expect(report.card.locale).toBe('de');
    expect(report.title).toBe(`Depotbericht: ${report.portfolio.externalId}`);
    const html = (report.html ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Gesamtwert');
    expect(html).toContain('10.000 $');
    expect(html).toContain('Passung zur Strategie: Balanced core');
    expect(html).toContain('Stand 02.03.2026');
    expect(html).not.toMatch(/Total value|Recent trades|Unrealized P&amp;L/);
    // Accept-Language when the body names none; a malformed locale is a 400 that stores nothing.
    const french = await generate({ portfolioId }).set('accept-language', 'fr-CH, en;q=0.5').expect(201);
    expect(french.body.card.locale).toBe('fr');
    await generate({ portfolioId, locale: 'not a tag' }).expect(400);
  });

  it('carries the book\'s total return, income and flows like the card, in each of the four languages', async () => {
    // A book that reports cash: deposit 10,000; buy 80 EQA at 90 (7,200); dividend 40 gross, 6 withheld; interest 5;
    // fee 12; withdrawal 500. Cash 10,000 − 7,200 + 34 + 5 − 12 − 500 = 2,327; net invested 10,000 − 500 = 9,500.
    const created = await api()
      .post('/v1/sdk/partner-portfolios')
      .set('x-api-key', apiKey)
      .send({ externalId: 'income-book', baseCurrency: 'USD', currentHoldings: [{ ticker: 'EQA', quantity: 80 }] })
      .expect(201);
    const portfolioId = created.body.id as string;
    await api()
      .post(`/v1/sdk/partner-portfolios/${portfolioId}/trades`)
      .set('x-api-key', apiKey)
      .send({
        trades: [
          { type: 'deposit', amount: 10000, currency: 'USD', executedAt: '2026-01-02T09:00:00Z' },
          { ticker: 'EQA', side: 'buy', quantity: 80, price: 90, currency: 'USD', executedAt: '2026-01-02T15:00:00Z' },
          { type: 'dividend', ticker: 'EQA', amount: 40, withholdingTax: 6, currency: 'USD', executedAt: '2026-02-10T00:00:00Z' },
          { type: 'interest', amount: 5, currency: 'USD', executedAt: '2026-02-20T00:00:00Z' },
          { type: 'fee', amount: 12, currency: 'USD', executedAt: '2026-02-25T00:00:00Z' },
          { type: 'withdrawal', amount: 500, currency: 'USD', executedAt: '2026-02-27T00:00:00Z' },
        ],
        currentHoldings: [{ ticker: 'EQA', quantity: 80 }],
      })
      .expect(200);
    const words = {
      en: { title: 'Return, income and flows', dividends: 'Dividends (gross)', interest: 'Interest', invested: 'Net invested (deposits − withdrawals)', total: 'Total return' },
      de: { title: 'Rendite, Erträge und Geldflüsse', dividends: 'Dividenden (brutto)', interest: 'Zinsen', invested: 'Netto investiert (Einzahlungen − Auszahlungen)', total: 'Gesamtrendite' },
      fr: { title: 'Rendement, revenus et flux', dividends: 'Dividendes (bruts)', interest: 'Intérêts', invested: 'Capital net investi (versements − retraits)', total: 'Rendement total' },
      es: { title: 'Rentabilidad, ingresos y flujos', dividends: 'Dividendos (brutos)', interest: 'Intereses', invested: 'Capital neto invertido (aportaciones − retiradas)', total: 'Rentabilidad total' },
    } as const;
    const row = (label: string, digits: string) => new RegExp(`<td>${label.replace(/[()]/g, '\\$&')}</td><td class="num">[^<]*${digits}[^<]*</td>`);
    for (const [locale, w] of Object.entries(words)) {
      const res = await generate({ portfolioId, format: 'html', locale }).expect(201);
      const report = ReportSchema.parse(res.body);
      // The JSON carries the card's totals; the HTML shows them in the report's language.
      expect(report.card.performance.income.total).toMatchObject({ dividends: 40, withholdingTax: 6, interest: 5, fees: 12, deposits: 10000, withdrawals: 500 });
      expect(report.card.performance.netInvested).toEqual({ amount: 9500, from: 'deposits' });
      expect(report.card.performance.cashBalance.value).toBe(2327);
      const html = (report.html ?? '').replace(/[\u00a0\u202f]/g, ' ');
      expect(html, locale).toContain('data-testid="totals"');
      expect(html, locale).toContain(`<h2>${w.title}</h2>`);
      expect(html, locale).toContain(`<td>${w.total}`);
      expect(html, locale).toMatch(row(w.dividends, '40'));
      expect(html, locale).toMatch(row(w.interest, '5'));
      expect(html, locale).toMatch(row(w.invested, '9[.,  ]?500'));
    }
  });

  it('leaves the strategy fit null when no strategy applies', async () => {
    const portfolioId = await portfolioWithTrades(null);
    const res = await generate({ portfolioId, format: 'html' }).expect(201);
    expect(res.body.strategyFit).toBeNull();
    expect(res.body.html).not.toContain('Strategy fit');
  });

  it('isolates organizations and validates the request; a failed request stores nothing', async () => {
    const portfolioId = await portfolioWithTrades();
    await generate({ portfolioId }, otherKey).expect(404);
    await generate({ portfolioId: 'ppf_00000000000000000000000000' }).expect(404);
    for (const body of [{}, { portfolioId, format: 'pdf' }, { portfolioId, extra: true }, { portfolioId: 42 }]) {
      const res = await generate(body).expect(400);
      expect(ErrorEnvelopeSchema.parse(res.body).error.code).toBe('validation_error');
    }
    const stored = await ctx.database.db.selectFrom('reports').select('id').execute();
    expect(stored).toEqual([]);

    const mine = await generate({ portfolioId }).expect(201);
    await api().get(`/v1/sdk/reports/${mine.body.id}`).set('x-api-key', otherKey).expect(404);
    await api().get('/v1/sdk/reports/rpt_00000000000000000000000000').set('x-api-key', apiKey).expect(404);
    await api().get('/v1/sdk/reports/whatever').set('x-api-key', apiKey).expect(404);
    await api().get(`/v1/sdk/reports/${mine.body.id}`).expect(401);
  });

  it('replays a generate with the same Idempotency-Key instead of storing a second report', async () => {
    const portfolioId = await portfolioWithTrades();
    const first = await generate({ portfolioId }).set('Idempotency-Key', 'rep-1').expect(201);
    const again = await generate({ portfolioId }).set('Idempotency-Key', 'rep-1').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await ctx.database.db.selectFrom('reports').select('id').execute()).toHaveLength(1);
  });

  it('deleting the portfolio deletes its reports', async () => {
    const portfolioId = await portfolioWithTrades();
    const report = await generate({ portfolioId }).expect(201);
    await api().delete(`/v1/sdk/partner-portfolios/${portfolioId}`).set('x-api-key', apiKey).expect(204);
    await api().get(`/v1/sdk/reports/${report.body.id}`).set('x-api-key', apiKey).expect(404);
  });
});
