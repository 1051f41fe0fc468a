import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseBrokerFile, type ImportResult } from '@clarity/sdk';

// The formats of the registry beyond the first six, one fixture each (test/fixtures/brokers), written
// from the broker's export layout. Every expected figure is read off the fixture by hand: times
// converted from the format's zone (CET is UTC+1, CEST +2, EST −5, EDT −4), prices derived from net
// amounts by hand (amount less fees and taxes, over the units), fees and taxes kept.

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'brokers', name), 'utf8');
const withoutIds = (result: ImportResult) => result.activities.map(({ externalId: _id, ...activity }) => activity);
const skippedOf = (result: ImportResult) => result.skipped.map((row) => `${row.line}: ${row.reason}`);

describe('detectFormat names every format of the registry', () => {
  it.each([
    ['degiro-account-en.csv', 'degiro-account'],
    ['degiro-account-nl.csv', 'degiro-account'],
    ['degiro-account-de.csv', 'degiro-account'],
    ['trade-republic-de.csv', 'trade-republic'],
    ['trade-republic-en.csv', 'trade-republic'],
    ['portfolio-performance-de.csv', 'portfolio-performance'],
    ['portfolio-performance-en.csv', 'portfolio-performance'],
    ['wealthfolio.csv', 'wealthfolio'],
    ['xtb.csv', 'xtb'],
    ['xtb-pl.csv', 'xtb'],
    ['etoro.csv', 'etoro'],
    ['saxo.csv', 'saxo'],
    ['fidelity.csv', 'fidelity'],
    ['vanguard.csv', 'vanguard'],
    ['swissquote-de.csv', 'swissquote'],
    ['parqet.csv', 'parqet'],
    ['avanza.csv', 'avanza'],
    ['nordnet-sv.csv', 'nordnet'],
    ['investengine.csv', 'investengine'],
    ['hargreaves-lansdown.csv', 'hargreaves-lansdown'],
    ['vanguard-uk.csv', 'vanguard-uk'],
    ['bux.csv', 'bux'],
    ['rabobank.csv', 'rabobank'],
    ['directa.csv', 'directa'],
    ['disnat.csv', 'disnat'],
    ['sharesight.csv', 'sharesight'],
    ['merrill.csv', 'merrill'],
    ['degiro-account-fr.csv', 'degiro-account'],
    ['degiro-transactions-fi.csv', 'degiro-transactions'],
    ['ghostfolio.json', 'ghostfolio'],
    ['ibkr-activity-statement.csv', 'ibkr-activity-statement'],
    ['ibkr-flex-corporate-actions.xml', 'ibkr-flex-xml'],
  ])('%s is %s', (file, format) => {
    expect(detectFormat(fixture(file))).toMatchObject({ format });
    expect(parseBrokerFile(fixture(file)).format).toBe(format);
  });
});

describe('DEGIRO account statement', () => {
  it('English: deposits, dividends and their tax, fees and withdrawals; trades from their descriptions with their order fees; FX legs joined into a conversion, sweeps named', () => {
    const result = parseBrokerFile(fixture('degiro-account-en.csv'));
    expect(skippedOf(result)).toEqual(["11: Degiro Cash Sweep Transfer: cash moved to or from DEGIRO's money-market fund, not an activity"]);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 500, currency: 'EUR', executedAt: '2021-12-02T08:00:00.000Z' },
      // 10 × 150.25 = 1,502.50 USD, the row's amount; 15:31 in Amsterdam (CET) is 14:31 UTC.
      { ticker: 'US0378331005', side: 'buy', quantity: 10, price: 150.25, currency: 'USD', executedAt: '2021-11-17T14:31:00.000Z' },
      { type: 'fee', amount: 0.5, currency: 'EUR', ticker: 'US0378331005', executedAt: '2021-11-17T14:31:00.000Z' },
      { type: 'dividend', ticker: 'US0378331005', amount: 2.2, currency: 'USD', executedAt: '2021-12-10T06:40:00.000Z' },
      { type: 'tax', amount: 0.33, currency: 'USD', ticker: 'US0378331005', executedAt: '2021-12-10T06:40:00.000Z' },
      // Lines 7 and 8: the dividend's 1.87 USD out, 1.65 EUR in (1.87 ÷ 1.13 is 1.655), at 07:41 in Amsterdam.
      { type: 'conversion', soldAmount: 1.87, soldCurrency: 'USD', boughtAmount: 1.65, boughtCurrency: 'EUR', executedAt: '2021-12-10T06:41:00.000Z' },
      { type: 'fee', amount: 2.5, currency: 'EUR', executedAt: '2022-01-03T13:00:00.000Z' },
      { type: 'withdrawal', amount: 100, currency: 'EUR', executedAt: '2022-01-05T09:00:00.000Z' },
    ]);
  });

  it('Dutch headers and decimal commas', () => {
    const result = parseBrokerFile(fixture('degiro-account-nl.csv'));
    // An FX leg without its twin is no conversion.
    expect(skippedOf(result)).toEqual(['5: Valuta Debitering -10 EUR: one leg of a currency conversion whose other leg (money in in another currency, at the same time) is not in the file; not recorded']);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-02-03T08:15:00.000Z' },
      { type: 'dividend', ticker: 'IE00B3RBWM25', amount: 3.45, currency: 'EUR', executedAt: '2026-03-15T07:00:00.000Z' },
      { type: 'tax', amount: 0.52, currency: 'EUR', ticker: 'IE00B3RBWM25', executedAt: '2026-03-15T07:00:00.000Z' },
    ]);
  });

  it('German headers; negative interest is a fee', () => {
    const result = parseBrokerFile(fixture('degiro-account-de.csv'));
    expect(result.skipped).toEqual([]);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 500, currency: 'EUR', executedAt: '2026-03-12T08:30:00.000Z' },
      { type: 'fee', amount: 0.12, currency: 'EUR', executedAt: '2026-03-31T16:00:00.000Z' },
    ]);
  });
});

