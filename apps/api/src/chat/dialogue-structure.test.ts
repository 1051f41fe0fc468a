import type { ChatEvent, ClarityAnswer } from '@clarity/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, toolCallsOf, type ChatTestServer, type StreamResult } from './testing/stream-client.test-helpers.js';

/**
 * Follow-ups read by their structure, over HTTP, in the four languages (docs/chat.md, "Dialogue state"):
 * a whole question that asks a figure of the book stands alone ("this year" is a time, not a reference);
 * a comparison that names one side takes the other from the thread; "why?" asks the cause of what the last
 * answer showed; "it" after a list of several is asked back, offering them; a reply to a clarification
 * ("the first one", "ja", "la deuxième", "sí") runs the reading it picks, in the thread's language.
 * (The chat portfolio holds BTC, NVDA, AAPL, ASML, SHEL and AGG, largest first; base USD; no trades.)
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

interface Turn {
  calls: Call[];
  answer: ClarityAnswer;
}

const callsOf = (result: StreamResult): Call[] => toolCallsOf(result);

/** Asks each question in one thread (no locale sent: each answer's language is the question's, or the thread's). */
async function thread(questions: string[]): Promise<Turn[]> {
  let threadId: string | undefined;
  const turns: Turn[] = [];
  for (const question of questions) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(threadId ? { threadId } : {}) });
    expect(result.status).toBe(200);
    threadId ??= (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    turns.push({ calls: callsOf(result), answer: answerOf(result) });
  }
  return turns;
}

const tools = (turn: Turn | undefined): string[] => (turn?.calls ?? []).map((c) => c.tool);

describe('a whole question that asks a figure of the book stands alone after an instrument', () => {
  it.each([
    ['en', 'What is my Nvidia position worth?', 'How much have I paid in fees this year?'],
    ['de', 'Wie viel ist meine Nvidia-Position wert?', 'Wie viel Gebühren habe ich dieses Jahr bezahlt?'],
    ['fr', 'Quelle est la valeur de ma position Nvidia ?', 'Combien ai-je payé de frais cette année ?'],
    ['es', '¿Cuánto vale mi posición en Nvidia?', '¿Cuánto he pagado en comisiones este año?'],
  ])('%s: the fees of the whole book this year, not of the instrument asked about before', async (locale, first, second) => {
    const [, fees] = await thread([first, second]);
    expect(fees!.calls).toEqual([{ tool: 'fees', args: { period: 'YTD', tickers: [] } }]);
    expect(fees!.answer.locale).toBe(locale);
  });

  it('en: "and what about fees?" is the book’s fees too', async () => {
    const [, fees] = await thread(['What is my Nvidia position worth?', 'and what about fees?']);
    expect(fees!.calls).toEqual([{ tool: 'fees', args: { tickers: [] } }]);
  });
});

describe('a period follow-up reaches a tool that takes one, though its last call had none', () => {
  it.each([
    ['en', 'How much have I paid in fees?', 'and over the last 12 months only?', '1Y'],
    ['de', 'Wie viel Gebühren habe ich bezahlt?', 'Und nur in den letzten drei Monaten?', '3M'],
    ['fr', 'Combien de frais ai-je payés ?', 'et sur les trois derniers mois ?', '3M'],
    ['es', '¿Cuánto he pagado en comisiones?', '¿y solo en los últimos tres meses?', '3M'],
  ])('%s: the fees over that period', async (locale, first, second, period) => {
    const [, fees] = await thread([first, second]);
    expect(fees!.calls).toEqual([{ tool: 'fees', args: { period, tickers: [] } }]);
    expect(fees!.answer.locale).toBe(locale);
  });
});

describe('a comparison that names one side takes the other from the thread', () => {
  it.each([
    ['en', 'How did Nvidia do this month?', 'compare with Apple'],
    ['de', 'Wie hat sich Nvidia diesen Monat entwickelt?', 'vergleiche das mit Apple'],
    ['fr', 'Comment a évolué Nvidia ce mois-ci ?', 'compare-la avec Apple'],
    ['es', '¿Cómo le fue a Nvidia este mes?', 'compáralo con Apple'],
  ])('%s: the last instrument against the one named', async (locale, first, second) => {
    const [, compared] = await thread([first, second]);
    expect(compared!.calls).toEqual([{ tool: 'compare', args: { tickers: ['NVDA', 'AAPL'], period: '1M' } }]);
    expect(compared!.answer.locale).toBe(locale);
  });
});

describe('"why?" asks the cause of what the last answer showed', () => {
  it.each([
    ['en', 'How did Nvidia do this month?', 'why?'],
    ['de', 'Wie hat sich Nvidia diesen Monat entwickelt?', 'warum?'],
    ['fr', 'Comment a évolué Nvidia ce mois-ci ?', 'pourquoi ?'],
    ['es', '¿Cómo le fue a Nvidia este mes?', '¿por qué?'],
  ])('%s: after an instrument’s move, its stories (not the news of every holding, not its price again)', async (locale, first, second) => {
    const [, why] = await thread([first, second]);
    expect(tools(why)).toEqual(['stories']);
    expect(why!.calls[0]!.args.tickers).toEqual(['NVDA']);
    expect(why!.answer.locale).toBe(locale);
  });

  it('en: "what drove that?" after the book’s return: its biggest movers, not the return again', async () => {
    const [, why] = await thread(['How has my portfolio done this year?', 'what drove that?']);
    expect(tools(why)).toEqual(['recent_changes']);
  });

  it('de: "die Aktie" is the instrument asked about before', async () => {
    const [, moved] = await thread(['Wie viel ist meine Nvidia-Position wert?', 'Und wie hat sich die Aktie seit Jahresbeginn entwickelt?']);
    expect(moved!.calls).toEqual([{ tool: 'price', args: { ticker: 'NVDA', period: 'YTD' } }]);
  });
});

