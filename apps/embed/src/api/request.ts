import { EmbedFailure, failureFromResponse } from './errors';

/**
 * POSTs to the API at the iframe's own origin with the embed token in `x-embed-token` (never in
 * the URL). Resolves with the response when it is OK; otherwise rejects with an EmbedFailure.
 */
export async function postWithToken(path: string, token: string, body: unknown, expiredByClock: () => boolean, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-embed-token': token },
      body: JSON.stringify(body),
      signal: signal ?? null,
      credentials: 'omit',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EmbedFailure('network', 'network');
  }
  if (!response.ok) throw await failureFromResponse(response, expiredByClock());
  return response;
}
