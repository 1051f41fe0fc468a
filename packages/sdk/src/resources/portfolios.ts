import type {
  Activity,
  ActivityType,
  ListQuery,
  Portfolio,
  PortfolioInput,
  PortfolioListQuery,
  PortfolioPatch,
  RecordTradesBody,
  RecordTradesResult,
  Trade,
} from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { listPages, type PagePromise } from '../core/pagination.js';
import { APIResource, segment } from './resource.js';

/** List parameters: page size (1–100, default 20) and the cursor of the page to fetch. */
export type PortfolioListParams = Partial<PortfolioListQuery>;
export type TradeListParams = Partial<ListQuery>;
/** As {@link TradeListParams}, and `type`: only activities of these types (all when left out). */
export interface ActivityListParams extends Partial<ListQuery> {
  type?: ActivityType | readonly ActivityType[];
}

const BASE = '/v1/sdk/partner-portfolios';

/** Partner portfolios and their activity logs (`/v1/sdk/partner-portfolios`). */
export class Portfolios extends APIResource {
  /** Stores a portfolio. A duplicate `externalId` in your organization is a `ConflictError` with `existingId`. */
  create(body: PortfolioInput, options?: RequestOptions): Promise<Portfolio> {
    return this.client.post<Portfolio>(BASE, body, options);
  }

  /** Reads a portfolio; another organization's id is a `NotFoundError`, as is a deleted one. */
  retrieve(portfolioId: string, options?: RequestOptions): Promise<Portfolio> {
    return this.client.get<Portfolio>(`${BASE}/${segment(portfolioId)}`, undefined, options);
  }

  /** Replaces the supplied top-level fields; `profile: null` clears the profile. */
  update(portfolioId: string, body: PortfolioPatch, options?: RequestOptions): Promise<Portfolio> {
    return this.client.patch<Portfolio>(`${BASE}/${segment(portfolioId)}`, body, options);
  }

  /** Deletes a portfolio and revokes its embed tokens. */
  delete(portfolioId: string, options?: RequestOptions): Promise<void> {
    return this.client.delete(`${BASE}/${segment(portfolioId)}`, options);
  }

  /**
   * Portfolios, oldest first. Await it for one page, or `for await` over it for every portfolio
   * across all pages. `externalId` finds the one portfolio with that identifier.
   */
  list(params: PortfolioListParams = {}, options?: RequestOptions): PagePromise<Portfolio> {
    return listPages<Portfolio>(this.client, BASE, params, options);
  }

  /**
   * Appends activities to the log and replaces `currentHoldings`, in one transaction: trades as
   * always (`side`), and dividends, interest, fees, taxes, deposits, withdrawals, splits and transfers
   * (`type`; docs/activities.md). An activity whose `externalId` is already logged is skipped; the log
   * keeps the newest 5000 by `executedAt`. Tickers are stored upper-case; `warnings` names those the
   * market data does not know. A bad activity is a `BadRequestError` whose `issues` name its index
   * and field, and nothing of the batch is written.
   */
  recordTrades(portfolioId: string, body: RecordTradesBody, options?: RequestOptions): Promise<RecordTradesResult> {
    return this.client.post<RecordTradesResult>(`${BASE}/${segment(portfolioId)}/trades`, body, options);
  }

  /** The trades of the log (buys and sells; each also carries `type`, equal to its side), newest first; paginated like `list`. */
  listTrades(portfolioId: string, params: TradeListParams = {}, options?: RequestOptions): PagePromise<Trade & { type: 'buy' | 'sell' }> {
    return listPages<Trade & { type: 'buy' | 'sell' }>(this.client, `${BASE}/${segment(portfolioId)}/trades`, { ...params, type: 'buy,sell' }, options);
  }

  /** The whole activity log, or only the `type`s asked for, newest first; paginated like `list`. */
  listActivities(portfolioId: string, params: ActivityListParams = {}, options?: RequestOptions): PagePromise<Activity> {
    const { type, ...page } = params;
    const query = type === undefined ? page : { ...page, type: typeof type === 'string' ? type : type.join(',') };
    return listPages<Activity>(this.client, `${BASE}/${segment(portfolioId)}/trades`, query, options);
  }
}
