import { describe, expect, it } from 'vitest';
import { planQuestion } from '../planner/plan.js';
import type { TurnEntities } from '../threads/repository.js';
import { EntityMatcher } from './entities.js';

const matcher = new EntityMatcher([
  { ticker: 'AAPL', name: 'Apple Inc.' },
  { ticker: 'NVDA', name: 'NVIDIA Corporation' },
  { ticker: 'BRK.B', name: 'Berkshire Hathaway Inc. Class B' },
  { ticker: 'BTC', name: 'Bitcoin' },
  { ticker: 'ACWI', name: 'iShares MSCI ACWI ETF' },
  { ticker: 'AGG', name: 'iShares Core U.S. Aggregate Bond ETF' },
  { ticker: 'IT', name: 'Gartner Inc.' },
  { ticker: 'SX5E', name: 'EURO STOXX 50 Index (synthetic)' },
]);

describe('entity extraction', () => {
  it('finds symbols and company names in order of appearance', () => {
    expect(matcher.extract('Compare nvidia with $AAPL').tickers).toEqual(['NVDA', 'AAPL']);
    expect(matcher.extract('how is BRK.B doing').tickers).toEqual(['BRK.B']);
    expect(matcher.extract("what's up with Apple's stock").tickers).toEqual(['AAPL']);
    expect(matcher.extract('bitcoin and btc').tickers).toEqual(['BTC']);
  });

  it('reads a symbol’s plural or genitive as the symbol, and a company name in its plural or possessive', () => {
    expect(matcher.extract('how are my NVDAs doing').tickers).toEqual(['NVDA']);
    expect(matcher.extract('Wie stehen meine AAPLs?').tickers).toEqual(['AAPL']);
    expect(matcher.extract('apples price').tickers).toEqual(['AAPL']);
    expect(matcher.extract('Nvidias Kurs').tickers).toEqual(['NVDA']);
    expect(matcher.extract('IS it up').tickers).toEqual([]);
  });

  it('does not read English words as symbols, nor a generic first word as a company', () => {
    expect(matcher.extract('is it a good time? what about IT in general').tickers).toEqual([]);
    expect(matcher.extract('do I hold any iShares fund?').tickers).toEqual([]);
    expect(matcher.extract('How is my portfolio doing?').tickers).toEqual([]);
    // "euro" is the currency, not the first word of the Euro Stoxx 50's name (indices are named through the benchmark catalog).
    expect(matcher.extract('How is the euro doing against the dollar?').tickers).toEqual([]);
  });

  it('keeps unknown symbols (so the answer can say there is no data) but not topic words', () => {
    expect(matcher.extract('What about TSLA?').tickers).toEqual(['TSLA']);
    expect(matcher.extract('Any news from OPEC or the FOMC?').tickers).toEqual([]);
  });

  it('finds topics and references to an earlier turn', () => {
    const found = matcher.extract('How do rate cuts and oil prices affect it?');
    expect(found.topics).toEqual(['rates', 'oil']);
    expect(found.refersBack).toBe(true);
  });
});

describe('planning', () => {
  const held = ['AAPL', 'NVDA', 'AGG', 'BTC'];
  const plan = (q: string, last?: TurnEntities) => planQuestion(q, matcher.extract(q), { baseCurrency: 'USD', heldTickers: held, lastTurn: last, asOf: '2026-11-16' });
  const tools = (q: string, last?: TurnEntities) => plan(q, last).calls.map((c) => c.tool);

  it.each([
    ['How much have I paid in fees?', 'fees'],
    ['What should I rebalance?', 'rebalance'],
    ['How would I bring fixed income back within 35-60%?', 'rebalance'],
    ['How actively have I traded over the past year?', 'turnover'],
    ['What would a 30% fall in BTC do to my portfolio?', 'what_if'],
    ['Which of my holdings drive my technology exposure?', 'exposure'],
    ['What is my exposure to the US dollar?', 'exposure'],
    ['What is the EUR/USD exchange rate?', 'fx_rate'],
    ['What is the latest on US tariffs on consumer electronics?', 'stories'],
    ['How risky is my portfolio?', 'risk'],
    ['Is my portfolio too concentrated?', 'concentration'],
    ['Does my portfolio fit my risk profile?', 'profile_fit'],
    ['What are my top 3 holdings?', 'holdings'],
    ['How much is my AGG position worth?', 'position'],
    ['NVDA vs AAPL over three months', 'compare'],
    ['What does drawdown mean?', 'explain_term'],
    ['How has my portfolio performed this year?', 'performance'],
    ['What did my sales realize?', 'realized_pnl'],
    ['What changed in my portfolio recently?', 'recent_changes'],
    ['How is my portfolio split by region?', 'allocation'],
    ['How did the Federal Reserve rate path get here?', 'story_timeline'],
    ['How has MSFT moved over the past three months?', 'price'],
  ])('%s → %s', (question, tool) => {
    expect(tools(question)).toContain(tool);
  });

  it('reads arguments: percentages and their direction, periods, pairs, dimensions', () => {
    expect(plan('What would a 30% fall in BTC do to my portfolio?').calls[0]).toEqual({ tool: 'what_if', args: { target: { kind: 'ticker', value: 'BTC' }, change: -0.3 } });
    expect(plan('what if the dollar weakens 10%?').calls[0]?.args).toEqual({ target: { kind: 'currency', value: 'USD' }, change: -0.1 });
    expect(plan('How has MSFT moved over the past three months?').calls).toContainEqual({ tool: 'price', args: { ticker: 'MSFT', period: '3M' } });
    expect(plan('What is the EUR/USD exchange rate?').calls[0]?.args).toMatchObject({ base: 'EUR', quote: 'USD' });
    expect(plan('How is my portfolio split by region?').calls[0]?.args).toEqual({ dimension: 'region' });
  });

  it('gives no advice or forecast, but the facts', () => {
    const advice = plan('Should I buy NVDA tomorrow?');
    expect(advice.policy).toBe('advice');
    expect(advice.calls.map((c) => c.tool)).toEqual(expect.arrayContaining(['price', 'position']));
    expect(plan('Will bitcoin hit 200k next year?').policy).toBe('forecast');
  });

  it('declines what is off topic', () => {
    expect(plan('Tell me a joke about cats').offTopic).toBe(true);
    expect(plan('What is the weather in Paris?').offTopic).toBe(true);
  });

  it('continues the thread: the earlier subject and the earlier tool', () => {
    const first = plan('What is the EUR/USD exchange rate?');
    expect(plan('and over three months?', first.memory).calls).toContainEqual({ tool: 'fx_rate', args: { base: 'EUR', quote: 'USD', period: '3M' } });
    expect(plan('and in GBP?', first.memory).calls[0]?.args).toMatchObject({ base: 'EUR', quote: 'GBP' });
    const nvda = plan('How much is my NVDA position worth?');
    expect(plan('what about AAPL?', nvda.memory).calls).toContainEqual({ tool: 'position', args: { ticker: 'AAPL' } });
    expect(plan('and how has it moved this year?', nvda.memory).calls).toContainEqual({ tool: 'price', args: { ticker: 'NVDA', period: 'YTD' } });
  });
});
