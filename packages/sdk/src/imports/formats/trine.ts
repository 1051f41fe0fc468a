import type { CsvFormat } from '../csv-formats.js';
import { notAnActivity } from '../problems.js';
import { filled, nameAsSymbol } from './words.js';

// Trine's account statement (crowdlending for solar projects, in euros): `Date,Loan,InvestmentId,Type,
// AvailableBalanceChange,OutstandingPortfolioChange,RepaidCapital,RepaidInterest,LateFee,AvailableBalance,
// OutstandingPortfolio,Total`. A loan is held as units of one euro of principal under the loan's name: an investment
// buys them at 1. A repayment returns principal and pays interest in one row: named with both, to be recorded by hand
// (one row, two activities). Money in or out moves `AvailableBalanceChange` alone.
export const trine: CsvFormat = {
  name: 'trine',
  label: 'Trine',
  signatures: [['date', 'loan', 'investmentid', 'type', 'availablebalancechange', 'outstandingportfoliochange', 'repaidcapital', 'repaidinterest']],
  aliases: {
    executedAt: ['date'],
    type: ['type'],
    ticker: ['loan'],
    amount: ['availablebalancechange'],
    externalId: [],
  },
  decimalMark: '.',
  timeZone: 'Europe/Stockholm',
  signedAmounts: true,
  adapt: (row, cells) => {
    const type = row.kind?.trim() ?? '';
    const loan = filled(row.ticker);
    const base = { ...row, currency: 'EUR', ticker: loan && nameAsSymbol(loan) };
    if (/^investment$/i.test(type)) return { ...base, kind: 'Buy', quantity: cells.get('outstandingportfoliochange'), price: '1', amount: undefined };
    if (/^repayment$/i.test(type)) {
      const lateFee = filled(cells.get('latefee'));
      const parts = `${cells.get('repaidcapital')?.trim() || '0'} principal back and ${cells.get('repaidinterest')?.trim() || '0'} interest${lateFee ? ` and ${lateFee} late fee` : ''}`;
      return { ...base, skip: notAnActivity(`Repayment of ${loan ?? 'a loan'}: ${parts} in one row; record the sale of principal and the interest by hand`) };
    }
    if (/^withdrawal$/i.test(type)) return { ...base, kind: 'Withdrawal', ticker: undefined };
    if (/^deposit$|voucher/i.test(type)) return { ...base, kind: 'Deposit', ticker: undefined };
    return base;
  },
};