describe('Trade Republic', () => {
  it('German: prices from net values, fees kept, the tax on a sale as its own activity, the gross dividend; a tax refund named', () => {
    const result = parseBrokerFile(fixture('trade-republic-de.csv'));
    expect(skippedOf(result)).toEqual(['7: Steuerrückerstattung: a tax refund; record-trades has no refund, enter it as a correction of the tax it returns']);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-01-01T23:00:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'buy', quantity: 10, price: 100, currency: 'EUR', executedAt: '2026-01-04T23:00:00.000Z', fees: 1 },
      { ticker: 'IE00B4L5Y983', side: 'sell', quantity: 5, price: 100, currency: 'EUR', executedAt: '2026-02-09T23:00:00.000Z', fees: 1 },
      { type: 'tax', amount: 0.8, currency: 'EUR', ticker: 'IE00B4L5Y983', executedAt: '2026-02-09T23:00:00.000Z' },
      { type: 'dividend', ticker: 'US0378331005', amount: 5, withholdingTax: 0.75, currency: 'EUR', executedAt: '2026-03-01T23:00:00.000Z' },
      { type: 'interest', amount: 2.1, currency: 'EUR', executedAt: '2026-03-30T22:00:00.000Z' },
    ]);
  });

  it('English headers', () => {
    const result = parseBrokerFile(fixture('trade-republic-en.csv'));
    expect(result.skipped).toEqual([]);
    expect(withoutIds(result)).toEqual([
      { ticker: 'US0378331005', side: 'buy', quantity: 2.5, price: 200, currency: 'EUR', executedAt: '2026-01-04T23:00:00.000Z', fees: 1 },
      { type: 'withdrawal', amount: 100, currency: 'EUR', executedAt: '2026-01-30T23:00:00.000Z' },
    ]);
  });
});

describe('Portfolio Performance CSV', () => {
  it('German: the ticker else the ISIN, net values, deliveries as transfers; internal transfers and refunds named', () => {
    const result = parseBrokerFile(fixture('portfolio-performance-de.csv'));
    expect(skippedOf(result)).toEqual([
      '6: Umbuchung (Ausgang): a transfer between two of your Portfolio Performance accounts, not a movement of the brokerage account',
      '7: Gebührenerstattung: a refund; record-trades has no refund, enter it as a correction of what it returns',
    ]);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 5000, currency: 'EUR', executedAt: '2026-01-02T09:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 150, currency: 'EUR', executedAt: '2026-01-05T10:30:00.000Z', fees: 5.5 },
      { type: 'dividend', ticker: 'AAPL', amount: 10, withholdingTax: 1.5, currency: 'EUR', executedAt: '2026-02-13T00:00:00.000Z' },
      { type: 'transfer_in', ticker: 'IE00B4L5Y983', quantity: 20, costBasis: 2000, currency: 'EUR', executedAt: '2026-02-20T00:00:00.000Z' },
    ]);
    expect(result.warnings.join('\n')).toMatch(/read in UTC/);
  });

  it('English: a sale with fees and taxes, a delivery out', () => {
    const result = parseBrokerFile(fixture('portfolio-performance-en.csv'));
    expect(result.skipped).toEqual([]);
    expect(withoutIds(result)).toEqual([
      { ticker: 'AAPL', side: 'sell', quantity: 10, price: 190, currency: 'USD', executedAt: '2026-02-20T00:00:00.000Z', fees: 2 },
      { type: 'tax', amount: 4.8, currency: 'USD', ticker: 'AAPL', executedAt: '2026-02-20T00:00:00.000Z' },
      { type: 'transfer_out', ticker: 'MSFT', quantity: 5, costBasis: 950, currency: 'USD', executedAt: '2026-03-01T00:00:00.000Z' },
    ]);
  });
});

describe('Merrill Edge', () => {
  it("the kind from Description 1, money out in brackets, New York dates; a pending sale named", () => {
    const result = parseBrokerFile(fixture('merrill.csv'));
    // 2 March is EST (UTC−5); 13 March, after the 8 March change, EDT (UTC−4).
    expect(withoutIds(result)).toEqual([
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 180.5, currency: 'USD', executedAt: '2026-03-02T05:00:00.000Z' },
      { type: 'dividend', ticker: 'AAPL', amount: 2.6, currency: 'USD', executedAt: '2026-03-13T04:00:00.000Z' },
      { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2026-03-01T05:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual(['5: Sale: pending, not settled; not recorded']);
  });
});

describe('Wealthfolio', () => {
  it('cash under $CASH, trades with their fee, a dividend, a transfer in with its cost; a split named', () => {
    const result = parseBrokerFile(fixture('wealthfolio.csv'));
    expect(skippedOf(result)).toEqual(["7: SPLIT: the file does not say the ratio in a documented column; record the split by hand"]);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 10000, currency: 'USD', executedAt: '2026-01-02T10:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 180.5, currency: 'USD', executedAt: '2026-01-05T15:00:00.000Z', fees: 1 },
      { type: 'dividend', ticker: 'AAPL', amount: 2.4, currency: 'USD', executedAt: '2026-02-13T00:00:00.000Z' },
      { type: 'transfer_in', ticker: 'MSFT', quantity: 5, costBasis: 2000, currency: 'USD', executedAt: '2026-03-01T00:00:00.000Z' },
      { type: 'fee', amount: 3.5, currency: 'USD', executedAt: '2026-03-15T00:00:00.000Z' },
    ]);
  });
});

