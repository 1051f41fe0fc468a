import { describe, expect, it } from 'vitest';
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
