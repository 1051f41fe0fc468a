import type { ChatEvent, ClarityAnswer } from '@clarity/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * The answer's language over HTTP (docs/chat.md, "Reading a question"): a question clearly written in one of the
 * four languages is answered in it, whatever the widget's locale, also typed without accents or with a typo; a
 * thread that switches language switches with it, and the numbers follow the answer's language ("$66,082",
 * "66.082 $", "66 082 $"); a short or ambiguous reply keeps the language the thread was last clearly asked in.
 * (The chat portfolio: base USD.)
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

async function thread(questions: string[], locale?: string): Promise<ClarityAnswer[]> {
  let threadId: string | undefined;
  const answers: ClarityAnswer[] = [];
  for (const question of questions) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(locale ? { locale } : {}), ...(threadId ? { threadId } : {}) });
    expect(result.status).toBe(200);
    threadId ??= (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    answers.push(answerOf(result));
  }
  return answers;
}

/** A dollar amount of thousands as each language writes it (Intl's grouping and the symbol's place). */
const DOLLARS: Record<string, RegExp> = {
  en: /\$(\d{1,3}(?:,\d{3})+)/,
  de: /(\d{1,3}(?:\.\d{3})+)\s\$/,
  es: /(\d{1,3}(?:\.\d{3})+)\s\$/,
  fr: /(\d{1,3}(?:[\u202f\u00a0 ]\d{3})+)\s\$/,
};

function dollarsIn(answer: ClarityAnswer): string | undefined {
  return DOLLARS[answer.locale]?.exec(answer.answerMarkdown)?.[1]?.replace(/\D/g, '');
}

describe('the answer’s language follows the question’s, numbers included', () => {
  it('a thread from an English widget switching language: each answer in its question’s language, the same value in each one’s numbers', async () => {
    const answers = await thread(['combien vaut mon portefeulle', 'What is my portfolio worth?', 'wie viel ist mein depot wert', 'cuanto vale mi cartera'], 'en');
    expect(answers.map((a) => a.locale)).toEqual(['fr', 'en', 'de', 'es']);
    const values = answers.map(dollarsIn);
    expect(values.every((v) => v !== undefined && v.length >= 4), JSON.stringify(answers.map((a) => a.answerMarkdown.slice(0, 80)))).toBe(true);
    expect(new Set(values).size).toBe(1);
  });

  it('without a locale asked for, a short reply keeps the language the thread was last clearly asked in', async () => {
    const answers = await thread(['Combien vaut mon portefeuille ?', 'What is my portfolio worth?', 'Wie viel ist mein Depot wert?', 'und NVDA?']);
    expect(answers.map((a) => a.locale)).toEqual(['fr', 'en', 'de', 'de']);
    expect(answers[3]!.answerMarkdown).toMatch(/\d,\d\s%/);
  });

  it('a ticker with one word of another language is answered in that language from an English widget', async () => {
    const [french] = await thread(['NVDA cours ?'], 'en');
    expect(french!.locale).toBe('fr');
    expect(french!.answerMarkdown).toMatch(/\d,\d{2}\s\$/);
  });
});
