import { describe, expect, it } from 'vitest';
import { withoutInstruments } from './instrument-words.js';
import { classifyIntent } from './intent-model.js';

describe('the intent model reads a question without its instrument names', () => {
  it('takes names, symbols and possessives out, whole words only', () => {
    expect(withoutInstruments('Is Nvidia a buy?')).toBe('Is a buy?');
    expect(withoutInstruments("what's apple's price and TSLA's?")).toBe("what's price and ?");
    expect(withoutInstruments('Is pineapple cheap?')).toBe('Is pineapple cheap?');
    expect(withoutInstruments('news on SHEL lately', ['SHEL'])).toBe('news on lately');
  });

  it('gives no reading for a name alone, and no advice for a factual question that names a company', async () => {
    expect(await classifyIntent('tsla', 'en')).toEqual([]);
    const news = await classifyIntent('Any news on Apple lately?', 'en');
    expect(news[0]?.intent).toBe('stories');
    const price = await classifyIntent('Kurs von Microsoft heute?', 'de');
    expect(['advice', 'forecast']).not.toContain(price[0]?.intent);
  }, 60_000);
});
