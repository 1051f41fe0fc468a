import { describe, expect, it } from 'vitest';
import { suggest, type Suggestion } from '../../insight/suggestions.js';
import { lowerLabel, wordsFor } from '../../insight/tools/words.js';
import { planQuestion } from '../planner/plan.js';
import { EntityMatcher } from './entities.js';
import { glossForPlanner, questionLanguage } from './languages.js';

describe('the language of a question', () => {
  it('tells German, French and Spanish questions from English ones by their common words', () => {
    expect(questionLanguage('Wie viel ist mein Depot wert?')).toBe('de');
    expect(questionLanguage('Zeig mir meine Positionen')).toBe('de');
    expect(questionLanguage('Quelle est la valeur de mon portefeuille ?')).toBe('fr');
    expect(questionLanguage('Combien ai-je payé de frais ?')).toBe('fr');
    expect(questionLanguage('¿Cuánto vale mi cartera?')).toBe('es');
    expect(questionLanguage('¿Hay noticias sobre SAP?')).toBe('es');
    for (const english of ['How much is my portfolio worth?', 'What are my top 5 holdings?', 'and over three months?', 'Is SAP a good buy?', 'whats a drawdown', 'EUR/USD?', 'NVDA']) {
      expect(questionLanguage(english), english).toBeUndefined();
    }
  });

  it('glosses a question into the planner’s English, leaving tickers and figures as written', () => {
    expect(glossForPlanner('Wie viel ist meine Position in NVDA wert?', 'de')).toBe('how much is my position in NVDA worth?');
    expect(glossForPlanner('Quelle part de mon portefeuille est en dollars ?', 'fr')).toBe('how much of my portfolio is in dollars ?');
    expect(glossForPlanner('¿Qué significa volatilidad?', 'es')).toBe('explain  volatility?');
    expect(glossForPlanner('How risky is my portfolio?', undefined)).toBe('How risky is my portfolio?');
  });
});

describe('the card’s and the chat’s own follow-up questions, in every language', () => {
  const matcher = new EntityMatcher([
    { ticker: 'NVDA', name: 'NVIDIA Corporation' },
    { ticker: 'AGG', name: 'iShares Core U.S. Aggregate Bond ETF' },
    { ticker: 'BTC', name: 'Bitcoin' },
  ]);
  const held = ['NVDA', 'AGG', 'BTC'];

  // A follow-up is written from a tool plan (insight/suggestions.ts): asked back, it must plan that tool.
  it.each(['en', 'de', 'fr', 'es'] as const)('%s: each suggested question plans the tool it was written for', (locale) => {
    const w = wordsFor(new Map(), locale);
    const suggestions: Suggestion[] = [
      suggest.summary(),
      suggest.performance(),
      suggest.risk(),
      suggest.concentration(),
      suggest.allocation(),
      suggest.fit(),
      suggest.rebalance(lowerLabel(w, 'asset_class', 'equity'), w.fmt.band({ min: 0.3, max: 0.5 })),
      suggest.whatIf('NVDA'),
      suggest.sectorExposure(lowerLabel(w, 'sector', 'technology')),
      suggest.currencyExposure('USD'),
      suggest.fees(),
      suggest.turnover(),
      suggest.realized(),
      suggest.story('Big Tech AI spending'),
      suggest.timeline('Big Tech AI spending'),
      suggest.position('NVDA'),
      suggest.price('NVDA'),
      suggest.recent(),
      suggest.holdings(),
      suggest.news(),
    ];
    const unplanned = suggestions.flatMap((s) => {
      const question = w.t(s.key, s.params);
      const glossed = glossForPlanner(question, locale === 'en' ? undefined : questionLanguage(question) ?? locale);
      const tools = planQuestion(glossed, matcher.extract(glossed), { baseCurrency: 'USD', heldTickers: held, lastTurn: undefined, asOf: '2026-11-16' }).calls.map((c): string => c.tool);
      return tools.includes(s.tool) ? [] : [`${question} → ${glossed} → ${tools.join(', ')} (wanted ${s.tool})`];
    });
    expect(unplanned).toEqual([]);
  });
});
