import type { Card } from '@clarity/shared';
import { INLINED_CARD_ELEMENT_ID } from '@clarity/shared/message-protocol';
import { asFailure } from '../api/errors';
import { locale } from '../i18n/locale';
import { postWithToken } from '../api/request';
import { setCarriedCard, setEarlyCardRequest } from './carried-card';
import { learnServerClock, readClaims, secondsUntilExpiry, takeTokenFromAddressBar } from '../session/token';

/**
 * The first thing the bundle runs (main.tsx imports it before React): the token leaves the address
 * bar, and the card is either taken from the page (the embed page carries it when it was ready in
 * time: apps/api/src/embeds/inline-card.ts) or requested at once, so the request travels while React
 * and the app are still being evaluated instead of after the first render. The card query starts
 * from the page's card, or takes this request over.
 */
const token = takeTokenFromAddressBar();
const claims = token === null ? null : readClaims(token);
// Expiry is judged on the server's clock (see learnServerClock), learned from the token's `iat`.
if (claims !== null) learnServerClock(claims);

/** The card the page carries, if any: parsed once, and its element removed (the DOM need not keep 50 KB of text). */
function takeCardFromPage(): Card | null {
  const element = document.getElementById(INLINED_CARD_ELEMENT_ID);
  if (element === null) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Card;
  } catch {
    // Not expected from our page; the request below then fetches the card as it would without one.
    return null;
  }
}

const canShowCard = token !== null && claims !== null && claims.scope.includes('card') && secondsUntilExpiry(claims) > 0;
const cardFromPage = canShowCard ? takeCardFromPage() : null;

if (canShowCard && cardFromPage === null) {
  const cardRequest = postWithToken('/v1/clarity/card', token, { portfolioId: claims.sub, locale }, () => secondsUntilExpiry(claims) <= 0)
    .then((response) => response.json() as Promise<Card>)
    .catch((error: unknown) => {
      throw asFailure(error);
    });
  // Handled by the card query; this only stops an "unhandled rejection" report in the meantime.
  cardRequest.catch(() => undefined);
  setEarlyCardRequest(cardRequest);
}
setCarriedCard(cardFromPage);

export const early = { token, claims, cardFromPage };
