import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The synthetic market data set shipped in the repository (apps/api/market-data/sample). Resolved
 * from this module's own location, which is `src/market/` when run from source and
 * `dist/market/` when built: both sit two levels below the api package root, so the path holds
 * whatever the working directory.
 */
export const SAMPLE_MARKET_DATA_DIR = resolve(fileURLToPath(new URL('../../market-data/sample/', import.meta.url)));
