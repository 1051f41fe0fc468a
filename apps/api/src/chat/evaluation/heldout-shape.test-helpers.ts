import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/catalog.js';
import type { Turn } from './questions.js';
import type { EvaluationConversation } from './runner.test-helpers.js';

/** What a blind held-out set of four languages promises per language (its README), checked before any question is asked. */
export interface HeldoutShape {
  /** The set's name in the describe block ("held-out 7"). */
  name: string;
  sets: Partial<Record<Locale, readonly EvaluationConversation[]>>;
  /** The kind of each advice or forecast turn (`adviceTurn` / `forecastTurn` of ./heldout7/figures.ts). */
  policyKind: ReadonlyMap<Turn, 'advice' | 'forecast'>;
  minFollowUps: number;
  minAdvice: number;
  minForecasts: number;
  minRefusals: number;
  /** Whether each language switches language mid-thread once (a later turn with the widget's locale sent). */
  languageSwitch: boolean;
}

/** Registers the shape test of a held-out set: 60 turns per language and the counts its README promises. */
export function describeHeldoutShape(shape: HeldoutShape): void {
  describe(`${shape.name} shape`, () => {
    for (const [language, conversations = []] of Object.entries(shape.sets)) {
      it(`${language}: 60 turns, at least ${shape.minFollowUps} follow-ups, ${shape.minAdvice} advice, ${shape.minForecasts} forecast and ${shape.minRefusals} off-topic or no-data turns`, () => {
        const turns = conversations.flatMap((c) => c.turns);
        const followUps = conversations.reduce((n, c) => n + c.turns.length - 1, 0);
        expect(turns.length).toBe(60);
        expect(followUps).toBeGreaterThanOrEqual(shape.minFollowUps);
        for (const c of conversations) expect(c.turns.length, c.id).toBeLessThanOrEqual(4);
        const kinds = turns.map((t) => shape.policyKind.get(t));
        expect(kinds.filter((k) => k === 'advice').length).toBeGreaterThanOrEqual(shape.minAdvice);
        expect(kinds.filter((k) => k === 'forecast').length).toBeGreaterThanOrEqual(shape.minForecasts);
        // Every advice or forecast turn stands in a policy conversation (the bucket reads the policy field by category).
        for (const c of conversations) for (const t of c.turns) expect(shape.policyKind.has(t), c.id).toBe(c.category === 'policy');
        const refusals = conversations.flatMap((c) => c.turns.filter((t) => t.noFigures || c.category === 'missing data'));
        expect(refusals.length).toBeGreaterThanOrEqual(shape.minRefusals);
        if (shape.languageSwitch) expect(conversations.some((c) => c.turns.slice(1).some((t) => t.locale !== undefined))).toBe(true);
      });
    }
  });
}
