import type { IframeMessage } from '@clarity/shared/message-protocol';

/**
 * Whether an iframe message calls for a new token: the API refused the token as expired or revoked
 * (`clarity:token-rejected`: the iframe waits for the new token and retries its call once), the
 * token's time ran out, or it is about to (unless `refreshLeadSeconds` is 0: then only once it has).
 */
export function needsFreshToken(message: IframeMessage, refreshLeadSeconds: number | undefined): boolean {
  switch (message.type) {
    case 'clarity:token-rejected':
    case 'clarity:token-expired':
      return true;
    case 'clarity:token-expiring':
      return refreshLeadSeconds !== 0;
    default:
      return false;
  }
}
