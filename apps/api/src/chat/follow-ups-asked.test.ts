import type { ChatEvent, ClarityAnswer } from '@clarity/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, chat, startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * The chips under an answer never offer a question this conversation has already asked: the widget
 * shows the latest answer's chips, and "How risky is my portfolio?" right under its own answer reads
 * as if the answer went unread.
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

async function thread(questions: string[]): Promise<ClarityAnswer[]> {
  let threadId: string | undefined;
  const answers: ClarityAnswer[] = [];
  for (const question of questions) {
    const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, ...(threadId ? { threadId } : {}) });
    expect(result.status).toBe(200);
    threadId ??= (result.events[0] as Extract<ChatEvent, { type: 'RUN_STARTED' }>).threadId;
    answers.push(answerOf(result));
  }
  return answers;
}

const chips = (answer: ClarityAnswer | undefined): string[] => (answer?.followUps ?? []).map((f) => f.question);

describe('follow-ups in a conversation', () => {
  it('leave out a question asked earlier in the thread, which a new thread is offered', async () => {
    const move = 'Why did my portfolio move this month?';
    const [alone] = await thread([move]);
    // Asked first, the move's answer offers the risk question: the case the next thread must not repeat.
    expect(chips(alone)).toContain('How risky is my portfolio?');
    const [, after] = await thread(['how risky is my portfolio', move]);
    expect(chips(after)).not.toContain('How risky is my portfolio?');
    expect(chips(after).length).toBeGreaterThan(0);
  });

  it('never offer the question just answered', async () => {
    const [answer] = await thread(['How risky is my portfolio?']);
    expect(chips(answer)).not.toContain('How risky is my portfolio?');
  });
});
