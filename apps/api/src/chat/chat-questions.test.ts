import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatIntent, ClarityAnswer } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { money, pct } from '../insight/analytics/format.js';
import { analysePortfolio, type PortfolioAnalytics } from '../insight/analytics/portfolio-analytics.js';
import { loadPortfolioSnapshot } from '../insight/portfolio-snapshot.js';
import { CHAT_HOLDINGS, CHAT_NOW, CHAT_PROFILE, createChatPortfolio } from './testing/fixtures.test-helpers.js';
import { answerOf, chat, listen, streamedText } from './testing/stream-client.test-helpers.js';

/**
 * The question suite: many phrasings of market, asset, portfolio and out-of-scope questions,
 * each with the facts its answer must contain. Expected figures are computed here from the
 * stored market data and the analytics, not copied from an answer.
 */

interface Facts {
  analytics: PortfolioAnalytics;
  close: (ticker: string) => string;
  weight: (ticker: string) => string;
}

interface Case {
  question: string;
  intent: ChatIntent;
  mustContain: (f: Facts) => (string | RegExp)[];
  /** A question asked right after, in the same thread. */
  followUp?: { question: string; intent: ChatIntent; mustContain: (f: Facts) => (string | RegExp)[] };
}

const RATES_STORIES = /Federal Reserve rate path|European Central Bank policy|Bank of England rates/;
const INFLATION_STORIES = /US inflation|Euro-area inflation/;
const OIL_STORIES = /OPEC\+ supply and oil prices|Oil majors earnings and buybacks/;
const CHIP_STORIES = /US export controls on advanced chips|Nvidia results and guidance|Big Tech AI spending/;
const CRYPTO_STORY = 'Crypto market-structure rules';
const OUT_OF_SCOPE = 'That is outside what I can answer.';

const total = (f: Facts) => `**${money(f.analytics.valuation.totalValue, 'USD')}**`;

