import type { ActivityType } from '@clarity/shared';
import type { Generated } from 'kysely';
import type { MarketTables } from '../market/tables.js';
import type { NewsTables } from '../market/news/tables.js';
import type { EmbedTables } from '../embeds/tables.js';
import type { ChatTables } from '../chat/threads/tables.js';
import type { AdvisorTables } from '../users/tables.js';
import type { ConsoleTables } from '../console/tables.js';

/** Tables of the foundation migration. Each feature declares its own tables beside it. */
export interface FoundationTables {
  organizations: {
    id: string;
    name: string;
    active: number;
    created_at: string;
  };
  api_keys: {
    id: string;
    org_id: string | null;
    env: 'production' | 'staging';
    prefix: string;
    hash: string;
    created_at: string;
    revoked_at: string | null;
    /** Added by migration 0012 (the console): a label, who made it, when last used, a rotated key's end of grace. */
    name?: string | null;
    created_by?: string | null;
    last_used_at?: string | null;
    expires_at?: string | null;
  };
  portfolios: {
    id: string;
    org_id: string;
    external_id: string;
    base_currency: string;
    current_holdings: string;
    historic_holdings: string;
    profile: string | null;
    /** Added by migration 0005: the user this portfolio belongs to. */
    user_id: string | null;
    /** Added by migration 0006: the portfolio's own benchmark as JSON, or null (the profile's blend). */
    benchmark: string | null;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  trades: {
    seq: Generated<number>;
    id: string;
    portfolio_id: string;
    ticker: string;
    /** The activity's type (migration 0011): `buy` and `sell` for trades, as before. */
    side: ActivityType;
    quantity: number;
    price: number;
    currency: string;
    executed_at: string;
    fees: number | null;
    external_id: string | null;
    recorded_at: string;
    /** A cash activity's money (dividend gross, interest, fee, tax, deposit, withdrawal). */
    amount: Generated<number | null>;
    /** JSON of the fields only one type has (withholding tax, reinvestment, split ratio, cost basis). */
    details: Generated<string | null>;
  };
  /** Added by migration 0018: a book's cash per currency as the withdrawal check rolls it (trades/cash-state.ts). */
  cash_balances: {
    portfolio_id: string;
    currency: string;
    balance: number;
    lowest: number | null;
    lowest_at: string | null;
    last_at: string;
  };
  idempotency_keys: {
    org_id: string;
    key: string;
    request_hash: string;
    state: 'in_flight' | 'done';
    status_code: number | null;
    response_body: string | null;
    created_at: string;
  };
}

/** The whole database, as Kysely sees it. */
export type DatabaseSchema = FoundationTables & EmbedTables & MarketTables & NewsTables & ChatTables & AdvisorTables & ConsoleTables;
