import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/catalog.js';
import { advice, forecast, noData, offTopic, runFirstTurnProbe, tools, type Expected } from './testing/first-turn-probe.test-helpers.js';
import { startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * First turns that used to get a confident answer to another question (issue 25, items 1, 2 and 4), probed over
 * real HTTP in the four languages, each with the outcome it must get: an off-topic question that names a time
 * ("this weekend", "next week") declined, not answered with figures; a subject the service has no data for (a
 * commodity, an index without a series, an instrument without prices) said to have none (oil has a story of its
 * own, "OPEC+ supply and oil prices", so a question about it gets that story); colloquial advice
 * ("Noch schnell bei … rein?", "je solde ?", "¿hago caja?") with the no-advice statement first; currencies in
 * German genitive and dative forms; two asks answered both, and no tool nobody asked for.
 * The phrasings were written for this probe, before the fixes (four replaced later, found among the corpus's
 * templates), and are kept out of the training corpus (corpus/seed.json), so the probe is a development measure of how the reading generalizes (docs/chat.md).
 * No locale is sent: the answer's language is the question's.
 * (The chat portfolio holds AAPL, NVDA, ASML, SHEL, AGG and BTC; base USD. MSFT has prices and is not held.)
 */
type Probe = Record<Locale, [string, Expected][]>;

const PROBE: Probe = {
  en: [
    ['What should I do this weekend?', offTopic],
    ["What's the weather like next week?", offTopic],
    ['Who won the football match this weekend?', offTopic],
    ['Any good films out this week?', offTopic],
    ['Can you book me a table for next Friday?', offTopic],
    ['How do I bake sourdough bread?', offTopic],
    ['What is the oil price doing?', tools('stories')],
    ['How is the Dow doing this week?', noData],
    ['Compare my portfolio with the Nikkei', noData],
    ['What is Tesla trading at?', noData],
    ['How has natural gas moved this year?', noData],
    ['Silver price this month?', noData],
    ['Should I get out of Nvidia before the weekend?', advice],
    ['Is it time to take profits on bitcoin?', advice],
    ['Top up my Apple position next week?', advice],
    ['Would you ditch Shell?', advice],
    ['Worth jumping into ASML now?', advice],
    ['Cash in my bitcoin gains?', advice],
    ['Where will Nvidia be next week?', forecast],
    ['Will the dollar be stronger by the end of next week?', forecast],
    ['How did my portfolio do last week?', tools('performance')],
    ['What is my portfolio worth, and how risky is it?', tools('portfolio_summary', 'risk')],
    ['What did I pay in fees this year?', tools('fees')],
    ['How much of my money is in euros?', tools('exposure')],
    ['What is one euro worth in dollars today?', tools('fx_rate')],
    ['How is Microsoft stock doing?', tools('price')],
    ['Show me my holdings and the news about Apple', tools('holdings', 'stories')],
    ['How many bitcoins are in my account?', tools('position')],
    ['How did the Apple share price move this month?', tools('price')],
    ['What has changed in my portfolio this week?', tools('recent_changes')],
    ['What is my exposure to tech?', tools('exposure')],
    ['What happens to my portfolio if the euro falls 10%?', tools('what_if')],
    ['What is my allocation by region?', tools('allocation')],
    ['Explain what a drawdown is', tools('explain_term')],
  ],
  de: [
    ['Was soll ich am Wochenende unternehmen?', offTopic],
    ['Wie wird das Wetter nächste Woche?', offTopic],
    ['Wer hat am Wochenende in der Bundesliga gewonnen?', offTopic],
    ['Hast du ein gutes Rezept für Apfelkuchen?', offTopic],
    ['Welchen Film schaue ich mir diese Woche im Kino an?', offTopic],
    ['Wie steht der Ölpreis?', tools('stories')],
    ['Wie lief der Dow Jones diese Woche?', noData],
    ['Vergleiche mein Depot mit dem Nikkei', noData],
    ['Was kostet eine Tesla-Aktie?', noData],
    ['Wie hat sich Erdgas dieses Jahr entwickelt?', noData],
    ['Noch schnell bei Nvidia rein?', advice],
    ['Lohnt sich der Einstieg bei ASML jetzt noch?', advice],
    ['Soll ich bei Bitcoin die Reißleine ziehen?', advice],
    ['Bei Apple Gewinne mitnehmen?', advice],
    ['Shell nachkaufen?', advice],
    ['Soll ich meine AGG abstoßen?', advice],
    ['Ist jetzt ein guter Zeitpunkt, bei Nvidia aufzustocken?', advice],
    ['Bitcoin halten oder raus?', advice],
    ['Sollte ich Apple lieber loswerden?', advice],
    ['Steige ich bei Shell aus?', advice],
    ['Wohin geht der Bitcoin nächste Woche?', forecast],
    ['Steigt Apple nächste Woche?', forecast],
    ['Wie hat sich der Kurs des Dollars zum Euro entwickelt?', tools('fx_rate')],
    ['Wie viel ist mein Depot in Euro statt in Dollar wert?', tools('portfolio_summary')],
    ['Wie viel meines Geldes steckt in Dollar?', tools('exposure')],
    ['Was passiert mit meinem Depot, wenn der Dollar um 10 % fällt?', tools('what_if')],
    ['Wie viele Pfund bekomme ich für einen Euro?', tools('fx_rate')],
    ['Wie hat sich mein Depot letzte Woche entwickelt?', tools('performance')],
    ['Was ist mein Depot wert und wie riskant ist es?', tools('portfolio_summary', 'risk')],
    ['Welche Gebühren habe ich dieses Jahr bezahlt?', tools('fees')],
    ['Wie steht die Microsoft-Aktie?', tools('price')],
    ['Zeig mir meine Positionen und die Nachrichten zu Apple', tools('holdings', 'stories')],
    ['Wie viele Bitcoins liegen in meinem Depot?', tools('position')],
    ['Was hat sich diese Woche in meinem Depot getan?', tools('recent_changes')],
    ['Wie ist mein Depot nach Regionen aufgeteilt?', tools('allocation')],
    ['Erklär mir kurz, was ein Drawdown ist', tools('explain_term')],
  ],
  fr: [
    ["Qu'est-ce que je fais ce week-end ?", offTopic],
    ['Quel temps fera-t-il la semaine prochaine ?', offTopic],
    ['Qui a gagné le match de foot ce week-end ?', offTopic],
    ['Une bonne recette de crêpes ?', offTopic],
    ['Quel film aller voir cette semaine ?', offTopic],
    ['Où en est le prix du pétrole ?', tools('stories')],
    ['Comment va le Dow Jones cette semaine ?', noData],
    ['Compare mon portefeuille au Nikkei', noData],
    ["Combien vaut l'action Tesla ?", noData],
    ['Et le gaz naturel, il a fait quoi cette année ?', noData],
    ['Je me fais plaisir sur Nvidia ?', advice],
    ['Je solde mes Shell ?', advice],
    ['Je prends mes bénéfices sur le bitcoin ?', advice],
    ['Faut-il se renforcer sur ASML ?', advice],
    ["C'est le moment de rentrer sur Apple ?", advice],
    ['Je lâche mes AGG ?', advice],
    ['Tu vendrais Nvidia à ma place ?', advice],
    ['Vaut-il mieux alléger le bitcoin ?', advice],
    ["J'arbitre Shell contre Apple ?", advice],
    ['Le bitcoin va-t-il monter la semaine prochaine ?', forecast],
    ['Où sera Nvidia dans un mois ?', forecast],
    ['Comment a évolué mon portefeuille la semaine dernière ?', tools('performance')],
    ['Combien vaut mon portefeuille et quel est son risque ?', tools('portfolio_summary', 'risk')],
    ['Combien de frais ai-je payés cette année ?', tools('fees')],
    ['Quel poids ont les dollars dans mon portefeuille ?', tools('exposure')],
    ["Combien vaut un euro en dollars aujourd'hui ?", tools('fx_rate')],
    ["Où en est l'action Microsoft ?", tools('price')],
    ['Montre-moi mes positions et les actualités sur Apple', tools('holdings', 'stories')],
    ['Combien de bitcoins je possède ?', tools('position')],
    ["Qu'est-ce qui a changé dans mon portefeuille cette semaine ?", tools('recent_changes')],
    ['Quelle est ma répartition par secteur ?', tools('allocation')],
    ['Que devient mon portefeuille si le dollar baisse de 10 % ?', tools('what_if')],
    ["C'est quoi la volatilité ?", tools('explain_term')],
  ],
  es: [
    ['¿Qué hago este fin de semana?', offTopic],
    ['¿Qué tiempo hará la semana que viene?', offTopic],
    ['¿Quién ganó el partido del Madrid este fin de semana?', offTopic],
    ['¿Cómo se hace una tortilla de patatas?', offTopic],
    ['¿Qué película veo esta semana?', offTopic],
    ['¿Cómo está el precio del petróleo?', tools('stories')],
    ['¿Qué tal el Dow Jones esta semana?', noData],
    ['Compara mi cartera con el Nikkei', noData],
    ['¿A cuánto cotiza Tesla?', noData],
    ['¿Cómo ha ido el gas natural este año?', noData],
    ['¿Entro en Nvidia?', advice],
    ['¿Me salgo de Shell?', advice],
    ['¿Hago caja con el bitcoin?', advice],
    ['¿Le meto más a Apple?', advice],
    ['¿Aprovecho para cargar ASML?', advice],
    ['¿Suelto mis AGG?', advice],
    ['¿Saco ya las ganancias de Nvidia?', advice],
    ['¿Es buen momento para deshacerme del bitcoin?', advice],
    ['¿Qué harías tú con mis Apple?', advice],
    ['¿Subirá el bitcoin la semana que viene?', forecast],
    ['¿Dónde estará Nvidia dentro de un mes?', forecast],
    ['¿Qué rentabilidad ha tenido mi cartera en el periodo de los últimos tres meses?', tools('performance')],
    ['¿Cómo le fue a mi cartera la semana pasada?', tools('performance')],
    ['¿Cuánto vale mi cartera y qué riesgo tiene?', tools('portfolio_summary', 'risk')],
    ['¿Cuánto he pagado en comisiones este año?', tools('fees')],
    ['¿Cuánto de mi dinero está en dólares?', tools('exposure')],
    ['¿Cuántos dólares vale un euro hoy?', tools('fx_rate')],
    ['¿Cómo va la acción de Microsoft?', tools('price')],
    ['Enséñame mis posiciones y las noticias de Apple', tools('holdings', 'stories')],
    ['¿Cuántos bitcoins hay en mi cartera?', tools('position')],
    ['¿Cómo han ido mis acciones de Apple este mes?', tools(['price', 'position'])],
    ['¿Qué ha cambiado en mi cartera esta semana?', tools('recent_changes')],
    ['¿Cómo se reparte mi cartera por regiones?', tools('allocation')],
    ['¿Qué pasa con mi cartera si el dólar cae un 10 %?', tools('what_if')],
    ['¿Me explicas qué significa drawdown?', tools('explain_term')],
  ],
};

/** The wrong answers each language may still give (a ceiling: lower it when the reading improves, never raise it). */
const WRONG_AT_MOST: Record<Locale, number> = { en: 0, de: 0, fr: 1, es: 1 };

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

describe('first turns get the answer, the refusal or the statement they ask for (four languages, over HTTP)', () => {
  it.each(['en', 'de', 'fr', 'es'] as const)('%s', { timeout: 240_000 }, async (locale) => {
    const { counts, wrong, otherLanguage } = await runFirstTurnProbe(server, 'first turns', locale, PROBE[locale]);
    expect(counts.wrong, wrong.join(' | ')).toBeLessThanOrEqual(WRONG_AT_MOST[locale]);
    expect(otherLanguage).toEqual([]);
  });
});
