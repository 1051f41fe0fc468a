import { randomFillSync } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ConsolePasskey } from '@clarity/shared';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { ApiError, notFound } from '../http/errors.js';
import type { AuditLog } from './audit.js';
import type { ConsoleMember, ConsoleService, IssuedSession } from './service.js';

/** How long a registration or sign-in may take from its options to its answer. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkeys one member may hold. */
export const MAX_PASSKEYS_PER_MEMBER = 10;
const RP_NAME = 'Clarity console';

type Purpose = 'register' | 'sign_in';

/**
 * Console passkeys through SimpleWebAuthn (docs/console.md, "Passkeys"): a signed-in member registers
 * one (discoverable, user verification required), lists and removes their own; anyone signs in with one
 * from the sign-in page without typing an email. Only public keys are stored. Each ceremony's challenge
 * is written to the database (any instance can finish it), used once (deleted when the answer comes,
 * whatever the answer) and refused after five minutes.
 */
export class ConsolePasskeys {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accounts: ConsoleService,
    private readonly audit: AuditLog,
    private readonly relyingParty: { rpId: string; origin: string },
  ) {}

  async list(member: ConsoleMember): Promise<ConsolePasskey[]> {
    const rows = await this.db.selectFrom('console_passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('member_id', '=', member.id).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
  }

  /** Options for `navigator.credentials.create`: a new discoverable passkey, none the member has already. */
  async registrationOptions(member: ConsoleMember): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.db.selectFrom('console_passkeys').select(['id', 'transports']).where('member_id', '=', member.id).execute();
    const challenge = await this.newChallenge('register', member.id);
    return generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.relyingParty.rpId,
      userName: member.email,
      userID: new TextEncoder().encode(member.id),
      challenge,
      timeout: CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id, ...transportsOf(row.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  }

  /** Verifies the authenticator's answer to the member's own challenge and stores the public key. */
  async register(member: ConsoleMember, name: string, response: RegistrationResponseJSON, address: string | undefined): Promise<ConsolePasskey> {
    const challenge = await this.takeChallenge(response.response.clientDataJSON, 'register', member.id);
    if (!challenge) throw invalidPasskey();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.relyingParty.origin,
      expectedRPID: this.relyingParty.rpId,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw invalidPasskey();
    const { credential } = verification.registrationInfo;
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const count = await trx.selectFrom('console_passkeys').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', member.id).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_PASSKEYS_PER_MEMBER) throw new ApiError('conflict', `A member holds at most ${MAX_PASSKEYS_PER_MEMBER} passkeys; remove one first`);
      const taken = await trx.selectFrom('console_passkeys').select('id').where('id', '=', credential.id).executeTakeFirst();
      if (taken) throw new ApiError('conflict', 'This passkey is registered already');
      await trx
        .insertInto('console_passkeys')
        .values({
          id: credential.id,
          member_id: member.id,
          name,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ? JSON.stringify(credential.transports) : null,
          created_at: now,
          last_used_at: null,
        })
        .execute();
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'passkey.added', name);
      return { id: credential.id, name, createdAt: now, lastUsedAt: null };
    });
  }

  async remove(member: ConsoleMember, id: string, address: string | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('console_passkeys').where('id', '=', id).where('member_id', '=', member.id).returning('name').executeTakeFirst();
      // Another member's passkey is not found, as another organization's key is.
      if (!removed) throw notFound('Passkey');
      await this.audit.record(trx, member.orgId, { label: member.email, address }, 'passkey.removed', removed.name);
    });
  }

  /** Options for `navigator.credentials.get` with no credential named: the browser offers the passkeys it holds for this site. */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const challenge = await this.newChallenge('sign_in', null);
    return generateAuthenticationOptions({ rpID: this.relyingParty.rpId, challenge, timeout: CHALLENGE_TTL_MS, userVerification: 'required' });
  }

  /**
   * A signed assertion → a new session. Unknown passkey, bad signature, spent or expired challenge and a
   * locked account all get the same 401.
   */
  async signIn(response: AuthenticationResponseJSON, address: string | undefined): Promise<IssuedSession> {
    const refused = new ApiError('unauthorized', 'The passkey was not accepted; sign in with your password or try again');
    const challenge = await this.takeChallenge(response.response.clientDataJSON, 'sign_in', null);
    if (!challenge) throw refused;
    const row = await this.db.selectFrom('console_passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
    if (!row) throw refused;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.relyingParty.origin,
      expectedRPID: this.relyingParty.rpId,
      credential: { id: row.id, publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: row.counter, ...transportsOf(row.transports) },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) throw refused;
    // The user handle, when the authenticator returns one, must name the passkey's own member.
    if (response.response.userHandle !== undefined && Buffer.from(response.response.userHandle, 'base64url').toString() !== row.member_id) throw refused;
    return this.accounts.signInWithPasskey(row.member_id, address, async (trx) => {
      await trx.updateTable('console_passkeys').set({ counter: verification.authenticationInfo.newCounter, last_used_at: this.clock.now().toISOString() }).where('id', '=', row.id).execute();
      return row.name;
    }, refused);
  }

  /** A new challenge's bytes (the library puts them in the options as base64url, the form stored and later compared). */
  private async newChallenge(purpose: Purpose, memberId: string | null): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = new Uint8Array(new ArrayBuffer(32));
    randomFillSync(bytes);
    const challenge = Buffer.from(bytes).toString('base64url');
    const now = this.clock.now().getTime();
    await this.db.transaction().execute(async (trx) => {
      // Spent ones never linger: every new ceremony clears the expired.
      await trx.deleteFrom('console_webauthn_challenges').where('expires_at', '<=', new Date(now).toISOString()).execute();
      await trx.insertInto('console_webauthn_challenges').values({ challenge, purpose, member_id: memberId, expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString() }).execute();
    });
    return bytes;
  }

  /** The challenge the answer's client data names, deleted as it is read (single use); undefined when unknown, spent, expired or for another purpose or member. */
  private async takeChallenge(clientDataJSON: string, purpose: Purpose, memberId: string | null): Promise<string | undefined> {
    const named = challengeOf(clientDataJSON);
    if (!named) return undefined;
    const row = await this.db.deleteFrom('console_webauthn_challenges').where('challenge', '=', named).returningAll().executeTakeFirst();
    if (!row || row.purpose !== purpose || row.member_id !== memberId || row.expires_at <= this.clock.now().toISOString()) return undefined;
    return row.challenge;
  }
}

/** The challenge in a ceremony's client data (base64url JSON), or undefined when it is not readable. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge) ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

function transportsOf(json: string | null): { transports?: AuthenticatorTransportFuture[] } {
  return json ? { transports: JSON.parse(json) as AuthenticatorTransportFuture[] } : {};
}

function invalidPasskey(): ApiError {
  return new ApiError('validation_error', 'Request body is invalid', { issues: [{ path: ['response'], code: 'passkey_invalid', message: 'The authenticator’s answer could not be verified; start again' }] });
}
