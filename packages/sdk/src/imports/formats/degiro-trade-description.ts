import { inferDecimalMark, readDecimal } from '../decimals.js';

// A DEGIRO statement writes a trade's units and price in its description, in the account's language and
// with the number format of the day it was exported ("Koop 34 @ 26,88 EUR", "Buy 5 HP Inc@21.31 USD
// (US40434L1052)", "Compra 1 VANGUARD S&P500@77,3 EUR (IE…)", "Kauf 10 zu je 150,25 USD").
const TRADE = /^(buy|sell|koop|verkoop|kauf|verkauf|compra|venta|venda|achat|vente|acquisto|vendita)\s+([\d.,]+)\s+(?:.*?)(?:@|\bzu je\b|\bà\b)\s*([\d.,]+)\s+([A-Z]{3})\b/i;
const SELL = /^(sell|verkoop|verkauf|venta|venda|vente|vendita)$/i;
const TRADE_WORD = /^(buy|sell|koop|verkoop|kauf|verkauf|compra|venta|venda|achat|vente|acquisto|vendita)\s+[\d.,]+\s/i;

/**
 * The trade a description states, its numbers read; a named skip when it
 * is a trade whose numbers cannot be read unambiguously; `undefined` when it is no trade. A number is read
 * by its own mark (26,88; 21.31); one that could be either (1.234) by the reading whose units × price
 * is the row's amount.
 */
export function degiroTradeOf(description: string, amount: string | undefined): { side: 'Buy' | 'Sell'; quantity: number; price: number; currency: string } | { skip: string } | undefined {
  const match = TRADE.exec(description);
  if (!match) return TRADE_WORD.test(description) ? { skip: `${description}: a trade whose units and price the description does not state as DEGIRO writes them; record it from the Transactions export` } : undefined;
  const [, word, quantityText, priceText, currency] = match;
  const cash = amount?.trim() ? Math.abs(readDecimal(amount, inferDecimalMark([{ line: 0, text: amount }]).mark) ?? Number.NaN) : Number.NaN;
  const readings: [number, number][] = [];
  for (const quantity of readingsOf(quantityText!)) for (const price of readingsOf(priceText!)) readings.push([quantity, price]);
  const fitting = readings.length === 1 ? readings : readings.filter(([quantity, price]) => Math.abs(quantity * price - cash) <= 0.01 * cash);
  if (fitting.length !== 1) return { skip: `${description}: ${quantityText} or ${priceText} could be read with either decimal mark and the amount does not decide it; pass { decimalMark }` };
  const [quantity, price] = fitting[0]!;
  return { side: SELL.test(word!) ? 'Sell' : 'Buy', quantity, price, currency: currency!.toUpperCase() };
}

/** A number's readings: one when its mark is its own (26,88 or 21.31) or it has none, both when it could be either (1.234). */
function readingsOf(text: string): number[] {
  const evidence = inferDecimalMark([{ line: 0, text }]);
  const marks = evidence.decidedBy || !/[.,]/.test(text) ? [evidence.mark] : (['.', ','] as const);
  const values = marks.map((mark) => readDecimal(text, mark)).filter((value): value is number => value !== undefined);
  return [...new Set(values)];
}
