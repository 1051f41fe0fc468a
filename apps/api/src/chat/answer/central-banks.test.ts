import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, type ChatTestServer } from '../testing/stream-client.test-helpers.js';

/**
 * A question about a central bank leads with that bank's story, in the four languages, over HTTP.
 * The sample news has one story per bank (titles written in the data, English): "Federal Reserve rate
 * path", "European Central Bank policy", "Bank of England rates". A Spanish question on the Fed once
 * led with the ECB's story: "Reserva Federal" was read as "central bank", which the ECB's title says.
 */
const STORY = { fed: 'Federal Reserve rate path', ecb: 'European Central Bank policy', boe: 'Bank of England rates' } as const;

const QUESTIONS: [question: string, bank: keyof typeof STORY][] = [
  ['What is the Federal Reserve doing?', 'fed'],
  ['Any news on the Fed?', 'fed'],
  ['What is the ECB doing?', 'ecb'],
  ['What is the Bank of England doing?', 'boe'],
  ['Was macht die US-Notenbank?', 'fed'],
  ['Was gibt es Neues von der Federal Reserve?', 'fed'],
  ['Was macht die EZB?', 'ecb'],
  ['Was macht die Europäische Zentralbank?', 'ecb'],
  ['Was macht die Bank of England?', 'boe'],
  ['Que fait la Réserve fédérale ?', 'fed'],
  ['Quoi de neuf à la Fed ?', 'fed'],
  ['Que fait la BCE ?', 'ecb'],
  ['Que fait la Banque centrale européenne ?', 'ecb'],
  ["Que fait la Banque d'Angleterre ?", 'boe'],
  ['¿Qué está haciendo la Reserva Federal?', 'fed'],
  ['¿Qué noticias hay de la Fed?', 'fed'],
  ['¿Qué hace el BCE?', 'ecb'],
  ['¿Qué noticias hay del Banco Central Europeo?', 'ecb'],
  ['¿Qué hace el Banco de Inglaterra?', 'boe'],
];

describe('a question about a central bank leads with that bank’s story', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(QUESTIONS)('%s → %s', async (question, bank) => {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question });
    expect(result.status).toBe(200);
    const answer = answerOf(result);
    const stories = answer.answerMarkdown.split('\n').filter((line) => line.startsWith('- **'));
    expect(stories[0] ?? `no story (${answer.outcome}): ${answer.answerMarkdown}`).toMatch(new RegExp(`^- \\*\\*${STORY[bank]}\\*\\*`));
    for (const [other, title] of Object.entries(STORY)) if (other !== bank) expect(stories[0]).not.toContain(title);
  });
});
