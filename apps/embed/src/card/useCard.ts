import type { Card } from '@clarity/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { EmbedFailure } from '../api/errors';
import { postWithToken } from '../api/request';
import { locale } from '../i18n/locale';
import { cardCarriedByPage, takeEarlyCardRequest } from '../boot/carried-card';
import { useSession } from '../session/SessionContext';
import { callWithFreshToken } from '../session/token-renewal';

/**
 * The card of the token's portfolio: the one the embed page carried, else fetched. A retryable failure is retried twice; a token the API refuses
 * as expired or revoked is renewed through the host page once; failing that the session pauses until
 * the host sends a new one, and the card is then fetched again with it.
 */
export function useCard() {
  const session = useSession();
  const { claims, expired, tokenVersion, markExpired, bridge } = session;
  const query = useQuery<Card, EmbedFailure>({
    queryKey: ['card', claims.sub],
    queryFn: ({ signal }) =>
      callWithFreshToken(session, async (token) => {
        // The request started at boot, with the first token, answers the first attempt.
        const early = takeEarlyCardRequest();
        if (early !== null) return early;
        const response = await postWithToken('/v1/clarity/card', token, { portfolioId: claims.sub, locale }, session.expiredByClock, signal);
        return (await response.json()) as Card;
      }, signal),
    // The card the page carried is the first data: rendered at once, never refetched while it stands
    // (staleTime), replaced only by the fetches that follow a new token after a failure or an expiry.
    initialData: cardCarriedByPage,
    enabled: !expired,
    retry: (count, failure) => failure.retryable && count < 2,
    staleTime: Infinity,
  });

  const failure = query.error;
  useEffect(() => {
    if (failure === null) return;
    if (failure.needsNewToken) markExpired();
    else bridge.post({ type: 'clarity:error', code: failure.code });
  }, [failure, markExpired, bridge]);

  // A new token after a failure or an expiry: fetch again with it (the data may have aged meanwhile).
  const { refetch, isError } = query;
  const expiredSinceLastToken = useRef(false);
  useEffect(() => {
    if (expired) expiredSinceLastToken.current = true;
  }, [expired]);
  useEffect(() => {
    if (tokenVersion === 0) return;
    if (isError || expiredSinceLastToken.current) void refetch();
    expiredSinceLastToken.current = false;
    // Only a new token triggers this; the error state is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenVersion, refetch]);

  return query;
}