describe('XTB cash operations', () => {
  it('units from the comment, price from the amount, ids kept, Warsaw time; a CFD close named; needs the account currency', () => {
    const result = parseBrokerFile(fixture('xtb.csv'), { currency: 'USD' });
    expect(skippedOf(result)).toEqual(['8: close trade: the cash of a CFD position (a contract on the price), not a held security']);
    expect(result.activities).toEqual([
      { type: 'deposit', amount: 1000, currency: 'USD', executedAt: '2026-01-02T08:00:00.000Z', externalId: '501' },
      { ticker: 'AAPL.US', side: 'buy', quantity: 2, price: 180.5, currency: 'USD', executedAt: '2026-01-05T14:31:05.000Z', externalId: '502' },
      // A close repeats its position's ID in real exports (an open and its close, both 419846716): named apart.
      { ticker: 'AAPL.US', side: 'sell', quantity: 1, price: 190, currency: 'USD', executedAt: '2026-02-20T15:00:00.000Z', externalId: '503-close' },
      { type: 'dividend', ticker: 'AAPL.US', amount: 0.48, currency: 'USD', executedAt: '2026-02-13T11:00:00.000Z', externalId: '504' },
      { type: 'tax', amount: 0.07, currency: 'USD', ticker: 'AAPL.US', executedAt: '2026-02-13T11:00:00.000Z', externalId: '505' },
      { type: 'interest', amount: 1.15, currency: 'USD', executedAt: '2026-01-31T22:00:00.000Z', externalId: '506' },
    ]);
    const without = parseBrokerFile(fixture('xtb.csv'));
    expect(without.activities).toEqual([]);
    // Asked once for the file, not on every row.
    expect(without.skipped).toEqual([
      { line: 0, code: 'file.currency_missing', reason: "currency: XTB cash operations files do not name the account's currency; pass { currency } (the account's, e.g. { currency: 'EUR' })" },
    ]);
  });

  it('Polish headers and decimal commas', () => {
    expect(withoutIds(parseBrokerFile(fixture('xtb-pl.csv'), { currency: 'PLN' }))).toEqual([
      { type: 'deposit', amount: 1000, currency: 'PLN', executedAt: '2026-01-02T08:00:00.000Z' },
      { ticker: 'CDR.PL', side: 'buy', quantity: 4, price: 250, currency: 'PLN', executedAt: '2026-01-05T09:00:00.000Z' },
    ]);
  });
});

describe('eToro account activity', () => {
  it('open and close as buy and sell priced from amount over units, named by position and side; a CFD named; fees and withdrawals', () => {
    const result = parseBrokerFile(fixture('etoro.csv'));
    expect(skippedOf(result)).toEqual(['6: a CFD position: a contract on the price, not a held security']);
    expect(result.activities).toEqual([
      { type: 'deposit', amount: 1000, currency: 'USD', executedAt: '2026-01-02T09:00:00.000Z', externalId: expect.stringMatching(/^deposit-/) },
      { ticker: 'AAPL', side: 'buy', quantity: 2, price: 180.5, currency: 'USD', executedAt: '2026-01-05T15:31:05.000Z', externalId: '2480001-open' },
      { type: 'dividend', ticker: 'AAPL', amount: 0.41, currency: 'USD', executedAt: '2026-02-13T12:00:00.000Z', externalId: expect.stringMatching(/^dividend-/) },
      { ticker: 'AAPL', side: 'sell', quantity: 2, price: 190, currency: 'USD', executedAt: '2026-02-20T16:00:00.000Z', externalId: '2480001-close' },
      { type: 'fee', amount: 0.12, currency: 'USD', executedAt: '2026-02-28T22:00:00.000Z', externalId: expect.stringMatching(/^fee-/) },
      { type: 'withdrawal', amount: 200, currency: 'USD', executedAt: '2026-03-03T09:00:00.000Z', externalId: expect.stringMatching(/^withdrawal-/) },
    ]);
  });
});

describe('Saxo Bank transactions', () => {
  it('a trade in the instrument currency with its commission in the account currency apart; dividends, tax, custody fee', () => {
    const result = parseBrokerFile(fixture('saxo.csv'));
    expect(result.skipped).toEqual([]);
    expect(result.activities).toEqual([
      { type: 'deposit', amount: 10000, currency: 'EUR', executedAt: '2026-01-01T23:00:00.000Z', externalId: 'T-1' },
      { ticker: 'AAPL:xnas', side: 'buy', quantity: 10, price: 180.5, currency: 'USD', executedAt: '2026-01-04T23:00:00.000Z', externalId: 'T-2' },
      { type: 'fee', amount: 3, currency: 'EUR', ticker: 'AAPL:xnas', executedAt: '2026-01-04T23:00:00.000Z', externalId: 'T-2-fee' },
      { type: 'dividend', ticker: 'AAPL:xnas', amount: 2.06, currency: 'EUR', executedAt: '2026-02-12T23:00:00.000Z', externalId: 'T-3' },
      { type: 'tax', amount: 0.31, currency: 'EUR', ticker: 'AAPL:xnas', executedAt: '2026-02-12T23:00:00.000Z', externalId: 'T-4' },
      { type: 'fee', amount: 2.5, currency: 'EUR', executedAt: '2026-03-30T22:00:00.000Z', externalId: 'T-5' },
    ]);
  });
});

