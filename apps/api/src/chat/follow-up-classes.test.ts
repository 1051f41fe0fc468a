import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/catalog.js';
import { scoreThread, type ExpectedCall, type ProbeThread, type ThreadOutcome } from './testing/follow-up-probe.test-helpers.js';
import { startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * Follow-up turns probed by class, over real HTTP, in the four languages (issue #25, "Dialogue state"; beside
 * dialogue-followups.test.ts): each thread's last turn must run the named tool with the named slots (ticker, period
 * or exact days, currency, benchmark), nothing about another instrument, and answer rather than ask back. Classes: a
 * named benchmark after a return over a span; a currency after a holding's value; a figure of "my largest position";
 * a new period after the fees; a reply to a clarification ("the first one", "yes, the return"); a thread that
 * switches language; pronouns with gender across turns; "and the other one?" after a comparison; "what about X?"
 * (an instrument, a sector, a region, a class); "same for last year"; "and in %?"; "and since I bought it?".
 * Written before any change tuned on it, kept out of the training corpus; its score is a development score.
 * (The chat portfolio holds BTC, NVDA, AAPL, ASML, SHEL and AGG, largest first; base USD; the clock is 2026-11-14.)
 */
const NOW = '2026-11-14';
/** A stored period, with no days of an earlier span left beside it. */
const period = (p: string): Record<string, unknown> => ({ period: p, from: undefined });
const days = (from: string, to: string = NOW): Record<string, unknown> => ({ from, to });
/** A calendar year or quarter runs from its eve's close (docs/chat.md, "Periods and dates"). */
const LAST_YEAR = days('2024-12-31', '2025-12-31');
const Q3 = days('2026-06-30', '2026-09-30');
const call = (tool: string, args: Record<string, unknown> = {}, locale?: Locale): ExpectedCall => ({ tool, args, ...(locale ? { locale } : {}) });
const pick = (index: number): ExpectedCall => ({ pick: index });
const th = (turns: string[], expected: ExpectedCall): ProbeThread => ({ turns, expect: expected });
const position = (ticker: string, currency?: string): ExpectedCall => call('position', { ticker, ...(currency ? { currency } : {}) });
const price = (ticker: string, args: Record<string, unknown>): ExpectedCall => call('price', { ticker, ...args });
const exposure = (kind: string, value: string, locale?: Locale): ExpectedCall => call('exposure', { kind, value }, locale);
const performance = (args: Record<string, unknown>, locale?: Locale): ExpectedCall => call('performance', args, locale);
const fees = (args: Record<string, unknown>, locale?: Locale): ExpectedCall => call('fees', args, locale);
const stories = (ticker: string): ExpectedCall => call('stories', { tickers: [ticker] });

type Classes = Record<string, ProbeThread[]>;

