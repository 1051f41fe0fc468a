import { verifiedKeyCache } from '../auth/verified-key-cache.js';
import type { Db } from '../db/database.js';
import type { EmbedService } from '../embeds/service.js';
import type { CardService } from '../insight/card/card-service.js';
import type { Invalidation } from './invalidations.js';

/** The caches of one app that another instance's changes can make wrong. */
export interface InvalidationTargets {
  /** Its verified API keys are cached per database (auth/verified-key-cache.ts). */
  db: Db;
  embeds: EmbedService;
  cards: CardService;
}

/** Drops exactly what the invalidation names, so the next request re-reads it from the database. */
export function applyInvalidation(targets: InvalidationTargets, invalidation: Invalidation): void {
  switch (invalidation.type) {
    case 'api_key_revoked':
      verifiedKeyCache(targets.db).dropWhere((key) => key.keyId === invalidation.keyId);
      return;
    case 'organization_changed':
      verifiedKeyCache(targets.db).dropWhere((key) => key.orgId === invalidation.orgId);
      targets.embeds.forgetCachedStateOf({ orgId: invalidation.orgId });
      return;
    case 'embed_token_revoked':
      targets.embeds.forgetCachedStateOf({ jti: invalidation.jti });
      return;
    case 'portfolio_tokens_revoked':
      targets.embeds.forgetCachedStateOf({ portfolioId: invalidation.portfolioId });
      return;
    case 'signing_keys_rotated':
      targets.embeds.keys.reloadNow();
      return;
    case 'market_data_imported':
      targets.cards.forgetMarketVersion();
      return;
  }
}
