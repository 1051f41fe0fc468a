import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.js';
import * as embeds from './0002_embeds.js';
import * as marketData from './0003_market_data.js';
import * as chatThreads from './0004_chat_threads.js';
import * as advisor from './0005_advisor.js';
import * as portfolioBenchmark from './0006_portfolio_benchmark.js';
import * as newsArticles from './0007_news_articles.js';
import * as tradesKey from './0008_trades_key.js';
import * as tradesPortfolioCheck from './0009_trades_portfolio_check.js';
import * as tradesIdUnindexed from './0010_trades_id_unindexed.js';
import * as activities from './0011_activities.js';
import * as consoleAccounts from './0012_console.js';
import * as embedDefaults from './0013_embed_defaults.js';
import * as corporateActions from './0014_corporate_actions.js';
import * as consoleUsage from './0015_console_usage.js';
import * as consolePasskeys from './0016_console_passkeys.js';
import * as embedThemeTokens from './0017_embed_theme_tokens.js';
import * as cashBalances from './0018_cash_balances.js';

/**
 * Every migration, in the order it is applied. Add a new file with the next number and
 * list it here; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_embeds': embeds,
  '0003_market_data': marketData,
  '0004_chat_threads': chatThreads,
  '0005_advisor': advisor,
  '0006_portfolio_benchmark': portfolioBenchmark,
  '0007_news_articles': newsArticles,
  '0008_trades_key': tradesKey,
  '0009_trades_portfolio_check': tradesPortfolioCheck,
  '0010_trades_id_unindexed': tradesIdUnindexed,
  '0011_activities': activities,
  '0012_console': consoleAccounts,
  '0013_embed_defaults': embedDefaults,
  '0014_corporate_actions': corporateActions,
  '0015_console_usage': consoleUsage,
  '0016_console_passkeys': consolePasskeys,
  '0017_embed_theme_tokens': embedThemeTokens,
  '0018_cash_balances': cashBalances,
};
