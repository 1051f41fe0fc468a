import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/catalog.js';
import { advice, forecast, fromLog, runFirstTurnProbe, tools, type Expected } from './testing/first-turn-probe.test-helpers.js';
import { startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * First turns typed the way retail users type them (issue 25): colloquial, long-winded with personal context
 * ("I'm retiring next year, so…"), polite wrappers ("könnten Sie mir sagen…", "j'aimerais savoir…", "me podrías
 * decir…"), without accents or umlauts, with typos and abbreviations ("perf", "YTD", "divs"); about the user's own
 * money (gains, losses, fees paid, dividends, deposits, what they bought), comparisons, exposure by currency,
 * region and sector, risk and profile fit, news about a holding, a benchmark by name, the money-weighted return by
 * name. Each language was written on its own, unlike the first probe's questions (first-turn-probe.test.ts), before
 * the fixes, and is kept out of the training corpus (corpus/seed.json): it measures how the reading generalizes
 * (development score once its failures have been read). No locale is sent: the answer's language is the question's.
 * (The chat portfolio holds AAPL, NVDA, ASML, SHEL, AGG and BTC; base USD; profile moderate; no activity log.
 * MSFT has prices and is not held.)
 */
const EXPOSURE = ['exposure', 'allocation'];
const GAIN_OVERALL = ['portfolio_summary', 'performance'];
const GAIN_ON_ONE = ['position', 'realized_pnl'];
const TRADES = ['recent_changes', 'turnover'];
const MOVE_OF_ONE = ['price', 'position'];

const PROBE: Record<Locale, [string, Expected][]> = {
  en: [
    ["hey so what's my whole account worth rn?", tools('portfolio_summary')],
    ["I'm retiring next year, so I'd like to know what everything I hold adds up to at the moment", tools('portfolio_summary')],
    ['am i up or down overall since i started investing?', tools(GAIN_OVERALL)],
    ['how much money have I made on my nvidia shares', tools(GAIN_ON_ONE)],
    ['which of my investments are currently losing money?', tools('holdings')],
    ['how much did I pay the broker in commissions over the past year', tools('fees')],
    ['total trading costs YTD?', tools('fees')],
    ['did I get any divs this year?', fromLog('income')],
    ['how much have I deposited into this account altogether', fromLog('cash_flows')],
    ['how much cash have i put in vs taken out over time', fromLog('cash_flows')],
    ['what did I buy and sell lately?', tools(TRADES)],
    ['ytd perf pls', tools('performance')],
    ["what's my XIRR since I opened the account?", tools('performance')],
    ['could you tell me my money weighted return for this year', tools('performance')],
    ['how am I doing against the S&P 500 this year', tools('performance')],
    ['is my portfolio beating the msci world or not?', tools('performance')],
    ['apple vs nvidia, which one did better this year?', tools('compare')],
    ['put shell and asml side by side over the last 6 months', tools('compare')],
    ['what percentage of my money sits in US dollars?', tools(EXPOSURE)],
    ['what % am I in europe', tools(EXPOSURE)],
    ['break my holdings down by sector for me please', tools('allocation')],
    ['how heavy am I in tech stocks', tools(EXPOSURE)],
    ['how risky is my portfolio, honestly?', tools('risk')],
    ['whats the volatility on my portfolio', tools('risk')],
    ['my advisor put me down as moderate risk - does my mix actually fit that?', tools('profile_fit')],
    ['is my portfolio still in line with my risk profile', tools('profile_fit')],
    ['any news on nvidia lately?', tools('stories')],
    ["what's going on with shell in the headlines", tools('stories')],
    ['I keep hearing about ASML, whats the latest?', tools('stories')],
    ['how many apple shares do i own', tools('position')],
    ['whats microsoft trading at right now', tools('price')],
    ["how's bitcoin been doing this month", tools(MOVE_OF_ONE)],
    ['am I too concentrated in one single stock?', tools('concentration')],
    ['what are my top 3 positions', tools('holdings')],
    ['what would happen to my account if tech stocks dropped 20%', tools('what_if')],
    ['which trades would get me back to my target allocation', tools('rebalance')],
    ['whats the eur usd rate today', tools('fx_rate')],
    ['what does sharpe ratio mean', tools('explain_term')],
    ["what's changed in my account since last week", tools('recent_changes')],
    ["how much profit did I lock in from selling stuff this year", fromLog('realized_pnl')],
    ['how often do I trade, turnover wise', tools('turnover')],
    ['hw much is my portfolio up this yr', tools('performance')],
    ["I'm retiring next year, so should I sell my nvidia now?", advice],
    ['my wife wants to know if we should buy more bitcoin', advice],
    ['do you think apple will go up next month', forecast],
  ],
  de: [
    ['Könnten Sie mir sagen, wie viel mein Depot gerade wert ist?', tools('portfolio_summary')],
    ['Ich gehe nächstes Jahr in Rente und würde gern wissen, was mein gesamtes Vermögen im Depot momentan ausmacht', tools('portfolio_summary')],
    ['Bin ich insgesamt im Plus oder im Minus?', tools(GAIN_OVERALL)],
    ['Wie viel hab ich mit meinen Nvidia-Aktien verdient?', tools(GAIN_ON_ONE)],
    ['Welche meiner Papiere liegen gerade im Minus?', tools('holdings')],
    ['Was hab ich letztes Jahr an Ordergebühren gezahlt?', tools('fees')],
    ['Wie hoch waren meine Transaktionskosten seit Jahresanfang?', tools('fees')],
    ['Hab ich dieses Jahr Dividenden bekommen?', fromLog('income')],
    ['Wieviel Geld hab ich insgesamt eingezahlt?', fromLog('cash_flows')],
    ['Wie viel hab ich bisher ein- und wieder ausgezahlt?', fromLog('cash_flows')],
    ['Was hab ich in letzter Zeit gekauft oder verkauft?', tools(TRADES)],
    ['Meine Performance YTD?', tools('performance')],
    ['Wie hoch ist mein interner Zinsfuss?', tools('performance')],
    ['Würden Sie mir bitte meine geldgewichtete Rendite für dieses Jahr nennen?', tools('performance')],
    ['Wie schlage ich mich gegen den DAX?', tools('performance')],
    ['Schlägt mein Depot den MSCI World?', tools('performance')],
    ['Apple oder Nvidia – wer lief dieses Jahr besser?', tools('compare')],
    ['Vergleich mal Shell und ASML über die letzten sechs Monate', tools('compare')],
    ['Wie viel Prozent meines Depots sind in US-Dollar angelegt?', tools(EXPOSURE)],
    ['Wie stark bin ich in Europa investiert?', tools(EXPOSURE)],
    ['Wie verteilt sich mein Geld auf die einzelnen Branchen?', tools('allocation')],
    ['Wie hoch ist mein Anteil an Technologiewerten?', tools(EXPOSURE)],
    ['Wie riskant ist mein Depot eigentlich?', tools('risk')],
    ['wie volatil ist mein portfolio', tools('risk')],
    ['Ich bin als vorsichtig eingestuft – passt meine Aufteilung überhaupt dazu?', tools('profile_fit')],
    ['Entspricht mein Portfolio noch meiner Risikobereitschaft?', tools('profile_fit')],
    ['Gibts was Neues zu Nvidia?', tools('stories')],
    ['Was schreibt die Presse gerade über Shell?', tools('stories')],
    ['Gibt es aktuelle Meldungen zu ASML?', tools('stories')],
    ['Wie viele Apple-Aktien hab ich?', tools('position')],
    ['Was kostet Microsoft gerade?', tools('price')],
    ['Wie lief Bitcoin diesen Monat?', tools(MOVE_OF_ONE)],
    ['Bin ich zu sehr auf eine einzelne Aktie konzentriert?', tools('concentration')],
    ['Was sind meine drei größten Positionen?', tools('holdings')],
    ['Angenommen, Tech bricht um 20 Prozent ein – was heißt das für mein Depot?', tools('what_if')],
    ['Welche Umschichtungen bräuchte ich, um wieder auf meine Zielaufteilung zu kommen?', tools('rebalance')],
    ['Wie steht der Euro heute zum Dollar?', tools('fx_rate')],
    ['Was bedeutet Sharpe Ratio?', tools('explain_term')],
    ['Was hat sich seit letzter Woche in meinem Depot verändert?', tools('recent_changes')],
    ['Wie viel Gewinn hab ich dieses Jahr durch Verkäufe realisiert?', fromLog('realized_pnl')],
    ['Wie oft handle ich eigentlich?', tools('turnover')],
    ['wie viel ist mein depot seit jahresbeginn gestiegen', tools('performance')],
    ['Waere nett, wenn du mir sagst, wie viel ich in Pfund habe', tools(EXPOSURE)],
    ['Ich gehe bald in Rente – sollte ich meine Nvidia jetzt verkaufen?', advice],
    ['Meine Frau fragt, ob wir mehr Bitcoin kaufen sollten', advice],
    ['Glaubst du, Apple steigt nächsten Monat?', forecast],
  ],
  fr: [
    ["J'aimerais savoir combien vaut mon portefeuille en ce moment", tools('portfolio_summary')],
    ["Je pars a la retraite l'an prochain, donc je voudrais connaitre la valeur totale de ce que je possede", tools('portfolio_summary')],
    ['Au total je suis en gain ou en perte ?', tools(GAIN_OVERALL)],
    ["Combien j'ai gagné avec mes actions Nvidia ?", tools(GAIN_ON_ONE)],
    ['Quelles sont mes lignes en moins-value ?', tools('holdings')],
    ["Combien j'ai payé en frais de courtage l'an dernier ?", tools('fees')],
    ["mes frais depuis le debut de l'annee ?", tools('fees')],
    ["Est-ce que j'ai touche des dividendes cette annee ?", fromLog('income')],
    ["Combien d'argent j'ai versé au total sur ce compte ?", fromLog('cash_flows')],
    ["Combien j'ai mis et retiré comme argent jusqu'ici ?", fromLog('cash_flows')],
    ["Qu'est-ce que j'ai acheté ou vendu récemment ?", tools(TRADES)],
    ['Perf depuis le 1er janvier ?', tools('performance')],
    ['Quel est mon TRI ?', tools('performance')],
    ['Pourriez-vous me donner mon rendement pondéré par les capitaux pour cette année ?', tools('performance')],
    ["Je fais mieux ou moins bien que l'Euro Stoxx 50 ?", tools('performance')],
    ['Mon portefeuille bat-il le MSCI World ?', tools('performance')],
    ["Apple ou Nvidia, lequel a le mieux marché cette année ?", tools('compare')],
    ['Mets Shell et ASML côte à côte sur six mois', tools('compare')],
    ['Quelle part de mon portefeuille est en dollars US ?', tools(EXPOSURE)],
    ["Je suis exposé à combien sur l'Europe ?", tools(EXPOSURE)],
    ['Tu peux me faire le découpage par secteur de mes placements ?', tools('allocation')],
    ["J'ai combien en valeurs technologiques ?", tools(EXPOSURE)],
    ['Il est risqué comment, mon portefeuille ?', tools('risk')],
    ['quelle est la volatilite de mon portefeuille', tools('risk')],
    ['Mon portefeuille correspond-il encore a mon profil de risque ?', tools('profile_fit')],
    ["On m'a classé prudent, est-ce que ma répartition colle avec ça ?", tools('profile_fit')],
    ['Du nouveau sur Nvidia ?', tools('stories')],
    ["Qu'est-ce que la presse raconte sur Shell en ce moment ?", tools('stories')],
    ['Il y a des nouvelles sur ASML ?', tools('stories')],
    ["J'ai combien d'actions Apple ?", tools('position')],
    ['Combien coûte Microsoft en ce moment ?', tools('price')],
    ["Comment s'est comporte le bitcoin ce mois-ci ?", tools(MOVE_OF_ONE)],
    ['Est-ce que je suis trop concentré sur une seule action ?', tools('concentration')],
    ['Quelles sont mes 3 plus grosses lignes ?', tools('holdings')],
    ['Si la tech chute de 20 %, ça donne quoi pour mon portefeuille ?', tools('what_if')],
    ['Quels ordres faudrait-il passer pour revenir à mon allocation cible ?', tools('rebalance')],
    ["le cours euro dollar aujourd'hui ?", tools('fx_rate')],
    ['Ça veut dire quoi, le ratio de Sharpe ?', tools('explain_term')],
    ["Qu'est-ce qui a bougé dans mon portefeuille depuis la semaine dernière ?", tools('recent_changes')],
    ["Combien de plus-values j'ai réalisées en vendant cette année ?", fromLog('realized_pnl')],
    ['Je fais beaucoup de transactions ou pas ?', tools('turnover')],
    ['ca a rapporte combien depuis janvier mon portefeuille', tools('performance')],
    ["J'aimerais savoir quelle part de mon argent est en livres sterling", tools(EXPOSURE)],
    ['Je pars à la retraite bientôt, je devrais vendre mes Nvidia maintenant ?', advice],
    ['Ma femme se demande si on devrait acheter plus de bitcoin', advice],
    ["Tu penses qu'Apple va monter le mois prochain ?", forecast],
  ],
  es: [
    ['¿Me podrías decir cuánto vale mi cartera ahora mismo?', tools('portfolio_summary')],
    ['Me jubilo el año que viene, así que quisiera saber cuánto suma todo lo que tengo invertido', tools('portfolio_summary')],
    ['¿Voy ganando o perdiendo en total?', tools(GAIN_OVERALL)],
    ['¿Cuánto he ganado con mis acciones de Nvidia?', tools(GAIN_ON_ONE)],
    ['¿Qué posiciones tengo en pérdidas?', tools('holdings')],
    ['¿Cuánto pagué de comisiones al bróker el año pasado?', tools('fees')],
    ['comisiones en lo que va de año?', tools('fees')],
    ['¿He recibido dividendos este año?', fromLog('income')],
    ['¿Cuanto dinero he ingresado en total en la cuenta?', fromLog('cash_flows')],
    ['¿Cuánto he metido y cuánto he sacado hasta ahora?', fromLog('cash_flows')],
    ['¿Qué he comprado o vendido últimamente?', tools(TRADES)],
    ['rentabilidad YTD?', tools('performance')],
    ['¿Cuál es mi TIR?', tools('performance')],
    ['¿Podrías calcularme la rentabilidad ponderada por dinero de este año?', tools('performance')],
    ['¿Le gano al S&P 500 este año?', tools('performance')],
    ['¿Mi cartera va mejor que el MSCI World?', tools('performance')],
    ['Apple o Nvidia, ¿cuál ha ido mejor este año?', tools('compare')],
    ['Compárame Shell y ASML en los últimos seis meses', tools('compare')],
    ['¿Qué porcentaje de mi cartera está en dólares?', tools(EXPOSURE)],
    ['¿Cuánto tengo invertido en Europa?', tools(EXPOSURE)],
    ['Desglósame la cartera por sectores', tools('allocation')],
    ['¿Cuánto peso tienen las tecnológicas en mi cartera?', tools(EXPOSURE)],
    ['¿Qué tan arriesgada es mi cartera?', tools('risk')],
    ['cual es la volatilidad de mi cartera', tools('risk')],
    ['¿Mi cartera encaja con mi perfil de riesgo?', tools('profile_fit')],
    ['Soy de perfil moderado, ¿mi reparto está acorde con eso?', tools('profile_fit')],
    ['¿Alguna novedad sobre Nvidia?', tools('stories')],
    ['¿Qué se dice de Shell en las noticias?', tools('stories')],
    ['¿Hay noticias de ASML?', tools('stories')],
    ['¿Cuántas acciones de Apple tengo?', tools('position')],
    ['¿Cuánto cuesta Microsoft ahora?', tools('price')],
    ['¿Qué tal le ha ido al bitcoin este mes?', tools(MOVE_OF_ONE)],
    ['¿Estoy demasiado concentrado en una sola acción?', tools('concentration')],
    ['¿Cuáles son mis 3 posiciones más grandes?', tools('holdings')],
    ['Si las tecnológicas caen un 20 %, ¿cómo afecta a mi cartera?', tools('what_if')],
    ['¿Qué operaciones tendría que hacer para volver a mi asignación objetivo?', tools('rebalance')],
    ['¿A cuánto está el euro frente al dólar hoy?', tools('fx_rate')],
    ['¿Qué quiere decir ratio de Sharpe?', tools('explain_term')],
    ['¿Qué ha cambiado en mi cuenta desde la semana pasada?', tools('recent_changes')],
    ['¿Cuánto beneficio he realizado vendiendo este año?', fromLog('realized_pnl')],
    ['¿Opero mucho o poco?', tools('turnover')],
    ['cuanto a subido mi cartera desde enero', tools('performance')],
    ['Me podrias decir cuanto tengo en libras', tools(EXPOSURE)],
    ['Me jubilo pronto, ¿debería vender ya mis Nvidia?', advice],
    ['Mi mujer pregunta si deberíamos comprar más bitcoin', advice],
    ['¿Crees que Apple subirá el mes que viene?', forecast],
  ],
};

/** The wrong answers each language may still give (a ceiling: lower it when the reading improves, never raise it). */
const WRONG_AT_MOST: Record<Locale, number> = { en: 0, de: 1, fr: 0, es: 0 };

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

describe('first turns as users type them get the answer or the statement they ask for (four languages, over HTTP)', () => {
  it.each(['en', 'de', 'fr', 'es'] as const)('%s', { timeout: 240_000 }, async (locale) => {
    const { counts, wrong, otherLanguage } = await runFirstTurnProbe(server, 'first turns as typed', locale, PROBE[locale]);
    expect(counts.wrong, wrong.join(' | ')).toBeLessThanOrEqual(WRONG_AT_MOST[locale]);
    expect(otherLanguage).toEqual([]);
  });
});