const CASES: Case[] = [
  // Market
  { question: 'What is going on with interest rates?', intent: 'market', mustContain: () => [RATES_STORIES, /\[1\]/] },
  { question: 'Is the Fed cutting rates?', intent: 'market', mustContain: () => ['Federal Reserve rate path'] },
  { question: 'any news on central banks lately', intent: 'market', mustContain: () => [RATES_STORIES] },
  { question: 'What happened to bond yields?', intent: 'market', mustContain: () => [RATES_STORIES] },
  { question: 'How is inflation developing?', intent: 'market', mustContain: () => [INFLATION_STORIES, /\d\.\d%/] },
  { question: 'latest CPI print?', intent: 'market', mustContain: () => ['US inflation'] },
  { question: "What's happening with oil prices?", intent: 'market', mustContain: () => [OIL_STORIES] },
  { question: 'Tell me about OPEC and crude', intent: 'market', mustContain: () => ['OPEC+ supply and oil prices'] },
  { question: 'Any news on semiconductors?', intent: 'market', mustContain: () => [CHIP_STORIES] },
  { question: 'what about chip export controls', intent: 'market', mustContain: () => ['US export controls on advanced chips'] },
  { question: 'What is new in crypto?', intent: 'market', mustContain: () => [CRYPTO_STORY] },
  { question: 'How are the markets doing?', intent: 'market', mustContain: () => [/\*\*.+\*\* \((developing|resolved)\)/, /\[1\]/] },
  {
    question: 'What is happening in the energy sector?',
    intent: 'market',
    mustContain: () => [OIL_STORIES, /touch .*SHEL/],
  },
  // Assets, held and not held
  {
    question: 'What is happening to Nvidia?',
    intent: 'asset',
    mustContain: (f) => ['NVIDIA Corporation (NVDA)', f.close('NVDA'), 'You hold 60 NVDA', f.weight('NVDA'), CHIP_STORIES],
    followUp: { question: 'and how much of my portfolio is it?', intent: 'asset', mustContain: (f) => [/^You hold 60 NVDA/, f.weight('NVDA')] },
  },
  { question: 'How much of my portfolio is AAPL?', intent: 'asset', mustContain: (f) => [/^You hold 40 AAPL/, f.weight('AAPL'), 'Unrealized P&L'] },
  { question: "what's my P&L on apple", intent: 'asset', mustContain: (f) => ['You hold 40 AAPL', 'Unrealized P&L: +USD', f.close('AAPL')] },
  { question: 'Why did ASML move?', intent: 'asset', mustContain: (f) => ['ASML Holding', f.close('ASML'), /US export controls on advanced chips|European Central Bank policy/] },
  { question: 'bitcoin?', intent: 'asset', mustContain: (f) => ['Bitcoin (BTC)', f.close('BTC'), CRYPTO_STORY] },
  { question: 'What is going on with Ethereum?', intent: 'asset', mustContain: (f) => ['Ether (ETH)', f.close('ETH'), 'You do not hold ETH', CRYPTO_STORY] },
  {
    question: 'Tell me about Microsoft',
    intent: 'asset',
    mustContain: (f) => ['Microsoft Corporation (MSFT)', f.close('MSFT'), 'You do not hold MSFT in this portfolio, so it is 0% of it.'],
    followUp: { question: 'and why did it move?', intent: 'asset', mustContain: () => ['MSFT', /Big Tech AI spending|Nvidia results and guidance/] },
  },
  { question: 'How is $JPM doing?', intent: 'asset', mustContain: (f) => ['JPMorgan Chase', f.close('JPM'), 'You do not hold JPM', 'US bank earnings and capital'] },
  { question: 'Exxon news?', intent: 'asset', mustContain: (f) => ['Exxon Mobil Corporation (XOM)', f.close('XOM'), OIL_STORIES] },
  { question: 'What is the weight of Shell in my portfolio?', intent: 'asset', mustContain: (f) => [/^You hold 150 SHEL/, f.weight('SHEL')] },
  { question: 'Compare NVDA and AAPL', intent: 'asset', mustContain: (f) => ['(NVDA)', '(AAPL)', f.weight('NVDA'), f.weight('AAPL')] },
  { question: 'What about TSLA?', intent: 'asset', mustContain: () => ['I have no market data for **TSLA**', 'You do not hold TSLA'] },
  // Portfolio
  {
    question: 'How is my portfolio performing?',
    intent: 'portfolio',
    mustContain: (f) => [total(f), 'Unrealized P&L is **+USD', /Best: NVDA/],
  },
  { question: 'how am i doing', intent: 'portfolio', mustContain: (f) => [total(f), 'Unrealized P&L'] },
  { question: 'What did I make or lose overall?', intent: 'portfolio', mustContain: (f) => [total(f), /\+\d+\.\d% on a cost of USD/] },
  {
    question: 'How risky is my portfolio?',
    intent: 'portfolio',
    mustContain: (f) => [`**${pct(f.analytics.risk.volatility ?? 0)}**`, `**${money(Math.abs(f.analytics.stress.change), 'USD')}**`, 'mostly through crypto'],
  },
  { question: 'What would happen to my investments in a crash?', intent: 'portfolio', mustContain: (f) => [`**${money(Math.abs(f.analytics.stress.change), 'USD')}**`] },
  { question: 'how volatile are my holdings?', intent: 'portfolio', mustContain: (f) => [`**${pct(f.analytics.risk.volatility ?? 0)}**`, pct(f.analytics.risk.maxDrawdown)] },
  {
    question: 'Is my portfolio too concentrated?',
    intent: 'portfolio',
    mustContain: (f) => [`**${f.analytics.concentration.effectiveHoldings.toFixed(1)} equal-sized holdings**`, `BTC ${pct(f.analytics.concentration.top1?.weight ?? 0)}`, 'BTC is above the 15% limit'],
  },
  { question: 'Am I diversified enough?', intent: 'portfolio', mustContain: (f) => [`${f.analytics.concentration.effectiveHoldings.toFixed(1)} equal-sized holdings`] },
  { question: 'What are my biggest positions?', intent: 'portfolio', mustContain: (f) => [/Largest holdings: BTC [\d.]+%, NVDA [\d.]+%/, total(f)] },
  {
    question: 'How is my portfolio allocated?',
    intent: 'portfolio',
    mustContain: (f) => [
      `Crypto: ${pct(f.analytics.allocation.assetClass.find((s) => s.key === 'crypto')?.weight ?? 0)}`,
      `Equity: ${pct(f.analytics.allocation.assetClass.find((s) => s.key === 'equity')?.weight ?? 0)}`,
      'Largest sectors: technology',
    ],
  },
  { question: 'breakdown by asset class please', intent: 'portfolio', mustContain: () => ['Allocation by asset class:', /Fixed income: [\d.]+% \(band/] },
  { question: 'How much currency exposure do I have?', intent: 'portfolio', mustContain: (f) => [`Held in currencies other than USD: ${pct(f.analytics.allocation.foreignCurrencyWeight)}`] },
  {
    question: 'Does my portfolio fit my risk profile?',
    intent: 'portfolio',
    mustContain: () => ['Your profile is **moderate** with a 10-year horizon', /Outside the bands: .*crypto [\d.]+% is above/],
  },
  { question: 'Is this suitable for a 10 year horizon?', intent: 'portfolio', mustContain: () => ['10-year horizon', 'Outside the bands'] },
  { question: 'What changed in my portfolio recently and why?', intent: 'portfolio', mustContain: () => ['No trades were recorded in the last 30 days', /Biggest price moves over the last month: \w+ [+-][\d.]+%/, 'What is moving around your holdings'] },
  { question: 'why is my portfolio down this week?', intent: 'portfolio', mustContain: () => ['Biggest price moves over the last month', /\[1\]/] },
  { question: 'give me an overview of my portfolio', intent: 'portfolio', mustContain: (f) => [total(f), 'Allocation by asset class:', 'equal-sized holdings'] },
  // Follow-up chains on the portfolio
  {
    question: 'What is going on with oil?',
    intent: 'market',
    mustContain: () => [OIL_STORIES],
    followUp: { question: 'and how much of my portfolio is exposed to that?', intent: 'market', mustContain: () => [/touch .*SHEL/] },
  },
  // Out of scope
  { question: 'What is the weather in Paris tomorrow?', intent: 'out_of_scope', mustContain: () => [OUT_OF_SCOPE] },
  { question: 'Write me a poem about cats', intent: 'out_of_scope', mustContain: () => [OUT_OF_SCOPE, 'I do not give personal recommendations'] },
  { question: 'Who won the football match?', intent: 'out_of_scope', mustContain: () => [OUT_OF_SCOPE] },
];

let ctx: TestContext;
let url: string;
let closeServer: () => Promise<void>;
let apiKey: string;
let portfolioId: string;
let facts: Facts;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(CHAT_NOW);
  const services = ctx.app.locals.services;
  await services.marketImport.importSample();
  ({ apiKey } = await ctx.newOrg());
  portfolioId = await createChatPortfolio(ctx, apiKey, 'questions');
  ({ url, close: closeServer } = await listen(ctx.app));

  const asOf = CHAT_NOW.toISOString().slice(0, 10);
  const snapshot = await loadPortfolioSnapshot(services, { id: portfolioId, baseCurrency: 'USD', currentHoldings: CHAT_HOLDINGS, profile: CHAT_PROFILE }, asOf);
  const analytics = analysePortfolio(snapshot.analyticsInput);
  const tickers = ['AAPL', 'MSFT', 'NVDA', 'JPM', 'XOM', 'ASML', 'SAP', 'SHEL', 'BTC', 'ETH'];
  const [latest, instruments] = await Promise.all([services.market.latestPrices(tickers, asOf), services.market.instruments(tickers)]);
  facts = {
    analytics,
    close: (ticker) => `closed at ${money(latest.get(ticker)?.close ?? NaN, instruments.get(ticker)?.currency ?? '?')} on ${latest.get(ticker)?.date}`,
    weight: (ticker) => `**${pct(analytics.concentration.weights.find((w) => w.ticker === ticker)?.weight ?? NaN)}** of your portfolio`,
  };
});
afterAll(async () => {
  await closeServer();
  await ctx.close();
});

