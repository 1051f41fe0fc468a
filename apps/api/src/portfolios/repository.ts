import { sql, type Selectable, type SqlBool } from 'kysely';
import {
  DEFAULT_BASE_CURRENCY,
  type Benchmark,
  type Holding,
  type HistoricHolding,
  type Portfolio,
  type PortfolioInput,
  type Profile,
} from '@clarity/shared';
import type { Db } from '../db/database.js';
import type { FoundationTables } from '../db/schema.js';
import { preparedQuery } from '../db/prepared-query.js';
import { batchedLookup } from '../db/batched-lookup.js';
import { onPostgres } from '../db/dialect.js';

export type PortfolioRow = Selectable<FoundationTables['portfolios']>;

/**
 * Which state of a stored portfolio: its id, org and version, which every write increments. Enough
 * to key whatever is computed from the portfolio (a cached card) without reading its holdings.
 */
export interface PortfolioHead {
  id: string;
  orgId: string;
  version: number;
}

/** A stored portfolio together with what callers never see (its org and version). */
export interface StoredPortfolio extends PortfolioHead {
  portfolio: Portfolio;
}

export function toPortfolio(row: PortfolioRow): Portfolio {
  return {
    id: row.id,
    externalId: row.external_id,
    baseCurrency: row.base_currency,
    currentHoldings: JSON.parse(row.current_holdings) as Holding[],
    historicHoldings: JSON.parse(row.historic_holdings) as HistoricHolding[],
    profile: row.profile === null ? null : (JSON.parse(row.profile) as Profile),
    userId: row.user_id,
    benchmark: row.benchmark === null ? null : (JSON.parse(row.benchmark) as Benchmark),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toStored(row: PortfolioRow): StoredPortfolio {
  return { id: row.id, orgId: row.org_id, version: row.version, portfolio: toPortfolio(row) };
}

export function rowValuesForCreate(id: string, orgId: string, input: PortfolioInput, now: string) {
  return {
    id,
    org_id: orgId,
    external_id: input.externalId,
    base_currency: input.baseCurrency ?? DEFAULT_BASE_CURRENCY,
    current_holdings: JSON.stringify(input.currentHoldings ?? []),
    historic_holdings: JSON.stringify(input.historicHoldings ?? []),
    profile: input.profile === undefined ? null : JSON.stringify(input.profile),
    user_id: input.userId ?? null,
    benchmark: input.benchmark === undefined ? null : JSON.stringify(input.benchmark),
    created_at: now,
    updated_at: now,
  };
}

/** Reads a portfolio only if it belongs to `orgId`: another org's portfolio looks missing. */
export function portfolioFinder(db: Db): (orgId: string, id: string) => Promise<StoredPortfolio | undefined> {
  // Hot path (every read, trade and card request): compiled once.
  const select = preparedQuery(db, 2, (orgId: string, id: string) =>
    db.selectFrom('portfolios').selectAll().where('id', '=', id).where('org_id', '=', orgId),
  );
  return async (orgId, id) => {
    const [row] = await select(orgId, id);
    return row ? toStored(row) : undefined;
  };
}

/**
 * Like {@link portfolioFinder}, but reads only the head: enough for a cached card's request or an
 * existence check. On PostgreSQL the heads asked for in one event-loop turn are read by one query
 * (`db/batched-lookup.ts`): a cached card costs little more than this read, and a round trip each
 * would cost more than the card.
 */
export function portfolioHeadFinder(db: Db): (orgId: string, id: string) => Promise<PortfolioHead | undefined> {
  if (onPostgres(db)) {
    const lookup = batchedLookup(
      (ids) => db.selectFrom('portfolios').select(['id', 'org_id', 'version']).where(sql<SqlBool>`id = any(${ids})`).execute(),
      (row) => row.id,
    );
    return async (orgId, id) => {
      const row = await lookup(id);
      // Another organization's portfolio looks missing.
      return row && row.org_id === orgId ? { id: row.id, orgId: row.org_id, version: row.version } : undefined;
    };
  }
  const select = preparedQuery(db, 2, (orgId: string, id: string) =>
    db.selectFrom('portfolios').select(['id', 'org_id', 'version']).where('id', '=', id).where('org_id', '=', orgId),
  );
  return async (orgId, id) => {
    const [row] = await select(orgId, id);
    return row ? { id: row.id, orgId: row.org_id, version: row.version } : undefined;
  };
}

export async function findIdByExternalId(db: Db, orgId: string, externalId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('portfolios')
    .select('id')
    .where('org_id', '=', orgId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.id;
}
