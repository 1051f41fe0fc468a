import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatPortfolio } from './testing/fixtures.test-helpers.js';
import { answerOf, chat, startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * Honesty over HTTP: a question about something the service has no data for gets outcome `no_data`
 * saying exactly that, in the question's language, never an answer about something else.
 * (The chat portfolio holds AAPL, NVDA, ASML, SHEL, AGG and BTC; the sample data has no TSLA, no gold, no index.)
 */
let server: ChatTestServer;
let emptyId: string;
let teslaId: string;

beforeAll(async () => {
  server = await startChatServer();
  emptyId = await createChatPortfolio(server.ctx, server.apiKey, 'empty-book', []);
  teslaId = await createChatPortfolio(server.ctx, server.apiKey, 'tesla-book', [{ ticker: 'TSLA', quantity: 12, costBasis: 200 }, { ticker: 'AAPL', quantity: 5, costBasis: 150 }]);
});
afterAll(async () => {
  await server.close();
});

async function ask(question: string, portfolioId = server.portfolioId, locale?: string) {
  const result = await chat(server.url, server.apiKey, { portfolioId, question, ...(locale ? { locale } : {}) });
  expect(result.status).toBe(200);
  return answerOf(result);
}

describe('no data', () => {
  it.each([
    ['What is the gold price today?', /no market data for gold/i, 'en'],
    ['Wie hat sich der Nikkei entwickelt?', /keine Zeitreihe/i, 'de'],
    ['How has the Dow Jones done against my portfolio?', /no series for the Dow Jones/i, 'en'],
  ])('%s → no_data naming it, in the question’s language', async (question, says, locale) => {
    const answer = await ask(question);
    expect(answer.outcome).toBe('no_data');
    expect(answer.answerMarkdown).toMatch(says);
    expect(answer.locale).toBe(locale);
    // No figure about anything else: no money amount, no percentage.
    expect(answer.answerMarkdown).not.toMatch(/\d+(\.\d+)?\s?%|\$\s?\d/);
    expect(answer.followUps.length).toBeGreaterThanOrEqual(2);
  });

  it('a benchmark of the catalog is compared with, by name; money put in is read from the activity log (dividends: dividends.test.ts)', async () => {
    const sp500 = await ask('Am I beating the S&P 500?');
    expect(sp500.outcome).toBe('answered');
    expect(sp500.answerMarkdown).toMatch(/S&P 500/);
    expect(sp500.answerMarkdown).toMatch(/\d+(\.\d+)?%/);
    expect(sp500.answerMarkdown).not.toMatch(/no series/i);
    const dax = await ask('Schlage ich den DAX?', server.portfolioId, 'de');
    expect(dax.outcome).toBe('answered');
    expect(dax.answerMarkdown).toMatch(/DAX/);
    for (const [question, says, locale] of [
      ['How much have I put in so far?', /invested|deposit|put in/i, 'en'],
      ['Wie viel habe ich bisher eingezahlt?', /investiert|eingezahlt|Einzahlung/i, 'de'],
    ] as const) {
      const answer = await ask(question, server.portfolioId, locale);
      expect(answer.outcome, question).toBe('answered');
      expect(answer.answerMarkdown, question).toMatch(says);
      expect(answer.answerMarkdown, question).not.toMatch(/no data|keine daten|pas de données|no tengo datos/i);
    }
  });

  it('an instrument without market data, held or not, is said to have none', async () => {
    const notHeld = await ask('How is Amazon doing?');
    expect(notHeld.outcome).toBe('no_data');
    expect(notHeld.answerMarkdown).toMatch(/no market data for \*\*AMZN\*\*/);
    const held = await ask('How is my Tesla position?', teslaId);
    expect(held.outcome).toBe('no_data');
    expect(held.answerMarkdown).toMatch(/no market data for \*\*TSLA\*\*/);
    expect(held.answerMarkdown).toMatch(/12 TSLA/);
  });

  it('a symbol the data does not know is said to have no prices, unless the question is about something else (a club)', async () => {
    const unknown = await ask('How has PLTR moved this month?');
    expect(unknown.outcome).toBe('no_data');
    expect(unknown.answerMarkdown).toMatch(/no market data for \*\*PLTR\*\*/);
    const club = await ask('Who won the PSG game last night?');
    expect(club.outcome).toBe('declined');
    expect(club.answerMarkdown).not.toMatch(/PSG|\d/);
  });

  it('an empty book has no data to answer about itself', async () => {
    const answer = await ask('How risky is my portfolio?', emptyId);
    expect(answer.outcome).toBe('no_data');
    expect(answer.answerMarkdown).toMatch(/holds nothing yet/);
  });

  it('an instrument with data is still answered, and advice on a no-data subject keeps its statement', async () => {
    const apple = await ask('How is Apple doing?');
    expect(apple.outcome).toBe('answered');
    const advice = await ask('Should I buy gold?');
    expect(advice.policy).toBe('advice');
    expect(advice.answerMarkdown).toMatch(/^I do not give investment advice/);
  });
});

describe('advice, in any of the four languages, opens with the no-advice statement and gets no trade list', () => {
  it.each([
    ['Is Nvidia a buy?', 'en', /^I do not give investment advice/],
    ['Time to sell Apple?', 'en', /^I do not give investment advice/],
    ['Apple or Microsoft, which one for me?', 'en', /^I do not give investment advice/],
    ['Ist Nvidia noch ein Kauf?', 'de', /^Ich gebe keine Anlageberatung/],
    ['Je garde mes Apple ou je vends ?', 'fr', /^Je ne donne pas de conseil/],
    ['¿Es momento de deshacerme de Apple?', 'es', /^No doy asesoramiento/],
  ])('%s', async (question, locale, opening) => {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question });
    const answer = answerOf(result);
    expect(answer.policy).toBe('advice');
    expect(answer.locale).toBe(locale);
    expect(answer.answerMarkdown).toMatch(opening);
    const tools = result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
    expect(tools).not.toContain('what_if');
    expect(tools).not.toContain('rebalance');
  });
});
