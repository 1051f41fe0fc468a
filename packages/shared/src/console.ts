import { z } from 'zod';

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
/** `POST /v1/console/members/invites`. */
export const ConsoleInviteBodySchema = z.strictObject({ email: EmailSchema, role: ConsoleRoleSchema });
/** `PATCH /v1/console/members/{id}`. */
export const ConsoleMemberUpdateBodySchema = z.strictObject({ role: ConsoleRoleSchema });
/** `POST /v1/console/keys`. */
export const ConsoleKeyCreateBodySchema = z.strictObject({ name: z.string().trim().min(1).max(80), environment: KeyEnvironmentSchema });
/** `POST /v1/console/keys/{keyId}/rotate`: how long the old key keeps working (hours, 0: revoked at once). */
export const ConsoleKeyRotateBodySchema = z.strictObject({ graceHours: z.number().int().min(0).max(168) });
/** `GET /v1/console/audit` query. */
export const ConsoleAuditQuerySchema = z.strictObject({
  action: z.string().max(64).regex(/^[a-z_.]*$/).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** `GET /v1/console/session`: who is signed in, and the token every change must send as `x-csrf-token`. */
export const ConsoleSessionSchema = z.object({
  member: z.object({ id: z.string(), email: z.string(), role: ConsoleRoleSchema }),
  org: z.object({ id: z.string(), name: z.string() }),
  csrfToken: z.string(),
  /** `production` or `staging`: which deployment this console belongs to. */
  environment: KeyEnvironmentSchema,
});
export type ConsoleSession = z.infer<typeof ConsoleSessionSchema>;
