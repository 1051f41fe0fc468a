import { describe, expect, it } from 'vitest';
import { planQuestion, type Plan } from '../../planner/plan.js';
import { EntityMatcher } from '../entities.js';
import { noDataSubjectIn } from '../no-data.js';
import { questionForPlanner } from './read.js';

// First turns whose words were read as another ask (issue 25's first-turn failures), by class, in four languages:
// the smallest holding, "current" read as news, "cobrado" read as realized, a list of positions read as an
// overview, a dividend question joined by a return or news, a value asked in a currency joined by its news.

const matcher = new EntityMatcher([
  { ticker: 'NVDA', name: 'NVIDIA Corporation' },
  { ticker: 'SAP', name: 'SAP SE' },
  { ticker: 'BTC', name: 'Bitcoin' },
]);
const held = ['NVDA', 'SAP', 'BTC'];

function planOf(question: string, locale: 'en' | 'de' | 'fr' | 'es'): Plan {
  const read = questionForPlanner(question, locale);
  return planQuestion(read, matcher.extract(read), { baseCurrency: 'USD', heldTickers: held, lastTurn: undefined, asOf: '2026-11-16', extract: (t) => matcher.extract(t) });
}
const toolsOf = (question: string, locale: 'en' | 'de' | 'fr' | 'es'): string[] => [...new Set(planOf(question, locale).calls.map((c) => c.tool))];

describe('first turns read as what they ask', () => {
  it('the smallest holding is the list of holdings, not a guess (en, de, fr, es)', () => {
    for (const [question, locale] of [
      ['what is the smallest position I have?', 'en'],
      ['Welches ist meine kleinste Position?', 'de'],
      ['Quelle est ma plus petite ligne ?', 'fr'],
      ['¿Qué posición es la más pequeña?', 'es'],
    ] as const) {
      const plan = planOf(question, locale);
      expect(plan.guessed, question).toBeFalsy();
      expect(toolsOf(question, locale), question).toEqual(['holdings']);
    }
  });

  it('the line that weighs most is the largest holding, not the value (fr)', () => {
    expect(toolsOf('Quelle ligne pèse le plus dans mon portefeuille ?', 'fr')).toEqual(['holdings']);
    expect(toolsOf('Combien pèse ma ligne SAP ?', 'fr')).toEqual(['position']);
  });

  it('"aktueller Kurs", "aktuelle Wert": the current one, not the news', () => {
    expect(toolsOf('Wie ist der aktuelle Kurs von SAP?', 'de')).toEqual(['price']);
    expect(toolsOf('Was ist der aktuelle Wert meines Depots?', 'de')).toEqual(['portfolio_summary']);
  });

  it('a list or overview of positions is the holdings (de)', () => {
    expect(toolsOf('Bitte eine Positionsliste', 'de')).toEqual(['holdings']);
    expect(toolsOf('Bestandsübersicht', 'de')).toEqual(['holdings']);
  });

  it('what a broker "cobró" is a charge, not a realized gain (es)', () => {
    expect(toolsOf('¿Cuánto me cobró el bróker en comisiones?', 'es')).toEqual(['fees']);
  });

  it('a dividend or interest question runs the income tool alone (en, de, fr, es)', () => {
    for (const [question, locale] of [
      ['how much dividend did my stocks earn me this year?', 'en'],
      ['Welche Dividenden habe ich in diesem Jahr erhalten?', 'de'],
      ["Combien m'ont rapporté mes dividendes depuis janvier ?", 'fr'],
      ['¿Cuánto he cobrado de intereses y dividendos?', 'es'],
    ] as const) {
      expect(toolsOf(question, locale), question).toEqual(['income']);
    }
  });

  it('made or lost money overall is the result on what was paid, not a return (en)', () => {
    expect(toolsOf('all in all, have I made or lost money overall?', 'en')).toEqual(['portfolio_summary']);
    expect(toolsOf('have I made money this year?', 'en')).toContain('performance');
  });

  it('a clause that only names a topic is context, not an ask for its news (en, de)', () => {
    expect(toolsOf('how risky is my portfolio, and is my SAP stake big? my neighbour says tech is a bubble', 'en')).not.toContain('stories');
    expect(toolsOf('any news on tech, and how risky is my portfolio?', 'en')).toContain('stories');
  });

  it('the holding that moved most is the recent movers, not the portfolio’s return (en)', () => {
    expect(toolsOf('which position climbed the most over the last week?', 'en')).toEqual(['recent_changes']);
    expect(toolsOf('what fell the most in my portfolio this month?', 'en')).toEqual(['recent_changes']);
  });

  it('a value asked in a currency names the answer’s unit, not a topic of news (en, es)', () => {
    expect(toolsOf('what is my account worth in pounds?', 'en')).toEqual(['portfolio_summary']);
    expect(toolsOf('¿cuánto vale mi cartera en euros?', 'es')).toEqual(['portfolio_summary']);
    // News asked in words is still news.
    expect(toolsOf('any news on the dollar?', 'en')).toEqual(['stories']);
  });

  it('a value asked in a currency, the German verb last, is the value, not an exposure to that currency (de)', () => {
    expect(toolsOf('Wie viel ist mein Depot in Euro wert?', 'de')).toEqual(['portfolio_summary']);
    expect(toolsOf('Wie viel ist mein Depot in Pfund statt in Dollar wert?', 'de')).toEqual(['portfolio_summary']);
    // An exposure asked in words is still one.
    expect(toolsOf('Wie viel meines Depots steckt in Euro?', 'de')).toEqual(['exposure']);
  });

  it('a trade verb alone as the question is advice, first or last as the language puts it (en, de, fr, es)', () => {
    for (const [question, locale] of [
      ['Dump my bitcoin?', 'en'],
      ['Gewinne bei SAP mitnehmen?', 'de'],
      ['Nvidia verkaufen?', 'de'],
      ['Vendre mes SAP ?', 'fr'],
      ['¿Vender NVDA?', 'es'],
    ] as const) {
      expect(planOf(question, locale).policy, question).toBe('advice');
    }
    // What was traded, and a record of trades, are facts.
    for (const [question, locale] of [
      ['Sell history for SAP?', 'en'],
      ['What did I sell last month?', 'en'],
      ['Wann habe ich SAP verkauft?', 'de'],
    ] as const) {
      expect(planOf(question, locale).policy, question).toBeNull();
    }
  });

  it('the weekend is a word of its own, not a week and an end (de, fr, es)', () => {
    expect(questionForPlanner('Was machen wir am Wochenende?', 'de')).toContain('weekend');
    expect(questionForPlanner('On fait quoi ce week-end ?', 'fr')).toContain('weekend');
    expect(questionForPlanner('¿Qué hacemos este fin de semana?', 'es')).toContain('weekend');
    expect(questionForPlanner('¿Qué hacemos este fin de semana?', 'es')).not.toContain('end of');
  });

  it('a commodity without prices is named as one, in the four languages; an energy sector is not', () => {
    for (const question of ['How has natural gas moved?', 'Wie steht der Gaspreis?', 'Et le gaz naturel ?', '¿Cómo va el gas natural?']) {
      expect(noDataSubjectIn(question)?.id, question).toBe('natural_gas');
    }
    expect(noDataSubjectIn('What is the cocoa price doing?')?.id).toBe('cocoa');
    expect(noDataSubjectIn('How much of my portfolio is in energy stocks?')).toBeUndefined();
  });
});
