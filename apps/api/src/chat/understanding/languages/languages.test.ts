import { describe, expect, it } from 'vitest';
import { suggest, type Suggestion } from '../../../insight/suggestions.js';
import { lowerLabel, wordsFor } from '../../../insight/tools/words.js';
import { planQuestion, type Plan } from '../../planner/plan.js';
import { EntityMatcher } from '../entities.js';
import type { LanguageLexicon } from './concepts.js';
import { questionLanguage } from './identify.js';
import { GERMAN } from './lexicon-de.js';
import { SPANISH } from './lexicon-es.js';
import { FRENCH } from './lexicon-fr.js';
import { questionForPlanner, readForPlanner } from './read.js';
import { fold } from './tokens.js';

const matcher = new EntityMatcher([
  { ticker: 'NVDA', name: 'NVIDIA Corporation' },
  { ticker: 'SAP', name: 'SAP SE' },
  { ticker: 'AGG', name: 'iShares Core U.S. Aggregate Bond ETF' },
  { ticker: 'BTC', name: 'Bitcoin' },
]);
const held = ['NVDA', 'SAP', 'AGG', 'BTC'];

/** The plan of a question read as the engine reads it (`locale`: the answer's, the prior of the language guess). */
function planOf(question: string, locale?: 'en' | 'de' | 'fr' | 'es'): Plan {
  const read = questionForPlanner(question, locale);
  return planQuestion(read, matcher.extract(read), { baseCurrency: 'USD', heldTickers: held, lastTurn: undefined, asOf: '2026-11-16', extract: (t) => matcher.extract(t) });
}

describe('the language of a question', () => {
  it('tells German, French and Spanish sentences from English ones', () => {
    expect(questionLanguage('Wie viel ist mein Depot wert?')).toBe('de');
    expect(questionLanguage('Können Sie mir bitte alle Positionen auflisten?')).toBe('de');
    expect(questionLanguage('Quelle est la valeur de mon portefeuille ?')).toBe('fr');
    expect(questionLanguage('Tu peux me dire combien j’ai payé de frais ?')).toBe('fr');
    expect(questionLanguage('¿Hay noticias sobre SAP?')).toBe('es');
    expect(questionLanguage('¿Podría usted mostrarme mis posiciones?')).toBe('es');
  });

  it('reads one to three words, with or without accents, by the words only one language has', () => {
    for (const [question, language] of [
      ['Gebühren?', 'de'],
      ['gebuhren', 'de'],
      ['Depotwert?', 'de'],
      ['wieviel krypto hab ich', 'de'],
      ['frais ?', 'fr'],
      ['perf sur 3 mois', 'fr'],
      ['plus-values realisees ?', 'fr'],
      ['cuanto vale mi cartera', 'es'],
      ['comisiones?', 'es'],
      ['saldo total?', 'es'],
    ] as const) {
      expect(questionLanguage(question), question).toBe(language);
    }
  });

  it('leaves English questions English, however short, and words several languages share undecided', () => {
    for (const english of ['How much is my portfolio worth?', 'What are my top 5 holdings?', 'and over three months?', 'Is SAP a good buy?', 'whats a drawdown', 'EUR/USD?', 'eur usd', 'NVDA', 'balance?', 'realized p&l', 'realized gains?', 'dollar yen rate', 'nvda vs asml ytd', 'write me a poem', 'what was it on 2 jan 2026?', 'commissions', 'Performance']) {
      expect(questionLanguage(english), english).toBeUndefined();
    }
  });

  it('lets the requested locale decide a word two languages share', () => {
    expect(questionLanguage('commissions')).toBeUndefined();
    expect(questionLanguage('commissions', 'fr')).toBe('fr');
    expect(questionLanguage('Gebühren?', 'fr')).toBe('de');
  });
});