const CLASSES: Record<Locale, Classes> = {
  en: {
    benchmarkAfterSpan: [
      th(['How has my portfolio done since March?', 'and against the S&P 500?'], performance({ ...days('2026-03-01'), benchmark: 'sp500' })),
      th(['What is my return this year?', 'and compared with the MSCI World?'], performance({ ...period('YTD'), benchmark: 'msci_world' })),
      th(['How did I do over the last three months?', 'how does that compare to the DAX?'], performance({ ...period('3M'), benchmark: 'dax' })),
      th(['My performance since June, please', 'and versus the Euro Stoxx 50?'], performance({ ...days('2026-06-01'), benchmark: 'euro_stoxx_50' })),
      th(['What was my return over the past twelve months?', 'did I beat the FTSE 100?'], performance({ ...period('1Y'), benchmark: 'ftse_100' })),
      th(['How much did my portfolio return in the third quarter?', 'and relative to the S&P 500?'], performance({ ...Q3, benchmark: 'sp500' })),
    ],
    currencyAfterValue: [
      th(['What is my Nvidia position worth?', 'and in euros?'], position('NVDA', 'EUR')),
      th(['How much is my Apple holding worth?', 'in pounds?'], position('AAPL', 'GBP')),
      th(['What is my bitcoin worth?', 'and in Swiss francs?'], position('BTC', 'CHF')),
      th(['Value of my ASML shares?', 'what is that in euros?'], position('ASML', 'EUR')),
      th(['How much is my Shell stake worth?', 'and in sterling?'], position('SHEL', 'GBP')),
      th(['What is my AGG position worth?', 'and in yen?'], position('AGG', 'JPY')),
    ],
    afterLargest: [
      th(['What is my largest position?', 'how has it done this year?'], price('BTC', period('YTD'))),
      th(['Which is my biggest holding?', 'what is it worth in euros?'], position('BTC', 'EUR')),
      th(['What is my largest position?', 'how many units of it do I hold?'], position('BTC')),
      th(['Which holding is the biggest?', 'any news on it?'], stories('BTC')),
      th(['What is my biggest position?', 'how much has it moved over three months?'], price('BTC', period('3M'))),
      th(['What’s my largest holding?', 'and what did I pay for it?'], position('BTC')),
    ],
    periodAfterFees: [
      th(['How much did I pay in fees this year?', 'and over the last 12 months?'], fees(period('1Y'))),
      th(['What have fees cost me so far?', 'and this year?'], fees(period('YTD'))),
      th(['How much did I pay in fees this year?', 'and in 2025?'], fees(LAST_YEAR)),
      th(['My trading fees this year?', 'and since March?'], fees(days('2026-03-01'))),
      th(['How much have I spent on commissions over the past year?', 'and over the last three months?'], fees(period('3M'))),
      th(['What did fees cost me this year?', 'what about the third quarter?'], fees(Q3)),
    ],
    afterAskBack: [
      th(['what about my stuff', 'the first one'], pick(0)),
      th(['and my things?', 'the second one'], pick(1)),
      th(['what about the rest', 'yes'], pick(0)),
      th(['and everything else?', 'the return'], call('performance')),
      th(['my money situation?', 'I meant the return'], call('performance')),
      th(['what about my stuff', 'yes, the holdings'], call('holdings')),
    ],
    switchLanguage: [
      th(['Wie viel ist mein Depot wert?', 'and how did it perform this year?'], performance(period('YTD'), 'en')),
      th(['Wie hat sich Nvidia diesen Monat bewegt?', 'and over three months?'], call('price', { ticker: 'NVDA', ...period('3M') }, 'en')),
      th(['Was ist meine Apple-Position wert?', 'and in pounds?'], call('position', { ticker: 'AAPL', currency: 'GBP' }, 'en')),
      th(['¿Cuánto pagué en comisiones este año?', 'and since March?'], fees(days('2026-03-01'), 'en')),
      th(['Quelle part de mon portefeuille est dans la technologie ?', 'what about energy?'], exposure('sector', 'energy', 'en')),
      th(['Quel est mon rendement cette année ?', 'and against the S&P 500?'], performance({ ...period('YTD'), benchmark: 'sp500' }, 'en')),
    ],
    pronouns: [
      th(['How is the dollar doing against the euro?', 'and what is my Apple position worth?', 'and what is it worth in pounds?'], position('AAPL', 'GBP')),
      th(['What is my Nvidia position worth?', 'How is the euro doing against the dollar?', 'how has it moved over three months?'], call('fx_rate', { base: 'EUR', ...period('3M') })),
      th(['What is my Shell position worth?', 'and how has it done this year?'], price('SHEL', period('YTD'))),
      th(['How has the pound moved this month?', 'and since March?'], call('fx_rate', { base: 'GBP', ...days('2026-03-01') })),
      th(['How much ASML do I own?', 'what is it worth in euros?'], position('ASML', 'EUR')),
      th(['How has the Swiss franc moved this month?', 'How much Apple do I hold?', 'and how much has it moved over three months?'], price('AAPL', period('3M'))),
    ],
    otherOne: [
      th(['Compare Nvidia and Apple this year', 'What is my Nvidia position worth?', 'and the other one?'], position('AAPL')),
      th(['How did ASML do against Shell this month?', 'how many ASML shares do I have?', 'and the other one?'], position('SHEL')),
      th(['Compare bitcoin with Nvidia', 'how has bitcoin moved over three months?', 'and the other one?'], price('NVDA', period('3M'))),
      th(['Apple vs ASML over the past year', 'what did Apple do this month?', 'and the other?'], price('ASML', period('1M'))),
      th(['Compare Shell and AGG', 'what is my Shell stake worth?', 'and the other one?'], position('AGG')),
      th(['Nvidia versus ASML this year?', 'any news on Nvidia?', 'and on the other one?'], stories('ASML')),
    ],
    whatAbout: [
      th(['What is my Nvidia position worth?', 'what about Apple?'], position('AAPL')),
      th(['How has ASML moved this month?', 'what about Shell?'], price('SHEL', period('1M'))),
      th(['How much of my portfolio is in technology?', 'what about energy?'], exposure('sector', 'energy')),
      th(['How much do I have in Europe?', 'what about the US?'], exposure('region', 'north_america')),
      th(['How much of my money is in crypto?', 'what about bonds?'], exposure('asset_class', 'fixed_income')),
      th(['Any news on Nvidia?', 'what about ASML?'], stories('ASML')),
    ],
    sameForLastYear: [
      th(['What was my return this year?', 'same for last year'], performance(LAST_YEAR)),
      th(['How much did I pay in fees this year?', 'same for last year'], fees(LAST_YEAR)),
      th(['How did Nvidia do this year?', 'same for last year?'], price('NVDA', LAST_YEAR)),
      th(['How has the euro moved this year?', 'and the same for last year?'], call('fx_rate', { base: 'EUR', ...LAST_YEAR })),
      th(['What dividends did I get this year?', 'same for last year please'], call('income', LAST_YEAR)),
      th(['How much did I deposit this year?', 'same for last year'], call('cash_flows', LAST_YEAR)),
    ],
    inPercent: [
      th(['How much have I gained on Nvidia?', 'and in %?'], position('NVDA')),
      th(['How much did my portfolio make this year?', 'and in %?'], performance(period('YTD'))),
      th(['How much money do I have in tech?', 'and in %?'], exposure('sector', 'technology')),
      th(['What is my profit on Apple?', 'and in percent?'], position('AAPL')),
      th(['How much do I have in crypto?', 'and as a percentage?'], exposure('asset_class', 'crypto')),
      th(['How much did my portfolio gain over the last three months?', 'in percent?'], performance(period('3M'))),
    ],
    sinceBought: [
      th(['How has Nvidia done this month?', 'and since I bought it?'], position('NVDA')),
      th(['How has Apple moved over three months?', 'and since I bought it?'], position('AAPL')),
      th(['What did ASML do this year?', 'and since I bought it?'], position('ASML')),
      th(['How is Shell doing this week?', 'and since I bought it?'], position('SHEL')),
      th(['How has bitcoin moved this month?', 'and since I first bought it?'], position('BTC')),
      th(['How did AGG do this year?', 'and since I bought it?'], position('AGG')),
    ],
  },
  de: {
    benchmarkAfterSpan: [
      th(['Wie hat sich mein Depot seit März entwickelt?', 'Und im Vergleich zum S&P 500?'], performance({ ...days('2026-03-01'), benchmark: 'sp500' })),
      th(['Wie hoch ist meine Rendite dieses Jahr?', 'Und gegenüber dem MSCI World?'], performance({ ...period('YTD'), benchmark: 'msci_world' })),
      th(['Wie lief mein Depot in den letzten drei Monaten?', 'Habe ich den DAX geschlagen?'], performance({ ...period('3M'), benchmark: 'dax' })),
      th(['Meine Performance seit Juni bitte', 'Und verglichen mit dem Euro Stoxx 50?'], performance({ ...days('2026-06-01'), benchmark: 'euro_stoxx_50' })),
      th(['Was war meine Rendite in den letzten zwölf Monaten?', 'Und gegen den FTSE 100?'], performance({ ...period('1Y'), benchmark: 'ftse_100' })),
      th(['Wie hat mein Depot im dritten Quartal rentiert?', 'Und relativ zum S&P 500?'], performance({ ...Q3, benchmark: 'sp500' })),
    ],
    currencyAfterValue: [
      th(['Was ist meine Nvidia-Position wert?', 'Und in Euro?'], position('NVDA', 'EUR')),
      th(['Wie viel ist meine Apple-Position wert?', 'In Pfund?'], position('AAPL', 'GBP')),
      th(['Was ist mein Bitcoin wert?', 'Und in Franken?'], position('BTC', 'CHF')),
      th(['Wert meiner ASML-Aktien?', 'Wie viel ist das in Euro?'], position('ASML', 'EUR')),
      th(['Wie viel ist meine Shell-Beteiligung wert?', 'Und in britischen Pfund?'], position('SHEL', 'GBP')),
      th(['Was ist meine AGG-Position wert?', 'Und in Yen?'], position('AGG', 'JPY')),
    ],
    afterLargest: [
      th(['Was ist meine größte Position?', 'Wie hat sie sich dieses Jahr entwickelt?'], price('BTC', period('YTD'))),
      th(['Welche ist meine größte Position?', 'Was ist sie in Euro wert?'], position('BTC', 'EUR')),
      th(['Was ist meine größte Position?', 'Wie viele Einheiten halte ich davon?'], position('BTC')),
      th(['Welche Position ist die größte?', 'Gibt es Nachrichten dazu?'], stories('BTC')),
      th(['Was ist meine größte Position?', 'Wie stark hat sie sich in drei Monaten bewegt?'], price('BTC', period('3M'))),
      th(['Was ist meine größte Beteiligung?', 'Und was habe ich dafür bezahlt?'], position('BTC')),
    ],
    periodAfterFees: [
      th(['Wie viel Gebühren habe ich dieses Jahr bezahlt?', 'Und in den letzten zwölf Monaten?'], fees(period('1Y'))),
      th(['Was haben mich die Gebühren bisher gekostet?', 'Und dieses Jahr?'], fees(period('YTD'))),
      th(['Wie viel Gebühren habe ich dieses Jahr gezahlt?', 'Und 2025?'], fees(LAST_YEAR)),
      th(['Meine Handelsgebühren dieses Jahr?', 'Und seit März?'], fees(days('2026-03-01'))),
      th(['Wie viel habe ich im letzten Jahr für Provisionen ausgegeben?', 'Und in den letzten drei Monaten?'], fees(period('3M'))),
      th(['Was haben mich die Gebühren dieses Jahr gekostet?', 'Und im dritten Quartal?'], fees(Q3)),
    ],
    afterAskBack: [
      th(['Und meine Sachen?', 'die erste'], pick(0)),
      th(['Und mein Geld?', 'die zweite'], pick(1)),
      th(['Was ist mit meinem Konto?', 'ja'], pick(0)),
      th(['Und der Rest?', 'die Rendite'], call('performance')),
      th(['Zahlen bitte', 'ich meinte die Positionen'], call('holdings')),
      th(['Und alles andere?', 'die letzte'], pick(1)),
    ],
    switchLanguage: [
      th(['How has Nvidia moved this month?', 'Und über drei Monate?'], call('price', { ticker: 'NVDA', ...period('3M') }, 'de')),
      th(['¿Cuánto vale mi posición en ASML?', 'Und in Pfund?'], call('position', { ticker: 'ASML', currency: 'GBP' }, 'de')),
      th(['What is my return this year?', 'Und im Vergleich zum DAX?'], performance({ ...period('YTD'), benchmark: 'dax' }, 'de')),
      th(['How much did I pay in fees this year?', 'Und seit März?'], fees(days('2026-03-01'), 'de')),
      th(['Combien vaut ma ligne Apple ?', 'Und in Euro?'], call('position', { ticker: 'AAPL', currency: 'EUR' }, 'de')),
      th(['How much of my portfolio is in technology?', 'Und in Energie?'], exposure('sector', 'energy', 'de')),
    ],
    pronouns: [
      th(['Wie steht der Dollar zum Euro?', 'Was ist meine Apple-Position wert?', 'Und wie hat er sich dieses Jahr entwickelt?'], call('fx_rate', { base: 'USD', ...period('YTD') })),
      th(['Wie hat sich das Pfund diesen Monat bewegt?', 'Und meine Nvidia-Position?', 'Wie viel ist sie in Euro wert?'], position('NVDA', 'EUR')),
      th(['Was ist meine ASML-Position wert?', 'Wie steht der Euro zum Dollar?', 'Und wie viel ist sie in Pfund wert?'], position('ASML', 'GBP')),
      th(['Wie steht der Euro zum Dollar?', 'Was ist meine Apple-Position wert?', 'Und wie hat er sich über drei Monate bewegt?'], call('fx_rate', { base: 'EUR', ...period('3M') })),
      th(['Wie viel ist meine Shell-Position wert?', 'Und wie hat sie sich dieses Jahr entwickelt?'], price('SHEL', period('YTD'))),
      th(['Wie steht der Franken zum Dollar?', 'Was ist meine Apple-Position wert?', 'Und wie hat er sich seit März bewegt?'], call('fx_rate', { base: 'CHF', ...days('2026-03-01') })),
    ],
    otherOne: [
      th(['Vergleiche Nvidia und Apple dieses Jahr', 'Was ist meine Nvidia-Position wert?', 'Und die andere?'], position('AAPL')),
      th(['Wie lief ASML gegenüber Shell diesen Monat?', 'Wie viele ASML-Aktien habe ich?', 'Und bei der anderen?'], position('SHEL')),
      th(['Vergleiche Bitcoin mit Nvidia', 'Wie hat sich Bitcoin in drei Monaten bewegt?', 'Und die andere?'], price('NVDA', period('3M'))),
      th(['Apple gegen ASML im letzten Jahr', 'Wie lief Apple diesen Monat?', 'Und die andere?'], price('ASML', period('1M'))),
      th(['Vergleiche Shell und AGG', 'Was ist meine Shell-Position wert?', 'Und die andere?'], position('AGG')),
      th(['Nvidia gegen ASML dieses Jahr?', 'Gibt es Nachrichten zu Nvidia?', 'Und zur anderen?'], stories('ASML')),
    ],
    whatAbout: [
      th(['Was ist meine Nvidia-Position wert?', 'Und was ist mit Apple?'], position('AAPL')),
      th(['Wie hat sich ASML diesen Monat bewegt?', 'Und Shell?'], price('SHEL', period('1M'))),
      th(['Wie viel meines Depots steckt in Technologie?', 'Und in Energie?'], exposure('sector', 'energy')),
      th(['Wie viel habe ich in Europa?', 'Und in den USA?'], exposure('region', 'north_america')),
      th(['Wie viel meines Geldes ist in Krypto?', 'Und in Anleihen?'], exposure('asset_class', 'fixed_income')),
      th(['Gibt es Nachrichten zu Nvidia?', 'Und zu ASML?'], stories('ASML')),
    ],
    sameForLastYear: [
      th(['Wie war meine Rendite dieses Jahr?', 'Dasselbe für letztes Jahr'], performance(LAST_YEAR)),
      th(['Wie viel Gebühren habe ich dieses Jahr bezahlt?', 'Das Gleiche fürs letzte Jahr'], fees(LAST_YEAR)),
      th(['Wie lief Nvidia dieses Jahr?', 'Und dasselbe für letztes Jahr?'], price('NVDA', LAST_YEAR)),
      th(['Wie hat sich der Euro dieses Jahr bewegt?', 'Das Gleiche für das Vorjahr'], call('fx_rate', { base: 'EUR', ...LAST_YEAR })),
      th(['Welche Dividenden habe ich dieses Jahr bekommen?', 'Dasselbe für letztes Jahr bitte'], call('income', LAST_YEAR)),
      th(['Wie viel habe ich dieses Jahr eingezahlt?', 'Und das Gleiche für letztes Jahr?'], call('cash_flows', LAST_YEAR)),
    ],
    inPercent: [
      th(['Wie viel habe ich an Nvidia verdient?', 'Und in Prozent?'], position('NVDA')),
      th(['Wie viel hat mein Depot dieses Jahr gebracht?', 'Und in Prozent?'], performance(period('YTD'))),
      th(['Wie viel Geld habe ich in Technologie?', 'Und in Prozent?'], exposure('sector', 'technology')),
      th(['Wie hoch ist mein Gewinn bei Apple?', 'Und prozentual?'], position('AAPL')),
      th(['Wie viel habe ich in Krypto?', 'Und als Prozentsatz?'], exposure('asset_class', 'crypto')),
      th(['Wie viel hat mein Depot in den letzten drei Monaten gewonnen?', 'In Prozent?'], performance(period('3M'))),
    ],
    sinceBought: [
      th(['Wie lief Nvidia diesen Monat?', 'Und seit ich sie gekauft habe?'], position('NVDA')),
      th(['Wie hat sich Apple in drei Monaten bewegt?', 'Und seit dem Kauf?'], position('AAPL')),
      th(['Wie lief ASML dieses Jahr?', 'Und seit ich sie gekauft habe?'], position('ASML')),
      th(['Wie läuft Shell diese Woche?', 'Und seit meinem Kauf?'], position('SHEL')),
      th(['Wie hat sich Bitcoin diesen Monat bewegt?', 'Und seit ich ihn gekauft habe?'], position('BTC')),
      th(['Wie lief AGG dieses Jahr?', 'Und seit dem Kauf?'], position('AGG')),
    ],
  },
  fr: {
    benchmarkAfterSpan: [
      th(['Comment a évolué mon portefeuille depuis mars ?', 'Et par rapport au S&P 500 ?'], performance({ ...days('2026-03-01'), benchmark: 'sp500' })),
      th(['Quel est mon rendement cette année ?', 'Et face au MSCI World ?'], performance({ ...period('YTD'), benchmark: 'msci_world' })),
      th(['Comment s’est comporté mon portefeuille sur les trois derniers mois ?', 'Ai-je battu le DAX ?'], performance({ ...period('3M'), benchmark: 'dax' })),
      th(['Ma performance depuis juin, s’il te plaît', 'Et comparé à l’Euro Stoxx 50 ?'], performance({ ...days('2026-06-01'), benchmark: 'euro_stoxx_50' })),
      th(['Quel a été mon rendement sur les douze derniers mois ?', 'Et contre le FTSE 100 ?'], performance({ ...period('1Y'), benchmark: 'ftse_100' })),
      th(['Combien a rapporté mon portefeuille au troisième trimestre ?', 'Et par rapport au S&P 500 ?'], performance({ ...Q3, benchmark: 'sp500' })),
    ],
    currencyAfterValue: [
      th(['Combien vaut ma ligne Nvidia ?', 'Et en euros ?'], position('NVDA', 'EUR')),
      th(['Que vaut ma position Apple ?', 'En livres ?'], position('AAPL', 'GBP')),
      th(['Combien vaut mon bitcoin ?', 'Et en francs suisses ?'], position('BTC', 'CHF')),
      th(['Valeur de mes actions ASML ?', 'Ça fait combien en euros ?'], position('ASML', 'EUR')),
      th(['Combien vaut ma participation dans Shell ?', 'Et en livres sterling ?'], position('SHEL', 'GBP')),
      th(['Que vaut ma ligne AGG ?', 'Et en yens ?'], position('AGG', 'JPY')),
    ],
    afterLargest: [
      th(['Quelle est ma plus grosse position ?', 'Comment a-t-elle évolué cette année ?'], price('BTC', period('YTD'))),
      th(['Quelle est ma plus grande ligne ?', 'Combien vaut-elle en euros ?'], position('BTC', 'EUR')),
      th(['Quelle est ma plus grosse position ?', 'Combien d’unités en ai-je ?'], position('BTC')),
      th(['Quelle ligne est la plus importante ?', 'Des nouvelles à son sujet ?'], stories('BTC')),
      th(['Quelle est ma plus grosse position ?', 'De combien a-t-elle bougé sur trois mois ?'], price('BTC', period('3M'))),
      th(['Quelle est ma plus grosse ligne ?', 'Et combien l’ai-je payée ?'], position('BTC')),
    ],
    periodAfterFees: [
      th(['Combien ai-je payé de frais cette année ?', 'Et sur les douze derniers mois ?'], fees(period('1Y'))),
      th(['Combien m’ont coûté les frais jusqu’ici ?', 'Et cette année ?'], fees(period('YTD'))),
      th(['Combien de frais ai-je payé cette année ?', 'Et en 2025 ?'], fees(LAST_YEAR)),
      th(['Mes frais de courtage cette année ?', 'Et depuis mars ?'], fees(days('2026-03-01'))),
      th(['Combien ai-je dépensé en commissions sur l’année écoulée ?', 'Et sur les trois derniers mois ?'], fees(period('3M'))),
      th(['Combien m’ont coûté les frais cette année ?', 'Et au troisième trimestre ?'], fees(Q3)),
    ],
    afterAskBack: [
      th(['Et mes trucs ?', 'le premier'], pick(0)),
      th(['Et mon argent ?', 'la deuxième'], pick(1)),
      th(['Et le reste ?', 'oui'], pick(0)),
      th(['Et tout le reste ?', 'le rendement'], call('performance')),
      th(['Et mes trucs ?', 'je voulais dire le rendement'], call('performance')),
      th(['Et mon argent ?', 'oui, la performance'], call('performance')),
    ],
    switchLanguage: [
      th(['What is my Apple position worth?', 'Et en euros ?'], call('position', { ticker: 'AAPL', currency: 'EUR' }, 'fr')),
      th(['How has ASML moved this month?', 'Et sur trois mois ?'], call('price', { ticker: 'ASML', ...period('3M') }, 'fr')),
      th(['Wie hoch ist meine Rendite dieses Jahr?', 'Et face au MSCI World ?'], performance({ ...period('YTD'), benchmark: 'msci_world' }, 'fr')),
      th(['How much did I pay in fees this year?', 'Et depuis mars ?'], fees(days('2026-03-01'), 'fr')),
      th(['¿Cuánto de mi cartera está en tecnología?', 'Et dans l’énergie ?'], exposure('sector', 'energy', 'fr')),
      th(['Was ist meine Nvidia-Position wert?', 'Et en livres ?'], call('position', { ticker: 'NVDA', currency: 'GBP' }, 'fr')),
    ],
    pronouns: [
      th(['Où en est le dollar face à l’euro ?', 'Combien vaut ma ligne Apple ?', 'Et comment a-t-il évolué cette année ?'], call('fx_rate', { base: 'USD', ...period('YTD') })),
      th(['Comment a bougé le dollar ce mois-ci ?', 'Et ma ligne Nvidia ?', 'Combien vaut-elle en euros ?'], position('NVDA', 'EUR')),
      th(['Combien vaut ma ligne ASML ?', 'Où en est l’euro face au dollar ?', 'Et combien vaut-elle en livres ?'], position('ASML', 'GBP')),
      th(['Où en est l’euro face au dollar ?', 'Combien vaut ma ligne Apple ?', 'Et comment a-t-il bougé sur trois mois ?'], call('fx_rate', { base: 'EUR', ...period('3M') })),
      th(['Combien vaut ma ligne Shell ?', 'Et comment a-t-elle évolué cette année ?'], price('SHEL', period('YTD'))),
      th(['Où en est le franc suisse face au dollar ?', 'Que vaut ma position Apple ?', 'Et comment a-t-il évolué depuis mars ?'], call('fx_rate', { base: 'CHF', ...days('2026-03-01') })),
    ],
    otherOne: [
      th(['Compare Nvidia et Apple cette année', 'Combien vaut ma ligne Nvidia ?', 'Et l’autre ?'], position('AAPL')),
      th(['Comment ASML s’est comportée face à Shell ce mois-ci ?', 'Combien d’actions ASML ai-je ?', 'Et pour l’autre ?'], position('SHEL')),
      th(['Compare le bitcoin avec Nvidia', 'Comment le bitcoin a-t-il bougé sur trois mois ?', 'Et l’autre ?'], price('NVDA', period('3M'))),
      th(['Apple contre ASML sur l’année écoulée', 'Comment Apple a évolué ce mois-ci ?', 'Et l’autre ?'], price('ASML', period('1M'))),
      th(['Compare Shell et AGG', 'Combien vaut ma ligne Shell ?', 'Et l’autre ?'], position('AGG')),
      th(['Nvidia contre ASML cette année ?', 'Des nouvelles sur Nvidia ?', 'Et sur l’autre ?'], stories('ASML')),
    ],
    whatAbout: [
      th(['Combien vaut ma ligne Nvidia ?', 'Et Apple ?'], position('AAPL')),
      th(['Comment ASML a bougé ce mois-ci ?', 'Et Shell ?'], price('SHEL', period('1M'))),
      th(['Quelle part de mon portefeuille est dans la technologie ?', 'Et l’énergie ?'], exposure('sector', 'energy')),
      th(['Combien ai-je en Europe ?', 'Et aux États-Unis ?'], exposure('region', 'north_america')),
      th(['Quelle part de mon argent est en crypto ?', 'Et en obligations ?'], exposure('asset_class', 'fixed_income')),
      th(['Des nouvelles sur Nvidia ?', 'Et sur ASML ?'], stories('ASML')),
    ],
    sameForLastYear: [
      th(['Quel a été mon rendement cette année ?', 'Pareil pour l’année dernière'], performance(LAST_YEAR)),
      th(['Combien ai-je payé de frais cette année ?', 'Même chose pour l’an dernier'], fees(LAST_YEAR)),
      th(['Comment Nvidia s’est comportée cette année ?', 'Et pareil pour l’année dernière ?'], price('NVDA', LAST_YEAR)),
      th(['Comment l’euro a bougé cette année ?', 'La même chose pour l’année dernière'], call('fx_rate', { base: 'EUR', ...LAST_YEAR })),
      th(['Quels dividendes ai-je touchés cette année ?', 'Pareil pour l’année dernière, s’il te plaît'], call('income', LAST_YEAR)),
      th(['Combien ai-je versé cette année ?', 'Et la même chose l’an dernier ?'], call('cash_flows', LAST_YEAR)),
    ],
    inPercent: [
      th(['Combien ai-je gagné sur Nvidia ?', 'Et en pourcentage ?'], position('NVDA')),
      th(['Combien a rapporté mon portefeuille cette année ?', 'Et en % ?'], performance(period('YTD'))),
      th(['Combien d’argent ai-je dans la tech ?', 'Et en pourcentage ?'], exposure('sector', 'technology')),
      th(['Quel est mon bénéfice sur Apple ?', 'Et en pour cent ?'], position('AAPL')),
      th(['Combien ai-je en crypto ?', 'Et en pourcentage ?'], exposure('asset_class', 'crypto')),
      th(['Combien a gagné mon portefeuille sur les trois derniers mois ?', 'En pourcentage ?'], performance(period('3M'))),
    ],
    sinceBought: [
      th(['Comment Nvidia a évolué ce mois-ci ?', 'Et depuis que je l’ai achetée ?'], position('NVDA')),
      th(['Comment Apple a bougé sur trois mois ?', 'Et depuis mon achat ?'], position('AAPL')),
      th(['Qu’a fait ASML cette année ?', 'Et depuis que je l’ai achetée ?'], position('ASML')),
      th(['Comment va Shell cette semaine ?', 'Et depuis mon achat ?'], position('SHEL')),
      th(['Comment le bitcoin a bougé ce mois-ci ?', 'Et depuis que je l’ai acheté ?'], position('BTC')),
      th(['Comment AGG s’est comporté cette année ?', 'Et depuis l’achat ?'], position('AGG')),
    ],
  },
  es: {
    benchmarkAfterSpan: [
      th(['¿Cómo ha ido mi cartera desde marzo?', '¿Y frente al S&P 500?'], performance({ ...days('2026-03-01'), benchmark: 'sp500' })),
      th(['¿Cuál es mi rentabilidad este año?', '¿Y comparada con el MSCI World?'], performance({ ...period('YTD'), benchmark: 'msci_world' })),
      th(['¿Cómo le fue a mi cartera en los últimos tres meses?', '¿He batido al DAX?'], performance({ ...period('3M'), benchmark: 'dax' })),
      th(['Mi rendimiento desde junio, por favor', '¿Y en comparación con el Euro Stoxx 50?'], performance({ ...days('2026-06-01'), benchmark: 'euro_stoxx_50' })),
      th(['¿Cuál fue mi rentabilidad en los últimos doce meses?', '¿Y contra el FTSE 100?'], performance({ ...period('1Y'), benchmark: 'ftse_100' })),
      th(['¿Cuánto rindió mi cartera en el tercer trimestre?', '¿Y respecto al S&P 500?'], performance({ ...Q3, benchmark: 'sp500' })),
    ],
    currencyAfterValue: [
      th(['¿Cuánto vale mi posición en Nvidia?', '¿Y en euros?'], position('NVDA', 'EUR')),
      th(['¿Cuánto vale mi posición de Apple?', '¿En libras?'], position('AAPL', 'GBP')),
      th(['¿Cuánto vale mi bitcoin?', '¿Y en francos suizos?'], position('BTC', 'CHF')),
      th(['¿Valor de mis acciones de ASML?', '¿Cuánto es eso en euros?'], position('ASML', 'EUR')),
      th(['¿Cuánto vale mi participación en Shell?', '¿Y en libras esterlinas?'], position('SHEL', 'GBP')),
      th(['¿Cuánto vale mi posición en AGG?', '¿Y en yenes?'], position('AGG', 'JPY')),
    ],
    afterLargest: [
      th(['¿Cuál es mi mayor posición?', '¿Cómo le ha ido este año?'], price('BTC', period('YTD'))),
      th(['¿Cuál es mi posición más grande?', '¿Cuánto vale en euros?'], position('BTC', 'EUR')),
      th(['¿Cuál es mi mayor posición?', '¿Cuántas unidades tengo de ella?'], position('BTC')),
      th(['¿Qué posición es la mayor?', '¿Hay noticias sobre ella?'], stories('BTC')),
      th(['¿Cuál es mi mayor posición?', '¿Cuánto se ha movido en tres meses?'], price('BTC', period('3M'))),
      th(['¿Cuál es mi mayor participación?', '¿Y cuánto pagué por ella?'], position('BTC')),
    ],
    periodAfterFees: [
      th(['¿Cuánto pagué en comisiones este año?', '¿Y en los últimos doce meses?'], fees(period('1Y'))),
      th(['¿Cuánto me han costado las comisiones hasta ahora?', '¿Y este año?'], fees(period('YTD'))),
      th(['¿Cuánto pagué en comisiones este año?', '¿Y en 2025?'], fees(LAST_YEAR)),
      th(['¿Mis gastos de corretaje este año?', '¿Y desde marzo?'], fees(days('2026-03-01'))),
      th(['¿Cuánto he gastado en comisiones en el último año?', '¿Y en los últimos tres meses?'], fees(period('3M'))),
      th(['¿Cuánto me costaron las comisiones este año?', '¿Y en el tercer trimestre?'], fees(Q3)),
    ],
    afterAskBack: [
      th(['¿Y mis cosas?', 'la primera'], pick(0)),
      th(['¿Y mi dinero?', 'la segunda'], pick(1)),
      // The opener has only to be asked back: "¿Y lo demás?" alone is declined since clear off-topic first turns are (28 Nov).
      th(['¿Y mis cosas?', 'sí'], pick(0)),
      th(['¿Y todo lo demás?', 'la rentabilidad'], call('performance')),
      th(['¿Y mis cosas?', 'me refería a la rentabilidad'], call('performance')),
      th(['¿Y mi dinero?', 'sí, la rentabilidad'], call('performance')),
    ],
    switchLanguage: [
      th(['Combien ai-je payé de frais cette année ?', '¿Y en los últimos tres meses?'], fees(period('3M'), 'es')),
      th(['How much of my portfolio is in technology?', '¿Y en energía?'], exposure('sector', 'energy', 'es')),
      th(['What is my Nvidia position worth?', '¿Y en euros?'], call('position', { ticker: 'NVDA', currency: 'EUR' }, 'es')),
      th(['Wie hat sich Apple diesen Monat bewegt?', '¿Y en tres meses?'], call('price', { ticker: 'AAPL', ...period('3M') }, 'es')),
      th(['What is my return this year?', '¿Y frente al S&P 500?'], performance({ ...period('YTD'), benchmark: 'sp500' }, 'es')),
      th(['Quelle est la valeur de ma ligne Shell ?', '¿Y en libras?'], call('position', { ticker: 'SHEL', currency: 'GBP' }, 'es')),
    ],
    pronouns: [
      th(['¿Cómo está el dólar frente al euro?', '¿Cuánto vale mi posición en Apple?', '¿Y él cómo ha evolucionado este año?'], call('fx_rate', { base: 'USD', ...period('YTD') })),
      th(['¿Cuánto vale mi posición en Nvidia?', '¿Cómo está el dólar frente al euro?', '¿Y ella cuánto vale en libras?'], position('NVDA', 'GBP')),
      th(['¿Cómo se ha movido el euro este mes?', '¿Y mi posición en ASML?', '¿Cuánto vale ella en francos suizos?'], position('ASML', 'CHF')),
      th(['¿Cuánto vale mi posición en Shell?', '¿Y cómo ha evolucionado ella este año?'], price('SHEL', period('YTD'))),
      th(['¿Cuánto vale mi posición en Apple?', '¿Cómo está el euro frente al dólar?', '¿Y cuánto la pagué?'], position('AAPL')),
      th(['¿Cómo está el franco suizo frente al dólar?', '¿Cuánto vale mi posición en Apple?', '¿Y cómo se ha movido él desde marzo?'], call('fx_rate', { base: 'CHF', ...days('2026-03-01') })),
    ],
    otherOne: [
      th(['Compara Nvidia y Apple este año', '¿Cuánto vale mi posición en Nvidia?', '¿Y la otra?'], position('AAPL')),
      th(['¿Cómo le fue a ASML frente a Shell este mes?', '¿Cuántas acciones de ASML tengo?', '¿Y de la otra?'], position('SHEL')),
      th(['Compara el bitcoin con Nvidia', '¿Cómo se ha movido el bitcoin en tres meses?', '¿Y la otra?'], price('NVDA', period('3M'))),
      th(['Apple contra ASML en el último año', '¿Cómo le fue a Apple este mes?', '¿Y a la otra?'], price('ASML', period('1M'))),
      th(['Compara Shell y AGG', '¿Cuánto vale mi posición en Shell?', '¿Y la otra?'], position('AGG')),
      th(['¿Nvidia contra ASML este año?', '¿Hay noticias de Nvidia?', '¿Y de la otra?'], stories('ASML')),
    ],
    whatAbout: [
      th(['¿Cuánto vale mi posición en Nvidia?', '¿Y Apple?'], position('AAPL')),
      th(['¿Cómo se ha movido ASML este mes?', '¿Y Shell?'], price('SHEL', period('1M'))),
      th(['¿Cuánto de mi cartera está en tecnología?', '¿Y en energía?'], exposure('sector', 'energy')),
      th(['¿Cuánto tengo en Europa?', '¿Y en Estados Unidos?'], exposure('region', 'north_america')),
      th(['¿Cuánto de mi dinero está en cripto?', '¿Y en bonos?'], exposure('asset_class', 'fixed_income')),
      th(['¿Hay noticias sobre Nvidia?', '¿Y sobre ASML?'], stories('ASML')),
    ],
    sameForLastYear: [
      th(['¿Cuál fue mi rentabilidad este año?', 'Lo mismo para el año pasado'], performance(LAST_YEAR)),
      th(['¿Cuánto pagué en comisiones este año?', 'Lo mismo del año pasado'], fees(LAST_YEAR)),
      th(['¿Cómo le fue a Nvidia este año?', '¿Y lo mismo para el año pasado?'], price('NVDA', LAST_YEAR)),
      th(['¿Cómo se ha movido el euro este año?', 'Lo mismo para el año anterior'], call('fx_rate', { base: 'EUR', ...LAST_YEAR })),
      th(['¿Qué dividendos cobré este año?', 'Lo mismo para el año pasado, por favor'], call('income', LAST_YEAR)),
      th(['¿Cuánto deposité este año?', '¿Y lo mismo el año pasado?'], call('cash_flows', LAST_YEAR)),
    ],
    inPercent: [
      th(['¿Cuánto he ganado con Nvidia?', '¿Y en porcentaje?'], position('NVDA')),
      th(['¿Cuánto ha ganado mi cartera este año?', '¿Y en %?'], performance(period('YTD'))),
      th(['¿Cuánto dinero tengo en tecnología?', '¿Y en porcentaje?'], exposure('sector', 'technology')),
      th(['¿Cuál es mi beneficio en Apple?', '¿Y en tanto por ciento?'], position('AAPL')),
      th(['¿Cuánto tengo en cripto?', '¿Y en porcentaje?'], exposure('asset_class', 'crypto')),
      th(['¿Cuánto ganó mi cartera en los últimos tres meses?', '¿En porcentaje?'], performance(period('3M'))),
    ],
    sinceBought: [
      th(['¿Cómo le fue a Nvidia este mes?', '¿Y desde que la compré?'], position('NVDA')),
      th(['¿Cómo se ha movido Apple en tres meses?', '¿Y desde mi compra?'], position('AAPL')),
      th(['¿Qué hizo ASML este año?', '¿Y desde que la compré?'], position('ASML')),
      th(['¿Cómo va Shell esta semana?', '¿Y desde que la compré?'], position('SHEL')),
      th(['¿Cómo se ha movido el bitcoin este mes?', '¿Y desde que lo compré?'], position('BTC')),
      th(['¿Cómo le fue a AGG este año?', '¿Y desde la compra?'], position('AGG')),
    ],
  },
};

