import type { CsvFormat } from '../csv-formats.js';
import { filled, kindFrom } from './words.js';
import { degiroTradeOf } from './degiro-trade-description.js';

// DEGIRO's account statement (Account.csv / Kontoauszug / Rekeningoverzicht / Extracto / Extrato): one cash
// movement per row, its kind in the description. The currency is in the column headed "Change" (Mutatie,
// Änderung, Mudança, Variación) and the amount in the unnamed column after it. A trade is a row too, its
// units and price written in the description ("Koop 34 @ 26,88 EUR"); the fees of its order are rows of
// their own with the order's id, so they are fee activities beside it.
const FX = /valuta ?(creditering|debitering)|fx (credit|debit)|currency conversion|w[äa]hrungswechsel|change de devise|cambio de divisa|c[âa]mbio de divisas/i;
const SWEEP = /cash sweep|money ?market|geldmarkt|fundo do mercado monet|fondo del mercado monet/i;
// The money-market fund DEGIRO keeps cash in pays its distribution into the account: the interest on the cash.
const FUND_DISTRIBUTION = /^fund distribution|^fondsaussch[üu]ttung|^fondsuitkering/i;

const KINDS = [
  [/dividendbelasting|dividend tax|dividendensteuer|imp[ôo]ts? sur dividende|retenci[óo]n|imposto sobre dividendo/i, 'Tax'],
  [/transactiebelasting|transaction tax|finanztransaktionssteuer|taxe sur les transactions|impuesto sobre (las )?transacciones|imposto sobre (as )?transa/i, 'Tax'],
  [/^dividend|^dividende|^dividendo/i, 'Dividend'],
  [/withdrawal|opname|terugstorting|auszahlung|retrait|retirada|levantamento/i, 'Withdrawal'],
  [/deposit|storting|einzahlung|d[ée]p[ôo]t|ingreso|dep[óo]sito/i, 'Deposit'],
  [/fee|kosten|geb[üu]hr|frais|comisi[óo]n|comiss[õo]es|custo/i, 'Fee'],
] as const;
const INTEREST = /interest|rente|zinsen|int[ée]r[êe]ts|juros|intereses/i;

// The header's name of the currency column (its amount is in the unnamed column after it), per language.
const CURRENCY_COLUMNS = ['change', 'mutatie', 'anderung', 'mudanca', 'variacion'];

export const degiroAccount: CsvFormat = {
  name: 'degiro-account',
  label: 'DEGIRO account statement',
  signatures: [
    ['date', 'time', 'valuedate', 'product', 'isin', 'description', 'change', 'balance'],
    ['datum', 'tijd', 'valutadatum', 'product', 'isin', 'omschrijving', 'mutatie', 'saldo'],
    ['datum', 'uhrzeit', 'valutadatum', 'produkt', 'isin', 'beschreibung', 'anderung', 'saldo'],
    ['data', 'hora', 'datavalor', 'produto', 'isin', 'descricao', 'mudanca', 'saldo'],
    ['fecha', 'hora', 'fechavalor', 'producto', 'isin', 'descripcion', 'variacion', 'saldo'],
  ],
  aliases: {
    executedAt: ['date', 'datum', 'data', 'fecha'],
    time: ['time', 'tijd', 'uhrzeit', 'hora'],
    ticker: ['isin'],
    type: ['description', 'omschrijving', 'beschreibung', 'descricao', 'descripcion'],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/Amsterdam',
  adapt: (row, cells) => {
    const description = row.kind?.trim() ?? '';
    const currencyColumn = CURRENCY_COLUMNS.find((name) => cells.get(name) !== undefined)!;
    const amount = cells.after(currencyColumn);
    const base = { ...row, amount, currency: cells.get(currencyColumn), id: undefined };
    if (SWEEP.test(description)) return { ...base, skip: `${description}: cash moved to or from DEGIRO's money-market fund, not an activity` };
    const trade = degiroTradeOf(description, amount);
    if (trade) {
      if ('skip' in trade) return { ...base, skip: trade.skip };
      // The row's cash is the trade's amount in the account; the price and its currency are the description's.
      return { ...base, kind: trade.side, quantity: trade.quantity, price: trade.price, currency: trade.currency, amount: undefined, id: undefined };
    }
    if (FX.test(description)) return { ...base, skip: `${description}: a currency conversion inside the account (an FX leg), not an activity` };
    if (FUND_DISTRIBUTION.test(description)) return { ...base, kind: 'Interest' };
    // Interest the account paid is interest; negative interest is a fee.
    if (INTEREST.test(description)) return { ...base, kind: /^\s*-|^\(/.test(amount ?? '') ? 'Fee' : 'Interest' };
    return { ...base, kind: kindFrom(description, KINDS), ticker: filled(row.ticker) };
  },
  notes: [
    'the instrument is recorded under its ISIN (the file has no ticker)',
    "trades are read from their descriptions and the fees of their orders are fee activities beside them: import the statement or the Transactions export for trades, not both",
  ],
};
