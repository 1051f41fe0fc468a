import { readFileSync } from 'node:fs';
import { INLINED_CARD_ELEMENT_ID, type Card } from '@clarity/shared';
import type { Page } from '@playwright/test';
import { API_URL } from '../../playwright.config.js';

/**
 * Fixed data for the widget's visual and layout tests: a card captured from the demo API (growth
 * portfolio, CLARITY_NOW 2026-11-16) with a synthetic year of performance and one unpriced holding
 * added, made a book with dividends (issue 27: income per period and per holding, the total return split into prices
 * and income, one holding valued at an old close, the card's text as the API words it), and a fixed chat answer. The real API still mints, serves and verifies the token; only the
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
  card.headline = { finding: 'no_holdings', markdown: 'Nothing is valued in this portfolio yet, so there is nothing to weigh up: add holdings to see what matters here.' };
  return card;
}

/** The card as the branch's API returns it before the performance engine: no periods, no series. */
export function cardWithoutHistory(): Card {
  return { ...structuredClone(CARD_FIXTURE), performance: { ...CARD_FIXTURE.performance, periods: [], series: [], benchmark: null, notes: [] } };
}

/** The iframe's navigation to the embed page (`/embed/?token=…`), not its assets. */
const isEmbedPage = (url: URL): boolean => url.origin === API_URL && /^\/embed\/?$/.test(url.pathname);

/** The data block the embed page carries the card in (apps/api/src/embeds/inline-card.ts). */
const CARD_DATA_BLOCK = new RegExp(`<script type="application/json" id="${INLINED_CARD_ELEMENT_ID}">[^<]*</script>`);

/** The rendered card inside the page's root element (apps/api/src/embeds/server-render.ts), up to the data block after it. */
const RENDERED_ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<script type="application\/json")/;

/** Whether the page carries the card rendered (its root element is not empty). */
export function carriesRenderedCard(html: string): boolean {
  return !html.includes('<div id="root"></div>') && RENDERED_ROOT.test(html);
}

interface CardRenderer {
  renderCardPage(input: { cardJson: string; token: string; locale: string; search: string }): { rootHtml: string } | null;
}

/** The widget's server render, as the API loads it from the built UI (`npm run test:e2e` builds first). */
async function cardRenderer(): Promise<CardRenderer> {
  return (await import(new URL('../../apps/embed/dist/ssr/render-card.js', import.meta.url).href)) as CardRenderer;
}

/**
 * Rewrites the real embed page (real token check, headers and CSP) as it comes from the API:
 * `rewrite` gets its HTML, and whether the page carried the card.
 */
async function rewriteEmbedPage(page: Page, rewrite: (html: string, carriesCard: boolean, url: URL) => string | Promise<string>): Promise<void> {
  await page.route(isEmbedPage, async (route) => {
    // Playwright fetches the page again from Node, without the Fetch Metadata the browser sent; the
    // API carries the card only for a browser navigation (inline-card.ts), so they are said again.
    const navigation = { 'sec-fetch-dest': route.request().frame().parentFrame() === null ? 'document' : 'iframe', 'sec-fetch-mode': 'navigate' };
    const response = await route.fetch({ headers: { ...(await route.request().allHeaders()), ...navigation } });
    const html = await response.text();
    await route.fulfill({ response, body: await rewrite(html, CARD_DATA_BLOCK.test(html), new URL(route.request().url())) });
  });
}

/**
 * Shows `card` instead of the portfolio's real one: in place of the card the embed page carries
 * (escaped as the API escapes it) and of its markup (rendered by the same built renderer the API
 * uses, for the page's token, language and settings: the browser paints it, the widget hydrates it),
 * and as the answer of every card request (a page without a card, a refetch after a new token).
 * `markup: false`: the page carries the card's data only, and the widget renders it itself.
 */
export async function serveCard(page: Page, card: unknown = CARD_FIXTURE, { markup = true }: { markup?: boolean } = {}): Promise<void> {
  const json = JSON.stringify(card);
  const block = `<script type="application/json" id="${INLINED_CARD_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
  const renderer = await cardRenderer();
  await rewriteEmbedPage(page, (html, carriesCard, url) => {
    if (!carriesCard) return html;
    let rewritten = html.replace(CARD_DATA_BLOCK, () => block);
    if (carriesRenderedCard(html) && !markup) {
      rewritten = rewritten.replace(RENDERED_ROOT, '<div id="root"></div>');
    } else if (carriesRenderedCard(html)) {
      const locale = /<html lang="([a-z]+)"/.exec(html)?.[1] ?? 'en';
      const rendered = renderer.renderCardPage({ cardJson: json, token: url.searchParams.get('token') ?? '', locale, search: url.search });
      if (rendered === null) throw new Error('the renderer refused a page the API rendered');
      rewritten = rewritten.replace(RENDERED_ROOT, () => `<div id="root">${rendered.rootHtml}</div>`);
    }
    return rewritten;
  });
  await page.route(`${API_URL}/v1/clarity/card`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: json }));
}

/** The embed page with the card's data but without its markup: the widget renders the card itself, as it does where the server could not. */
export async function withoutRenderedCard(page: Page): Promise<{ tookOutMarkup: () => boolean }> {
  let tookOut = false;
  await rewriteEmbedPage(page, (html) => {
    tookOut ||= carriesRenderedCard(html);
    return html.replace(RENDERED_ROOT, '<div id="root"></div>');
  });
  return { tookOutMarkup: () => tookOut };
}

/**
 * The embed page as the API sends it when the card was not ready in time (a slow model, a busy
 * server): without the card, so the widget fetches it and shows its loading, error and retry states.
 * Returns whether a card was taken out: a card token's page should have carried one.
 */
export async function withoutCardInPage(page: Page): Promise<{ tookOutCard: () => boolean }> {
  let tookOut = false;
  await rewriteEmbedPage(page, (html, carriesCard) => {
    tookOut ||= carriesCard;
    // Without the card's data, the page has no markup of it either.
    return html.replace(RENDERED_ROOT, '<div id="root"></div>').replace(CARD_DATA_BLOCK, '');
  });
  return { tookOutCard: () => tookOut };
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