describe('Fidelity', () => {
  it('the kind from the Action, commission and fees summed, reinvestments as buys, US dates in New York; the disclaimer named', () => {
    const result = parseBrokerFile(fixture('fidelity.csv'));
    expect(skippedOf(result)).toEqual(['10: type: missing']);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2026-01-02T05:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 180.5, currency: 'USD', executedAt: '2026-01-05T05:00:00.000Z', fees: 0.02 },
      { type: 'dividend', ticker: 'AAPL', amount: 2.4, currency: 'USD', executedAt: '2026-02-13T05:00:00.000Z' },
      { ticker: 'AAPL', side: 'buy', quantity: 0.013, price: 184.62, currency: 'USD', executedAt: '2026-02-13T05:00:00.000Z' },
      { ticker: 'AAPL', side: 'sell', quantity: 5, price: 190, currency: 'USD', executedAt: '2026-02-20T05:00:00.000Z', fees: 0.03 },
      { type: 'tax', amount: 0.45, currency: 'USD', ticker: 'ASML', executedAt: '2026-03-15T04:00:00.000Z' },
    ]);
  });
});

describe('Vanguard', () => {
  it('the transactions below the holdings table; reinvestments as buys; sweeps named', () => {
    const result = parseBrokerFile(fixture('vanguard.csv'));
    expect(skippedOf(result)).toEqual(['10: Sweep out: cash swept between the settlement fund and the account, not an activity']);
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 3000, currency: 'USD', executedAt: '2026-01-02T05:00:00.000Z' },
      { ticker: 'VTI', side: 'buy', quantity: 10, price: 250, currency: 'USD', executedAt: '2026-01-05T05:00:00.000Z' },
      { type: 'dividend', ticker: 'VTI', amount: 9.15, currency: 'USD', executedAt: '2026-03-27T04:00:00.000Z' },
      { ticker: 'VTI', side: 'buy', quantity: 0.036, price: 254.17, currency: 'USD', executedAt: '2026-03-27T04:00:00.000Z' },
    ]);
  });
});

describe('Ghostfolio export (JSON)', () => {
  it('trades with fees, a dividend as units × amount per unit, a fee; a valuable named on the line its object starts', () => {
    const result = parseBrokerFile(fixture('ghostfolio.json'));
    expect(skippedOf(result)).toEqual(['19: ITEM: a valuable is not a brokerage activity']);
    expect(withoutIds(result)).toEqual([
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 180.5, currency: 'USD', executedAt: '2026-01-05T15:00:00.000Z', fees: 1 },
      { type: 'dividend', ticker: 'AAPL', amount: 2.4, currency: 'USD', executedAt: '2026-02-13T00:00:00.000Z' },
      { type: 'fee', amount: 2.5, currency: 'USD', executedAt: '2026-03-31T00:00:00.000Z' },
      { ticker: 'AAPL', side: 'sell', quantity: 5, price: 190, currency: 'USD', executedAt: '2026-02-20T16:00:00.000Z' },
    ]);
  });

  it('a truncated export is refused with the line where it breaks', () => {
    const text = fixture('ghostfolio.json');
    const result = parseBrokerFile(text.slice(0, text.indexOf('"type": "BUY"')));
    expect(result.activities).toEqual([]);
    expect(result.skipped).toEqual([{ line: expect.any(Number), code: 'file.json_invalid', reason: expect.stringMatching(/^not valid JSON/) }]);
  });
});

