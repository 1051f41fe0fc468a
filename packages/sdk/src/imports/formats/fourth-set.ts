import type { CsvFormat } from '../csv-formats.js';
import { bitvavo } from './bitvavo.js';
import { centraalBeheer } from './centraal-beheer.js';
import { fineco } from './fineco.js';
import { flatex } from './flatex.js';
import { finpension } from './finpension.js';
import { scalableCapital } from './scalable-capital.js';

/** The formats added for the fourth first-contact set (docs/importing.md), in the registry's order after the others. */
export const FOURTH_SET_FORMATS: readonly CsvFormat[] = [scalableCapital, finpension, fineco, centraalBeheer, flatex, bitvavo];
