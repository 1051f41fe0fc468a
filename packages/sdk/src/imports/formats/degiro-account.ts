import { corporateAction, notAnActivity, type Problem } from '../problems.js';
import type { CsvFormat } from '../csv-formats.js';
import { formatNote, ISIN_AS_SYMBOL } from '../import-codes.js';
import { filled, kindFrom } from './words.js';
import { degiroTradeOf } from './degiro-trade-description.js';

// DEGIRO's account statement (Account.csv / Kontoauszug / Rekeningoverzicht / Extracto / Extrato / Relevé de compte): one cash
// movement per row, its kind in the description. The currency is in the column headed "Change" (Mutatie,
// Änderung, Mudança, Variación) and the amount in the unnamed column after it. A trade is a row too, its
// units and price written in the description ("Koop 34 @ 26,88 EUR"); the fees of its order are rows of
// their own with the order's id, so they are fee activities beside it. A currency conversion is two rows
// (FX Debit out of one currency, FX Credit into another, at one time): joined into one conversion.
// "Crédito de divisa" also as a file saved in the wrong encoding writes it ("CrÃ©dito de divisa").
const FX = /valuta ?(creditering|debitering)|fx (credit|debit)|currency conversion|w[äa]hrungswechsel|change de devise|de divisas?\b|c[âa]mbio de divisas/i;
const SWEEP = /cash sweep|money ?market|geldmarkt|fundo do mercado monet|fondo del mercado monet|fonds mon[ée]taires|fonds monã©taires/i;
// Cash moved between the DEGIRO account and its own cash account at flatexDEGIRO Bank: one account to the user.
const OWN_CASH_ACCOUNT = /geldrekening bij flatex|flatex cash account|geldkonto bei flatex/i;
const NAMED_SKIPS: [RegExp, string, (reason: string) => Problem][] = [
  [/^productwijziging|^product change|^produkt[äa]nderung/i, 'a product change (the same holding under a new product): a corporate action, record it by hand', corporateAction],
  [/^stock dividend|^stockdividend|^aktiendividende/i, 'a dividend paid in shares: a corporate action, record the shares by hand', corporateAction],
  [/^degiro courtesy|^degiro kulanz|^coulance/i, 'a credit from DEGIRO (a courtesy refund of its fees); record-trades has no refund', notAnActivity],
  // An instant deposit is credited as a reservation and released when the money arrives, as its own deposit row.
  [/^reserv(ation|ering|ierung)/i, 'the provisional credit of a deposit, released when the deposit itself (its own row) arrives', notAnActivity],
];
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
const CURRENCY_COLUMNS = ['change', 'mutatie', 'anderung', 'mudanca', 'variacion', 'mouvements'];

export const degiroAccount: CsvFormat = {
  name: 'degiro-account',
  label: 'DEGIRO account statement',
  signatures: [
    ['date', 'time', 'valuedate', 'product', 'isin', 'description', 'change', 'balance'],
    ['datum', 'tijd', 'valutadatum', 'product', 'isin', 'omschrijving', 'mutatie', 'saldo'],
    ['datum', 'uhrzeit', 'valutadatum', 'produkt', 'isin', 'beschreibung', 'anderung', 'saldo'],
    ['data', 'hora', 'datavalor', 'produto', 'isin', 'descricao', 'mudanca', 'saldo'],
    ['fecha', 'hora', 'fechavalor', 'producto', 'isin', 'descripcion', 'variacion', 'saldo'],
    // French: the ISIN column is `Code ISIN` in some exports, `ISIN` in others; the currency column `Mouvements`.
    ['date', 'heure', 'datedevaleur', 'produit', 'codeisin', 'description', 'mouvements', 'solde'],
    ['date', 'heure', 'datedevaleur', 'produit', 'isin', 'description', 'mouvements', 'solde'],
  ],
  aliases: {
    executedAt: ['date', 'datum', 'data', 'fecha'],
    time: ['time', 'tijd', 'uhrzeit', 'hora', 'heure'],
    ticker: ['isin', 'codeisin'],
    type: ['description', 'omschrijving', 'beschreibung', 'descricao', 'descripcion'],
  },
  dateOrder: 'dmy',
  timeZone: 'Europe/Amsterdam',
  signedAmounts: true,
  adapt: (row, cells) => {
    const description = row.kind?.trim() ?? '';
    // DEGIRO breaks a long order id over two lines: the second holds nothing but the id's end.
    if (!row.date?.trim() && !description && filled(cells.get('orderid') ?? cells.get('iddaordem') ?? cells.get('idorden') ?? cells.get('idordre'))) {
      return { ...row, skip: notAnActivity("the end of the order id of the line above (DEGIRO broke it over two lines), not a row of its own") };
    }
    const currencyColumn = CURRENCY_COLUMNS.find((name) => cells.get(name) !== undefined)!;
    const amount = cells.after(currencyColumn);
    const base = { ...row, amount, currency: cells.get(currencyColumn), id: undefined };
    if (SWEEP.test(description)) return { ...base, skip: notAnActivity(`${description}: cash moved to or from DEGIRO's money-market fund, not an activity`) };
    if (OWN_CASH_ACCOUNT.test(description)) return { ...base, skip: notAnActivity(`${description}: cash moved between the DEGIRO account and its own flatex cash account, not an activity`) };
    const named = NAMED_SKIPS.find(([pattern]) => pattern.test(description));
    if (named) return { ...base, skip: named[2](`${description}: ${named[1]}`) };
    const trade = degiroTradeOf(description, amount);
    if (trade) {
      if ('skip' in trade) return { ...base, skip: notAnActivity(trade.skip) };
      // The row's cash is the trade's amount in the account; the price and its currency are the description's.
      return { ...base, kind: trade.side, read: { quantity: trade.quantity, price: trade.price }, currency: trade.currency, amount: undefined };
    }
    // The two legs of a conversion (money out in one currency, in in another) share their time and product: one conversion.
    if (FX.test(description)) return { ...base, fxLeg: { key: `${row.date?.trim()} ${row.time?.trim()} ${row.ticker?.trim()}`, label: description } };
    if (FUND_DISTRIBUTION.test(description)) return { ...base, kind: 'Interest' };
    // Interest the account paid is interest; negative interest is a fee.
    if (INTEREST.test(description)) return { ...base, kind: /^\s*-|^\(/.test(amount ?? '') ? 'Fee' : 'Interest' };
    // A row against its kind's sign (a withdrawal and its processing are two rows of opposite signs) is named by the reader.
    return { ...base, kind: kindFrom(description, KINDS), ticker: filled(row.ticker) };
  },
  notes: [
    ISIN_AS_SYMBOL,
    formatNote("trades are read from their descriptions and the fees of their orders are fee activities beside them: import the statement or the Transactions export for trades, not both"),
  ],
};
