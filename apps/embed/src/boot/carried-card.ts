import type { Card } from '@clarity/shared';

/**
 * What the card query starts from, set before the first render: the card the embed page carried
 * (read by `early-start.ts` in the browser, handed to the server's render by `ssr.tsx`), or the card
 * request started at boot. Its own module, free of side effects, so the server can render the card
 * without the browser-only boot code.
 */
let carried: Card | null = null;
let earlyRequest: Promise<Card> | null = null;

export function setCarriedCard(card: Card | null): void {
  carried = card;
}

export function setEarlyCardRequest(request: Promise<Card> | null): void {
  earlyRequest = request;
}

/** The card the embed page carried, for the card query's first render (no skeleton, no request). */
export function cardCarriedByPage(): Card | undefined {
  return carried ?? undefined;
}

/** The card request started at boot, once: later fetches (retries, new tokens) are the query's own. */
export function takeEarlyCardRequest(): Promise<Card> | null {
  const request = earlyRequest;
  earlyRequest = null;
  return request;
}
