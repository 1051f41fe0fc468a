import type { EmbedScope, SupportedLocale } from '@clarity/shared';

/** A server holding a verified API key. */
export interface ApiKeyPrincipal {
  orgId: string;
  keyId: string;
}

/** Who a verified embed token speaks for, and what it allows. */
export interface EmbedPrincipal {
  orgId: string;
  jti: string;
  portfolioId: string;
  scope: EmbedScope[];
  origins: string[];
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The language the token was minted for, when the mint named one. */
  locale?: SupportedLocale | undefined;
}