async function ask(question: string, threadId?: string): Promise<{ answer: ClarityAnswer; threadId: string }> {
  const result = await chat(url, apiKey, { portfolioId, question, ...(threadId ? { threadId } : {}) });
  expect(result.status).toBe(200);
  expect(result.events.at(-1)?.type).toBe('RUN_FINISHED');
  const answer = answerOf(result);
  expect(streamedText(result)).toBe(answer.answerMarkdown);
  const first = result.events[0];
  return { answer, threadId: first?.type === 'RUN_STARTED' ? first.threadId : '' };
}

function expectContains(answer: ClarityAnswer, needles: (string | RegExp)[]) {
  for (const needle of needles) {
    if (typeof needle === 'string') expect(answer.answerMarkdown).toContain(needle);
    else expect(answer.answerMarkdown).toMatch(needle);
  }
  // Every answer is grounded: each [n] is a citation, each citation is used.
  const markers = new Set([...answer.answerMarkdown.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  expect(markers).toEqual(new Set(answer.citations.map((c) => c.id)));
  expect(answer.followUps.length).toBeGreaterThan(0);
}

describe('question suite', () => {
  it('has at least 40 questions', () => {
    expect(CASES.length + CASES.filter((c) => c.followUp).length).toBeGreaterThanOrEqual(40);
  });

  for (const c of CASES) {
    it(`${c.intent}: ${c.question}${c.followUp ? ` → ${c.followUp.question}` : ''}`, async () => {
      const { answer, threadId } = await ask(c.question);
      expect(answer.intent).toBe(c.intent);
      expectContains(answer, c.mustContain(facts));
      if (c.followUp) {
        const next = await ask(c.followUp.question, threadId);
        expect(next.answer.intent).toBe(c.followUp.intent);
        expectContains(next.answer, c.followUp.mustContain(facts));
      }
    });
  }
});
