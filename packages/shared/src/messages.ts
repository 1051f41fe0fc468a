import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { ACCENT_PATTERN, REFRESHABLE_TOKEN_CODES, THEME_FONTS, THEME_MODES, THEME_RADII, type HostMessage, type IframeMessage, type Theme } from './message-protocol.js';

/**
 * Zod schemas of the iframe ↔ host-page messages (docs/embedding.md), for Node code: tests, tooling, partner
 * servers. The types and the dependency-free parsers the browser uses live in `message-protocol.ts`;
 * the assertions at the end keep both descriptions of each shape identical.
 */
export * from './message-protocol.js';

export const ThemeSchema = z.object({
  mode: z.enum(THEME_MODES).optional(),
  accent: z.string().regex(ACCENT_PATTERN).optional(),
  radius: z.enum(THEME_RADII).optional(),
  font: z.enum(THEME_FONTS).optional(),
});

// From the iframe to the host page.
export const ReadyMessageSchema = z.object({ type: z.literal('clarity:ready') });
export const ResizeMessageSchema = z.object({ type: z.literal('clarity:resize'), height: z.number().nonnegative() });
export const TokenExpiringMessageSchema = z.object({ type: z.literal('clarity:token-expiring') });
export const TokenExpiredMessageSchema = z.object({ type: z.literal('clarity:token-expired') });
export const TokenRejectedMessageSchema = z.object({ type: z.literal('clarity:token-rejected'), code: z.enum(REFRESHABLE_TOKEN_CODES) });
export const ErrorMessageSchema = z.object({ type: z.literal('clarity:error'), code: z.string() });
export const FollowupMessageSchema = z.object({ type: z.literal('clarity:followup'), question: z.string() });

export const IframeMessageSchema = z.discriminatedUnion('type', [
  ReadyMessageSchema,
  ResizeMessageSchema,
  TokenExpiringMessageSchema,
  TokenExpiredMessageSchema,
  TokenRejectedMessageSchema,
  ErrorMessageSchema,
  FollowupMessageSchema,
]);

// From the host page to the iframe.
export const SetTokenMessageSchema = z.object({ type: z.literal('clarity:set-token'), token: z.string().min(1) });
export const SetThemeMessageSchema = z.object({ type: z.literal('clarity:set-theme'), ...ThemeSchema.shape });

export const HostMessageSchema = z.discriminatedUnion('type', [SetTokenMessageSchema, SetThemeMessageSchema]);

/** Parses with the schemas (Node side). Returns null for anything that is not one of our messages. */
export function parseMessage(data: unknown): IframeMessage | HostMessage | null {
  const fromIframe = IframeMessageSchema.safeParse(data);
  if (fromIframe.success) return fromIframe.data;
  const fromHost = HostMessageSchema.safeParse(data);
  return fromHost.success ? fromHost.data : null;
}

// Compile-time: the schemas and the hand-written types describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchTypes: [
  Same<z.infer<typeof IframeMessageSchema>, IframeMessage>,
  Same<z.infer<typeof HostMessageSchema>, HostMessage>,
  Same<z.infer<typeof ThemeSchema>, Theme>,
] = [true, true, true];
void schemasMatchTypes;
// Compile-time: the codes the iframe refreshes on are codes the API sends.
const refreshableCodesAreApiCodes: readonly ErrorCode[] = REFRESHABLE_TOKEN_CODES;
void refreshableCodesAreApiCodes;