/**
 * The most threads per language that may still miss (wrong or asked back; a ceiling: lower it when the dialogue
 * state improves, never raise it). First contact, before any change: see docs/chat.md, "Threads".
 */
const MISSED_AT_MOST: Record<Locale, number> = { en: 2, de: 4, fr: 2, es: 5 };

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

describe('follow-up turns by class: the last turn runs the right tool with the right slots (four languages, over HTTP)', () => {
  it.each(['en', 'de', 'fr', 'es'] as const)('%s', { timeout: 240_000 }, async (locale) => {
    const perClass: string[] = [];
    const misses: string[] = [];
    let missed = 0;
    for (const [name, threads] of Object.entries(CLASSES[locale])) {
      const outcomes: [ProbeThread, ThreadOutcome][] = [];
      for (const thread of threads) outcomes.push([thread, await scoreThread(server, thread)]);
      const scored = outcomes.filter(([, o]) => o.verdict !== 'unprepared');
      const correct = scored.filter(([, o]) => o.verdict === 'correct').length;
      const clarified = scored.filter(([, o]) => o.verdict === 'clarified').length;
      perClass.push(`${name} ${correct}/${scored.length}${clarified ? ` (${clarified} asked back)` : ''}${scored.length < outcomes.length ? ` [${outcomes.length - scored.length} unprepared]` : ''}`);
      for (const [thread, o] of outcomes) if (o.verdict !== 'correct') misses.push(`  [${name}] ${thread.turns.join(' → ')}: ${o.verdict} ${o.detail}`);
      missed += scored.length - correct;
    }
    const total = Object.values(CLASSES[locale]).flat().length;
    console.log(`follow-up classes ${locale}: correct ${total - missed - misses.filter((m) => m.includes(': unprepared')).length}/${total}; ${perClass.join(', ')}\n${misses.join('\n')}`);
    expect(missed, misses.join('\n')).toBeLessThanOrEqual(MISSED_AT_MOST[locale]);
  });
});
