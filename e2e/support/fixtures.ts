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

// A real answer of the offline engine to "How is my portfolio doing?" for the fixture's portfolio.
const CHAT_ANSWER =
  'Your portfolio is worth **$141,540** across 6 holdings, at prices as of Nov 13, 2026. On what you paid, that is an unrealized gain of ' +
  '**$74,643** (+111.6%), not yet locked in by selling. The largest holding is BTC at 26.8% of the portfolio.\n\n' +
  'Over the past year your portfolio returned **+10.7%**, against **-0.3%** for the benchmark (78% global shares (ACWI) and 22% bonds (AGG)). ' +
  'Its value changed by +$13,659, including any money added or taken out. This assumes today’s holdings were held throughout ' +
  '(no trade log explains them), so it shows how they did, not what you earned.';

/** A fixed, complete chat answer as the API streams it (server-sent events). */
export async function serveChat(page: Page): Promise<void> {
  const citations: Card['citations'] = [];
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
        followUps: [
          { question: 'How risky is my portfolio?', tool: 'risk' },
          { question: 'Is my portfolio too concentrated?', tool: 'concentration' },
        ],
        staleness: CARD_FIXTURE.staleness,
        intent: 'portfolio',
        wording: 'deterministic',
        locale: 'en',
      },
    },
    { type: 'RUN_FINISHED', threadId: 'thr_fixture', runId: 'run_fixture' },
  ];
  await page.route(`${API_URL}/v1/clarity/chat`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') }),
  );
}
