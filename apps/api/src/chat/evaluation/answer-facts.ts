import { date, price, text } from './facts.js';
import type { Fact } from './match.js';
import { close, DEVELOPMENTS, latestDevelopment, position, storyTitle, type Position, type Valuation } from './reference.js';

/** The facts and answer patterns every English evaluation set (./questions.ts and the held-out sets) writes alike. */

/** An answer saying a portfolio holds nothing. */
export const EMPTY_BOOK = /empty|no holdings|no positions|hold(s)? nothing|(does not|doesn't|do not|don't) (hold|have) any|nothing (is )?held|has no (holdings|positions)/i;
/** A decline that still says what the chat can answer. */
export const CAN_ANSWER = /portfolio|holdings|markets?|investments?/i;
/** Any percentage, signed or not. */
export const PERCENT = /[+-−]?\d+(\.\d+)?%/;

export const pos = (v: Valuation, t: string): Position => position(v, t);
/** The last close of a ticker. */
export const last = (t: string) => price(close(t).close);
export const story = (id: string): Fact => text(storyTitle(id));
export const latest = (id: string): Fact[] => [date(latestDevelopment(id).date), text(latestDevelopment(id).headline.slice(0, 24))];
/** The dates of a story's developments, the five most recent (a timeline may leave out older ones). */
export const timeline = (id: string) =>
  DEVELOPMENTS.filter((d) => d.storyId === id)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-5)
    .map((d) => date(d.date));
