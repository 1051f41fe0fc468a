import { describe, expect, it } from 'vitest';
import { clearLanguage } from './languages/identify.js';
import { readForPlanner } from './languages/read.js';
import { correctFollowUpTypos } from './typos.js';

describe('short follow-up words typed wrong (English questions)', () => {
  it.each([
    ['what abuot Apple?', 'what about Apple?'],
    ['and snce March?', 'and since March?'],
    ['and in euors?', 'and in euros?'],
    ['and ovr three months?', 'and over three months?'],
  ])('%s reads as %s', (typed, meant) => {
    expect(correctFollowUpTypos(typed)).toBe(meant);
  });

  it.each(['and over a year?', 'and NVDA?', 'and SAP since June?', 'what is my cost basis?', 'and the euro?', 'is it a buy?', 'and my fees?'])('%s is left alone', (question) => {
    expect(correctFollowUpTypos(question)).toBe(question);
  });
});

describe('the language of a short follow-up with an English opener', () => {
  it.each(['and Microsoft?', 'what about ASML?', 'and SAP?', 'how about Shell?'])('%s is English', (question) => {
    expect(clearLanguage(question)).toBe('en');
  });

  it.each(['and?', 'Und Apple?', 'Et Apple ?', '¿Y Apple?', 'ASML?'])('%s is not said to be English', (question) => {
    expect(clearLanguage(question)).not.toBe('en');
  });
});

describe('German typed without umlauts', () => {
  it.each([
    ['was ist bei meinen verkaeufen an gewinn rausgekommen', 'was ist bei meinen verkäufen an gewinn rausgekommen'],
    ['Wie viel Gebuehren habe ich bezahlt?', 'Wie viel Gebühren habe ich bezahlt?'],
    ['Und ueber drei Monate?', 'Und über drei Monate?'],
  ])('%s reads as %s', (typed, meant) => {
    expect(readForPlanner(typed, 'de')).toBe(readForPlanner(meant, 'de'));
  });

  it('leaves words known as written alone', () => {
    expect(readForPlanner('Gibt es neue Nachrichten zu Apple?', 'de')).toContain('new');
  });
});

describe('"the same period" in each language', () => {
  it.each([
    ['¿y frente al MSCI World en ese mismo periodo?', 'es'],
    ['¿y cuánto he pagado en comisiones en ese periodo?', 'es'],
    ['Und gegenüber dem MSCI World im selben Zeitraum?', 'de'],
    ['Et face au MSCI World sur la même période ?', 'fr'],
  ] as const)('%s reads as the same period, not the news', (question, language) => {
    const read = readForPlanner(question, language);
    expect(read).toContain('same period');
    expect(read).not.toContain('news');
  });
});

describe('"die Position", "cette ligne", "esa posición" point back; the plural does not', () => {
  it.each([
    ['und wie viel ist die Position wert?', 'de'],
    ['Combien vaut cette ligne en euros ?', 'fr'],
    ['¿Cuánto vale esa posición en euros?', 'es'],
  ] as const)('%s points back', (question, language) => {
    expect(readForPlanner(question, language)).toMatch(/\bit\b/);
  });

  it('"ich meinte die Positionen" asks for the holdings', () => {
    expect(readForPlanner('ich meinte die Positionen', 'de')).not.toMatch(/\bit\b/);
  });
});
