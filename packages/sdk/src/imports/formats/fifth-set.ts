import type { CsvFormat } from '../csv-formats.js';
import { coinTracking } from './cointracking.js';
import { nexo } from './nexo.js';
import { revolutCrypto } from './revolut-crypto.js';

/** The formats added for the fifth first-contact set (docs/importing.md), in the registry's order after the others. */
export const FIFTH_SET_FORMATS: readonly CsvFormat[] = [nexo, revolutCrypto, coinTracking];
