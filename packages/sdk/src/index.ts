// @clarity/sdk: the TypeScript client of the Clarity API (README.md of this package).
export { Clarity } from './client.js';
export {
  APIClient,
  PRODUCTION_BASE_URL,
  STAGING_BASE_URL,
  type ClientOptions,
  type Environment,
  type Fetch,
  type RequestOptions,
} from './core/api-client.js';
export { CursorPage, PagePromise } from './core/pagination.js';
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ClarityError,
  ConflictError,
  IncompleteStreamError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RunError,
  UnprocessableEntityError,
  type APIErrorCode,
} from './errors.js';
export { APIResource } from './resources/resource.js';
export {
  isTrade,
  type CashActivity,
  type ChargeActivity,
  type ConversionActivity,
  type DividendActivity,
  type ImportedActivity,
  type ImportResult,
  type SkippedRow,
  type ImportNotice,
  type SplitActivity,
  type TradeActivity,
  type TransferActivity,
} from './imports/activity.js';
export type { DateOrder } from './imports/dates.js';
export type { DecimalMark } from './imports/decimals.js';
export { parseIbkrFlex, type ParseIbkrFlexOptions } from './imports/ibkr-flex.js';
export { detectFormat, parseBrokerFile } from './imports/broker-file.js';
export { parseTradesCsv, type DetectedFormat, type ParseTradesCsvOptions, type TradeColumn } from './imports/trades-csv.js';
export { parseTradesCsvStream, MAX_SKIPPED_KEPT, type CsvStreamRecord, type OpenCsvRecords, type StreamedImportSummary } from './imports/trades-csv-stream.js';
export type { ChatRequestOptions } from './resources/clarity.js';
export type { ActivityListParams, PortfolioListParams, TradeListParams } from './resources/portfolios.js';
export type { UserListParams } from './resources/users.js';
export { VERSION } from './version.js';

// The wire types, from the one place they are defined (packages/shared); type-only, so the
// published build carries their declarations and no runtime code (no zod).
export type * from './types.js';