describe('reading a question into the planner’s words', () => {
  it('matches inflections, plurals and missing accents by stem', () => {
    expect(readForPlanner('Gebühr?', 'de')).toBe(readForPlanner('Gebühren?', 'de'));
    expect(readForPlanner('gebuhren', 'de')).toBe('fees');
    expect(readForPlanner('plus-values réalisées', 'fr')).toBe(readForPlanner('plus-value realisee', 'fr'));
    expect(readForPlanner('volatilidad', 'es')).toBe('volatility');
  });

  it('keeps singular and plural apart where the planner needs them (one position, the holdings)', () => {
    expect(readForPlanner('meine Positionen', 'de')).toBe('my holdings');
    expect(readForPlanner('meine Position in NVDA', 'de')).toBe('my position in NVDA');
  });

  it('splits German compounds into their parts', () => {
    expect(readForPlanner('Technologieaktien', 'de')).toBe('tech stocks');
    expect(readForPlanner('Depotrendite', 'de')).toBe('portfolio return');
    expect(readForPlanner('Gesamtrendite', 'de')).toBe('all return');
    // A name is not cut into words ("coin").
    expect(readForPlanner('Bitcoin', 'de')).toBe('Bitcoin');
  });

  it('reads periods and number words, in the planner’s word order', () => {
    expect(readForPlanner('seit Jahresbeginn', 'de')).toBe('this year');
    expect(readForPlanner('letzte drei Monate', 'de')).toBe('last 3 month');
    expect(readForPlanner('depuis le début de l’année', 'fr')).toBe('this year');
    expect(readForPlanner('sur les 3 derniers mois', 'fr')).toBe('on last 3 month');
    expect(readForPlanner('sur un an', 'fr')).toBe('on a year');
    expect(readForPlanner('en lo que va de año', 'es')).toBe('this year');
    expect(readForPlanner('últimos doce meses', 'es')).toBe('last 12 month');
    expect(readForPlanner('el año pasado', 'es')).toBe('last year');
  });

  it('corrects a mistyped word one edit from a single lexicon word', () => {
    expect(readForPlanner('Volatilitat', 'de')).toBe('volatility');
    expect(readForPlanner('volatilte', 'fr')).toBe('volatility');
    expect(readForPlanner('comisones', 'es')).toBe('fees');
  });

  it('hands on tickers, names, figures and dates as written, and drops function words', () => {
    expect(readForPlanner('Was wäre, wenn NVDA um 20 % fällt?', 'de')).toBe('what, if NVDA 20% fall?');
    expect(readForPlanner('Nouvelles sur Nvidia depuis le 1er mars ?', 'fr')).toBe('news on Nvidia since 1 march?');
    expect(readForPlanner('tipo de cambio EUR/USD el 30/06/2026', 'es')).toBe('exchange rate EUR/USD 2026-06-30');
  });

  it('reads a “Kurs” as an exchange rate beside a currency and as a price beside a share', () => {
    expect(readForPlanner('Kurs des Euro', 'de')).toBe('exchange rate euro');
    expect(readForPlanner('Kurs von SAP', 'de')).toBe('price of SAP');
  });
});

describe('each kind of question plans the tool the English one does, in every language', () => {
  const cases: [string, string][] = [
    ['Wie viel ist mein Depot wert?', 'portfolio_summary'],
    ['hey was is mein depot grad wert', 'portfolio_summary'],
    ['Zeig mir meine Positionen', 'holdings'],
    ['Können Sie mir meine Positionen zeigen?', 'holdings'],
    ['Wie viel Prozent meines Depots sind Tech-Aktien?', 'exposure'],
    ['Wie ist mein Depot nach Regionen aufgeteilt?', 'allocation'],
    ['Rendite letzte 3 Monate', 'performance'],
    ['Welche Gewinne habe ich mit Verkäufen realisiert?', 'realized_pnl'],
    ['Wie oft habe ich gehandelt?', 'turnover'],
    ['Ist mein Depot zu konzentriert?', 'concentration'],
    ['Passt mein Depot zu meinem Risikoprofil?', 'profile_fit'],
    ['Wie bringe ich Aktien wieder in die Bandbreite?', 'rebalance'],
    ['Was hat sich in meinem Depot geändert?', 'recent_changes'],
    ['Wie hat sich das Thema Zinsen entwickelt?', 'story_timeline'],
    ['Was kostet eine SAP-Aktie?', 'price'],
    ['combien vaut mon portefeuille', 'portfolio_summary'],
    ['Montre-moi toutes mes positions', 'holdings'],
    ['Quelle est mon exposition au dollar ?', 'exposure'],
    ['Quel rendement sur les 3 derniers mois ?', 'performance'],
    ['Combien ai-je gagné sur mes ventes ?', 'realized_pnl'],
    ['Quoi de neuf sur Nvidia ?', 'stories'],
    ['C’est quoi le drawdown ?', 'explain_term'],
    ['Quel est le cours de l’euro contre le dollar ?', 'fx_rate'],
    ['Qu’est-ce qui a changé dans mon portefeuille ?', 'recent_changes'],
    ['Et si la tech baissait de 20 % ?', 'what_if'],
    ['cuanto vale mi cartera', 'portfolio_summary'],
    ['Enséñame todas mis posiciones', 'holdings'],
    ['¿Qué porcentaje de mi cartera está en acciones tecnológicas?', 'exposure'],
    ['¿Está mi cartera demasiado concentrada?', 'concentration'],
    ['¿Cómo voy frente al índice de referencia?', 'performance'],
    ['¿Encaja mi cartera con mi perfil de riesgo?', 'profile_fit'],
    ['¿Qué operaciones he hecho últimamente?', 'recent_changes'],
    ['¿Me puedes decir cuánto he pagado en comisiones?', 'fees'],
  ];
  it.each(cases)('%s → %s', (question, tool) => {
    expect(planOf(question).calls.map((c) => c.tool)).toContain(tool);
  });

  it('refuses advice and forecasts as in English', () => {
    for (const question of ['Soll ich Nvidia kaufen?', 'Dois-je acheter Nvidia ?', '¿Debo comprar Nvidia?']) expect(planOf(question).policy, question).toBe('advice');
    for (const question of ['Wird Bitcoin nächstes Jahr steigen?', 'Le bitcoin va-t-il monter ?', '¿Va a subir el bitcoin?']) expect(planOf(question).policy, question).toBe('forecast');
  });
});