describe('IBKR activity statement (CSV)', () => {
  it('trades, deposits, dividends, withholding tax, fees, interest and splits by section; totals left out; forex named', () => {
    const result = parseBrokerFile(fixture('ibkr-activity-statement.csv'));
    expect(skippedOf(result)).toEqual(['10: Trades: Forex is not imported (stocks, funds, bonds and crypto only)']);
    expect(withoutIds(result)).toEqual([
      { ticker: 'AAPL', side: 'buy', quantity: 10, price: 180.5, currency: 'USD', executedAt: '2026-01-05T14:31:05.000Z', fees: 1 },
      { ticker: 'AAPL', side: 'sell', quantity: 5, price: 190, currency: 'USD', executedAt: '2026-02-20T16:00:00.000Z', fees: 1.05 },
      { type: 'deposit', amount: 5000, currency: 'USD', executedAt: '2026-01-02T05:00:00.000Z' },
      { type: 'dividend', ticker: 'AAPL', amount: 2.4, currency: 'USD', executedAt: '2026-02-13T05:00:00.000Z' },
      { type: 'tax', amount: 0.36, currency: 'USD', ticker: 'AAPL', executedAt: '2026-02-13T05:00:00.000Z' },
      { type: 'fee', amount: 10, currency: 'USD', executedAt: '2026-02-03T05:00:00.000Z' },
      { type: 'interest', amount: 0.85, currency: 'USD', executedAt: '2026-03-03T05:00:00.000Z' },
      // "Split 10 for 1" at 2026-03-09 20:25 New York time (EDT since March 8, UTC−4): 2026-03-10 00:25 UTC.
      { type: 'split', ticker: 'NVDA', ratio: { from: 1, to: 10 }, executedAt: '2026-03-10T00:25:00.000Z' },
    ]);
    expect(result.warnings).toContain('sections not read (summaries of the activities): Net Asset Value');
  });

  it('a reverse split is its row adding shares (the row taking the old ones out is named); a merger is named', () => {
    const text = [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,BrokerName,Interactive Brokers LLC',
      'Corporate Actions,Header,Asset Category,Currency,Report Date,Date/Time,Description,Quantity,Proceeds,Value,Realized P/L,Code',
      'Corporate Actions,Data,Stocks,USD,2026-05-04,"2026-05-01, 20:25:00",XYZ.OLD(US0000000001) Split 1 for 20 (XYZ.OLD),-200,0,0,0,',
      'Corporate Actions,Data,Stocks,USD,2026-05-04,"2026-05-01, 20:25:00",XYZ(US0000000002) Split 1 for 20 (XYZ),10,0,0,0,',
      'Corporate Actions,Data,Stocks,USD,2026-06-02,"2026-06-01, 20:25:00",ABC(US0000000003) Merged(Acquisition) FOR USD 50.00 PER SHARE (ABC),-10,500,0,120,',
    ].join('\n');
    const result = parseBrokerFile(text);
    expect(withoutIds(result)).toEqual([
      // One new share for twenty old; 20:25 EDT on May 1 is 00:25 UTC on May 2.
      { type: 'split', ticker: 'XYZ', ratio: { from: 20, to: 1 }, executedAt: '2026-05-02T00:25:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual([
      '4: Corporate Actions: XYZ.OLD(US0000000001) Split 1 for 20 (XYZ.OLD): the shares a split takes out; the split is the row that adds the new ones',
      '6: Corporate Actions: ABC(US0000000003) Merged(Acquisition) FOR USD 50.00 PER SHARE (ABC); only splits are read, record mergers and spin-offs by hand',
    ]);
  });
});

describe('IBKR Flex XML corporate actions', () => {
  it('splits (FS, and RS on its row adding shares) become split activities; mergers, spin-offs and summary rows are named', () => {
    const result = parseBrokerFile(fixture('ibkr-flex-corporate-actions.xml'));
    expect(result.format).toBe('ibkr-flex-xml');
    expect(result.activities).toEqual([
      // 10:15 New York time in August (EDT, UTC−4).
      { ticker: 'AAPL', side: 'buy', quantity: 75, price: 210.1, currency: 'USD', executedAt: '2024-08-05T14:15:00.000Z', fees: 1, externalId: '7101' },
      // "SPLIT 4 FOR 1" at 20:25 EDT on August 28: four shares for one, 00:25 UTC on the 29th.
      { type: 'split', ticker: 'AAPL', ratio: { from: 1, to: 4 }, executedAt: '2024-08-29T00:25:00.000Z', externalId: '9201' },
      // "SPLIT 1 FOR 20" on the row adding the new XYZ shares; 20:25 EDT on November 1 is 00:25 UTC on the 2nd.
      { type: 'split', ticker: 'XYZ', ratio: { from: 20, to: 1 }, executedAt: '2024-11-02T00:25:00.000Z', externalId: '9203' },
    ]);
    expect(skippedOf(result)).toEqual([
      '10: CorporateAction RS (a reverse split): XYZ.OLD(US0000000001) SPLIT 1 FOR 20 (XYZ.OLD, XYZ CORP, US0000000001): the shares a split takes out; the split is the row that adds the new ones',
      '12: CorporateAction TC (a merger or acquisition): ABC(US0000000003) MERGED(ACQUISITION) FOR USD 50.00 PER SHARE (ABC, ABC INC, US0000000003); only splits are read, record it by hand',
      '13: CorporateAction SO (a spin-off): PARENT(US0000000004) SPINOFF 1 FOR 5 (NEWCO, NEWCO, US0000000005); only splits are read, record it by hand',
      '14: CorporateAction FS (a forward split): AAPL(US0378331005) SPLIT 4 FOR 1 (AAPL, APPLE INC, US0378331005): a summary row (levelOfDetail SUMMARY); its detail rows are the actions',
    ]);
  });
});

describe('real exports (first contact, test/fixtures/real/SOURCES.md)', () => {
  const real = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'real', name), 'utf8');

  it("Schwab's abbreviated distributions and fees are dividends and fees; a split is named", () => {
    const result = parseBrokerFile(real('schwab-distributions.csv'));
    expect(result.format).toBe('schwab');
    // Dates alone are midnight in New York (EDT, UTC−4, on every date here).
    expect(withoutIds(result)).toEqual([
      { type: 'dividend', ticker: 'GBDC', amount: 149.64, currency: 'USD', executedAt: '2023-09-29T04:00:00.000Z' },
      { type: 'dividend', ticker: 'ARCC', amount: 177.7, currency: 'USD', executedAt: '2023-09-29T04:00:00.000Z' },
      { type: 'fee', amount: 519.67, currency: 'USD', executedAt: '2023-08-24T04:00:00.000Z' },
      { type: 'dividend', ticker: 'DGLRX', amount: 99.02, currency: 'USD', executedAt: '2023-03-28T04:00:00.000Z' },
      { type: 'fee', ticker: 'IBN', amount: 0.5, currency: 'USD', executedAt: '2024-09-06T04:00:00.000Z' },
    ]);
    expect(skippedOf(result)).toEqual(['7: Stock Split: shares changed without a trade; record it by hand']);
  });

  it("Ghostfolio's CSV layout (Code as the symbol); a date with the same day and month needs no order", () => {
    const btc = parseBrokerFile(real('ghostfolio-btcusd.csv'));
    // 12/12/2021 is December 12 read either way: no dateOrder is asked for.
    expect(withoutIds(btc)).toEqual([{ ticker: 'BTCUSD', side: 'buy', quantity: 1, price: 44558.42, currency: 'USD', executedAt: '2021-12-12T00:00:00.000Z' }]);
    expect(btc.skipped).toEqual([]);
    const isin = parseBrokerFile(real('ghostfolio-ok-isin.csv'));
    expect(withoutIds(isin)).toEqual([
      { ticker: 'DK0060442556', side: 'buy', quantity: 5, price: 275.1, currency: 'DKK', executedAt: '2024-02-25T00:00:00.000Z' },
      { ticker: 'SPIC25KL.CO', side: 'buy', quantity: 5, price: 275.1, currency: 'DKK', executedAt: '2024-02-25T00:00:00.000Z' },
    ]);
    expect(isin.skipped).toEqual([]);
  });
});

