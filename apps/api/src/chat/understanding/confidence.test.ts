import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, PlannedCall } from '../planner/plan.js';
import { answerOf, chat, startChatServer, type ChatTestServer } from '../testing/stream-client.test-helpers.js';
import { asksOneThing, unsupportedTools } from './confidence.js';
import type { IntentScore } from './intent-model.js';
import { readingOf } from './reading.js';

// The confidence rules measured on the development sets (docs/chat.md "Reading a question"): a tool the planner's words
// add that the model's reading of a one-ask question does not support is not run, and a question the model is sure is
// off-topic is declined even inside a thread. Phrasings of their own, in the four languages; none is in an evaluation set.

const scores = (...pairs: [string, number][]): IntentScore[] => pairs.map(([intent, score]) => ({ intent, score }));
const planOf = (tools: string[], extra: Partial<Plan> = {}): Plan => {
  const calls: PlannedCall[] = tools.map((tool) => ({ tool, args: {} }));
  return { calls, policy: null, offTopic: false, guessed: false, resolvedFromThread: false, memory: { tickers: [], topics: [], calls }, ...extra };
};

describe('one ask or several', () => {
  it.each([
    ['how shaky are my investments?', true],
    ['Wie schwankungsanfällig sind meine Anlagen?', true],
    ['and over the last three months?', true],
    ['¿y si baja un 30?', true],
    ['what is my bitcoin worth and how is the euro doing?', false],
    ['Wie viel ist mein Depot wert und wie steht der Dollar?', false],
    ['combien vaut mon portefeuille ? et le dollar ?', false],
    ['¿cuánto vale mi cartera y cómo va el euro?', false],
  ])('%s → one ask: %s', (question, one) => {
    expect(asksOneThing(question)).toBe(one);
  });
});

describe('a tool the words add that the model does not support', () => {
  const risky = scores(['risk', 0.93], ['holdings', 0.01], ['performance', 0.06]);
  it('is dropped from a question of one ask, in each language', () => {
    for (const q of ['how shaky are my investments?', 'Wie schwankungsanfällig sind meine Anlagen?', 'mes placements bougent-ils beaucoup ?', '¿cuánto se mueven mis inversiones?']) {
      expect(unsupportedTools(q, ['risk', 'holdings'], risky), q).toEqual(['holdings']);
      expect(readingOf(q, planOf(['risk', 'holdings']), risky)).toMatchObject({ outcome: 'answered', drop: ['holdings'] });
    }
  });
  it('stays when the question joins two asks, when the model leads with none of them, or when the answer rests on it', () => {
    expect(unsupportedTools('how shaky are my investments and what do I hold?', ['risk', 'holdings'], risky)).toEqual([]);
    expect(unsupportedTools('how shaky are my investments?', ['risk', 'holdings'], scores(['fees', 0.6], ['risk', 0.3], ['holdings', 0.01]))).toEqual([]);
    expect(unsupportedTools('any news on that company?', ['stories', 'position'], scores(['stories', 0.99], ['position', 0.01]))).toEqual([]);
  });
});

describe('a question the model is sure is off-topic', () => {
  const weather = scores(['off_topic', 0.93], ['fees', 0.01], ['smalltalk', 0.06]);
  it('is declined inside a thread, unless it opens as its continuation', () => {
    const thread = planOf(['fees'], { resolvedFromThread: true });
    expect(readingOf('übrigens, regnet es morgen in Hamburg?', thread, weather).outcome).toBe('declined');
    expect(readingOf('et pour les trois derniers mois ?', thread, weather).outcome).toBe('answered');
  });
});

describe('over HTTP', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => {
    await server.close();
  });
  async function ask(question: string, threadId?: string) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(threadId ? { threadId } : {}) });
    expect(result.status).toBe(200);
    const tools = result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
    const started = result.events.find((e) => e.type === 'RUN_STARTED');
    return { answer: answerOf(result), tools, threadId: started?.type === 'RUN_STARTED' ? started.threadId : undefined };
  }

  it.each([
    ['en', 'How much have I paid in fees?', "what's the weather like in Berlin this weekend?"],
    ['de', 'Wie viel Gebühren habe ich bezahlt?', 'Wie wird das Wetter morgen in Hamburg?'],
    ['fr', 'Combien ai-je payé de frais ?', 'au fait, quel temps fera-t-il à Lille demain ?'],
    ['es', '¿Cuánto he pagado en comisiones?', 'por cierto, ¿qué tiempo hace hoy en Bilbao?'],
  ])('%s: the weather asked in a thread about fees is declined, no tool runs', async (_language, first, weather) => {
    const opened = await ask(first);
    expect(opened.tools).toEqual(['fees']);
    const { answer, tools } = await ask(weather, opened.threadId);
    expect(answer.outcome).toBe('declined');
    expect(tools).toEqual([]);
  });

  it('a follow-up of the same thread that opens with "and" is still answered', async () => {
    const opened = await ask('How much have I paid in fees?');
    const { answer, tools } = await ask('and over the last three months?', opened.threadId);
    expect(answer.outcome).toBe('answered');
    expect(tools).toEqual(['fees']);
  });

  it.each([
    ['de', 'Was passiert mit meinem Depot, falls Nvidia um 30 % abstürzt?', 'what_if'],
    ['fr', 'à quel point mon portefeuille est-il volatil, en chiffres ?', 'risk'],
    ['fr', 'si le bitcoin perd 40 %, combien ça me coûte ?', 'what_if'],
    ['es', '¿qué pasa con mi cartera si el euro cae un 15 %?', 'what_if'],
    // English: no new phrasing found in time where the planner's words add a tool; the rule is the same (unit tests above).
  ])('%s: "%s" runs %s alone, not the tools the words add beside it', async (_language, question, tool) => {
    const { answer, tools } = await ask(question);
    expect(answer.outcome).toBe('answered');
    expect([...new Set(tools)]).toEqual([tool]);
  });
});
