import type { Selectable } from 'kysely';
import { isId, type User, type UserInput } from '@clarity/shared';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { AdvisorTables } from './tables.js';
import { isForeignKeyViolation } from '../db/errors.js';

export type UserRow = Selectable<AdvisorTables['users']>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    externalId: row.external_id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function rowValuesForCreate(id: string, orgId: string, input: UserInput, now: string) {
  return {
    id,
    org_id: orgId,
    external_id: input.externalId,
    email: input.email ?? null,
    name: input.name ?? null,
    locale: input.locale ?? null,
    created_at: now,
    updated_at: now,
  };
}

/** Reads a user only if it belongs to `orgId`: another org's user looks missing. */
export async function findUser(db: Db, orgId: string, id: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function findUserIdByExternalId(db: Db, orgId: string, externalId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('org_id', '=', orgId).where('external_id', '=', externalId).executeTakeFirst();
  return row?.id;
}

/**
 * Throws unless `userId` is a user of `orgId`; used when a portfolio is linked to a user. An
 * unknown user and another organization's user are the same 404, naming the id.
 */
export async function assertUserInOrg(db: Db, orgId: string, userId: string): Promise<void> {
  const found = isId('user', userId) ? await findUser(db, orgId, userId) : undefined;
  if (!found) throw userNotFound(userId);
}

export function userNotFound(userId: string): ApiError {
  return new ApiError('not_found', `User ${userId} not found in this organization`);
}

/**
 * True when a write failed because `portfolios.user_id` named a user deleted after
 * `assertUserInOrg` checked it (a concurrent delete): the caller answers 404 as if it had lost the check.
 */
export function isMissingUserReference(error: unknown): boolean {
  return isForeignKeyViolation(error);
}
