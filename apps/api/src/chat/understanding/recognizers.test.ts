import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/catalog.js';
import { questionForPlanner } from './languages/read.js';
import { dateIn, percentIn, periodIn } from './recognizers.js';

/**
 * The recognizers over questions in each of the four languages, read as the planner reads them
 * (German, French and Spanish through languages/read.ts). Expected periods, days and percentages are
 * written by hand for a clock on Saturday 2026-11-14.
 */
const AS_OF = '2026-11-14';

function read(question: string, locale: Locale): string {
  return questionForPlanner(question, locale);
}

describe('periods', () => {
  const cases: [Locale, string, string | undefined][] = [
    // The past week is seven days, in every language.
    ['en', 'How did my portfolio do the past week?', '1W'],
    ['de', 'Wie lief mein Depot letzte Woche?', '1W'],
    ['fr', 'Comment a évolué mon portefeuille la semaine dernière ?', '1W'],
    ['es', '¿Cómo le fue a mi cartera la última semana?', '1W'],
    // This year is the year to date.
    ['en', 'What is my return this year?', 'YTD'],
    ['de', 'Wie ist meine Rendite dieses Jahr?', 'YTD'],
    ['fr', 'Quel est mon rendement cette année ?', 'YTD'],
    ['es', '¿Cuál es mi rentabilidad este año?', 'YTD'],
    ['de', 'und seit Jahresbeginn?', 'YTD'],
    // Since I started is since inception.
    ['en', 'How much have I made since I started?', 'SI'],
    ['de', 'Wie viel habe ich verdient, seit ich angefangen habe?', 'SI'],
    ['fr', 'Combien ai-je gagné depuis que j’ai commencé ?', 'SI'],
    ['es', '¿Cuánto he ganado desde que empecé?', 'SI'],
    // Spans: the nearest stored period (3 months = 92 days → 3M; a year → 1Y).
    ['en', 'over the last 3 months', '3M'],
    ['de', 'in den letzten 3 Monaten', '3M'],
    ['fr', 'et sur un an ?', '1Y'],
    ['es', '¿y en los últimos tres meses?', '3M'],
    ['en', 'the last 30 days', '1M'],
    ['en', 'in the last 10 days', '1W'],
    ['en', 'six months', '6M'],
    // Since a month: from its first day; 2026-03-01 → 2026-11-14 is 258 days → 6M; since October (44 days) → 1M; since January is the year to date.
    ['fr', 'depuis mars', '6M'],
    ['es', 'desde marzo', '6M'],
    ['en', 'since October', '1M'],
    ['en', 'since January', 'YTD'],
    ['en', 'since the start of the year', 'YTD'],
    ['en', 'this month', '1M'],
    ['en', 'what is my portfolio worth?', undefined],
    ['en', 'show my top 5 holdings', undefined],
  ];
  for (const [locale, question, expected] of cases) {
    it(`${locale}: “${question}” → ${expected ?? 'none'}`, () => {
      expect(periodIn(read(question, locale), AS_OF)).toBe(expected);
    });
  }
});

describe('days', () => {
  const cases: [Locale, string, string | undefined][] = [
    ['en', 'Apple close on June 30?', '2026-06-30'],
    ['de', 'Schlusskurs von Apple am 30. Juni?', '2026-06-30'],
    ['fr', 'Cours d’Apple le 30 juin ?', '2026-06-30'],
    ['es', '¿Precio de Apple el 30 de junio?', '2026-06-30'],
    ['de', 'Kurs von Apple am 30.06.2026', '2026-06-30'],
    // The end of a month without a year: the latest one on or before the clock.
    ['de', 'der Dollar Ende September', '2026-09-30'],
    ['fr', 'le dollar fin septembre', '2026-09-30'],
    ['es', 'el dólar a finales de septiembre', '2026-09-30'],
    // A day after the clock's without a year is last year's.
    ['en', 'what was it on 2 December?', '2025-12-02'],
    ['en', 'the start of March', '2026-03-01'],
    // Spans and casual words are periods, not days.
    ['en', 'the past week', undefined],
    ['en', 'yesterday', undefined],
  ];
  for (const [locale, question, expected] of cases) {
    it(`${locale}: “${question}” → ${expected ?? 'none'}`, () => {
      expect(dateIn(read(question, locale), AS_OF)).toBe(expected);
    });
  }
});

describe('days read in their own language (chrono-node’s parser for it)', () => {
  it('reads German, French and Spanish days as written', () => {
    expect(dateIn('Schlusskurs am 30. Juni', AS_OF, 'de')).toBe('2026-06-30');
    expect(dateIn('le cours du 2 janvier 2026', AS_OF, 'fr')).toBe('2026-01-02');
    expect(dateIn('el precio del 30 de junio', AS_OF, 'es')).toBe('2026-06-30');
  });
});

describe('percentages', () => {
  const cases: [Locale, string, number | undefined][] = [
    ['en', 'What if Nvidia fell 20%?', 20],
    ['de', 'Was wäre, wenn Nvidia um 20 % fällt?', 20],
    ['fr', 'Et si Nvidia baissait de 20 % ?', 20],
    ['es', '¿Y si Nvidia cayera un 20 %?', 20],
    ['de', 'Was wäre, wenn Nvidia um zwanzig Prozent fällt?', 20],
    ['fr', 'Et si Nvidia perdait vingt pour cent ?', 20],
    ['es', '¿Y si Nvidia cayera un veinte por ciento?', 20],
    ['en', 'thirty per cent', 30],
    ['fr', 'Et si Nvidia baissait de 12,5 % ?', 12.5],
    ['en', 'tech -30%?', -30],
    ['en', 'what if bitcoin halves?', 50],
    ['en', 'what is my portfolio worth?', undefined],
  ];
  for (const [locale, question, expected] of cases) {
    it(`${locale}: “${question}” → ${expected ?? 'none'}`, () => {
      expect(percentIn(read(question, locale))).toBe(expected);
    });
  }
  it('reads a number as its locale writes it', () => {
    expect(percentIn('12,5 %', 'de')).toBe(12.5);
    expect(percentIn('12.5%', 'en')).toBe(12.5);
  });
});
