import { z } from 'zod';
import { EMBED_SCOPES, EMBED_TTL_SECONDS, EmbedOriginsSchema, EmbedScopeListSchema, EmbedTtlSchema } from './embed.js';
import { SupportedLocaleSchema } from './locale.js';
import { ACCENT_PATTERN, DEFAULT_THEME_FONT, DEFAULT_THEME_RADIUS, THEME_FONTS, THEME_MODES, THEME_RADII } from './message-protocol.js';

/**
 * The partner console's own endpoints (`/v1/console/*`, docs/console.md): reached only with the
 * console's session cookie, never with an API key, and not part of the public SDK.
 */

export const ConsoleRoleSchema = z.enum(['owner', 'admin', 'developer', 'viewer']);
export const KeyEnvironmentSchema = z.enum(['production', 'staging']);
const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** `POST /v1/console/sessions`: sign in. */
export const ConsoleSignInBodySchema = z.strictObject({ email: EmailSchema, password: z.string().min(1).max(1024) });
/** `POST /v1/console/invites/{code}/accept`: create the invited account. */
export const ConsoleAcceptInviteBodySchema = ConsoleSignInBodySchema;
/** `POST /v1/console/members/invites`; `locale`: the inviter's language, for the email when SMTP is configured. */
export const ConsoleInviteBodySchema = z.strictObject({ email: EmailSchema, role: ConsoleRoleSchema, locale: SupportedLocaleSchema.optional() });
/** `PATCH /v1/console/members/{id}`. */
export const ConsoleMemberUpdateBodySchema = z.strictObject({ role: ConsoleRoleSchema });
/** `POST /v1/console/keys`. */
export const ConsoleKeyCreateBodySchema = z.strictObject({ name: z.string().trim().min(1).max(80), environment: KeyEnvironmentSchema });
/** `POST /v1/console/keys/{keyId}/rotate`: how long the old key keeps working (hours, 0: revoked at once). */
export const ConsoleKeyRotateBodySchema = z.strictObject({ graceHours: z.number().int().min(0).max(168) });
/** A day as `YYYY-MM-DD` that exists in the calendar. */
const CalendarDaySchema = z.iso.date();

