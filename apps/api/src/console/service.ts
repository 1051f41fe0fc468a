import { createHash, randomBytes } from 'node:crypto';
import type { KeyEnvironment } from '../auth/api-keys.js';
import { verifiedKeyCache } from '../auth/verified-key-cache.js';
import type { Clock } from '../clock.js';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { ApiError, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import type { OrganizationService } from '../orgs/service.js';
import { AuditLog, type Actor } from './audit.js';
import { DUMMY_HASH, hashPassword, passwordMatches, passwordProblem } from './passwords.js';
import type { ConsoleRole } from './tables.js';

/** How long an invitation link works. */
export const INVITE_TTL_MS = 7 * 24 * 3600_000;
/** A session unused this long ends (idle expiry). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** A session ends this long after sign-in however busy (absolute expiry). */
export const SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** Failed sign-ins in a row that lock an account… */
export const LOCKOUT_AFTER_FAILURES = 5;
/** …for this long. */
export const LOCKOUT_MS = 15 * 60_000;
/** Longest grace period a rotated key may keep working. */
export const MAX_ROTATION_GRACE_HOURS = 24 * 7;

export interface ConsoleMember {
  id: string;
  orgId: string;
  email: string;
  role: ConsoleRole;
  createdAt: string;
}

/** A signed-in session: the cookie's token (shown to the browser once, stored hashed) and its CSRF token. */
export interface IssuedSession {
  token: string;
  csrfToken: string;
  member: ConsoleMember;
}

export interface ConsoleKey {
  keyId: string;
  name: string | null;
  prefix: string;
  environment: KeyEnvironment;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  /** A rotated key's end of grace; null while it has none. */
  expiresAt: string | null;
  revokedAt: string | null;
}

const RANK: Record<ConsoleRole, number> = { viewer: 0, developer: 1, admin: 2, owner: 3 };

/** What each role may do (docs/console.md lists the same table). */
export const may = {
  /** Owners invite any role; admins invite developers and viewers. */
  invite: (who: ConsoleRole, role: ConsoleRole) => who === 'owner' || (who === 'admin' && RANK[role] <= RANK.developer),
  changeRoles: (who: ConsoleRole) => who === 'owner',
  /** Owners and admins manage every key; developers create and rotate staging keys only. */
  manageKey: (who: ConsoleRole, env: KeyEnvironment, action: 'create' | 'rotate' | 'revoke') =>
    RANK[who] >= RANK.admin || (who === 'developer' && env === 'staging' && action !== 'revoke'),
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const secret = () => randomBytes(32).toString('base64url');
const normalEmail = (email: string) => email.trim().toLowerCase();

function denied(message: string): ApiError {
  return new ApiError('role_denied', message);
}

/**
 * The partner console's accounts and what they do: invitations, password sign-in with lockout,
 * sessions with idle and absolute expiry, members and roles, the organization's API keys. Every
 * change is written to the audit log in the same transaction.
 */
export class ConsoleService {
  readonly audit: AuditLog;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly organizations: OrganizationService,
  ) {
    this.audit = new AuditLog(db, clock);
  }

  // ---------------------------------------------------------------------------------------------
  // Invitations and accounts

  /** A one-time invitation; the code is returned once (for the link) and stored hashed. */
  async invite(orgId: string, email: string, role: ConsoleRole, actor: Actor & { role?: ConsoleRole }): Promise<{ code: string; expiresAt: string }> {
    await this.organizations.get(orgId);
    if (actor.role && !may.invite(actor.role, role)) throw denied(`A ${actor.role} cannot invite a ${role}`);
    const code = secret();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('console_invites')
        .values({ code_hash: sha256(code), org_id: orgId, email: normalEmail(email), role, invited_by: actor.label, created_at: now.toISOString(), expires_at: expiresAt, used_at: null })
        .execute();
      await this.audit.record(trx, orgId, actor, 'member.invited', `${normalEmail(email)} as ${role}`);
    });
    return { code, expiresAt };
  }

  /** The invitation a code opens (for the sign-up page), or 404 when it is unknown, used or expired. */
  async openInvite(code: string): Promise<{ email: string; role: ConsoleRole; orgName: string }> {
    const row = await this.db
      .selectFrom('console_invites')
      .innerJoin('organizations', 'organizations.id', 'console_invites.org_id')
      .select(['console_invites.email', 'console_invites.role', 'console_invites.used_at', 'console_invites.expires_at', 'organizations.name'])
      .where('code_hash', '=', sha256(code))
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= this.clock.now().toISOString()) throw notFound('Invitation');
    return { email: row.email, role: row.role, orgName: row.name };
  }

  /** Creates the invited member's account and signs them in. The email must be the invited one. */
  async acceptInvite(code: string, email: string, password: string, address: string | undefined): Promise<IssuedSession> {
    const invited = await this.openInvite(code);
    if (normalEmail(email) !== invited.email) throw fieldError('email', 'email_mismatch', 'This invitation is for another email address');
    const problem = passwordProblem(password, invited.email);
    if (problem) throw fieldError('password', problem, PASSWORD_MESSAGES[problem]);
    const passwordHash = await hashPassword(password);
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      // Claimed inside the transaction, so a code works once even when two requests race.
      const claimed = await trx.updateTable('console_invites').set({ used_at: now }).where('code_hash', '=', sha256(code)).where('used_at', 'is', null).returning(['org_id', 'role']).executeTakeFirst();
      if (!claimed) throw notFound('Invitation');
      const taken = await trx.selectFrom('console_members').select('id').where('email', '=', invited.email).executeTakeFirst();
      if (taken) throw new ApiError('conflict', 'An account with this email already exists; sign in instead');
      const member: ConsoleMember = { id: newId('member'), orgId: claimed.org_id, email: invited.email, role: claimed.role, createdAt: now };
      await trx.insertInto('console_members').values({ id: member.id, org_id: member.orgId, email: member.email, role: member.role, password_hash: passwordHash, failed_sign_ins: 0, locked_until: null, created_at: now }).execute();
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'member.joined', member.role);
      return this.startSession(trx, member);
    });
  }

  /**
   * Email and password → a new session (a new token every time: a session id known before sign-in is
   * never reused). Unknown email, wrong password and a locked account all get the same 401, after
   * the same argon2 work.
   */
  async signIn(email: string, password: string, address: string | undefined): Promise<IssuedSession> {
    const row = await this.db.selectFrom('console_members').selectAll().where('email', '=', normalEmail(email)).executeTakeFirst();
    const matches = await passwordMatches(row?.password_hash ?? DUMMY_HASH, password);
    const now = this.clock.now();
    const refused = new ApiError('unauthorized', 'Email or password is wrong, or the account is locked for a while after too many failed attempts');
    if (!row) throw refused;
    const locked = row.locked_until !== null && row.locked_until > now.toISOString();
    if (locked || !matches) {
      await this.db.transaction().execute(async (trx) => {
        if (!locked) {
          const failures = row.failed_sign_ins + 1;
          const lockedUntil = failures >= LOCKOUT_AFTER_FAILURES ? new Date(now.getTime() + LOCKOUT_MS).toISOString() : null;
          await trx.updateTable('console_members').set({ failed_sign_ins: lockedUntil ? 0 : failures, locked_until: lockedUntil }).where('id', '=', row.id).execute();
        }
        await this.audit.record(trx, row.org_id, { label: row.email, address }, 'session.sign_in_failed', locked ? 'locked' : null);
      });
      throw refused;
    }
    const member = memberOf(row);
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('console_members').set({ failed_sign_ins: 0, locked_until: null }).where('id', '=', row.id).execute();
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'session.signed_in', null);
      return this.startSession(trx, member);
    });
  }

  /**
   * A new session for the member a verified passkey belongs to (console/passkeys.ts). `touch` updates
   * the passkey in the same transaction and names it for the audit log. A locked account stays locked.
   */
  async signInWithPasskey(memberId: string, address: string | undefined, touch: (trx: Db) => Promise<string>, refused: ApiError): Promise<IssuedSession> {
    const row = await this.db.selectFrom('console_members').selectAll().where('id', '=', memberId).executeTakeFirst();
    if (!row || (row.locked_until !== null && row.locked_until > this.clock.now().toISOString())) throw refused;
    const member = memberOf(row);
    return this.db.transaction().execute(async (trx) => {
      const name = await touch(trx);
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'passkey.used', name);
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'session.signed_in', 'passkey');
      return this.startSession(trx, member);
    });
  }

  private async startSession(trx: Db, member: ConsoleMember): Promise<IssuedSession> {
    const token = secret();
    const csrfToken = secret();
    const now = this.clock.now().toISOString();
    await trx.insertInto('console_sessions').values({ token_hash: sha256(token), member_id: member.id, csrf_token: csrfToken, created_at: now, last_seen_at: now }).execute();
    return { token, csrfToken, member };
  }

  /** The session a cookie's token names, still within its idle and absolute limits (and marked seen), or undefined. */
  async session(token: string): Promise<{ member: ConsoleMember; csrfToken: string; orgName: string; orgActive: boolean } | undefined> {
    const row = await this.db
      .selectFrom('console_sessions')
      .innerJoin('console_members', 'console_members.id', 'console_sessions.member_id')
      .innerJoin('organizations', 'organizations.id', 'console_members.org_id')
      .select([
        'console_sessions.csrf_token',
        'console_sessions.created_at as session_created_at',
        'console_sessions.last_seen_at',
        'console_members.id',
        'console_members.org_id',
        'console_members.email',
        'console_members.role',
        'console_members.created_at',
        'organizations.name as org_name',
        'organizations.active as org_active',
      ])
      .where('console_sessions.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const now = this.clock.now().getTime();
    if (now - Date.parse(row.last_seen_at) > SESSION_IDLE_MS || now - Date.parse(row.session_created_at) > SESSION_ABSOLUTE_MS) {
      await this.db.deleteFrom('console_sessions').where('token_hash', '=', sha256(token)).execute();
      return undefined;
    }
    await this.db.updateTable('console_sessions').set({ last_seen_at: new Date(now).toISOString() }).where('token_hash', '=', sha256(token)).execute();
    return {
      member: { id: row.id, orgId: row.org_id, email: row.email, role: row.role, createdAt: row.created_at },
      csrfToken: row.csrf_token,
      orgName: row.org_name,
      orgActive: row.org_active === 1,
    };
  }

  async signOut(token: string): Promise<void> {
    await this.db.deleteFrom('console_sessions').where('token_hash', '=', sha256(token)).execute();
  }

  /** Ends every session of the member (this one included). */
  async signOutEverywhere(member: ConsoleMember, address: string | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('console_sessions').where('member_id', '=', member.id).execute();
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'session.signed_out_everywhere', null);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Members

  async members(orgId: string): Promise<ConsoleMember[]> {
    const rows = await this.db.selectFrom('console_members').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
    return rows.map(memberOf);
  }

  async changeRole(actor: ConsoleMember, memberId: string, role: ConsoleRole, address: string | undefined): Promise<ConsoleMember> {
    if (!may.changeRoles(actor.role)) throw denied('Only an owner changes roles');
    return this.db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('console_members').selectAll().where('id', '=', memberId).where('org_id', '=', actor.orgId).executeTakeFirst();
      if (!target) throw notFound('Member');
      if (target.role === 'owner' && role !== 'owner') await this.keepAnOwner(trx, actor.orgId, memberId);
      await trx.updateTable('console_members').set({ role }).where('id', '=', memberId).execute();
      await this.audit.record(trx, actor.orgId, { label: actor.email, address }, 'member.role_changed', `${target.email}: ${target.role} → ${role}`);
      return { ...memberOf(target), role };
    });
  }

  async removeMember(actor: ConsoleMember, memberId: string, address: string | undefined): Promise<void> {
    if (!may.changeRoles(actor.role)) throw denied('Only an owner removes members');
    await this.db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('console_members').selectAll().where('id', '=', memberId).where('org_id', '=', actor.orgId).executeTakeFirst();
      if (!target) throw notFound('Member');
      if (target.role === 'owner') await this.keepAnOwner(trx, actor.orgId, memberId);
      // Its sessions go with it (foreign key cascade).
      await trx.deleteFrom('console_members').where('id', '=', memberId).execute();
      await this.audit.record(trx, actor.orgId, { label: actor.email, address }, 'member.removed', target.email);
    });
  }

  /** Refuses a change that would leave the organization without an owner. */
  private async keepAnOwner(trx: Db, orgId: string, leaving: string): Promise<void> {
    const others = await trx.selectFrom('console_members').select('id').where('org_id', '=', orgId).where('role', '=', 'owner').where('id', '!=', leaving).execute();
    if (others.length === 0) throw new ApiError('conflict', 'An organization keeps at least one owner');
  }

  // ---------------------------------------------------------------------------------------------
  // API keys

  async keys(orgId: string): Promise<ConsoleKey[]> {
    const rows = await this.db.selectFrom('api_keys').selectAll().where('org_id', '=', orgId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(consoleKeyOf);
  }

  /** A new key; its secret is returned once. */
  async createKey(actor: ConsoleMember, name: string, env: KeyEnvironment, address: string | undefined): Promise<{ key: ConsoleKey; apiKey: string }> {
    if (!may.manageKey(actor.role, env, 'create')) throw denied(`A ${actor.role} cannot create ${env} keys`);
    const issued = await this.db.transaction().execute(async (trx) => {
      const key = await this.organizations.createKey(actor.orgId, env, { name, createdBy: actor.email }, trx);
      await this.audit.record(trx, actor.orgId, { label: actor.email, address }, 'key.created', `${name} (${env}, ${key.keyId})`);
      return key;
    });
    return { key: await this.key(actor.orgId, issued.keyId), apiKey: issued.apiKey };
  }

  async revokeKey(actor: ConsoleMember, keyId: string, address: string | undefined): Promise<void> {
    const key = await this.key(actor.orgId, keyId);
    if (!may.manageKey(actor.role, key.environment, 'revoke')) throw denied(`A ${actor.role} cannot revoke keys`);
    await this.organizations.revokeKey(keyId);
    await this.audit.record(this.db, actor.orgId, { label: actor.email, address }, 'key.revoked', `${key.name ?? key.prefix} (${keyId})`);
  }

  /**
   * A new key with the same name and environment; the old one keeps working until the end of
   * `graceHours` (0: revoked at once, through the organization service, which tells other instances).
   */
  async rotateKey(actor: ConsoleMember, keyId: string, graceHours: number, address: string | undefined): Promise<{ key: ConsoleKey; apiKey: string }> {
    const old = await this.key(actor.orgId, keyId);
    if (!may.manageKey(actor.role, old.environment, 'rotate')) throw denied(`A ${actor.role} cannot rotate ${old.environment} keys`);
    if (old.revokedAt !== null) throw new ApiError('conflict', 'This key is revoked already');
    const endOfGrace = new Date(this.clock.now().getTime() + graceHours * 3600_000).toISOString();
    const issued = await this.db.transaction().execute(async (trx) => {
      const key = await this.organizations.createKey(actor.orgId, old.environment, { ...(old.name !== null ? { name: old.name } : {}), createdBy: actor.email }, trx);
      if (graceHours > 0) await trx.updateTable('api_keys').set({ expires_at: endOfGrace }).where('id', '=', keyId).execute();
      await this.audit.record(trx, actor.orgId, { label: actor.email, address }, 'key.rotated', `${old.name ?? old.prefix} (${keyId} → ${key.keyId}, grace ${graceHours} h)`);
      return key;
    });
    if (graceHours === 0) await this.organizations.revokeKey(keyId);
    // A verification cached in the last second must not outlive the new end of grace by more than that second.
    else verifiedKeyCache(this.db).clear();
    return { key: await this.key(actor.orgId, issued.keyId), apiKey: issued.apiKey };
  }

  /** One of the organization's keys; another organization's is not found. */
  private async key(orgId: string, keyId: string): Promise<ConsoleKey> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).where('org_id', '=', orgId).executeTakeFirst();
    if (!row) throw notFound('API key');
    return consoleKeyOf(row);
  }
}

function consoleKeyOf(row: Selectable<DatabaseSchema['api_keys']>): ConsoleKey {
  return {
    keyId: row.id,
    name: row.name ?? null,
    prefix: row.prefix,
    environment: row.env,
    createdBy: row.created_by ?? null,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? null,
    expiresAt: row.expires_at ?? null,
    revokedAt: row.revoked_at,
  };
}

function memberOf(row: { id: string; org_id: string; email: string; role: ConsoleRole; created_at: string }): ConsoleMember {
  return { id: row.id, orgId: row.org_id, email: row.email, role: row.role, createdAt: row.created_at };
}

const PASSWORD_MESSAGES = {
  too_short: 'Use at least 12 characters',
  too_long: 'Use at most 256 characters',
  too_common: 'This password is among the most often breached; choose another',
  contains_email: 'Do not use your email address in the password',
} as const;

/** A 400 whose one issue names the form field and the precise problem (the console shows the catalog's message for the code). */
function fieldError(field: string, code: string, message: string): ApiError {
  return new ApiError('validation_error', 'Request body is invalid', { issues: [{ path: [field], code, message }] });
}
