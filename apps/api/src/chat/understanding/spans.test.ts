import { describe, expect, it } from 'vitest';
import { spanIn } from './spans.js';

// A fixed clock: Saturday 28 November 2026 (Q4 running, Q3 the last complete quarter), and 10 February 2026
// (March, the third quarter and December not yet reached this year). Every expected day is written by hand.
const TODAY = '2026-11-28';
const FEBRUARY = '2026-02-10';
const days = (text: string, language: 'en' | 'de' | 'fr' | 'es', asOf = TODAY): [string, string] | undefined => {
  const span = spanIn(text, asOf, language);
  return span ? [span.from, span.to] : undefined;
};

describe('spans named in questions (chrono-node and our parsers)', () => {
  it('a month named as where the span starts: from its 1st to today, in four languages', () => {
    expect(days('what have my investments returned since March', 'en')).toEqual(['2026-03-01', TODAY]);
    expect(days('Was hat mein Portfolio seit März gebracht?', 'de')).toEqual(['2026-03-01', TODAY]);
    expect(days('qu’a rapporté mon compte depuis mars', 'fr')).toEqual(['2026-03-01', TODAY]);
    expect(days('cuánto ha ganado mi cuenta desde marzo', 'es')).toEqual(['2026-03-01', TODAY]);
    expect(days('ab Juli gerechnet', 'de')).toEqual(['2026-07-01', TODAY]);
    expect(days('à partir de septembre', 'fr')).toEqual(['2026-09-01', TODAY]);
  });

  it('French typed without accents: the words before the month match as well as the month does', () => {
    expect(days('mes frais depuis le debut de juin', 'fr')).toEqual(['2026-06-01', TODAY]);
    expect(days('performance a partir du debut de mai ?', 'fr')).toEqual(['2026-05-01', TODAY]);
    expect(days('et depuis debut juillet', 'fr')).toEqual(['2026-07-01', TODAY]);
  });

  it('a calendar year named by its number: from its eve to its last day (today while it runs); no year in an amount or a date', () => {
    expect(days('how much did I pay in fees in 2025?', 'en')).toEqual(['2024-12-31', '2025-12-31']);
    expect(days('Und 2025?', 'de')).toEqual(['2024-12-31', '2025-12-31']);
    expect(days('Et en 2025 ?', 'fr')).toEqual(['2024-12-31', '2025-12-31']);
    expect(days('¿Y en 2026?', 'es')).toEqual(['2025-12-31', TODAY]);
    expect(days('my return since 2025', 'en')).toEqual(['2024-12-31', TODAY]);
    expect(days('what if I invest 2000 dollars in Apple?', 'en')).toBeUndefined();
    expect(days('and in 2027?', 'en')).toBeUndefined();
  });

  it('a month not yet reached this year is last year’s', () => {
    expect(days('since March', 'en', FEBRUARY)).toEqual(['2025-03-01', FEBRUARY]);
    expect(days('seit Dezember', 'de', FEBRUARY)).toEqual(['2025-12-01', FEBRUARY]);
    expect(days('desde octubre', 'es', FEBRUARY)).toEqual(['2025-10-01', FEBRUARY]);
  });

  it('a day named as the start: from that day', () => {
    expect(days('the move since 15 March', 'en')).toEqual(['2026-03-15', TODAY]);
    expect(days('since April 2nd', 'en')).toEqual(['2026-04-02', TODAY]);
    expect(days('seit dem 3. August', 'de')).toEqual(['2026-08-03', TODAY]);
    expect(days('depuis le 12 octobre', 'fr')).toEqual(['2026-10-12', TODAY]);
    expect(days('desde el 7 de mayo', 'es')).toEqual(['2026-05-07', TODAY]);
  });

  it('a month as the span: from its eve to its last day, or today while it runs', () => {
    expect(days('how did I do in June', 'en')).toEqual(['2026-05-31', '2026-06-30']);
    expect(days('Wie lief es im Februar?', 'de')).toEqual(['2026-01-31', '2026-02-28']);
    expect(days('et en avril ?', 'fr')).toEqual(['2026-03-31', '2026-04-30']);
    expect(days('¿qué tal en agosto?', 'es')).toEqual(['2026-07-31', '2026-08-31']);
    expect(days('during November', 'en')).toEqual(['2026-10-31', TODAY]);
    expect(days('in June 2025', 'en')).toEqual(['2025-05-31', '2025-06-30']);
  });

  it('a quarter: the last complete one, a numbered one, the running one', () => {
    const q3: [string, string] = ['2026-06-30', '2026-09-30'];
    expect(days('returns for the last quarter', 'en')).toEqual(q3);
    expect(days('im vergangenen Quartal', 'de')).toEqual(q3);
    expect(days('sur le trimestre précédent', 'fr')).toEqual(q3);
    expect(days('en el trimestre anterior', 'es')).toEqual(q3);
    expect(days('Q3 numbers please', 'en')).toEqual(q3);
    expect(days('das 3. Quartal', 'de')).toEqual(q3);
    expect(days('le troisième trimestre', 'fr')).toEqual(q3);
    expect(days('el tercer trimestre', 'es')).toEqual(q3);
    expect(days('Q2 2026', 'en')).toEqual(['2026-03-31', '2026-06-30']);
    expect(days('this quarter', 'en')).toEqual(['2026-09-30', TODAY]);
    expect(days('ce trimestre', 'fr')).toEqual(['2026-09-30', TODAY]);
  });

  it('a quarter across the new year', () => {
    expect(days('last quarter', 'en', FEBRUARY)).toEqual(['2025-09-30', '2025-12-31']);
    expect(days('letztes Quartal', 'de', FEBRUARY)).toEqual(['2025-09-30', '2025-12-31']);
    expect(days('Q3', 'en', FEBRUARY)).toEqual(['2025-06-30', '2025-09-30']);
    expect(days('Q1', 'en', FEBRUARY)).toEqual(['2025-12-31', FEBRUARY]);
  });

  it('the past N days, weeks or months: counted back from today', () => {
    expect(days('over the past three weeks', 'en')).toEqual(['2026-11-07', TODAY]);
    expect(days('in the last 10 days', 'en')).toEqual(['2026-11-18', TODAY]);
    expect(days('in den letzten drei Wochen', 'de')).toEqual(['2026-11-07', TODAY]);
    expect(days('sur les 4 derniers mois', 'fr')).toEqual(['2026-07-28', TODAY]);
    expect(days('ces trois dernières semaines', 'fr')).toEqual(['2026-11-07', TODAY]);
    expect(days('en las últimas tres semanas', 'es')).toEqual(['2026-11-07', TODAY]);
    expect(days('los últimos 5 meses', 'es')).toEqual(['2026-06-28', TODAY]);
    expect(days('los 10 días pasados', 'es')).toEqual(['2026-11-18', TODAY]);
    // A fortnight and a week as French and Spanish say them.
    expect(days('sur les quinze derniers jours', 'fr')).toEqual(['2026-11-14', TODAY]);
    expect(days('les huit derniers jours', 'fr')).toEqual(['2026-11-21', TODAY]);
    expect(days('en los últimos quince días', 'es')).toEqual(['2026-11-14', TODAY]);
  });

  it('no span: a day, a time ago, the running year, no date at all', () => {
    expect(days('what was the close on June 30', 'en')).toBeUndefined();
    expect(days('three weeks ago', 'en')).toBeUndefined();
    expect(days('vor drei Wochen', 'de')).toBeUndefined();
    expect(days('il y a trois semaines', 'fr')).toBeUndefined();
    expect(days('hace tres semanas', 'es')).toBeUndefined();
    expect(days('this year', 'en')).toBeUndefined();
    expect(days('how much is my portfolio worth', 'en')).toBeUndefined();
    expect(days('mein Depot insgesamt', 'de')).toBeUndefined();
  });
});
