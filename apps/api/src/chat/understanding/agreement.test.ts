import { describe, expect, it } from 'vitest';
import type { Plan, PlannedCall } from '../planner/plan.js';
import type { IntentScore } from './intent-model.js';
import { readingOf } from './reading.js';

// The reading when the planner's words chose tools: the intent model must agree, or the chat asks back.
// Scores are written by hand (they sum to 1, as the model's do).

function planOf(calls: PlannedCall[], extra: Partial<Plan> = {}): Plan {
  return { calls, policy: null, offTopic: false, guessed: false, resolvedFromThread: false, memory: { tickers: [], topics: [], calls }, ...extra };
}
const scores = (...pairs: [string, number][]): IntentScore[] => pairs.map(([intent, score]) => ({ intent, score }));

describe('the model and the planner must agree', () => {
  const risk = planOf([{ tool: 'risk', args: {} }]);

  it('answers when the model’s likeliest tool is the planner’s, however sure', () => {
    expect(readingOf('How risky is my portfolio?', risk, scores(['risk', 0.55], ['performance', 0.45])).outcome).toBe('answered');
  });

  it('answers when the model reads the same question from the other side (a position and its price)', () => {
    const position = planOf([{ tool: 'position', args: { ticker: 'AAPL' } }], { memory: { tickers: ['AAPL'], topics: [], calls: [] } });
    expect(readingOf('How is Apple doing?', position, scores(['price', 0.97], ['position', 0.03])).outcome).toBe('answered');
  });

  it('answers when the model is unsure but gives the planner’s tool a chance', () => {
    expect(readingOf('how bumpy is it', risk, scores(['concentration', 0.6], ['risk', 0.3], ['fees', 0.1])).outcome).toBe('answered');
  });

  it('asks back, offering both readings, when the model is sure of another tool', () => {
    const reading = readingOf('what did my trading cost me', risk, scores(['fees', 0.96], ['risk', 0.04]));
    expect(reading.outcome).toBe('clarification');
    expect(reading.readings.map((r) => r.intent)).toEqual(['fees', 'risk']);
  });

  it('asks back when the model gives the planner’s tools next to no chance', () => {
    const reading = readingOf('and the other thing', risk, scores(['holdings', 0.5], ['performance', 0.48], ['risk', 0.02]));
    expect(reading.outcome).toBe('clarification');
    expect(reading.readings.map((r) => r.intent)).toEqual(['holdings', 'risk', 'performance']);
  });

  it('lets the planner’s words stand when its reading cannot be offered as a follow-up (an exchange rate)', () => {
    const fx = planOf([{ tool: 'fx_rate', args: { base: 'EUR', quote: 'USD', period: '1M' } }]);
    expect(readingOf('cable?', fx, scores(['holdings', 0.95], ['fx_rate', 0.05])).outcome).toBe('answered');
  });

  it('leaves a follow-up the thread completed to the thread', () => {
    expect(readingOf('and over three months?', { ...risk, resolvedFromThread: true }, scores(['compare', 0.95], ['risk', 0.05])).outcome).toBe('answered');
  });

  it('opens with the policy statement when the model is sure the question asks for advice, whatever the planner chose', () => {
    const reading = readingOf('Time to sell Apple?', planOf([{ tool: 'position', args: { ticker: 'AAPL' } }]), scores(['advice', 0.93], ['position', 0.07]));
    expect(reading).toMatchObject({ outcome: 'answered', policy: 'advice' });
    expect(readingOf('How is Apple doing?', planOf([{ tool: 'position', args: { ticker: 'AAPL' } }]), scores(['advice', 0.6], ['position', 0.4])).policy).toBeNull();
  });
});