describe('the lexicons', () => {
  it.each([
    ['de', GERMAN],
    ['fr', FRENCH],
    ['es', SPANISH],
  ] as [string, LanguageLexicon][])('%s: no word or phrase is listed under two concepts', (_language, lexicon) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [concept, entries] of Object.entries(lexicon.concepts)) {
      for (const entry of entries ?? []) {
        const key = fold(entry.replace(/^=/, ''));
        const other = seen.get(key);
        if (other !== undefined && other !== concept) twice.push(`${entry}: ${other} and ${concept}`);
        seen.set(key, concept);
      }
    }
    const functionWords = new Set(lexicon.functionWords.map(fold));
    expect(twice).toEqual([]);
    expect([...seen.keys()].filter((word) => functionWords.has(word))).toEqual([]);
  });
});

describe('the card’s and the chat’s own follow-up questions, in every language', () => {
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
      const tools = planOf(question, locale).calls.map((c): string => c.tool);
      return tools.includes(s.tool) ? [] : [`${question} → ${questionForPlanner(question, locale)} → ${tools.join(', ')} (wanted ${s.tool})`];
    });
    expect(unplanned).toEqual([]);
  });

  // The card suggests a sector's exposure for any equity sector, a rebalance for any asset class: each label must be read as its own.
  it.each(['en', 'de', 'fr', 'es'] as const)('%s: a sector’s exposure and a class’s rebalance plan that sector and that class, whichever they are', (locale) => {
    const w = wordsFor(new Map(), locale);
    const sectors = ['technology', 'financials', 'energy', 'semiconductors', 'health_care', 'consumer_discretionary', 'consumer_staples', 'industrials', 'materials', 'utilities', 'real_estate', 'communication_services'];
    const wrong = sectors.flatMap((sector) => {
      const question = w.t('suggest.sector_exposure', { sector: lowerLabel(w, 'sector', sector) });
      const exposure = planOf(question, locale).calls.find((c) => c.tool === 'exposure')?.args;
      const expected = sector === 'semiconductors' ? 'technology' : sector;
      return exposure?.kind === 'sector' && exposure.value === expected ? [] : [`${question} → ${JSON.stringify(exposure)} (wanted ${expected})`];
    });
    for (const assetClass of ['equity', 'fixed_income', 'crypto', 'cash', 'commodity']) {
      const question = w.t('suggest.rebalance', { label: lowerLabel(w, 'asset_class', assetClass), band: w.fmt.band({ min: 0.1, max: 0.3 }) });
      if (!planOf(question, locale).calls.some((c) => c.tool === 'rebalance')) wrong.push(`${question} → no rebalance`);
    }
    expect(wrong).toEqual([]);
  });
});
