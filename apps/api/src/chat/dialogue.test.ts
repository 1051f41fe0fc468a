import type { ChatEvent } from '@clarity/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, toolCallsOf, type ChatTestServer, type StreamResult } from './testing/stream-client.test-helpers.js';

/**
 * Dialogue state over HTTP: a follow-up that brings only a slot (a currency, a period, a ticker) re-runs
 * the last turn's tool with that slot replaced, in each of the four languages, and a thread that
 * switches language answers each turn in its question's language.
 * (The chat portfolio holds AAPL, NVDA, ASML, SHEL, AGG and BTC, base USD.)
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

interface Call {
  tool: string;
  args: Record<string, unknown>;
}

const callsOf = (result: StreamResult): Call[] => toolCallsOf(result);

/** Asks each question in one thread; returns each turn's calls and answer. */
async function thread(questions: string[]) {
  let threadId: string | undefined;
  const turns = [];
  for (const question of questions) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(threadId ? { threadId } : {}) });
    expect(result.status).toBe(200);
    threadId ??= (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    turns.push({ calls: callsOf(result), answer: answerOf(result) });
  }
  return turns;
}

describe('a follow-up that brings only a slot re-runs the last intent with it', () => {
  it('en: "the same stretch" is the last period, not the last tools', async () => {
    const [first, second] = await thread(['How much have I paid in fees this year?', 'and my realized gains over the same stretch?']);
    expect(first!.calls.map((c) => c.tool)).toEqual(['fees']);
    expect(second!.calls.map((c) => c.tool)).toEqual(['realized_pnl']);
  });

  it('en: the same what-if with another percentage keeps its subject', async () => {
    const [first, second] = await thread(['If the dollar lost 10% against the euro, what would that do to me?', 'and if it fell 20% instead?']);
    expect(first!.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'currency', value: 'USD' }, change: -0.1 } }]);
    expect(second!.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'currency', value: 'USD' }, change: -0.2 } }]);
  });

  it('fr: "its" evolution after a rate is the rate over the new period, not the portfolio’s return', async () => {
    const [, second] = await thread(['Quel est le cours de l’euro face au dollar ?', 'et son évolution sur un an ?']);
    expect(second!.calls).toEqual([{ tool: 'fx_rate', args: { base: 'EUR', quote: 'USD', period: '1Y' } }]);
    expect(second!.answer.locale).toBe('fr');
  });

  it('en: another currency', async () => {
    const [, second] = await thread(['How much of my portfolio is in US dollars?', 'and in euros?']);
    expect(second!.calls).toContainEqual({ tool: 'exposure', args: { kind: 'currency', value: 'EUR' } });
    expect(second!.answer.locale).toBe('en');
  });

  it('de: another period', async () => {
    const [first, second] = await thread(['Wie hat sich mein Depot seit Jahresbeginn entwickelt?', 'Und über ein Jahr?']);
    expect(first!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('YTD');
    expect(second!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('1Y');
    expect(second!.answer.locale).toBe('de');
  });

  it('fr: another instrument', async () => {
    const [, second] = await thread(['Combien vaut ma position Apple ?', 'et Nvidia ?']);
    expect(second!.calls.some((c) => c.tool === 'position' && c.args.ticker === 'NVDA')).toBe(true);
    expect(second!.answer.locale).toBe('fr');
  });

  it('es: another currency for an exchange rate', async () => {
    const [first, second] = await thread(['¿Cuál es el tipo de cambio del euro frente al dólar?', '¿y la libra?']);
    expect(first!.calls.find((c) => c.tool === 'fx_rate')?.args).toMatchObject({ base: 'EUR', quote: 'USD' });
    expect(second!.calls.some((c) => c.tool === 'fx_rate')).toBe(true);
    expect(second!.answer.locale).toBe('es');
  });
});

describe('a thread that switches language', () => {
  it('answers each turn in its question’s language', async () => {
    const turns = await thread(['What is my portfolio worth?', 'Und wie riskant ist mein Depot?', 'Et mes frais ?', '¿Y mis mayores posiciones?']);
    expect(turns.map((t) => t.answer.locale)).toEqual(['en', 'de', 'fr', 'es']);
    expect(turns.map((t) => t.calls[0]?.tool)).toEqual(['portfolio_summary', 'risk', 'fees', 'holdings']);
  });
});

