import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Db } from '../db/database.js';
import type { Clock } from '../clock.js';
import { IDEMPOTENCY_LOCK_MS, type IdempotencyLock, type IdempotencyLocks } from '../coordination/idempotency-locks.js';
import { ApiError } from './errors.js';
import { noteErrorCode } from './logging.js';
import { authOf } from './request-context.js';
import type { ResponseSealer } from './response-sealer.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** An in-flight record older than this was left by a crashed request and may be taken over. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * `Idempotency-Key` for POST routes. The first response for a key is stored
 * (per organization) before it is sent; the same key with the same request replays it,
 * with another request gets 422, and while the first is still running gets 409.
 * Responses with status ≥ 500 are not kept, so the caller's retry runs again.
 * A kept response is sealed (`sealer`): it may hold a usable embed token, which must not sit in
 * the database in clear. One that cannot be opened (its secret lost) is dropped and answered with
 * a 500, so that the retry runs the request again.
 *
 * With several instances, `locks` (Redis) lets one instance at a time run a key: another instance
 * answers 409 at once, and an in-flight record older than a lock's life whose lock is free was left
 * by an instance that died, so it is taken over then rather than after {@link ABANDONED_AFTER_MS}.
 */
export function idempotent(db: Db, clock: Clock, sealer: ResponseSealer, locks?: IdempotencyLocks): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('idempotency-key');
    if (header === undefined) {
      next();
      return;
    }
    const key: string = header;
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError('validation_error', 'Idempotency-Key must be 1–255 visible ASCII characters', {
        issues: [{ path: ['Idempotency-Key'], code: 'invalid_string', message: 'Invalid Idempotency-Key header' }],
      });
    }
    const { orgId } = authOf(req);
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    const now = clock.now();
    const context = `${orgId}\n${key}`;

    const asked: IdempotencyLock = locks ? await locks.acquire(orgId, key) : { held: false, exclusive: false, release: () => undefined };
    if (asked.held) throw inFlight();
    const lock = asked;
    let replayed: boolean;
    try {
      replayed = await claimOrReplay();
    } catch (error) {
      lock.release();
      throw error;
    }
    if (replayed) {
      lock.release();
      return;
    }
    recordResponse(res, async (status, body) => {
      try {
        await store(status, body);
      } finally {
        lock.release();
      }
    });
    next();

    /** Takes the key (false), or answers `res` with its stored response (true), or throws 422 / 409. */
    async function claimOrReplay(): Promise<boolean> {
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ org_id: orgId, key, request_hash: requestHash, state: 'in_flight', status_code: null, response_body: null, created_at: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0) return false;

      const existing = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (existing.request_hash !== requestHash) {
        throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request');
      }
      if (existing.state === 'done' && existing.status_code !== null) {
        const body = sealer.unseal(existing.response_body ?? '', context);
        if (body === undefined) {
          await db.deleteFrom('idempotency_keys').where('org_id', '=', orgId).where('key', '=', key).execute();
          throw new Error('A stored Idempotency-Key response cannot be opened (was the sealing key replaced?); dropped it');
        }
        res.setHeader('Idempotent-Replayed', 'true');
        if (existing.status_code >= 400) noteErrorCode(res, replayedErrorCode(body));
        res.status(existing.status_code).type('application/json').send(body);
        return true;
      }
      // Holding the lock, nobody else runs the key: a record older than a lock's life is a dead instance's.
      const age = now.getTime() - Date.parse(existing.created_at);
      const abandoned = age > (lock.exclusive ? IDEMPOTENCY_LOCK_MS : ABANDONED_AFTER_MS);
      if (!abandoned) throw inFlight();
      await db.updateTable('idempotency_keys').set({ created_at: now.toISOString() }).where('org_id', '=', orgId).where('key', '=', key).execute();
      return false;
    }

    async function store(status: number, body: string): Promise<void> {
      if (status >= 500) {
        await db.deleteFrom('idempotency_keys').where('org_id', '=', orgId).where('key', '=', key).execute();
        return;
      }
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: status, response_body: sealer.seal(body, context) })
        .where('org_id', '=', orgId)
        .where('key', '=', key)
        .execute();
    }
  };
}

const inFlight = (): ApiError => new ApiError('idempotency_in_flight', 'A request with this Idempotency-Key is still in progress');

/**
 * Stores the JSON response before it is sent, so a retry that arrives the moment the
 * caller sees the answer already finds it. If the request ends without a JSON body
 * (a 204, a dropped connection), the record is released.
 */
function recordResponse(res: Response, store: (status: number, body: string) => Promise<void>): void {
  const sendJson = res.json.bind(res);
  let stored = false;
  res.json = (body: unknown) => {
    stored = true;
    const text = JSON.stringify(body);
    store(res.statusCode, text).then(
      () => sendJson(body),
      () => sendJson(body),
    );
    return res;
  };
  res.on('close', () => {
    if (!stored) {
      stored = true;
      void store(res.statusCode >= 200 && res.statusCode < 300 && res.writableFinished ? res.statusCode : 500, '').catch(() => undefined);
    }
  });
}

/** The `error.code` of a replayed error envelope (for the access log), or `replayed` if it has none. */
function replayedErrorCode(body: string): string {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : 'replayed';
  } catch {
    return 'replayed';
  }
}
