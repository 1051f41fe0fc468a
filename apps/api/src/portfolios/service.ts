import {
  isId,
  type Page,
  type Portfolio,
  type PortfolioInput,
  type PortfolioListQuery,
  type PortfolioPatch,
} from '@clarity/shared';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { ApiError, notFound } from '../http/errors.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import { newId } from '../ids.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from '../coordination/invalidations.js';
import { assertBenchmarkKnown } from './benchmark-check.js';
import { assertUserInOrg, isMissingUserReference, userNotFound } from '../users/repository.js';
import {
  findIdByExternalId,
  portfolioFinder,
  portfolioHeadFinder,
  rowValuesForCreate,
  toPortfolio,
  type PortfolioHead,
  type StoredPortfolio,
} from './repository.js';
import { runListeners, type AfterCommit } from '../db/after-commit.js';

/** Runs inside the deleting transaction; `trx` is that transaction. May return what to run once it has committed. */
type PortfolioDeletedListener = (event: { orgId: string; portfolioId: string }, trx: Db) => Promise<AfterCommit | void>;

export class PortfolioService {
  private readonly deletedListeners: PortfolioDeletedListener[] = [];

  private readonly findPortfolio: ReturnType<typeof portfolioFinder>;
  private readonly findHead: ReturnType<typeof portfolioHeadFinder>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Deleting a portfolio ends its embed tokens: other instances drop what they cached of them. */
    private readonly invalidations: InvalidationPublisher = NO_OTHER_INSTANCES,
  ) {
    this.findPortfolio = portfolioFinder(db);
    this.findHead = portfolioHeadFinder(db);
  }

  /** Lets other features react to a deletion inside the same transaction (e.g. revoke embed tokens). */
  onDeleted(listener: PortfolioDeletedListener): void {
    this.deletedListeners.push(listener);
  }

  async create(orgId: string, input: PortfolioInput): Promise<Portfolio> {
    const existingId = await findIdByExternalId(this.db, orgId, input.externalId);
    if (existingId) throw externalIdTaken(existingId);
    if (input.userId !== undefined) await assertUserInOrg(this.db, orgId, input.userId);
    await assertBenchmarkKnown(this.db, input.benchmark);
    const values = rowValuesForCreate(newId('portfolio'), orgId, input, this.clock.now().toISOString());
    try {
      const row = await this.db.insertInto('portfolios').values(values).returningAll().executeTakeFirstOrThrow();
      return toPortfolio(row);
    } catch (error) {
      // A concurrent create with the same externalId won the race.
      if (isUniqueViolation(error)) throw externalIdTaken((await findIdByExternalId(this.db, orgId, input.externalId)) ?? '');
      if (isMissingUserReference(error) && input.userId !== undefined) throw userNotFound(input.userId);
      throw error;
    }
  }

  async get(orgId: string, id: string): Promise<StoredPortfolio> {
    const found = isId('portfolio', id) ? await this.findPortfolio(orgId, id) : undefined;
    if (!found) throw notFound('Portfolio');
    return found;
  }

  /** The portfolio's id and version (404 as {@link get}), without reading its holdings. */
  async head(orgId: string, id: string): Promise<PortfolioHead> {
    const found = isId('portfolio', id) ? await this.findHead(orgId, id) : undefined;
    if (!found) throw notFound('Portfolio');
    return found;
  }

  async list(orgId: string, query: PortfolioListQuery): Promise<Page<Portfolio>> {
    const after = query.cursor ? decodeCursor(query.cursor, z.object({ id: z.string() })).id : undefined;
    let select = this.db.selectFrom('portfolios').selectAll().where('org_id', '=', orgId);
    if (query.externalId !== undefined) select = select.where('external_id', '=', query.externalId);
    if (after !== undefined) select = select.where('id', '>', after);
    const rows = await select.orderBy('id').limit(query.limit + 1).execute();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map(toPortfolio),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ id: last.id }) : null,
    };
  }

  async update(orgId: string, id: string, patch: PortfolioPatch): Promise<Portfolio> {
    await this.get(orgId, id);
    if (patch.externalId !== undefined) {
      const holder = await findIdByExternalId(this.db, orgId, patch.externalId);
      if (holder && holder !== id) throw externalIdTaken(holder);
    }
    if (patch.userId) await assertUserInOrg(this.db, orgId, patch.userId);
    await assertBenchmarkKnown(this.db, patch.benchmark);
    const set: Record<string, unknown> = { updated_at: this.clock.now().toISOString() };
    if (patch.externalId !== undefined) set.external_id = patch.externalId;
    if (patch.baseCurrency !== undefined) set.base_currency = patch.baseCurrency;
    if (patch.currentHoldings !== undefined) set.current_holdings = JSON.stringify(patch.currentHoldings);
    if (patch.historicHoldings !== undefined) set.historic_holdings = JSON.stringify(patch.historicHoldings);
    if (patch.profile !== undefined) set.profile = patch.profile === null ? null : JSON.stringify(patch.profile);
    if (patch.userId !== undefined) set.user_id = patch.userId;
    if (patch.benchmark !== undefined) set.benchmark = patch.benchmark === null ? null : JSON.stringify(patch.benchmark);
    try {
      const row = await this.db
        .updateTable('portfolios')
        .set(set)
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Portfolio');
      return toPortfolio(row);
    } catch (error) {
      if (isMissingUserReference(error) && patch.userId) throw userNotFound(patch.userId);
      if (isUniqueViolation(error) && patch.externalId !== undefined) {
        throw externalIdTaken((await findIdByExternalId(this.db, orgId, patch.externalId)) ?? '');
      }
      throw error;
    }
  }

  async delete(orgId: string, id: string): Promise<void> {
    await this.get(orgId, id);
    const afterCommit = await this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('portfolios').where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('Portfolio');
      return runListeners(this.deletedListeners, { orgId, portfolioId: id }, trx);
    });
    for (const after of afterCommit) after();
    // After the commit: an instance that drops its cache at the message must read the deletion.
    await this.invalidations.publish({ type: 'portfolio_tokens_revoked', portfolioId: id });
  }
}

function externalIdTaken(existingId: string): ApiError {
  return new ApiError('external_id_taken', 'A portfolio with this externalId already exists in the organization', { existingId });
}
