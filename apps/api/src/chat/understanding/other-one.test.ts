import { describe, expect, it } from 'vitest';
import type { TurnEntities } from '../threads/repository.js';
import { otherOfPair } from './pronouns.js';
import { namesTheOther } from './replies.js';

const turn = (...tickers: string[]): TurnEntities => ({ tickers, topics: [], calls: [] });

describe('"the other one" after a comparison', () => {
  it('is read as an item in the four languages, not as "other holdings"', () => {
    for (const question of ['and the other one?', 'and on the other one?', 'Und die andere?', 'Und bei der anderen?', 'Et l’autre ?', 'Et pour l’autre ?', '¿Y la otra?', '¿Y de la otra?']) expect(namesTheOther(question), question).toBe(true);
    for (const question of ['what about my other holdings?', 'und meine anderen Positionen?', 'et mes autres lignes ?', 'any other news?']) expect(namesTheOther(question), question).toBe(false);
  });

  it('is the side of the pair the last turn was not about; nothing when the thread cannot tell', () => {
    expect(otherOfPair([turn('NVDA', 'AAPL'), turn('NVDA')])).toBe('AAPL');
    expect(otherOfPair([turn('ASML', 'SHEL'), turn('BTC'), turn('SHEL')])).toBe('ASML');
    expect(otherOfPair([turn('NVDA', 'AAPL')])).toBeUndefined();
    expect(otherOfPair([turn('NVDA'), turn('AAPL')])).toBeUndefined();
    expect(otherOfPair([turn('NVDA', 'AAPL', 'ASML'), turn('NVDA')])).toBeUndefined();
  });
});
