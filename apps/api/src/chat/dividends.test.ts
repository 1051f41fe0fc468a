import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../i18n/messages/de/index.js';
import { en } from '../i18n/messages/en/index.js';
import { es } from '../i18n/messages/es/index.js';
import { fr } from '../i18n/messages/fr/index.js';
import { answerOf, chat, startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * A dividend or interest question over real HTTP (docs/chat.md, "No data is said plainly"): it runs the income
 * tool and nothing else; on a book whose activity log records no dividend or interest the outcome is `no_data`,
 * in the tool's words; on a book with them it is answered with the figures.
 *
 * The dividend book, by hand: 10 AAPL bought on 2026-01-05; AAPL dividends of $2.60 on 2026-05-15 and on
 * 2026-08-14, $0.39 withheld from each; $1.50 interest on 2026-09-30. Net income 2.60 + 2.60 − 0.78 + 1.50 = $5.92.
 */
let server: ChatTestServer;
let dividendBook: string;

const CATALOG = { en, de, fr, es } as const;

beforeAll(async () => {
  server = await startChatServer();
  const created = await request(server.ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', server.apiKey).send({ externalId: 'dividend-book', baseCurrency: 'USD' }).expect(201);
  dividendBook = created.body.id as string;
  const activities = [
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 200, currency: 'USD', executedAt: '2026-01-05T15:00:00Z' },
    { type: 'dividend', ticker: 'AAPL', amount: 2.6, withholdingTax: 0.39, currency: 'USD', executedAt: '2026-05-15T12:00:00Z' },
    { type: 'dividend', ticker: 'AAPL', amount: 2.6, withholdingTax: 0.39, currency: 'USD', executedAt: '2026-08-14T12:00:00Z' },
    { type: 'interest', amount: 1.5, currency: 'USD', executedAt: '2026-09-30T00:00:00Z' },
  ];
  await request(server.ctx.app).post(`/v1/sdk/partner-portfolios/${dividendBook}/trades`).set('x-api-key', server.apiKey).send({ trades: activities, currentHoldings: [{ ticker: 'AAPL', quantity: 10 }] }).expect(200);
});
afterAll(async () => {
  await server.close();
});

async function ask(question: string, portfolioId: string, locale: keyof typeof CATALOG) {
  const result = await chat(server.url, server.apiKey, { portfolioId, question, locale });
  expect(result.status).toBe(200);
  const tools = result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
  return { answer: answerOf(result), tools };
}

const QUESTIONS: [string, keyof typeof CATALOG, string][] = [
  ['What did my shares pay me in dividends?', 'en', '$5.92'],
  ['Welche Dividenden sind bei mir eingegangen?', 'de', '5,92'],
  ['Quels dividendes ai-je reçus sur mes actions ?', 'fr', '5,92'],
  ['¿Qué dividendos me han pagado mis acciones?', 'es', '5,92'],
];

describe('a dividend question runs the income tool only', () => {
  for (const [question, locale] of QUESTIONS) {
    it(`${locale}: a book without dividends or interest → no_data, saying none are recorded and what it can do`, async () => {
      const { answer, tools } = await ask(question, server.portfolioId, locale);
      expect(tools).toEqual(['income']);
      expect(answer.outcome).toBe('no_data');
      expect(answer.answerMarkdown).toBe(CATALOG[locale]['tool.income.not_recorded']);
      expect(answer.policy).toBeUndefined();
    });
  }

  for (const [question, locale, net] of QUESTIONS) {
    it(`${locale}: a book with them → answered with its figures`, async () => {
      const { answer, tools } = await ask(question, dividendBook, locale);
      expect(tools).toEqual(['income']);
      expect(answer.outcome).toBe('answered');
      expect(answer.answerMarkdown).toContain(net);
      expect(answer.answerMarkdown).toContain('AAPL');
    });
  }

  it('"this year" or "received" is no return, realized gain or news beside it (en, de, fr, es)', async () => {
    for (const [question, locale] of [
      ['how much dividend came in this year?', 'en'],
      ['Wie viel Dividende habe ich dieses Jahr kassiert?', 'de'],
      ["combien de dividendes j'ai encaissé cette année ?", 'fr'],
      ['¿cuánto he cobrado de dividendos este año?', 'es'],
    ] as const) {
      const { answer, tools } = await ask(question, server.portfolioId, locale);
      expect(tools, question).toEqual(['income']);
      expect(answer.outcome, question).toBe('no_data');
    }
  });
});
