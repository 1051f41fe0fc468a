import { describe, expect, it } from 'vitest';
import { money, pct, text } from '../facts.js';
import type { FrozenTurn } from './contract.js';
import { rates, scoreTurn, type Reply, type ScoredTurn } from './runner.test-helpers.js';

/** The runner's buckets (./contract.ts) on hand-written replies: no engine involved. */

const turn = (over: Partial<FrozenTurn>): FrozenTurn => ({ question: 'q', kind: 'answerable', intent: 'position', tools: ['position'], facts: [], followUp: false, answerLanguage: 'en', ...over });
const reply = (over: Partial<Reply>): Reply => ({ answer: '', tools: [], followUpTools: [], locale: 'en', outcome: 'answered', ...over });

describe('frozen split scoring', () => {
  it('counts an answered turn with its tools, facts and no policy as correct', () => {
    const t = turn({ facts: [money(1234.5, 'USD'), pct(12.3)] });
    expect(scoreTurn(t, reply({ answer: 'Worth $1,234.50 (12.3%).', tools: ['position'] })).bucket).toBe('correct');
    expect(scoreTurn(t, reply({ answer: 'Worth $1,234.50 (12.3%).', tools: ['price'] })).bucket).toBe('wrong');
    expect(scoreTurn(t, reply({ answer: 'Worth $1,234.50.', tools: ['position'] })).bucket).toBe('wrong');
    expect(scoreTurn(t, reply({ answer: 'Worth $1,234.50 (12.3%).', tools: ['position'], policy: 'advice' })).bucket).toBe('wrong');
    expect(scoreTurn(t, reply({ answer: 'Worth $1,234.50 (12.3%).', tools: ['position'], outcome: undefined })).bucket).toBe('wrong');
  });

  it('accepts any one of a requirement’s alternatives, and reads figures as the answer’s locale writes them', () => {
    const t = turn({ tools: [['price', 'position']], facts: [money(1234.5, 'EUR')], answerLanguage: 'de' });
    expect(scoreTurn(t, reply({ answer: 'Wert: 1.234,50 €', tools: ['price'], locale: 'de' })).bucket).toBe('correct');
  });

  it('needs the matching policy on advice and forecast turns', () => {
    const advice = turn({ kind: 'advice', intent: 'advice', tools: [] });
    expect(scoreTurn(advice, reply({ answer: 'No investment advice.', policy: 'advice' })).bucket).toBe('correct');
    expect(scoreTurn(advice, reply({ answer: 'No predictions.', policy: 'forecast' })).bucket).toBe('wrong');
    expect(scoreTurn(advice, reply({ answer: 'Buy it.' })).bucket).toBe('wrong');
  });

  it('counts a clarification as clarified only when it offers a required tool', () => {
    const t = turn({ tools: ['exposure'] });
    expect(scoreTurn(t, reply({ outcome: 'clarification', followUpTools: ['allocation', 'exposure'] })).bucket).toBe('clarified');
    expect(scoreTurn(t, reply({ outcome: 'clarification', followUpTools: ['price'] })).bucket).toBe('wrong');
    expect(scoreTurn(turn({ kind: 'off_topic', intent: 'off_topic', tools: [] }), reply({ outcome: 'clarification', followUpTools: ['price'] })).bucket).toBe('wrong');
  });

  it('declines off-topic turns without figures and no-data turns with their facts', () => {
    const offTopic = turn({ kind: 'off_topic', intent: 'off_topic', tools: [] });
    expect(scoreTurn(offTopic, reply({ outcome: 'declined', answer: 'I answer questions about your portfolio.' })).bucket).toBe('declined');
    expect(scoreTurn(offTopic, reply({ outcome: 'declined', answer: 'Your portfolio is worth $73,312.' })).bucket).toBe('wrong');
    expect(scoreTurn(offTopic, reply({ answer: 'Sunny.' })).bucket).toBe('wrong');
    const noData = turn({ kind: 'no_data', intent: 'no_data', tools: [], facts: [text(/TSLA|Tesla/)] });
    expect(scoreTurn(noData, reply({ outcome: 'no_data', answer: 'No market data for TSLA.' })).bucket).toBe('declined');
    expect(scoreTurn(noData, reply({ outcome: 'declined', answer: 'No market data for that.' })).bucket).toBe('wrong');
    expect(scoreTurn(turn({}), reply({ outcome: 'no_data', answer: 'No data.' })).bucket).toBe('wrong');
  });

  it('checks the answer’s language against the expected one', () => {
    expect(scoreTurn(turn({ answerLanguage: 'de' }), reply({ locale: 'en' })).languageRight).toBe(false);
    expect(scoreTurn(turn({ answerLanguage: 'de' }), reply({ locale: 'de' })).languageRight).toBe(true);
  });

  it('rates each bucket of all turns and the correct answerable turns', () => {
    const scored = (bucket: ScoredTurn['bucket'], kind: ScoredTurn['kind'], followUp = false) => ({ bucket, kind, followUp, languageRight: true }) as ScoredTurn;
    const r = rates([scored('correct', 'answerable'), scored('wrong', 'answerable', true), scored('declined', 'off_topic'), scored('clarified', 'answerable')]);
    expect(r).toMatchObject({ correct: 0.25, clarified: 0.25, declined: 0.25, wrong: 0.25, notWrong: 0.75, followUpsCorrect: 0, languageRight: 1 });
    expect(r.correctOfAnswerable).toBeCloseTo(1 / 3);
  });
});