describe('a follow-up that asks its own thing carries the thread’s subject, not the thread’s other tools', () => {
  it.each([
    ['en', 'news on ASML', 'and how is the stock doing this month?'],
    ['de', 'Nachrichten zu ASML', 'und wie läuft die Aktie diesen Monat?'],
    ['fr', 'des actualités sur ASML', 'et comment va l’action ce mois-ci ?'],
    ['es', 'noticias sobre ASML', '¿y cómo va la acción este mes?'],
  ])('%s: the stock’s price this month, not its news again', async (locale, first, second) => {
    const [, moved] = await thread([first, second]);
    expect(moved!.calls).toEqual([{ tool: 'price', args: { ticker: 'ASML', period: '1M' } }]);
    expect(moved!.answer.locale).toBe(locale);
  });
});

describe('a place in the last answer’s list picks that instrument', () => {
  it.each([
    ['en', 'What are my five largest holdings?', 'and the third one?'],
    ['de', 'Was sind meine fünf größten Positionen?', 'und die dritte?'],
    ['fr', 'Quelles sont mes cinq plus grandes positions ?', 'et la troisième ?'],
    ['es', '¿Cuáles son mis cinco mayores posiciones?', '¿y la tercera?'],
  ])('%s: the third of the list (AAPL)', async (locale, first, second) => {
    const [, third] = await thread([first, second]);
    expect(third!.calls).toEqual([{ tool: 'position', args: { ticker: 'AAPL' } }]);
    expect(third!.answer.locale).toBe(locale);
  });
});

describe('"it" after a list of several is asked back; the reply picks one and the question is answered about it', () => {
  it.each([
    ['en', 'What are my five largest holdings?', 'how has it done this year?', 'the second one'],
    ['de', 'Was sind meine fünf größten Positionen?', 'Wie hat sie sich dieses Jahr entwickelt?', 'die zweite'],
    ['fr', 'Quelles sont mes cinq plus grandes positions ?', 'Comment a-t-elle évolué cette année ?', 'la deuxième'],
    ['es', '¿Cuáles son mis cinco mayores posiciones?', '¿Y cómo le ha ido a ella este año?', 'la segunda'],
  ])('%s', async (locale, list, pronoun, pick) => {
    const [, asked, picked] = await thread([list, pronoun, pick]);
    expect(asked!.answer.outcome).toBe('clarification');
    expect(asked!.calls).toEqual([]);
    // The candidates, largest first, each a follow-up that runs its price.
    expect(asked!.answer.followUps.map((f) => f.tool)).toEqual(['price', 'price', 'price']);
    expect(asked!.answer.followUps.map((f) => ['BTC', 'NVDA', 'AAPL'].find((t) => f.question.includes(t)))).toEqual(['BTC', 'NVDA', 'AAPL']);
    expect(asked!.answer.locale).toBe(locale);
    // The question asked back about, answered about the one picked (this year, not the chip's three months).
    expect(picked!.calls).toEqual([{ tool: 'price', args: { ticker: 'NVDA', period: 'YTD' } }]);
    expect(picked!.answer.outcome).toBe('answered');
    expect(picked!.answer.locale).toBe(locale);
  });

  it('en: a plain "yes" picks the first', async () => {
    const [, , yes] = await thread(['What are my five largest holdings?', 'how has it done this year?', 'yes']);
    expect(yes!.calls).toEqual([{ tool: 'price', args: { ticker: 'BTC', period: 'YTD' } }]);
  });

  it('en: after a single largest holding, "it" is that one (nothing to ask)', async () => {
    const [, moved] = await thread(['What is my largest position?', 'how has it done this year?']);
    expect(moved!.calls).toEqual([{ tool: 'price', args: { ticker: 'BTC', period: 'YTD' } }]);
  });
});

describe('a reply to a clarification runs the reading it picks, in the thread’s language', () => {
  /** Asks a question the chat asks back about, then the reply; returns both turns. */
  async function askedBack(question: string, reply: string): Promise<{ asked: Turn; replied: Turn }> {
    const [asked, replied] = await thread([question, reply]);
    expect(asked!.answer.outcome).toBe('clarification');
    return { asked: asked!, replied: replied! };
  }

  it.each([
    ['en', 'what about my stuff', 'the first one', 0],
    ['de', 'Und meine Sachen?', 'ja', 0],
    ['fr', 'Et mes trucs ?', 'la deuxième', 1],
    ['es', '¿Y mis cosas?', 'sí', 0],
  ])('%s: "%s" → "%s"', async (locale, question, reply, index) => {
    const { asked, replied } = await askedBack(question, reply);
    const offered = asked.answer.followUps[index]!.tool;
    expect(replied.answer.outcome).toBe('answered');
    expect(tools(replied)[0]).toBe(offered);
    expect(replied.answer.policy).toBeUndefined();
    expect(replied.answer.locale).toBe(locale);
  });

  it('en: a reply that names an offered reading in its own words ("the risk please") runs it', async () => {
    const { asked, replied } = await askedBack('what about my stuff', 'the risk please');
    expect(asked.answer.followUps.map((f) => f.tool)).toContain('risk');
    expect(tools(replied)).toEqual(['risk']);
    expect(replied.answer.outcome).toBe('answered');
  });
});
