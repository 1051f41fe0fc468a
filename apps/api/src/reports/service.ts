import { isId, tradeOf, type Report, type ReportRequest, type SupportedLocale } from '@clarity/shared';
import { t } from '../i18n/catalog.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { newId } from '../ids.js';
import { CardService, todayOf } from '../insight/card/card-service.js';
import { loadPortfolioSnapshot } from '../insight/portfolio-snapshot.js';
import type { MarketDataRepository } from '../market/repository.js';
import type { PortfolioService } from '../portfolios/service.js';
import type { StrategyService } from '../strategies/service.js';
import type { TradeService } from '../trades/service.js';
import { reportAnalytics } from './analytics.js';
import { renderReportHtml } from './html.js';

/** Trades listed in a report: the newest of the log. */
export const REPORT_TRADES = 20;


export interface ReportServiceDeps {
  db: Db;
  clock: Clock;
  market: MarketDataRepository;
  trades: TradeService;
  portfolios: PortfolioService;
  strategies: StrategyService;
}

/**
 * Builds and stores reports. The card comes from the insight engine's CardService (always the
 * deterministic wording: a report is a record and must not depend on a model's phrasing), the
 * figures from its analytics, the strategy fit from StrategyService; nothing is recomputed here.
 */
export class ReportService {
  private readonly cards: CardService;

  constructor(private readonly deps: ReportServiceDeps) {
    this.cards = new CardService({ market: deps.market, trades: deps.trades, clock: deps.clock });
  }

  /** A report in `locale` (negotiated by the router: the body's `locale`, else Accept-Language, else English). */
  async generate(orgId: string, request: ReportRequest, locale: SupportedLocale = 'en'): Promise<Report> {
    const { portfolio } = await this.deps.portfolios.get(orgId, request.portfolioId);
    const format = request.format ?? 'json';
    const generatedAt = this.deps.clock.now().toISOString();
    const asOf = todayOf(this.deps.clock);
    const [card, snapshot, strategyFit, trades] = await Promise.all([
      this.cards.card(portfolio, asOf, locale),
      loadPortfolioSnapshot(this.deps, portfolio, asOf),
      this.deps.strategies.fit(orgId, portfolio.id, undefined),
      this.deps.trades.list(orgId, portfolio.id, { limit: REPORT_TRADES, type: ['buy', 'sell'] }),
    ]);
    const report: Omit<Report, 'html'> = {
      id: newId('report'),
      portfolioId: portfolio.id,
      format,
      generatedAt,
      title: t('report.title', { portfolio: portfolio.externalId }, locale),
      portfolio: { externalId: portfolio.externalId, baseCurrency: portfolio.baseCurrency, userId: portfolio.userId, profile: portfolio.profile },
      card,
      analytics: reportAnalytics(snapshot.analyticsInput),
      strategyFit: strategyFit ?? null,
      recentTrades: trades.data.flatMap((activity) => (activity.type === 'buy' || activity.type === 'sell' ? [tradeOf(activity)] : [])),
    };
    const html = format === 'html' ? renderReportHtml(report) : null;
    await this.deps.db
      .insertInto('reports')
      .values({ id: report.id, org_id: orgId, portfolio_id: portfolio.id, format, body: JSON.stringify(report), html, generated_at: generatedAt })
      .execute();
    return { ...report, html };
  }

  /** A stored report of the caller's organization (another org's id is a 404, as is a malformed one). */
  async get(orgId: string, id: string): Promise<Report> {
    const row = isId('report', id)
      ? await this.deps.db.selectFrom('reports').select(['body', 'html']).where('id', '=', id).where('org_id', '=', orgId).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('Report');
    return { ...(JSON.parse(row.body) as Omit<Report, 'html'>), html: row.html };
  }
}
