import { readFileSync } from 'node:fs';
import type { Card } from '@clarity/shared';
import type { Page } from '@playwright/test';
import { API_URL } from '../../playwright.config.js';

/**
 * Fixed data for the widget's visual and layout tests: a card captured from the demo API (growth
 * portfolio, CLARITY_NOW 2026-11-16) with a synthetic year of performance and one unpriced holding
 * added, and a fixed chat answer. The real API still mints, serves and verifies the token; only the
 * card's and the chat's bodies are fixed, so screenshots do not move with the calendar.
 */
export const CARD_FIXTURE = JSON.parse(readFileSync(new URL('../fixtures/card.json', import.meta.url), 'utf8')) as Card;

export function emptyCard(): Card {
  const card = structuredClone(CARD_FIXTURE);
  card.totalValue = 0;
  card.positions = [];
  card.warnings = [];
  card.allocation.byAssetClass = card.allocation.byAssetClass.map((s) => ({ ...s, weight: 0, value: 0 }));
  Object.assign(card.allocation, { bySector: [], byRegion: [], byCurrency: [] });
  card.performance = { ...CARD_FIXTURE.performance, periods: [], series: [], benchmark: null };
  card.positionsAnalysis = { title: 'Your positions', markdown: 'There are no holdings in this portfolio yet.', citationIds: [] };
  return card;
}

/** The card as the branch's API returns it before the performance engine: no periods, no series. */
export function cardWithoutHistory(): Card {
  return { ...structuredClone(CARD_FIXTURE), performance: { ...CARD_FIXTURE.performance, periods: [], series: [], benchmark: null, notes: [] } };
}

export async function serveCard(page: Page, card: unknown = CARD_FIXTURE): Promise<void> {
  await page.route(`${API_URL}/v1/clarity/card`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(card) }));
}

const CHAT_ANSWER =
  'Your portfolio is **up 26.7%** over the last year, ahead of its benchmark, but crypto (26.8%) sits well above its 0–8% band [1]. ' +
  'Trimming BTC towards the band would lower the swings most.\n\n- Largest holding: BTC, 26.8%\n- Fixed income: none, below its 10–30% band';

/** A fixed, complete chat answer as the API streams it (server-sent events). */
export async function serveChat(page: Page): Promise<void> {
  const citations = CARD_FIXTURE.citations.slice(0, 1);
  const events = [
    { type: 'RUN_STARTED', threadId: 'thr_fixture', runId: 'run_fixture' },
    { type: 'TEXT_MESSAGE_START', messageId: 'msg_1', role: 'assistant' },
    { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg_1', delta: CHAT_ANSWER },
    { type: 'TEXT_MESSAGE_END', messageId: 'msg_1' },
    {
      type: 'CUSTOM',
      name: 'clarity-answer',
      value: {
        answerMarkdown: CHAT_ANSWER,
        citations,
        followUps: [{ question: 'What would trimming BTC to the band change?' }, { question: 'How does my portfolio compare with its benchmark?' }],
        staleness: CARD_FIXTURE.staleness,
        intent: 'portfolio',
        wording: 'deterministic',
      },
    },
    { type: 'RUN_FINISHED', threadId: 'thr_fixture', runId: 'run_fixture' },
  ];
  await page.route(`${API_URL}/v1/clarity/chat`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') }),
  );
}