describe('Swissquote', () => {
  it('German headers: Kosten as the fee, Zurich time, a dividend net of its tax withheld, custody fees with their VAT, money in and out by sign', () => {
    const result = parseBrokerFile(fixture('swissquote-de.csv'));
    expect(result.format).toBe('swissquote');
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 5000, currency: 'CHF', executedAt: '2026-03-12T08:00:00.000Z' },
      // 20 × 85.50 = 1,710.00, plus 9.85 of costs: the net 1,719.85.
      { ticker: 'NESN', side: 'buy', quantity: 20, price: 85.5, currency: 'CHF', executedAt: '2026-03-13T09:15:20.000Z', fees: 9.85 },
      // 20 × 3.05 = 61.00 gross: 39.65 credited and 21.35 (35 %) withheld.
      { type: 'dividend', ticker: 'NESN', amount: 61, withholdingTax: 21.35, currency: 'CHF', executedAt: '2026-04-20T05:00:00.000Z' },
      { type: 'fee', amount: 27.03, currency: 'CHF', executedAt: '2026-06-30T16:00:00.000Z' },
      { ticker: 'NESN', side: 'sell', quantity: 10, price: 90, currency: 'CHF', executedAt: '2026-07-01T09:30:45.000Z', fees: 9.85 },
      { type: 'withdrawal', amount: 1000, currency: 'CHF', executedAt: '2026-07-02T06:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('DEGIRO in French and Finnish', () => {
  it('the French statement (Mouvements, Code ISIN): a trade from its description with its fee, a dividend and its tax, a deposit', () => {
    expect(withoutIds(parseBrokerFile(fixture('degiro-account-fr.csv')))).toEqual([
      { type: 'deposit', amount: 2000, currency: 'EUR', executedAt: '2026-01-10T08:12:00.000Z' },
      // 5 × 175.5 = 877.50, the row's amount.
      { ticker: 'FR0000120073', side: 'buy', quantity: 5, price: 175.5, currency: 'EUR', executedAt: '2026-01-15T14:31:00.000Z' },
      { type: 'fee', amount: 2, currency: 'EUR', ticker: 'FR0000120073', executedAt: '2026-01-15T14:31:00.000Z' },
      { type: 'dividend', ticker: 'FR0000120073', amount: 16, currency: 'EUR', executedAt: '2026-05-20T05:40:00.000Z' },
      { type: 'tax', amount: 4.8, currency: 'EUR', ticker: 'FR0000120073', executedAt: '2026-05-20T05:40:00.000Z' },
    ]);
  });

  it('the Finnish Transactions export (Päiväys, Kurssi, Transaction costs)', () => {
    expect(withoutIds(parseBrokerFile(fixture('degiro-transactions-fi.csv')))).toEqual([
      { ticker: 'FI0009000681', side: 'buy', quantity: 100, price: 4.25, currency: 'EUR', executedAt: '2026-02-12T15:05:00.000Z', fees: 3.9 },
    ]);
  });
});

describe('Parqet', () => {
  it('the ISIN as the instrument, gross amounts with tax and fee apart, decimal commas, ISO instants', () => {
    const result = parseBrokerFile(fixture('parqet.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-01-05T09:00:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'buy', quantity: 5, price: 110.5, currency: 'EUR', executedAt: '2026-01-06T14:30:00.000Z', fees: 1 },
      // 5 × 0.50 = 2.50 gross, 0.66 withheld.
      { type: 'dividend', ticker: 'IE00B4L5Y983', amount: 2.5, withholdingTax: 0.66, currency: 'EUR', executedAt: '2026-03-02T08:00:00.000Z' },
      { type: 'interest', amount: 3.2, currency: 'EUR', executedAt: '2026-04-01T06:00:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'sell', quantity: 2, price: 120, currency: 'EUR', executedAt: '2026-05-04T12:15:00.000Z', fees: 1 },
      { type: 'tax', amount: 2.64, currency: 'EUR', ticker: 'IE00B4L5Y983', executedAt: '2026-05-04T12:15:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('Avanza', () => {
  it('Swedish: the ISIN as the instrument, the price in the instrument currency and the courtage in SEK, foreign tax withheld as a tax, Stockholm dates', () => {
    const result = parseBrokerFile(fixture('avanza.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 5000, currency: 'SEK', executedAt: '2026-01-04T23:00:00.000Z' },
      { ticker: 'SE0015811963', side: 'buy', quantity: 10, price: 250.4, currency: 'SEK', executedAt: '2026-01-06T23:00:00.000Z', fees: 1.39 },
      // 2 × 410.00 USD × 11.02 = 9,036.40 SEK, plus 19 SEK courtage: the 9,055.40 paid.
      { ticker: 'US5949181045', side: 'buy', quantity: 2, price: 410, currency: 'USD', executedAt: '2026-02-02T23:00:00.000Z' },
      { type: 'fee', amount: 19, currency: 'SEK', ticker: 'US5949181045', executedAt: '2026-02-02T23:00:00.000Z' },
      { type: 'dividend', ticker: 'US5949181045', amount: 18.3, currency: 'SEK', executedAt: '2026-03-11T23:00:00.000Z' },
      { type: 'tax', amount: 2.75, currency: 'SEK', ticker: 'US5949181045', executedAt: '2026-03-11T23:00:00.000Z' },
      { ticker: 'SE0015811963', side: 'sell', quantity: 4, price: 270, currency: 'SEK', executedAt: '2026-04-29T22:00:00.000Z', fees: 1.39 },
      { type: 'interest', amount: 1.25, currency: 'SEK', executedAt: '2026-05-30T22:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('Nordnet', () => {
  it('Swedish, tab-separated: the ISIN as the instrument, prices from the amount and the costs in the account currency, dates in Stockholm', () => {
    const result = parseBrokerFile(fixture('nordnet-sv.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 10000, currency: 'SEK', executedAt: '2026-01-04T23:00:00.000Z' },
      // (5,049 − 39) ÷ 20 = 250.50, the Kurs.
      { ticker: 'SE0000115446', side: 'buy', quantity: 20, price: 250.5, currency: 'SEK', executedAt: '2026-01-06T23:00:00.000Z', fees: 39 },
      { type: 'dividend', ticker: 'SE0000115446', amount: 150, currency: 'SEK', executedAt: '2026-04-09T22:00:00.000Z' },
      // (2,661 + 39) ÷ 10 = 270.
      { ticker: 'SE0000115446', side: 'sell', quantity: 10, price: 270, currency: 'SEK', executedAt: '2026-05-31T22:00:00.000Z', fees: 39 },
    ]);
    expect(result.activities.map((activity) => activity.externalId)).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('UTF-16 read as UTF-8 is refused saying to decode it as UTF-16', () => {
    const bytes = Buffer.from(`\uFEFF${fixture('nordnet-sv.csv')}`, 'utf16le');
    expect(parseBrokerFile(new TextDecoder().decode(bytes)).skipped[0]).toMatchObject({ line: 0, code: 'file.not_text' });
    expect(parseBrokerFile(new TextDecoder('utf-16le').decode(bytes)).format).toBe('nordnet');
  });
});

describe('UK platforms: InvestEngine, Hargreaves Lansdown, Vanguard UK', () => {
  it('InvestEngine: the ISIN from "name / ISIN …", prices in pounds, two-digit years day first, London time', () => {
    expect(withoutIds(parseBrokerFile(fixture('investengine.csv')))).toEqual([
      { ticker: 'IE00B4L5Y983', side: 'buy', quantity: 3.5, price: 80, currency: 'GBP', executedAt: '2026-01-05T14:30:00.000Z' },
      { ticker: 'IE00B4L5Y983', side: 'sell', quantity: 1.25, price: 88.4, currency: 'GBP', executedAt: '2026-06-15T09:05:00.000Z' },
    ]);
  });

  it('Hargreaves Lansdown: pence to pounds, the dealing charge as the difference to the value, the banner skipped', () => {
    expect(withoutIds(parseBrokerFile(fixture('hargreaves-lansdown.csv')))).toEqual([
      { type: 'deposit', amount: 5000, currency: 'GBP', executedAt: '2026-01-12T00:00:00.000Z' },
      // 100 × 250p = £250.00; £261.95 paid: £11.95 dealing charge.
      { ticker: 'Legal-General-Global-Tech', side: 'buy', quantity: 100, price: 2.5, currency: 'GBP', executedAt: '2026-01-14T00:00:00.000Z', fees: 11.95 },
      { type: 'fee', amount: 3.5, currency: 'GBP', executedAt: '2026-03-02T00:00:00.000Z' },
      // 40 × 300p = £120.00; £108.05 received.
      { ticker: 'Legal-General-Global-Tech', side: 'sell', quantity: 40, price: 3, currency: 'GBP', executedAt: '2026-07-09T23:00:00.000Z', fees: 11.95 },
    ]);
  });

  it('Vanguard UK cash statement: trades and dividends from their details, prices as amount over units', () => {
    expect(withoutIds(parseBrokerFile(fixture('vanguard-uk.csv')))).toEqual([
      { type: 'deposit', amount: 1000, currency: 'GBP', executedAt: '2026-01-05T00:00:00.000Z' },
      { ticker: 'VWRL', side: 'buy', quantity: 4, price: 100, currency: 'GBP', executedAt: '2026-01-06T00:00:00.000Z' },
      { type: 'interest', amount: 0.52, currency: 'GBP', executedAt: '2026-03-31T23:00:00.000Z' },
      { type: 'dividend', ticker: 'VWRL', amount: 1.8, currency: 'GBP', executedAt: '2026-06-09T23:00:00.000Z' },
      { ticker: 'VWRL', side: 'sell', quantity: 2, price: 105.25, currency: 'GBP', executedAt: '2026-07-14T23:00:00.000Z' },
    ]);
  });
});

describe('BUX', () => {
  it('the ISIN as the instrument, the trading fee a row of its own, the gross dividend with its tax, Amsterdam time', () => {
    const result = parseBrokerFile(fixture('bux.csv'));
    expect(withoutIds(result)).toEqual([
      { type: 'deposit', amount: 500, currency: 'EUR', executedAt: '2026-01-05T09:00:00.000Z' },
      { ticker: 'NL0010273215', side: 'buy', quantity: 0.4, price: 625, currency: 'EUR', executedAt: '2026-01-06T14:30:00.000Z' },
      { type: 'fee', amount: 1, currency: 'EUR', ticker: 'NL0010273215', executedAt: '2026-01-06T14:30:00.000Z' },
      { type: 'dividend', ticker: 'NL0010273215', amount: 0.76, withholdingTax: 0.12, currency: 'EUR', executedAt: '2026-05-04T07:00:00.000Z' },
      { type: 'interest', amount: 0.2, currency: 'EUR', executedAt: '2026-06-01T10:00:00.000Z' },
    ]);
    expect(result.skipped).toEqual([]);
  });
});

describe('Rabobank', () => {
  it('Dutch: the ISIN as the instrument, a cash dividend gross with the difference to the credited amount withheld', () => {
    expect(withoutIds(parseBrokerFile(fixture('rabobank.csv')))).toEqual([
      { type: 'deposit', amount: 500, currency: 'EUR', executedAt: '2026-01-04T23:00:00.000Z' },
      { ticker: 'NL0000000001', side: 'buy', quantity: 2.5, price: 100, currency: 'EUR', executedAt: '2026-01-07T09:15:00.000Z' },
      // 2.5 × 2.00 = 5.00 gross, 4.25 credited: 0.75 (15 %) withheld.
      { type: 'dividend', ticker: 'NL0000000001', amount: 5, withholdingTax: 0.75, currency: 'EUR', executedAt: '2026-05-19T22:00:00.000Z' },
      { type: 'fee', amount: 3.1, currency: 'EUR', executedAt: '2026-06-30T22:00:00.000Z' },
    ]);
  });
});

describe('Directa', () => {
  it('Italian, below its banner: a trade priced as its amount over its units, a distribution and its tax withheld as rows of their own', () => {
    expect(withoutIds(parseBrokerFile(fixture('directa.csv')))).toEqual([
      { type: 'deposit', amount: 1000, currency: 'EUR', executedAt: '2026-01-04T23:00:00.000Z' },
      // 551.50 ÷ 5 = 110.30 (the commission, not shown apart, included).
      { ticker: 'SWDA', side: 'buy', quantity: 5, price: 110.3, currency: 'EUR', executedAt: '2026-01-06T23:00:00.000Z' },
      { type: 'dividend', ticker: 'IEMB', amount: 10, currency: 'EUR', executedAt: '2026-03-19T23:00:00.000Z' },
      { type: 'tax', amount: 2.6, currency: 'EUR', ticker: 'IEMB', executedAt: '2026-03-19T23:00:00.000Z' },
    ]);
  });
});

describe('Desjardins Disnat', () => {
  it("French-Canadian: the settlement date where the transaction's is '-', CAN as CAD, one symbol for a trade and its dividends", () => {
    expect(withoutIds(parseBrokerFile(fixture('disnat.csv')))).toEqual([
      { type: 'deposit', amount: 1000, currency: 'CAD', executedAt: '2026-01-05T05:00:00.000Z' },
      // 20 × 40.10 = 802.00, plus 9.95 of commission: the 811.95 paid.
      { ticker: 'XIC', side: 'buy', quantity: 20, price: 40.1, currency: 'CAD', executedAt: '2026-01-07T05:00:00.000Z', fees: 9.95 },
      { type: 'dividend', ticker: 'XIC', amount: 5.6, currency: 'CAD', executedAt: '2026-03-31T04:00:00.000Z' },
      { ticker: 'XIC', side: 'sell', quantity: 5, price: 42, currency: 'CAD', executedAt: '2026-06-01T04:00:00.000Z', fees: 9.95 },
    ]);
  });
});

describe('Sharesight', () => {
  it('the All Trades report: day-first dates, price and brokerage in the market currency, a sale by its negative units; the footnote named', () => {
    const result = parseBrokerFile(fixture('sharesight.csv'));
    expect(withoutIds(result)).toEqual([
      { ticker: 'VAS', side: 'buy', quantity: 10, price: 100.5, currency: 'AUD', executedAt: '2026-01-05T00:00:00.000Z', fees: 9.5 },
      { ticker: 'AAPL', side: 'buy', quantity: 2, price: 230, currency: 'USD', executedAt: '2026-01-14T00:00:00.000Z' },
      { ticker: 'VAS', side: 'sell', quantity: 4, price: 105, currency: 'AUD', executedAt: '2026-05-20T00:00:00.000Z', fees: 9.5 },
    ]);
    expect(result.skipped.map((row) => [row.line, row.code])).toEqual([[7, 'row.not_an_activity'], [8, 'row.not_an_activity']]);
  });
});
