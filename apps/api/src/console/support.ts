import type { ConsoleSupportPortfolio } from '@clarity/shared';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { findIdByExternalId } from '../portfolios/repository.js';
import type { PortfolioService } from '../portfolios/service.js';

/**
 * The console's support view: a portfolio found by the partner's own id (`externalId`), its
 * holdings, how many activities it has logged and when it last changed. Another organization's
 * portfolio is not found. Its card, as the end user sees it, opens through the embed preview
 * (`POST /v1/console/embeds/preview`), minted for the console's session.
 */
export class ConsoleSupport {
  constructor(
    private readonly db: Db,
    private readonly portfolios: PortfolioService,
  ) {}

  async find(orgId: string, externalId: string): Promise<ConsoleSupportPortfolio> {
    const id = await findIdByExternalId(this.db, orgId, externalId);
    if (id === undefined) throw notFound('Portfolio');
    const { portfolio } = await this.portfolios.get(orgId, id);
    const activities = await this.db
      .selectFrom('trades')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('executed_at').as('last')])
      .where('portfolio_id', '=', id)
      .executeTakeFirst();
    return {
      id: portfolio.id,
      externalId: portfolio.externalId,
      baseCurrency: portfolio.baseCurrency,
      holdings: portfolio.currentHoldings,
      activityCount: Number(activities?.count ?? 0),
      lastActivityAt: activities?.last ?? null,
      createdAt: portfolio.createdAt,
      updatedAt: portfolio.updatedAt,
    };
  }
}
