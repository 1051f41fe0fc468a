import { z } from 'zod';
import { idSchema } from './ids.js';
import { RequestedLocaleSchema, SupportedLocaleSchema } from './locale.js';

/**
 * Embed tokens (docs/security.md): minted by a partner's server with its API key,
 * handed to a browser, and sent back as `x-embed-token` by the iframe (or the partner page) to
 * the card and chat endpoints.
 */

/** What a token may be used for: the card endpoint, the chat endpoint. */
export const EMBED_SCOPES = ['card', 'chat'] as const;
export const EmbedScopeSchema = z.enum(EMBED_SCOPES);
export type EmbedScope = z.infer<typeof EmbedScopeSchema>;

/** Lifetime of a token in seconds: 30 to 3600, 600 by default. */
export const EMBED_TTL_SECONDS = { min: 30, max: 3600, default: 600 } as const;

export const MAX_ALLOWED_ORIGINS = 20;

/** `aud` of every embed token: the tokens are for the Clarity embed, nothing else. */
export const EMBED_TOKEN_AUDIENCE = 'clarity-embed';
/** `typ` header of every embed token (RFC 8725 §3.11 explicit typing). */
export const EMBED_TOKEN_TYPE = 'embed+jwt';

/** Hosts that browsers treat as secure contexts over plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `value` is not an origin a token can be bound to, or undefined when it is one.
 * An allowed origin is written exactly as a browser sends it in the `Origin` header:
 * `scheme://host[:port]`, lower case, no default port, no path, query, fragment or credentials.
 * Comparison later is byte-for-byte, so anything else could never match and is refused here.
 */
export function embedOriginProblem(value: string): string | undefined {
  if (value === '*') return 'Wildcards are not allowed; list each origin';
  if (value === 'null') return 'The opaque origin "null" cannot be allowed';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Must be an origin such as https://app.example.com';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only https (and http on localhost) origins are allowed';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'Plain http is allowed only for localhost and 127.0.0.1; use https';
  }
  if (url.username !== '' || url.password !== '') return 'An origin has no user name or password';
  if (value.includes('*')) return 'Wildcards are not allowed; list each origin';
  if (url.origin !== value) {
    if (value.toLowerCase() === url.origin) return `Write the origin in lower case, as browsers send it: ${url.origin}`;
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || value.endsWith('/')) {
      return `Must be the origin only (${url.origin}), without a path, query or trailing slash`;
    }
    return `Write the origin exactly as browsers send it: ${url.origin}`;
  }
  return undefined;
}

export const EmbedOriginSchema = z
  .string()
  .max(255)
  .superRefine((value, ctx) => {
    const problem = embedOriginProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

function noRepeats(values: readonly string[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index], message: `"${value}" is listed twice` });
    seen.add(value);
  });
}

/** Allowed origins of a token (or of an organization's embed defaults): exact origins, no repeats. */
export const EmbedOriginsSchema = z.array(EmbedOriginSchema).max(MAX_ALLOWED_ORIGINS).superRefine(noRepeats);
/** A token's scope: card, chat or both, no repeats. */
export const EmbedScopeListSchema = z.array(EmbedScopeSchema).min(1).max(EMBED_SCOPES.length).superRefine(noRepeats);
/** Lifetime in whole seconds. */
export const EmbedTtlSchema = z.number().int().min(EMBED_TTL_SECONDS.min).max(EMBED_TTL_SECONDS.max);

/**
 * Body of `POST /v1/sdk/clarity/embeds`. Allowed origins, lifetime, scope and language the mint omits
 * come from the organization's embed defaults (set in the partner console); without defaults, a
 * lifetime of 600 s and both scopes, and the origins must be given.
 */
export const EmbedMintBodySchema = z.strictObject({
  /** The one portfolio the token is bound to; must belong to the caller's organization. */
  portfolioId: z.string().min(1).max(64),
  /** Web origins whose pages may frame the embed and call the API with the token. */
  allowedOrigins: EmbedOriginsSchema.min(1).optional(),
  /** Lifetime in whole seconds. */
  ttlSeconds: EmbedTtlSchema.optional(),
  scope: EmbedScopeListSchema.optional(),
  /** The widget's language; kept in the token, so its card and chat answer in it unless a request names another. */
  locale: RequestedLocaleSchema.optional(),
});
export type EmbedMintBody = z.input<typeof EmbedMintBodySchema>;
export type EmbedMintRequest = z.output<typeof EmbedMintBodySchema>;

/** Response of the mint operation. */
export const EmbedTokenSchema = z.object({
  /** Iframe address: `{embed_url}/?token=<token>`, then the theme saved in the console (`&theme=…&accent=…&radius=…&font=…`, only what differs from the widget's own look). */
  url: z.string(),
  /** The signed token, opaque to the caller; sent later as `x-embed-token`. */
  token: z.string(),
  /** ISO 8601 UTC: `ttlSeconds` after minting. */
  expiresAt: z.string(),
  /** Token identifier (`emb_…`); revoke with `DELETE /v1/sdk/clarity/embeds/{jti}`. */
  jti: z.string(),
});
export type EmbedToken = z.infer<typeof EmbedTokenSchema>;

/** Body of `POST /v1/sdk/clarity/embeds/revoke-all`. */
export const EmbedRevokeAllBodySchema = z.strictObject({ portfolioId: z.string().min(1).max(64) });
export type EmbedRevokeAllBody = z.infer<typeof EmbedRevokeAllBodySchema>;

export const EmbedRevokeAllResultSchema = z.object({
  portfolioId: z.string(),
  /** How many tokens were still unrevoked and are revoked now. */
  revoked: z.number().int().min(0),
});
export type EmbedRevokeAllResult = z.infer<typeof EmbedRevokeAllResultSchema>;

/**
 * The claims of an embed token. Verification on the server requires every one of them;
 * the iframe UI may decode them (without trusting them) to know when its token expires.
 */
export const EmbedTokenClaimsSchema = z.object({
  iss: z.string(),
  aud: z.literal(EMBED_TOKEN_AUDIENCE),
  /** The bound portfolio. */
  sub: idSchema('portfolio'),
  org: idSchema('organization'),
  origins: z.array(z.string()).min(1).max(MAX_ALLOWED_ORIGINS),
  scope: z.array(EmbedScopeSchema).min(1).max(EMBED_SCOPES.length),
  jti: idSchema('embed'),
  /** Seconds since the epoch. */
  iat: z.number().int(),
  exp: z.number().int(),
  /** The language minted for (a supported one); absent when the mint named none. */
  locale: SupportedLocaleSchema.optional(),
});
export type EmbedTokenClaims = z.infer<typeof EmbedTokenClaimsSchema>;
