import type { Generated } from 'kysely';

/** Tables of migration 0012 (the console's members, invitations, sessions and audit log) and 0015 (usage). */
export interface ConsoleTables {
  console_members: {
    /** `mbr_…` */
    id: string;
    org_id: string;
    /** Lower-cased. */
    email: string;
    role: ConsoleRole;
    /** argon2id (PHC string). */
    password_hash: string;
    failed_sign_ins: number;
    locked_until: string | null;
    created_at: string;
  };
  console_invites: {
    /** SHA-256 (hex) of the one-time code; the code itself is only in the link. */
    code_hash: string;
    org_id: string;
    email: string;
    role: ConsoleRole;
    invited_by: string | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  console_sessions: {
    /** SHA-256 (hex) of the cookie's token. */
    token_hash: string;
    member_id: string;
    /** Sent back in `x-csrf-token` on every state change. */
    csrf_token: string;
    created_at: string;
    last_seen_at: string;
  };
  /** Migration 0015: a member's passkeys (public keys only). */
  console_passkeys: {
    /** The credential id (base64url). */
    id: string;
    member_id: string;
    name: string;
    /** COSE public key, base64url. */
    public_key: string;
    counter: number;
    /** JSON list of transports, or null. */
    transports: string | null;
    created_at: string;
    last_used_at: string | null;
  };
  /** Migration 0015: WebAuthn challenges in progress, deleted when used. */
  console_webauthn_challenges: {
    challenge: string;
    purpose: 'register' | 'sign_in';
    member_id: string | null;
    expires_at: string;
  };
  console_audit: {
    seq: Generated<number>;
    org_id: string;
    at: string;
    actor: string;
    action: string;
    target: string | null;
    address: string | null;
  };
  /** Migration 0015: requests per organization and UTC day (console/usage.ts). */
  usage_daily: {
    org_id: string;
    day: string;
    kind: 'request' | 'error';
    name: string;
    detail: string;
    count: number;
  };
  /** Migration 0015: the latest failed requests of each organization, a bounded number. */
  usage_failures: {
    seq: Generated<number>;
    org_id: string;
    at: string;
    request_id: string;
    operation: string;
    status: number;
    code: string;
  };
}

export const CONSOLE_ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
