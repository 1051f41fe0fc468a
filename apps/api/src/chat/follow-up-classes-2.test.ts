import type { Locale } from '../i18n/catalog.js';
import { call, days, describeProbe, fees, period, position, price, Q3, stories, th, type ExpectedCall, type ProbeClasses } from './testing/follow-up-probe.test-helpers.js';

/**
 * Follow-up turns probed by class, second set (issue #25, "Dialogue state"; the first twelve classes are
 * follow-up-classes.test.ts): over real HTTP, in the four languages, each thread's last turn must run the named tool
 * with the named slots, nothing about another instrument, and answer rather than ask back. Classes: a new subject
 * named alone after a price over a span, news, realized gains or a what-if ("and Microsoft?", "und bei SAP?"); a new
 * period after the income, the realized gains or the money put in; another dimension of the allocation ("and by
 * region?", "et par pays ?"); another term after a term explained; a new subject with a slot of its own ("and Apple
 * over three months?"); a correction ("no, I meant Apple"); two slot follow-ups in a row (the second replaces the
 * first's slot); a follow-up typed without accents or with a typo; a new subject in another of the four languages
 * (answered in that language); a whole question of its own mid-thread, which must not inherit the last instrument.
 * Written before any change tuned on it, kept out of the training corpus; its score is a development score. Expected
 * slots come from the calendar (the clock is 2026-11-14; a quarter runs from its eve's close, docs/chat.md "Periods
 * and dates") and the sample instruments (apps/api/src/market/sample/instruments.ts), not from the planner.
 * (The chat portfolio holds BTC, NVDA, AAPL, ASML, SHEL and AGG; MSFT, SAP, JPM and XOM are known, not held.)
 *
 * First contact, on main (1b3a042) before any change: correct en 23/40, de 30/40, fr 31/40, es 31/40.
 */
const realized = (args: Record<string, unknown>): ExpectedCall => call('realized_pnl', args);
const income = (args: Record<string, unknown>): ExpectedCall => call('income', args);
const cashFlows = (args: Record<string, unknown>): ExpectedCall => call('cash_flows', args);
const allocation = (dimension: string): ExpectedCall => call('allocation', { dimension });
const term = (name: string): ExpectedCall => call('explain_term', { term: name });
/** "What if Nvidia fell 20%?", then another instrument: the same fall on it. */
const fall20 = (ticker: string): ExpectedCall => call('what_if', { target: { kind: 'ticker', value: ticker }, change: -0.2 });
/** A question of its own: the named call, and nothing about the thread's instrument. */
const alone = (tool: string, args: Record<string, unknown> = {}): ExpectedCall => ({ tool, args, alone: true });

