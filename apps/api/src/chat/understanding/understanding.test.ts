import { describe, expect, it } from 'vitest';
import { EntityMatcher } from './entities.js';
import { understand } from './intent.js';

const matcher = new EntityMatcher([
  { ticker: 'AAPL', name: 'Apple Inc.' },
  { ticker: 'NVDA', name: 'NVIDIA Corporation' },
  { ticker: 'BRK.B', name: 'Berkshire Hathaway Inc. Class B' },
  { ticker: 'BTC', name: 'Bitcoin' },
  { ticker: 'ACWI', name: 'iShares MSCI ACWI ETF' },
  { ticker: 'AGG', name: 'iShares Core U.S. Aggregate Bond ETF' },
  { ticker: 'IT', name: 'Gartner Inc.' },
]);

describe('entity extraction', () => {
  it('finds symbols and company names in order of appearance', () => {
    expect(matcher.extract('Compare nvidia with $AAPL').tickers).toEqual(['NVDA', 'AAPL']);
    expect(matcher.extract('how is BRK.B doing').tickers).toEqual(['BRK.B']);
    expect(matcher.extract("what's up with Apple's stock").tickers).toEqual(['AAPL']);
    expect(matcher.extract('bitcoin and btc').tickers).toEqual(['BTC']);
  });

  it('does not read English words as symbols, nor a generic first word as a company', () => {
    expect(matcher.extract('is it a good time? what about IT in general').tickers).toEqual([]);
    expect(matcher.extract('do I hold any iShares fund?').tickers).toEqual([]);
    expect(matcher.extract('How is my portfolio doing?').tickers).toEqual([]);
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

describe('intent', () => {
  const ask = (q: string, last?: { tickers: string[]; topics: string[] }) => understand(q, matcher.extract(q), last);

  it('classifies market, asset, portfolio and out-of-scope questions', () => {
    expect(ask('What is going on with inflation?').intent).toBe('market');
    expect(ask('How are the markets doing?').intent).toBe('market');
    expect(ask('What is happening to Apple?').intent).toBe('asset');
    expect(ask('How risky is my portfolio?')).toMatchObject({ intent: 'portfolio', aspects: ['risk'] });
    expect(ask('Is my portfolio diversified and does it fit my profile?').aspects).toEqual(['concentration', 'fit']);
    expect(ask('Tell me a joke').intent).toBe('out_of_scope');
  });

  it('resolves "it" from the last turn, and only when the question has no subject of its own', () => {
    const last = { tickers: ['NVDA'], topics: [] };
    expect(ask('and how much of my portfolio is it?', last)).toMatchObject({ intent: 'asset', tickers: ['NVDA'], asksPosition: true, resolvedFromThread: true });
    expect(ask('and Apple?', last)).toMatchObject({ tickers: ['AAPL'], resolvedFromThread: false });
    expect(ask('and how much of my portfolio is it?')).toMatchObject({ intent: 'portfolio', resolvedFromThread: false });
    expect(ask('how exposed am I to that?', { tickers: [], topics: ['oil'] })).toMatchObject({ intent: 'market', topics: ['oil'] });
  });
});
