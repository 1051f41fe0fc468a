import { isId, type Page, type User, type UserInput, type UserListQuery, type UserPatch } from '@clarity/shared';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import { ApiError, notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { findUser, findUserIdByExternalId, rowValuesForCreate, toUser } from './repository.js';

/** Users of a partner organization (the end clients an advisor profiles and reports on). */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(orgId: string, input: UserInput): Promise<User> {
    const existingId = await findUserIdByExternalId(this.db, orgId, input.externalId);
    if (existingId) throw externalIdTaken(existingId);
    const values = rowValuesForCreate(newId('user'), orgId, input, this.clock.now().toISOString());
    try {
      return toUser(await this.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow());
    } catch (error) {
      // A concurrent create with the same externalId won the race.
      if (isUniqueViolation(error)) throw externalIdTaken((await findUserIdByExternalId(this.db, orgId, input.externalId)) ?? '');
      throw error;
    }
  }

  async get(orgId: string, id: string): Promise<User> {
    const found = isId('user', id) ? await findUser(this.db, orgId, id) : undefined;
    if (!found) throw notFound('User');
    return found;
  }

  async list(orgId: string, query: UserListQuery): Promise<Page<User>> {
    const after = query.cursor ? decodeCursor(query.cursor, z.object({ id: z.string() })).id : undefined;
    let select = this.db.selectFrom('users').selectAll().where('org_id', '=', orgId);
    if (query.externalId !== undefined) select = select.where('external_id', '=', query.externalId);
    if (after !== undefined) select = select.where('id', '>', after);
    const rows = await select.orderBy('id').limit(query.limit + 1).execute();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return { data: page.map(toUser), nextCursor: rows.length > query.limit && last ? encodeCursor({ id: last.id }) : null };
  }

  async update(orgId: string, id: string, patch: UserPatch): Promise<User> {
    await this.get(orgId, id);
    if (patch.externalId !== undefined) {
      const holder = await findUserIdByExternalId(this.db, orgId, patch.externalId);
      if (holder && holder !== id) throw externalIdTaken(holder);
    }
    const set: Record<string, unknown> = { updated_at: this.clock.now().toISOString() };
    if (patch.externalId !== undefined) set.external_id = patch.externalId;
    if (patch.email !== undefined) set.email = patch.email;
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.locale !== undefined) set.locale = patch.locale;
    try {
      const row = await this.db.updateTable('users').set(set).where('id', '=', id).where('org_id', '=', orgId).returningAll().executeTakeFirst();
      if (!row) throw notFound('User');
      return toUser(row);
    } catch (error) {
      if (isUniqueViolation(error) && patch.externalId !== undefined) {
        throw externalIdTaken((await findUserIdByExternalId(this.db, orgId, patch.externalId)) ?? '');
      }
      throw error;
    }
  }

  /**
   * Deletes the user and their profiling history. Their portfolios stay (they hold the partner's
   * data, not the user's identity) and are unlinked: `userId` becomes null and the portfolio's
   * version moves on, all in one transaction.
   */
  async delete(orgId: string, id: string): Promise<{ unlinkedPortfolioIds: string[] }> {
    await this.get(orgId, id);
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const unlinked = await trx
        .updateTable('portfolios')
        .set((eb) => ({ user_id: null, updated_at: now, version: eb('version', '+', 1) }))
        .where('org_id', '=', orgId)
        .where('user_id', '=', id)
        .returning('id')
        .execute();
      await trx.deleteFrom('risk_profiles').where('user_id', '=', id).where('org_id', '=', orgId).execute();
      const deleted = await trx.deleteFrom('users').where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('User');
      return { unlinkedPortfolioIds: unlinked.map((r) => r.id) };
    });
  }
}

function externalIdTaken(existingId: string): ApiError {
  return new ApiError('external_id_taken', 'A user with this externalId already exists in the organization', { existingId });
}