const auditFilterShape = {
  action: z.string().max(64).regex(/^[a-z_.]*$/).optional(),
  /** The member's email (or `cli`), exactly, in any case. */
  actor: z.string().trim().toLowerCase().min(1).max(254).optional(),
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
};
const fromNotAfterTo = (f: { from?: string | undefined; to?: string | undefined }) => f.from === undefined || f.to === undefined || f.from <= f.to;
const toNotBeforeFrom = { path: ['to'], message: 'Must not be before from' };
/** The filters of `GET /v1/console/audit.csv`: kind of change (a prefix), member, days (UTC, both included). */
export const ConsoleAuditFilterSchema = z.strictObject(auditFilterShape).refine(fromNotAfterTo, toNotBeforeFrom);
/** `GET /v1/console/audit` query: the same filters, and a page. */
export const ConsoleAuditQuerySchema = z
  .strictObject({
    ...auditFilterShape,
    before: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine(fromNotAfterTo, toNotBeforeFrom);

/** `GET /v1/console/session`: who is signed in, and the token every change must send as `x-csrf-token`. */
export const ConsoleSessionSchema = z.object({
  member: z.object({ id: z.string(), email: z.string(), role: ConsoleRoleSchema }),
  org: z.object({ id: z.string(), name: z.string() }),
  csrfToken: z.string(),
  /** `production` or `staging`: which deployment this console belongs to. */
  environment: KeyEnvironmentSchema,
});
export type ConsoleSession = z.infer<typeof ConsoleSessionSchema>;

/**
 * `GET` and `PUT /v1/console/embeds/defaults`: what a mint that omits them gets (origins, lifetime,
 * scope, language), and the widget's theme (mode, accent, corners and typeface: the widget's theme
 * options), which the console's preview shows and a mint's `url` carries. `radius` and `font` may be left
 * out of a `PUT` (a console older than them): they are then the widget's own.
 */
export const ConsoleEmbedDefaultsSchema = z.strictObject({
  allowedOrigins: EmbedOriginsSchema,
  ttlSeconds: EmbedTtlSchema,
  scope: EmbedScopeListSchema,
  locale: SupportedLocaleSchema.nullable(),
  theme: z.strictObject({
    mode: z.enum(THEME_MODES),
    accent: z.string().regex(ACCENT_PATTERN).nullable(),
    radius: z.enum(THEME_RADII).default(DEFAULT_THEME_RADIUS),
    font: z.enum(THEME_FONTS).default(DEFAULT_THEME_FONT),
  }),
});
export type ConsoleEmbedDefaults = z.output<typeof ConsoleEmbedDefaultsSchema>;

/** An organization's defaults before anyone has set them: the mint's own defaults. */
export const FACTORY_EMBED_DEFAULTS: ConsoleEmbedDefaults = {
  allowedOrigins: [],
  ttlSeconds: EMBED_TTL_SECONDS.default,
  scope: [...EMBED_SCOPES],
  locale: null,
  theme: { mode: 'auto', accent: null, radius: DEFAULT_THEME_RADIUS, font: DEFAULT_THEME_FONT },
};

/** `POST /v1/console/embeds/preview`: a short-lived token for the console's own preview, for one portfolio (default: the newest). */
export const ConsoleEmbedPreviewBodySchema = z.strictObject({ portfolioId: z.string().min(1).max(64).optional() });
/** `POST /v1/console/embeds/revoke-all`. */
export const ConsoleEmbedRevokeAllBodySchema = z.strictObject({ portfolioId: z.string().min(1).max(64) });

/** One day of `GET /v1/console/usage` (UTC): requests made with the organization's API keys and embed tokens. */
export interface ConsoleUsageDay {
  day: string;
  requests: number;
  /** Cards answered (`POST /v1/clarity/card`, 2xx). */
  cards: number;
  /** Chat runs started (`POST /v1/clarity/chat`, 2xx). */
  chatRuns: number;
  /** Embed tokens minted (`POST /v1/sdk/clarity/embeds`, 2xx). */
  tokensMinted: number;
  /** Requests refused with 429 `rate_limited`. */
  rateLimited: number;
  /** Requests answered 4xx or 5xx. */
  errors: number;
  /** Requests by operation (method and route pattern) and status class, most first. */
  operations: { operation: string; statusClass: string; count: number }[];
  /** Errors by code, most first. */
  errorCodes: { code: string; count: number }[];
}

/** `GET /v1/console/usage`: the last 30 days (every day present, oldest first) and the latest failed requests (newest first). */
export interface ConsoleUsage {
  /** False when counting is switched off on this deployment (`CLARITY_USAGE_COUNTING=0`). */
  counting: boolean;
  from: string;
  to: string;
  days: ConsoleUsageDay[];
  failures: { at: string; requestId: string; operation: string; status: number; code: string }[];
}

/** `GET /v1/console/support/portfolios` query: the partner's own id of the portfolio. */
export const ConsoleSupportQuerySchema = z.strictObject({ externalId: z.string().min(1).max(128) });

/** `GET /v1/console/support/portfolios`: what support needs to see of one portfolio. */
export interface ConsoleSupportPortfolio {
  id: string;
  externalId: string;
  baseCurrency: string;
  holdings: { ticker: string; quantity: number; costBasis?: number | undefined; currency?: string | undefined }[];
  /** Activities logged (trades and cash activities). */
  activityCount: number;
  /** The latest activity's execution time, or null without any. */
  lastActivityAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const Base64UrlSchema = z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]+={0,2}$/);
/** The browser's answer to a WebAuthn ceremony (SimpleWebAuthn's JSON shape), checked for form before verification. */
const WebAuthnResponseShape = {
  id: Base64UrlSchema,
  rawId: Base64UrlSchema,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
/** `POST /v1/console/passkeys`: the new passkey's name and the authenticator's registration response. */
export const ConsolePasskeyRegisterBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  response: z.object({
    ...WebAuthnResponseShape,
    response: z.object({
      clientDataJSON: Base64UrlSchema,
      attestationObject: Base64UrlSchema,
      transports: z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8).optional(),
    }),
  }),
});
/** `POST /v1/console/passkeys/sign-in`: the authenticator's assertion. */
export const ConsolePasskeySignInBodySchema = z.strictObject({
  response: z.object({
    ...WebAuthnResponseShape,
    response: z.object({
      clientDataJSON: Base64UrlSchema,
      authenticatorData: Base64UrlSchema,
      signature: Base64UrlSchema,
      userHandle: Base64UrlSchema.optional(),
    }),
  }),
});
/** A member's passkey as the console lists it (never the key itself). */
export interface ConsolePasskey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