describe('the follow-ups of the brief: only a slot, every language', () => {
  it('en: “and what do I make on it?” after a price: the position’s gain', async () => {
    const [, second] = await thread(['What is the price of Nvidia?', 'and what do I make on it?']);
    expect(second!.calls).toContainEqual({ tool: 'position', args: { ticker: 'NVDA' } });
  });

  it('de: “und seit Jahresbeginn?” after a month’s performance: the year to date', async () => {
    const [first, second] = await thread(['Wie hat sich mein Depot im letzten Monat entwickelt?', 'und seit Jahresbeginn?']);
    expect(first!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('1M');
    expect(second!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('YTD');
    expect(second!.answer.locale).toBe('de');
  });

  it('fr: “et sur un an ?” after this year’s performance: the past year', async () => {
    const [first, second] = await thread(['Quelle est la performance de mon portefeuille cette année ?', 'et sur un an ?']);
    expect(first!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('YTD');
    expect(second!.calls.find((c) => c.tool === 'performance')?.args.period).toBe('1Y');
    expect(second!.answer.locale).toBe('fr');
  });

  it('es: “¿y en dólares?” after an exposure to the euro: the same question in dollars', async () => {
    const [first, second] = await thread(['¿Cuánto de mi cartera está en euros?', '¿y en dólares?']);
    expect(first!.calls).toContainEqual({ tool: 'exposure', args: { kind: 'currency', value: 'EUR' } });
    expect(second!.calls).toContainEqual({ tool: 'exposure', args: { kind: 'currency', value: 'USD' } });
    expect(second!.answer.locale).toBe('es');
  });

  it('en: another percentage re-runs the what-if with it, the direction kept', async () => {
    const [first, second] = await thread(['What if Nvidia fell 20%?', 'and 30%?']);
    expect(first!.calls).toContainEqual({ tool: 'what_if', args: { target: { kind: 'ticker', value: 'NVDA' }, change: -0.2 } });
    expect(second!.calls).toContainEqual({ tool: 'what_if', args: { target: { kind: 'ticker', value: 'NVDA' }, change: -0.3 } });
  });

  it('en: another dimension re-runs the allocation with it', async () => {
    const [, second] = await thread(['How is my portfolio split by sector?', 'and by region?']);
    expect(second!.calls).toContainEqual({ tool: 'allocation', args: { dimension: 'region' } });
  });
});

describe('a pronoun takes the last subject of its grammatical gender', () => {
  it('de: “er” is the dollar (der Dollar), not the Apple position (die Position) asked about since', async () => {
    const [first, , third] = await thread(['Wie steht der Dollar zum Euro?', 'Wie viel ist meine Apple-Position wert?', 'Und wie hat er sich seit Jahresbeginn entwickelt?']);
    expect(first!.calls.find((c) => c.tool === 'fx_rate')?.args).toMatchObject({ base: 'USD', quote: 'EUR' });
    expect(third!.calls.find((c) => c.tool === 'fx_rate')?.args).toMatchObject({ base: 'USD', quote: 'EUR', period: 'YTD' });
    expect(third!.calls.some((c) => c.tool === 'price' || c.tool === 'position')).toBe(false);
  });

  it('de: “sie” is the position (die Position), not the dollar asked about before it', async () => {
    const [, , third] = await thread(['Wie steht der Dollar zum Euro?', 'Wie viel ist meine Apple-Position wert?', 'Und wie hat sie sich seit Jahresbeginn entwickelt?']);
    expect(third!.calls).toContainEqual({ tool: 'price', args: { ticker: 'AAPL', period: 'YTD' } });
    expect(third!.calls.some((c) => c.tool === 'fx_rate')).toBe(false);
  });

  it('es: “ella” is the position (la posición) after a question about the dollar (el dólar)', async () => {
    const [, , third] = await thread(['¿Cómo está el dólar frente al euro?', '¿Cuánto vale mi posición en Apple?', '¿Y cómo le ha ido a ella este año?']);
    expect(third!.calls).toContainEqual({ tool: 'price', args: { ticker: 'AAPL', period: 'YTD' } });
    expect(third!.answer.locale).toBe('es');
  });

  it('es: “él” is the dollar (el dólar) even after the position', async () => {
    const [, , third] = await thread(['¿Cómo está el dólar frente al euro?', '¿Cuánto vale mi posición en Apple?', '¿Y cómo le ha ido a él este año?']);
    expect(third!.calls.find((c) => c.tool === 'fx_rate')?.args).toMatchObject({ base: 'USD', period: 'YTD' });
  });
});

describe('the answer’s language is the question’s when it is clearly one of the four', () => {
  /** Asks each question in one thread with the widget's locale. */
  async function threadIn(locale: string, questions: string[]) {
    let threadId: string | undefined;
    const answers = [];
    for (const question of questions) {
      const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, locale, ...(threadId ? { threadId } : {}) });
      threadId ??= (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
      answers.push(answerOf(result));
    }
    return answers;
  }

  it('a thread from an English widget that switches language answers each question in its own', async () => {
    const answers = await threadIn('en', ['What is my portfolio worth?', 'Und wie riskant ist mein Depot?', 'Et mes frais ?', '¿Y mis mayores posiciones?', 'And what is my largest holding?']);
    expect(answers.map((a) => a.locale)).toEqual(['en', 'de', 'fr', 'es', 'en']);
    // Written in it, not only labelled: the German answer's first words are German.
    expect(answers[1]!.answerMarkdown).toMatch(/\b(Ihr|Ihre|Ihres|Depot|Volatilität)\b/);
  });

  it('an English question in a German widget is answered in English; a short or ambiguous one keeps the widget’s German', async () => {
    const [english, ticker] = await threadIn('de', ['How risky is my portfolio?', 'NVDA?']);
    expect(english!.locale).toBe('en');
    expect(ticker!.locale).toBe('de');
  });
});
