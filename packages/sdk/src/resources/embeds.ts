import type { EmbedMintBody, EmbedRevokeAllBody, EmbedRevokeAllResult, EmbedToken } from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { APIResource, segment } from './resource.js';

const BASE = '/v1/sdk/clarity/embeds';

/** Embed tokens: short-lived, bound to one portfolio and to the origins allowed to frame it. */
export class Embeds extends APIResource {
  /**
   * Mints a token for the browser. Hand `url` to your page's iframe; never the API key.
   * `ttlSeconds` defaults to 600 (30–3600), `scope` to `['card', 'chat']`.
   */
  create(body: EmbedMintBody, options?: RequestOptions): Promise<EmbedToken> {
    return this.client.post<EmbedToken>(BASE, body, options);
  }

  /** Revokes one token by its `jti`: it stops working at once. */
  revoke(jti: string, options?: RequestOptions): Promise<void> {
    return this.client.delete(`${BASE}/${segment(jti)}`, options);
  }

  /** Revokes every unrevoked token of a portfolio (after a sign-out, say). */
  revokeAll(body: EmbedRevokeAllBody, options?: RequestOptions): Promise<EmbedRevokeAllResult> {
    return this.client.post<EmbedRevokeAllResult>(`${BASE}/revoke-all`, body, options);
  }
}
