import type { Card } from '@clarity/shared';
import { asFailure } from '../api/errors';
import { locale } from '../i18n/locale';
import { postWithToken } from '../api/request';
import { learnServerClock, readClaims, secondsUntilExpiry, takeTokenFromAddressBar } from '../session/token';

/**
 * The first thing the bundle runs (main.tsx imports it before React): the token leaves the address
 * bar, and the card request starts at once, so it travels while React and the app are still being
 * evaluated instead of after the first render. The card query takes this request over.
 */
const token = takeTokenFromAddressBar();
const claims = token === null ? null : readClaims(token);
// Expiry is judged on the server's clock (see learnServerClock), learned from the token's `iat`.
if (claims !== null) learnServerClock(claims);

let cardRequest: Promise<Card> | null = null;
if (token !== null && claims !== null && claims.scope.includes('card') && secondsUntilExpiry(claims) > 0) {
  cardRequest = postWithToken('/v1/clarity/card', token, { portfolioId: claims.sub, locale }, () => secondsUntilExpiry(claims) <= 0)
    .then((response) => response.json() as Promise<Card>)
    .catch((error: unknown) => {
      throw asFailure(error);
    });
  // Handled by the card query; this only stops an "unhandled rejection" report in the meantime.
  cardRequest.catch(() => undefined);
}

export const early = { token, claims };

/** The card request started at boot, once: later fetches (retries, new tokens) are the query's own. */
export function takeEarlyCardRequest(): Promise<Card> | null {
  const request = cardRequest;
  cardRequest = null;
  return request;
}
