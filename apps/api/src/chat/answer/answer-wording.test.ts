import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, type ChatTestServer } from '../testing/stream-client.test-helpers.js';
import { SCREEN, screenLines } from './screen.js';

/**
 * How the offline answers are worded, through a real server: the answer first, a greeting greeted
 * back, an instrument not held said so first, and a default answer that fits the widget's screen.
 */

describe('how the offline answers are worded', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const ask = async (question: string, locale?: string) => {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(locale ? { locale } : {}) });
    return { answer: answerOf(result), tools: result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : [])) };
  };

  it('greetings alone are told apart from questions (the intent model’s smalltalk class)', async () => {
    for (const hello of ['hi', 'Hello!', 'hey there', 'hallo', 'Guten Morgen', 'bonjour', 'Salut !', 'hola', '¡Buenos días!']) {
      const { answer, tools } = await ask(hello);
      expect(answer.answerMarkdown, hello).toMatch(/^(Hello|Hallo|Bonjour|¡Hola)/);
      expect(tools, hello).toEqual([]);
    }
    for (const question of ['hi, how is my portfolio doing?', 'hola, cuánto vale mi cartera']) {
      const { tools } = await ask(question);
      expect(tools.length, question).toBeGreaterThan(0);
    }
  });

  it('a greeting gets a short greeting in its language and three things to ask, with no tool run', async () => {
    for (const [hello, locale, opening] of [
      ['hi', 'en', /^Hello!/],
      ['hallo', 'de', /^Hallo!/],
      ['bonjour', 'fr', /^Bonjour !/],
      ['hola', 'es', /^¡Hola!/],
    ] as const) {
      const { answer, tools } = await ask(hello, locale);
      expect(answer.answerMarkdown, hello).toMatch(opening);
      expect(answer.answerMarkdown.length, hello).toBeLessThan(200);
      expect(answer.followUps, hello).toHaveLength(3);
      expect(tools, hello).toEqual([]);
    }
  });

  it('a return leads with up or down by how much, against the benchmark, in every language; no "Over since"', async () => {
    const { answer } = await ask('How has my portfolio done this year?');
    expect(answer.answerMarkdown).toMatch(/^This year your portfolio is (up|down) \*\*\d+\.\d%\*\*: a return (ahead of|behind|level with) your benchmark’s/);
    const since = await ask('What is my return since I started?');
    expect(since.answer.answerMarkdown).not.toMatch(/Over since/);
    expect((await ask('Wie hat sich mein Depot dieses Jahr entwickelt?', 'de')).answer.answerMarkdown).toMatch(/^Dieses Jahr liegt Ihr Depot \*\*\d+,\d\s%\*\* im (Plus|Minus)/);
    expect((await ask('Quel est le rendement de mon portefeuille cette année ?', 'fr')).answer.answerMarkdown).toMatch(/^Cette année, votre portefeuille est en (hausse|baisse) de \*\*\d+,\d\s%\*\*/);
    expect((await ask('¿Qué rentabilidad tiene mi cartera este año?', 'es')).answer.answerMarkdown).toMatch(/^En lo que va de año, su cartera (sube|baja) un \*\*\d+,\d\s%\*\*/);
  });

  it('"more volatile than my profile allows?" gives the profile’s limit right after the figure', async () => {
    const { answer, tools } = await ask('Is my portfolio more volatile than my profile allows?');
    expect(tools).toContain('risk');
    // The chat portfolio's profile is moderate: a 12% limit on annualized volatility (docs/insight.md).
    expect(answer.answerMarkdown).toMatch(/annualized volatility of \*\*\d+\.\d%\*\* \([^)]*\)\. That is (\*\*above\*\*|within) the 12% that your moderate risk profile allows\./);
  });

  it('"which did better for me, A or B?" leads with the user’s own gains on each, not the price moves', async () => {
    const { answer, tools } = await ask('Which did better for me, NVDA or AAPL?');
    expect(tools).toEqual(['compare']);
    // By hand from the chat portfolio (60 NVDA at 95, 40 AAPL at 180) and the sample closes of Nov 13, 2026 (NVDA 282.29, AAPL 214.33):
    // NVDA +$11,237 (+197.1%), AAPL +$1,373 (+19.1%); by price over the month AAPL fell less.
    expect(answer.answerMarkdown).toMatch(/^For you, NVDA has done better: \+\$11,237 \(\+197\.1%\) on what you paid for it, against \+\$1,373 \(\+19\.1%\) on AAPL/);
  });

  it('a question about the ECB leads with the ECB’s story', async () => {
    const { answer } = await ask('What is the ECB doing?');
    expect(answer.answerMarkdown.split('\n').find((line) => line.startsWith('- '))).toMatch(/^- \*\*European Central Bank policy\*\*/);
  });

  it('the price of an instrument the portfolio does not hold says so before any fact', async () => {
    const { answer, tools } = await ask('What is the price of MSFT?');
    expect(tools).toContain('price');
    expect(answer.answerMarkdown).toMatch(/^You do not hold MSFT/);
  });

  it('the default answer fits one screen of the widget at 390 px', async () => {
    for (const question of ['How is my portfolio doing?', 'What is my portfolio worth?', 'How risky is my portfolio?']) {
      const { answer } = await ask(question);
      expect(screenLines(answer.answerMarkdown), `${question}\n${answer.answerMarkdown}`).toBeLessThanOrEqual(SCREEN.lines);
    }
  });
});
