import type { ConsoleEmbedDefaults, ConsolePasskey, ConsoleSession, ConsoleSupportPortfolio, ConsoleUsage } from '@clarity/shared';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/** The console's calls to `/v1/console/*` (docs/console.md): its session cookie, and the CSRF token on every change. */

export interface ApiIssue {
  path: (string | number)[];
  code: string;
  message: string;
}

/** A refused call: the API's error code and, for a 400, the issue of each field. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(code);
  }
}

let csrfToken = '';
/** Called when a call finds the session gone (401): the app shows the sign-in page. */
let onSignedOut: () => void = () => undefined;

export function setSessionToken(token: string, signedOut: () => void): void {
  csrfToken = token;
  onSignedOut = signedOut;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const res = await fetch(`/v1/console${path}`, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => ({}))) as { error?: { code?: string }; issues?: ApiIssue[] };
  if (!res.ok) {
    const code = json.error?.code ?? 'internal';
    if (res.status === 401 && !path.startsWith('/sessions') && !path.startsWith('/invites') && !path.startsWith('/passkeys/sign-in')) onSignedOut();
    throw new ConsoleApiError(res.status, code, json.issues ?? []);
  }
  return json as T;
}

export type Role = ConsoleSession['member']['role'];
export type Environment = ConsoleSession['environment'];

export interface Key {
  keyId: string;
  name: string | null;
  prefix: string;
  environment: Environment;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}
export interface Member {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
}
export interface AuditEntry {
  seq: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  address: string | null;
}

export const api = {
  session: () => call<ConsoleSession>('GET', '/session'),
  signIn: (email: string, password: string) => call<ConsoleSession>('POST', '/sessions', { email, password }),
  signOut: () => call<void>('DELETE', '/session'),
  signOutEverywhere: () => call<void>('POST', '/session/sign-out-everywhere'),
  openInvite: (code: string) => call<{ email: string; role: Role; orgName: string }>('GET', `/invites/${encodeURIComponent(code)}`),
  acceptInvite: (code: string, email: string, password: string) => call<ConsoleSession>('POST', `/invites/${encodeURIComponent(code)}/accept`, { email, password }),
  keys: () => call<{ data: Key[] }>('GET', '/keys'),
  createKey: (name: string, environment: Environment) => call<{ key: Key; apiKey: string }>('POST', '/keys', { name, environment }),
  rotateKey: (keyId: string, graceHours: number) => call<{ key: Key; apiKey: string }>('POST', `/keys/${encodeURIComponent(keyId)}/rotate`, { graceHours }),
  revokeKey: (keyId: string) => call<void>('POST', `/keys/${encodeURIComponent(keyId)}/revoke`),
  members: () => call<{ data: Member[] }>('GET', '/members'),
  invite: (email: string, role: Role, locale: string) => call<{ inviteUrl: string; expiresAt: string; emailed: boolean }>('POST', '/members/invites', { email, role, locale }),
  passkeys: () => call<{ data: ConsolePasskey[] }>('GET', '/passkeys'),
  passkeyRegistrationOptions: () => call<PublicKeyCredentialCreationOptionsJSON>('POST', '/passkeys/registration/options'),
  addPasskey: (name: string, response: RegistrationResponseJSON) => call<ConsolePasskey>('POST', '/passkeys', { name, response }),
  removePasskey: (id: string) => call<void>('DELETE', `/passkeys/${encodeURIComponent(id)}`),
  passkeySignInOptions: () => call<PublicKeyCredentialRequestOptionsJSON>('POST', '/passkeys/sign-in/options'),
  passkeySignIn: (response: AuthenticationResponseJSON) => call<ConsoleSession>('POST', '/passkeys/sign-in', { response }),
  changeRole: (id: string, role: Role) => call<Member>('PATCH', `/members/${encodeURIComponent(id)}`, { role }),
  removeMember: (id: string) => call<void>('DELETE', `/members/${encodeURIComponent(id)}`),
  embedDefaults: () => call<ConsoleEmbedDefaults>('GET', '/embeds/defaults'),
  saveEmbedDefaults: (defaults: ConsoleEmbedDefaults) => call<ConsoleEmbedDefaults>('PUT', '/embeds/defaults', defaults),
  preview: (portfolioId?: string) => call<{ url: string; portfolioId: string; expiresAt: string }>('POST', '/embeds/preview', portfolioId ? { portfolioId } : {}),
  revokeAllTokens: (portfolioId: string) => call<{ portfolioId: string; revoked: number }>('POST', '/embeds/revoke-all', { portfolioId }),
  audit: (filter: AuditFilter, before?: number) =>
    call<{ data: AuditEntry[]; nextBefore: number | null }>('GET', `/audit?${auditQuery(filter, { ...(before ? { before: String(before) } : {}), limit: '50' })}`),
  usage: () => call<ConsoleUsage>('GET', '/usage'),
  supportPortfolio: (externalId: string) => call<ConsoleSupportPortfolio>('GET', `/support/portfolios?${new URLSearchParams({ externalId }).toString()}`),
};

/** The audit log's filters: kind of change (a prefix), member, first and last day (UTC); empty: any. */
export interface AuditFilter {
  action: string;
  actor: string;
  from: string;
  to: string;
}

/** The query string of a filtered audit read (the list and the CSV export share it). */
export function auditQuery(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter) as [keyof AuditFilter, string][]) if (value !== '') params[name] = value;
  return new URLSearchParams({ ...params, ...extra }).toString();
}

/** What each role may do: the API decides (docs/console.md, "Roles"); the console only hides what would be refused. */
const RANK: Record<Role, number> = { viewer: 0, developer: 1, admin: 2, owner: 3 };
export const can = {
  createKey: (role: Role, env: Environment) => RANK[role] >= RANK.admin || (role === 'developer' && env === 'staging'),
  rotateKey: (role: Role, env: Environment) => RANK[role] >= RANK.admin || (role === 'developer' && env === 'staging'),
  revokeKey: (role: Role) => RANK[role] >= RANK.admin,
  invite: (role: Role) => RANK[role] >= RANK.admin,
  invitableRoles: (role: Role): Role[] => (role === 'owner' ? ['owner', 'admin', 'developer', 'viewer'] : ['developer', 'viewer']),
  changeRoles: (role: Role) => role === 'owner',
  configureEmbeds: (role: Role) => RANK[role] >= RANK.admin,
};
