import { CardRequestSchema } from '@clarity/shared';
import { resolvePortfolioTarget } from '../../clarity/access.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { parseOrThrow } from '../../http/errors.js';
import { sendEncodedJson } from '../../http/encoded-body.js';
import type { Step } from '../../http/pipeline.js';
import type { Metrics } from '../../observability/metrics.js';
import { authOf } from '../../http/request-context.js';
import type { Services } from '../../services.js';
import { CardService } from './card-service.js';
import { ModelWording } from './model-wording.js';

export interface CardHandlerDeps {
  services: Pick<Services, 'market' | 'trades' | 'portfolios'>;
  clock: Clock;
  config: Pick<Config, 'llm'>;
  metrics?: Metrics;
}

/** One card service per app (it owns the card cache), with model wording when CLARITY_LLM_* are set. */
export function createCardService(deps: CardHandlerDeps): CardService {
  return new CardService({
    market: deps.services.market,
    trades: deps.services.trades,
    clock: deps.clock,
    wording: deps.config.llm ? new ModelWording(deps.config.llm, undefined, deps.metrics) : undefined,
    metrics: deps.metrics,
  });
}

/**
 * `POST /v1/clarity/card`: validate the body (exactly one of portfolioId / portfolio), resolve
 * the target (404 outside the caller's org; embed-token binding), send the card (gzip when accepted).
 */
export function cardHandler(deps: CardHandlerDeps, cards: CardService = createCardService(deps)): Step {
  return async (req, res) => {
    const body = parseOrThrow(CardRequestSchema, req.body);
    const target = await resolvePortfolioTarget(req, body, deps.services.portfolios);
    sendEncodedJson(req, res, await cards.cardBody(authOf(req).orgId, target));
  };
}