const CLASSES: ProbeClasses = {
  en: {
    newSubjectAfterIntent: [
      th(['How has Nvidia moved over the last three months?', 'and Microsoft?'], price('MSFT', period('3M'))),
      th(['Any news on Apple?', 'and SAP?'], stories('SAP')),
      th(['What gains did I realize this year?', 'and on Apple?'], realized({ tickers: ['AAPL'] })),
      th(['What if Nvidia fell 20%?', 'and Apple?'], fall20('AAPL')),
    ],
    periodAfterActivity: [
      th(['How much did I receive in dividends this year?', 'and over the last three months?'], income(period('3M'))),
      th(['How much profit did I realize on sales this year?', 'and since March?'], realized(days('2026-03-01'))),
      th(['How much money did I deposit this year?', 'and in the third quarter?'], cashFlows(Q3)),
      th(['What dividends did I get this year?', 'and since June?'], income(days('2026-06-01'))),
    ],
    dimensionChange: [
      th(['How is my portfolio split by sector?', 'and by region?'], allocation('region')),
      th(['Show my allocation by asset class', 'and by currency?'], allocation('currency')),
      th(['What does my sector breakdown look like?', 'and by country?'], allocation('region')),
      th(['How is my money spread across regions?', 'and across sectors?'], allocation('sector')),
    ],
    termAfterTerm: [
      th(['What does volatility mean?', 'and drawdown?'], term('drawdown')),
      th(['What is diversification?', 'and concentration?'], term('concentration')),
      th(['Explain the term benchmark', 'and rebalancing?'], term('rebalancing')),
      th(['What does FIFO mean?', 'and cost basis?'], term('cost_basis')),
    ],
    subjectWithSlot: [
      th(['How has Nvidia moved this month?', 'and Apple over three months?'], price('AAPL', period('3M'))),
      th(['What is my Nvidia position worth?', 'and Apple in euros?'], position('AAPL', 'EUR')),
      th(['How much did I pay in fees this year?', 'and on Apple since March?'], fees({ tickers: ['AAPL'], ...days('2026-03-01') })),
      th(['How has ASML done this year?', 'and Shell since June?'], price('SHEL', days('2026-06-01'))),
    ],
    correction: [
      th(['How has Nvidia moved this month?', 'no, I meant Apple'], price('AAPL', period('1M'))),
      th(['Any news on Shell?', 'sorry, I meant ASML'], stories('ASML')),
      th(['What is my Apple position worth?', 'no, I meant Nvidia'], position('NVDA')),
      th(['How did Microsoft do this year?', 'no sorry, I meant Nvidia'], price('NVDA', period('YTD'))),
    ],
    twoInARow: [
      th(['How has Nvidia moved this month?', 'and over three months?', 'and over a year?'], price('NVDA', period('1Y'))),
      th(['How much did I pay in fees this year?', 'and since March?', 'and in the third quarter?'], fees(Q3)),
      th(['What is my Apple position worth?', 'and in euros?', 'and in pounds?'], position('AAPL', 'GBP')),
      th(['How has ASML moved this month?', 'and Shell?', 'and over three months?'], price('SHEL', period('3M'))),
    ],
    typedLoosely: [
      th(['How has Nvidia moved this month?', 'and ovr three months?'], price('NVDA', period('3M'))),
      th(['What is my Apple position worth?', 'and in euors?'], position('AAPL', 'EUR')),
      th(['How much did I pay in fees this year?', 'and snce March?'], fees(days('2026-03-01'))),
      th(['Any news on Nvidia?', 'what abuot Apple?'], stories('AAPL')),
    ],
    newSubjectOtherLanguage: [
      th(['Wie hat sich Nvidia diesen Monat bewegt?', 'and Microsoft?'], price('MSFT', period('1M'), 'en')),
      th(['Quelles nouvelles sur Apple ?', 'and SAP?'], stories('SAP', 'en')),
      th(['¿Cuánto vale mi posición en Nvidia?', 'and Apple?'], position('AAPL', undefined, 'en')),
      th(['Wie viel ist meine Shell-Position wert?', 'what about ASML?'], position('ASML', undefined, 'en')),
    ],
    freshQuestion: [
      th(['What is my Nvidia position worth?', 'How risky is my portfolio?'], alone('risk')),
      th(['Any news on ASML?', 'What is my return this year?'], alone('performance', period('YTD'))),
      th(['How has Apple moved this month?', 'How much did I receive in dividends this year?'], alone('income', period('YTD'))),
      th(['What is my Shell position worth?', 'How much have I paid in fees this year?'], alone('fees', period('YTD'))),
    ],
  },
  de: {
    newSubjectAfterIntent: [
      th(['Wie hat sich Nvidia in den letzten drei Monaten bewegt?', 'Und Microsoft?'], price('MSFT', period('3M'))),
      th(['Gibt es Neuigkeiten zu Apple?', 'Und bei SAP?'], stories('SAP')),
      th(['Welche Gewinne habe ich dieses Jahr realisiert?', 'Und bei Apple?'], realized({ tickers: ['AAPL'] })),
      th(['Was wäre, wenn Nvidia um 20 % fällt?', 'Und Apple?'], fall20('AAPL')),
    ],
    periodAfterActivity: [
      th(['Wie viel Dividende habe ich dieses Jahr erhalten?', 'Und in den letzten drei Monaten?'], income(period('3M'))),
      th(['Wie viel Gewinn habe ich dieses Jahr mit Verkäufen realisiert?', 'Und seit März?'], realized(days('2026-03-01'))),
      th(['Wie viel Geld habe ich dieses Jahr eingezahlt?', 'Und im dritten Quartal?'], cashFlows(Q3)),
      th(['Welche Dividenden habe ich dieses Jahr bekommen?', 'Und seit Juni?'], income(days('2026-06-01'))),
    ],
    dimensionChange: [
      th(['Wie ist mein Depot nach Sektoren aufgeteilt?', 'Und nach Regionen?'], allocation('region')),
      th(['Zeig mir meine Aufteilung nach Anlageklassen', 'Und nach Währungen?'], allocation('currency')),
      th(['Wie sieht meine Aufteilung nach Branchen aus?', 'Und nach Ländern?'], allocation('region')),
      th(['Wie verteilt sich mein Geld auf die Regionen?', 'Und auf die Sektoren?'], allocation('sector')),
    ],
    termAfterTerm: [
      th(['Was bedeutet Volatilität?', 'Und Drawdown?'], term('drawdown')),
      th(['Was ist Diversifikation?', 'Und Konzentration?'], term('concentration')),
      th(['Erkläre mir den Begriff Benchmark', 'Und Rebalancing?'], term('rebalancing')),
      th(['Was heißt FIFO?', 'Und Einstandswert?'], term('cost_basis')),
    ],
    subjectWithSlot: [
      th(['Wie hat sich Nvidia diesen Monat bewegt?', 'Und Apple über drei Monate?'], price('AAPL', period('3M'))),
      th(['Was ist meine Nvidia-Position wert?', 'Und Apple in Euro?'], position('AAPL', 'EUR')),
      th(['Wie viel Gebühren habe ich dieses Jahr bezahlt?', 'Und bei Apple seit März?'], fees({ tickers: ['AAPL'], ...days('2026-03-01') })),
      th(['Wie lief ASML dieses Jahr?', 'Und Shell seit Juni?'], price('SHEL', days('2026-06-01'))),
    ],
    correction: [
      th(['Wie hat sich Nvidia diesen Monat bewegt?', 'Nein, ich meinte Apple'], price('AAPL', period('1M'))),
      th(['Gibt es Nachrichten zu Shell?', 'Entschuldigung, ich meinte ASML'], stories('ASML')),
      th(['Was ist meine Apple-Position wert?', 'Nein, ich meinte Nvidia'], position('NVDA')),
      th(['Wie lief Microsoft dieses Jahr?', 'Nein, sorry, ich meinte Nvidia'], price('NVDA', period('YTD'))),
    ],
    twoInARow: [
      th(['Wie hat sich Nvidia diesen Monat bewegt?', 'Und über drei Monate?', 'Und über ein Jahr?'], price('NVDA', period('1Y'))),
      th(['Wie viel Gebühren habe ich dieses Jahr bezahlt?', 'Und seit März?', 'Und im dritten Quartal?'], fees(Q3)),
      th(['Was ist meine Apple-Position wert?', 'Und in Euro?', 'Und in Pfund?'], position('AAPL', 'GBP')),
      th(['Wie hat sich ASML diesen Monat bewegt?', 'Und Shell?', 'Und über drei Monate?'], price('SHEL', period('3M'))),
    ],
    typedLoosely: [
      th(['Wie hat sich Nvidia diesen Monat bewegt?', 'Und uber drei Monate?'], price('NVDA', period('3M'))),
      th(['Was ist meine Apple-Position wert?', 'und in pfund'], position('AAPL', 'GBP')),
      th(['Wie viel Gebühren habe ich dieses Jahr bezahlt?', 'Und seit Marz?'], fees(days('2026-03-01'))),
      th(['Wie viel Gebuhren habe ich dieses Jahr bezahlt?', 'Und im dritten Quartal?'], fees(Q3)),
    ],
    newSubjectOtherLanguage: [
      th(['How has Nvidia moved this month?', 'Und bei Microsoft?'], price('MSFT', period('1M'), 'de')),
      th(['Any news on Apple?', 'Und zu SAP?'], stories('SAP', 'de')),
      th(['¿Cuánto vale mi posición en Nvidia?', 'Und was ist mit Apple?'], position('AAPL', undefined, 'de')),
      th(['Combien vaut ma ligne Shell ?', 'Und bei ASML?'], position('ASML', undefined, 'de')),
    ],
    freshQuestion: [
      th(['Was ist meine Nvidia-Position wert?', 'Wie riskant ist mein Depot?'], alone('risk')),
      th(['Gibt es Nachrichten zu ASML?', 'Wie hoch ist meine Rendite dieses Jahr?'], alone('performance', period('YTD'))),
      th(['Wie hat sich Apple diesen Monat bewegt?', 'Wie viel Dividende habe ich dieses Jahr erhalten?'], alone('income', period('YTD'))),
      th(['Was ist meine Shell-Position wert?', 'Wie viel Gebühren habe ich dieses Jahr bezahlt?'], alone('fees', period('YTD'))),
    ],
  },
  fr: {
    newSubjectAfterIntent: [
      th(['Comment Nvidia a bougé sur les trois derniers mois ?', 'Et Microsoft ?'], price('MSFT', period('3M'))),
      th(['Des nouvelles d’Apple ?', 'Et pour SAP ?'], stories('SAP')),
      th(['Quelles plus-values ai-je réalisées cette année ?', 'Et sur Apple ?'], realized({ tickers: ['AAPL'] })),
      th(['Et si Nvidia baissait de 20 % ?', 'Et Apple ?'], fall20('AAPL')),
    ],
    periodAfterActivity: [
      th(['Combien de dividendes ai-je reçus cette année ?', 'Et sur les trois derniers mois ?'], income(period('3M'))),
      th(['Combien de plus-values ai-je réalisées en vendant cette année ?', 'Et depuis mars ?'], realized(days('2026-03-01'))),
      th(['Combien d’argent ai-je versé cette année ?', 'Et au troisième trimestre ?'], cashFlows(Q3)),
      th(['Quels dividendes ai-je touchés cette année ?', 'Et depuis juin ?'], income(days('2026-06-01'))),
    ],
    dimensionChange: [
      th(['Comment mon portefeuille est-il réparti par secteur ?', 'Et par région ?'], allocation('region')),
      th(['Montre-moi ma répartition par classe d’actifs', 'Et par devise ?'], allocation('currency')),
      th(['À quoi ressemble ma répartition sectorielle ?', 'Et par pays ?'], allocation('region')),
      th(['Comment mon argent est-il réparti entre les régions ?', 'Et entre les secteurs ?'], allocation('sector')),
    ],
    termAfterTerm: [
      th(['Que veut dire volatilité ?', 'Et le drawdown ?'], term('drawdown')),
      th(['Qu’est-ce que la diversification ?', 'Et la concentration ?'], term('concentration')),
      th(['Explique-moi le terme benchmark', 'Et le rééquilibrage ?'], term('rebalancing')),
      th(['Que signifie FIFO ?', 'Et le prix de revient ?'], term('cost_basis')),
    ],
    subjectWithSlot: [
      th(['Comment Nvidia a bougé ce mois-ci ?', 'Et Apple sur trois mois ?'], price('AAPL', period('3M'))),
      th(['Combien vaut ma ligne Nvidia ?', 'Et Apple en euros ?'], position('AAPL', 'EUR')),
      th(['Combien ai-je payé de frais cette année ?', 'Et sur Apple depuis mars ?'], fees({ tickers: ['AAPL'], ...days('2026-03-01') })),
      th(['Comment s’est comportée ASML cette année ?', 'Et Shell depuis juin ?'], price('SHEL', days('2026-06-01'))),
    ],
    correction: [
      th(['Comment Nvidia a bougé ce mois-ci ?', 'Non, je voulais dire Apple'], price('AAPL', period('1M'))),
      th(['Des nouvelles de Shell ?', 'Pardon, je voulais dire ASML'], stories('ASML')),
      th(['Combien vaut ma ligne Apple ?', 'Non, je voulais dire Nvidia'], position('NVDA')),
      th(['Comment s’est comporté Microsoft cette année ?', 'Non pardon, je voulais dire Nvidia'], price('NVDA', period('YTD'))),
    ],
    twoInARow: [
      th(['Comment Nvidia a bougé ce mois-ci ?', 'Et sur trois mois ?', 'Et sur un an ?'], price('NVDA', period('1Y'))),
      th(['Combien ai-je payé de frais cette année ?', 'Et depuis mars ?', 'Et au troisième trimestre ?'], fees(Q3)),
      th(['Combien vaut ma ligne Apple ?', 'Et en euros ?', 'Et en livres ?'], position('AAPL', 'GBP')),
      th(['Comment ASML a bougé ce mois-ci ?', 'Et Shell ?', 'Et sur trois mois ?'], price('SHEL', period('3M'))),
    ],
    typedLoosely: [
      th(['Comment Nvidia a bougé ce mois-ci ?', 'Et sur les trois derniers mois'], price('NVDA', period('3M'))),
      th(['Combien vaut ma ligne Apple ?', 'et en livres sterling'], position('AAPL', 'GBP')),
      th(['Combien ai-je paye de frais cette annee ?', 'Et depuis fevrier ?'], fees(days('2026-02-01'))),
      th(['Combien ai-je payé de frais cette année ?', 'Et au troisieme trimestre ?'], fees(Q3)),
    ],
    newSubjectOtherLanguage: [
      th(['How has Nvidia moved this month?', 'Et Microsoft ?'], price('MSFT', period('1M'), 'fr')),
      th(['Gibt es Neuigkeiten zu Apple?', 'Et pour SAP ?'], stories('SAP', 'fr')),
      th(['What is my Nvidia position worth?', 'Et pour Apple ?'], position('AAPL', undefined, 'fr')),
      th(['¿Cuánto vale mi posición en Shell?', 'Et ASML, alors ?'], position('ASML', undefined, 'fr')),
    ],
    freshQuestion: [
      th(['Combien vaut ma ligne Nvidia ?', 'Mon portefeuille est-il risqué ?'], alone('risk')),
      th(['Des nouvelles d’ASML ?', 'Quel est mon rendement cette année ?'], alone('performance', period('YTD'))),
      th(['Comment Apple a bougé ce mois-ci ?', 'Combien de dividendes ai-je reçus cette année ?'], alone('income', period('YTD'))),
      th(['Combien vaut ma ligne Shell ?', 'Combien ai-je payé de frais cette année ?'], alone('fees', period('YTD'))),
    ],
  },
  es: {
    newSubjectAfterIntent: [
      th(['¿Cómo se ha movido Nvidia en los últimos tres meses?', '¿Y Microsoft?'], price('MSFT', period('3M'))),
      th(['¿Hay noticias de Apple?', '¿Y de SAP?'], stories('SAP')),
      th(['¿Qué ganancias realicé este año?', '¿Y con Apple?'], realized({ tickers: ['AAPL'] })),
      th(['¿Qué pasa si Nvidia cae un 20 %?', '¿Y Apple?'], fall20('AAPL')),
    ],
    periodAfterActivity: [
      th(['¿Cuántos dividendos recibí este año?', '¿Y en los últimos tres meses?'], income(period('3M'))),
      th(['¿Cuánto beneficio realicé con ventas este año?', '¿Y desde marzo?'], realized(days('2026-03-01'))),
      th(['¿Cuánto dinero deposité este año?', '¿Y en el tercer trimestre?'], cashFlows(Q3)),
      th(['¿Qué dividendos cobré este año?', '¿Y desde junio?'], income(days('2026-06-01'))),
    ],
    dimensionChange: [
      th(['¿Cómo está repartida mi cartera por sectores?', '¿Y por regiones?'], allocation('region')),
      th(['Muéstrame mi distribución por clase de activo', '¿Y por divisa?'], allocation('currency')),
      th(['¿Cómo es mi reparto sectorial?', '¿Y por países?'], allocation('region')),
      th(['¿Cómo se reparte mi dinero entre regiones?', '¿Y entre sectores?'], allocation('sector')),
    ],
    termAfterTerm: [
      th(['¿Qué significa volatilidad?', '¿Y drawdown?'], term('drawdown')),
      th(['¿Qué es la diversificación?', '¿Y la concentración?'], term('concentration')),
      th(['Explícame el término benchmark', '¿Y el reequilibrio?'], term('rebalancing')),
      th(['¿Qué significa FIFO?', '¿Y el precio de coste?'], term('cost_basis')),
    ],
    subjectWithSlot: [
      th(['¿Cómo se ha movido Nvidia este mes?', '¿Y Apple en tres meses?'], price('AAPL', period('3M'))),
      th(['¿Cuánto vale mi posición en Nvidia?', '¿Y Apple en euros?'], position('AAPL', 'EUR')),
      th(['¿Cuánto pagué en comisiones este año?', '¿Y en Apple desde marzo?'], fees({ tickers: ['AAPL'], ...days('2026-03-01') })),
      th(['¿Cómo le fue a ASML este año?', '¿Y a Shell desde junio?'], price('SHEL', days('2026-06-01'))),
    ],
    correction: [
      th(['¿Cómo se ha movido Nvidia este mes?', 'No, me refería a Apple'], price('AAPL', period('1M'))),
      th(['¿Hay noticias de Shell?', 'Perdón, me refería a ASML'], stories('ASML')),
      th(['¿Cuánto vale mi posición en Apple?', 'No, me refería a Nvidia'], position('NVDA')),
      th(['¿Cómo le fue a Microsoft este año?', 'No, perdona, quería decir Nvidia'], price('NVDA', period('YTD'))),
    ],
    twoInARow: [
      th(['¿Cómo se ha movido Nvidia este mes?', '¿Y en tres meses?', '¿Y en un año?'], price('NVDA', period('1Y'))),
      th(['¿Cuánto pagué en comisiones este año?', '¿Y desde marzo?', '¿Y en el tercer trimestre?'], fees(Q3)),
      th(['¿Cuánto vale mi posición en Apple?', '¿Y en euros?', '¿Y en libras?'], position('AAPL', 'GBP')),
      th(['¿Cómo se ha movido ASML este mes?', '¿Y Shell?', '¿Y en tres meses?'], price('SHEL', period('3M'))),
    ],
    typedLoosely: [
      th(['¿Cómo se ha movido Nvidia este mes?', 'y en los ultimos tres meses'], price('NVDA', period('3M'))),
      th(['¿Cuánto vale mi posición en Apple?', 'y en libras esterlinas'], position('AAPL', 'GBP')),
      th(['¿Cuanto pague en comisiones este ano?', '¿Y desde marzo?'], fees(days('2026-03-01'))),
      th(['¿Cuánto pagué en comisiones este año?', 'y en el tercer trimestre'], fees(Q3)),
    ],
    newSubjectOtherLanguage: [
      th(['How has Nvidia moved this month?', '¿Y Microsoft?'], price('MSFT', period('1M'), 'es')),
      th(['Des nouvelles d’Apple ?', '¿Y de SAP?'], stories('SAP', 'es')),
      th(['Was ist meine Nvidia-Position wert?', '¿Y la de Apple?'], position('AAPL', undefined, 'es')),
      th(['What is my Shell position worth?', '¿Y qué tal ASML?'], position('ASML', undefined, 'es')),
    ],
    freshQuestion: [
      th(['¿Cuánto vale mi posición en Nvidia?', '¿Qué riesgo tiene mi cartera?'], alone('risk')),
      th(['¿Hay noticias de ASML?', '¿Cuál es mi rentabilidad este año?'], alone('performance', period('YTD'))),
      th(['¿Cómo se ha movido Apple este mes?', '¿Cuántos dividendos recibí este año?'], alone('income', period('YTD'))),
      th(['¿Cuánto vale mi posición en Shell?', '¿Cuánto pagué en comisiones este año?'], alone('fees', period('YTD'))),
    ],
  },
};

/**
 * The most threads per language that may still miss (wrong or asked back; a ceiling: lower it when the dialogue
 * state improves, never raise it).
 */
const MISSED_AT_MOST: Record<Locale, number> = { en: 0, de: 0, fr: 0, es: 2 };

describeProbe('follow-up turns by class, second set: the last turn runs the right tool with the right slots (four languages, over HTTP)', 'follow-up classes 2', CLASSES, MISSED_AT_MOST);
