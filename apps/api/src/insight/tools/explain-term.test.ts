import { describe, expect, it } from 'vitest';
import { explainTermTool } from './explain-term.js';
import { wordsFor } from './words.js';

// The terms of real brokerage books (issue 27) through the chat's explain tool, in each language: the
// explanation names the term as that language calls it, in bold, and says what it is made of.
const EXPECTED = {
  sharpe_ratio: { en: ['**Sharpe ratio**', 'volatility'], de: ['**Sharpe-Ratio**', 'Volatilität'], fr: ['**ratio de Sharpe**', 'volatilité'], es: ['**ratio de Sharpe**', 'volatilidad'] },
  total_return: { en: ['**total return**', 'dividends'], de: ['**Gesamtrendite**', 'Dividenden'], fr: ['**rendement total**', 'dividendes'], es: ['**rentabilidad total**', 'dividendos'] },
  dividend_yield_on_cost: {
    en: ['**dividend yield on cost**', 'what you paid'],
    de: ['**Dividendenrendite auf den Einstand**', 'bezahlt'],
    fr: ['**rendement du dividende sur prix de revient**', 'payée'],
    es: ['**rentabilidad por dividendo sobre coste**', 'pagó'],
  },
  withholding_tax: { en: ['**Withholding tax**', 'gross dividend'], de: ['**Quellensteuer**', 'Bruttodividende'], fr: ['**retenue à la source**', 'dividende brut'], es: ['**retención en origen**', 'dividendo bruto'] },
  net_invested: { en: ['**Net invested**', 'deposits less withdrawals'], de: ['**netto investierte Kapital**', 'Einzahlungen minus Auszahlungen'], fr: ['**capital net investi**', 'versements moins retraits'], es: ['**capital neto invertido**', 'depósitos menos retiradas'] },
} as const;

describe('explain_term: the terms of a book with income and flows', () => {
  for (const [term, byLocale] of Object.entries(EXPECTED)) {
    for (const [locale, parts] of Object.entries(byLocale)) {
      it(`${term} in ${locale}`, async () => {
        const input = explainTermTool.input.parse({ term });
        const output = await explainTermTool.run({} as never, input);
        const [text] = explainTermTool.render(output, wordsFor(new Map(), locale as 'en'));
        for (const part of parts) expect(text).toContain(part);
      });
    }
  }

  it('refuses a term it has no words for', () => {
    expect(explainTermTool.input.safeParse({ term: 'dividend_yield' }).success).toBe(false);
  });
});
