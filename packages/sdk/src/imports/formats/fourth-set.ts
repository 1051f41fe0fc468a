import type { CsvFormat } from '../csv-formats.js';
import { baaderCash, baaderSecurities } from './baader.js';
import { bitvavo } from './bitvavo.js';
import { bunq } from './bunq.js';
import { centraalBeheer } from './centraal-beheer.js';
import { coinbase } from './coinbase.js';
import { cryptoCom } from './crypto-com.js';
import { delta } from './delta.js';
import { fineco } from './fineco.js';
import { flatex } from './flatex.js';
import { investimental } from './investimental.js';
import { nibc } from './nibc.js';
import { relai } from './relai.js';
import { trine } from './trine.js';
import { ubs } from './ubs.js';
import { finpension } from './finpension.js';
import { scalableCapital } from './scalable-capital.js';

/** The formats added for the fourth first-contact set (docs/importing.md), in the registry's order after the others. */
export const FOURTH_SET_FORMATS: readonly CsvFormat[] = [scalableCapital, finpension, fineco, centraalBeheer, flatex, bitvavo, nibc, bunq, relai, coinbase, trine, baaderCash, baaderSecurities, ubs, investimental, cryptoCom, delta];
