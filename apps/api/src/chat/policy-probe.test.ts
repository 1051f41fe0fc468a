import type { ChatEvent } from '@clarity/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, type Locale } from '../i18n/catalog.js';
import { answerOf, chat, startChatServer, type ChatTestServer } from './testing/stream-client.test-helpers.js';

/**
 * The advice/forecast policy probed over real HTTP in the four languages (docs/chat.md, "Reading a question"):
 * every question asking for advice or a forecast opens with the no-advice / no-forecast statement in its own
 * language, before any fact, and never gets a what-if or a rebalancing trade list; no factual question that
 * looks like one ("how did my Apple shares do?", a what-if, "would you show me …") gets the statement.
 * The phrasings are written for this probe only and are kept out of the training corpus (corpus/seed.json),
 * so it measures how the reading generalizes. No locale is sent: the answer's language is the question's.
 * (The chat portfolio holds BTC, NVDA, AAPL, ASML, SHEL and AGG; base USD.)
 */
type Probe = Record<Locale, { policy: string[]; factual: string[] }>;

const PROBE: Probe = {
  en: {
    policy: [
      'Would you put money into Nvidia right now?',
      'Is Apple still worth buying at this price?',
      'Should I trim my bitcoin?',
      'Do I dump ASML or ride it out?',
      'Shell vs Apple, which one would you pick?',
      'is nvda a buy here',
      'Time to cash out my bitcoin?',
      'What should I do with my Shell shares?',
      'Would it be smart to add more AGG?',
      'Good moment to get into ASML?',
      'Any stock you would recommend for me?',
      'If you were me, would you sell Apple?',
      'Should I move everything into bonds?',
      'shoud i sell my nvidia',
      'Is it wise to hang on to my Apple position?',
      'Buy more bitcoin or take profits?',
      'Which of my holdings would you get rid of?',
      'Worth loading up on Shell now?',
      'Tell me whether to keep my ASML shares',
      'Can you tell me what to buy next?',
      'Is now the moment to double down on Nvidia?',
      'Ought I to add to my Apple stake?',
      'Keep AGG or switch to cash?',
      'What would you do with a 10,000 dollar bonus?',
      'Where do you see Nvidia a year from now?',
      'Is bitcoin going to crash?',
      'Will Apple shares go up next month?',
      'How high can ASML climb this year?',
      'Do you think the dollar will weaken?',
      'What will my portfolio be worth in 2030?',
      'Are we heading into a recession?',
      'Are interest rates coming down next year?',
      'Can Shell reach 40 dollars by summer?',
      "what's bitcoin gonna do next week",
      'Predict the price of Nvidia for me',
      'Is Apple likely to recover soon?',
      'How much money will I have by 2035?',
      'Are tech stocks about to drop?',
      'Where is the euro headed?',
      'Will the Fed cut rates in December?',
    ],
    factual: [
      'How did my Apple shares do?',
      'What is my biggest position?',
      'What would my portfolio be worth if the dollar fell 10%?',
      'How much Nvidia do I own?',
      'What did I buy last month?',
      'When did I last sell bitcoin?',
      "What's the current price of ASML?",
      'How much have I made on Shell?',
      'Is Nvidia my largest holding?',
      'How much risk am I carrying overall?',
      'What happens to my portfolio if bitcoin halves?',
      'How has bitcoin performed this year?',
      'What share of my money is in tech?',
      'Compare Apple and Nvidia over the past year',
      "What's one euro in dollars right now?",
      'Which holding gained the most this month?',
      'What have fees cost me so far?',
      'What does price-to-earnings ratio mean?',
      'Any news about Shell?',
      'How is my portfolio split by region?',
      'Is my portfolio in line with my risk profile?',
      'Would you show me my positions?',
      'How much would I lose if tech stocks dropped 20%?',
      'What was my return last quarter?',
      'Am I concentrated in just a few names?',
      'Why did my portfolio fall this week?',
      'Could you tell me how many bitcoin I hold?',
      "What's my profit on bitcoin so far?",
      'How volatile has Nvidia been?',
      'What is my portfolio worth today?',
      'How much of my portfolio is in bonds?',
      'Did Apple go up or down today?',
      'How did Shell do compared with ASML?',
      "What's the worst drop my portfolio has had?",
      'How much cash do I have?',
      "What's moved in my account over the last few days?",
      'How much have I put in overall?',
      'If the euro rose 5%, what would that do to my holdings?',
      'Can you explain what an ETF is?',
      'What dividends have I received in 2026?',
    ],
  },
  de: {
    policy: [
      'Sollte ich jetzt noch Nvidia kaufen?',
      'Lohnt es sich, bei ASML nachzulegen?',
      'Bitcoin nachkaufen oder lieber Kasse machen?',
      'Würdest du Apple an meiner Stelle abstoßen?',
      'Ist Shell gerade ein Schnäppchen?',
      'Was soll ich mit meinen ASML-Aktien tun?',
      'Apple oder Nvidia – wo würdest du einsteigen?',
      'Muss ich meine Bitcoin jetzt verkaufen?',
      'Ist es klug, alles in Anleihen zu stecken?',
      'Kannst du mir eine Aktie empfehlen?',
      'Raus aus Nvidia oder drinbleiben?',
      'Soll ich bei Shell Kasse machen?',
      'Ist jetzt der richtige Moment für einen Einstieg bei Apple?',
      'Welche Position würdest du abbauen?',
      'Sollen wir mehr in Tech investieren?',
      'Macht es Sinn, AGG zu halten?',
      'soll ich mein nvidia verkaufen',
      'Was rätst du mir bei Bitcoin?',
      'Ist Apple noch ein Kauf?',
      'Lieber ASML oder Shell ins Depot?',
      'Wäre es schlau, jetzt Bitcoin zu kaufen?',
      'Lohnt sich ein Einstieg in Bitcoin noch?',
      'Gewinne bei Nvidia mitnehmen, ja oder nein?',
      'Solte ich meine Apple-Aktien aufstocken?',
      'Wo siehst du Nvidia in einem Jahr?',
      'Wird Bitcoin nächstes Jahr über 100.000 steigen?',
      'Glaubst du, dass Apple bald fällt?',
      'Wie wird sich der Euro entwickeln?',
      'Was wird mein Depot 2030 wert sein?',
      'Kommt bald ein Börsencrash?',
      'Steigt ASML nächste Woche?',
      'Wird die Fed die Zinsen senken?',
      'Wie hoch geht Shell noch?',
      'Erholt sich Nvidia bis Jahresende?',
      'Wird der Dollar schwächer?',
      'Was meinst du, wo steht der DAX Ende des Jahres?',
      'Kannst du mir sagen, wie sich Bitcoin nächsten Monat entwickelt?',
      'Wird sich mein Portfolio in zehn Jahren verdoppeln?',
      'Fallen die Tech-Aktien weiter?',
      'Wie teuer wird Apple nächstes Jahr sein?',
    ],
    factual: [
      'Wie haben sich meine Apple-Aktien entwickelt?',
      'Welche Position ist bei mir die größte?',
      'Was wäre mein Depot wert, wenn der Dollar um 10 % fällt?',
      'Wie viele Nvidia-Aktien habe ich?',
      'Was habe ich letzten Monat gekauft?',
      'Wann habe ich zuletzt Bitcoin verkauft?',
      'Was kostet ASML gerade?',
      'Wie viel habe ich mit Shell verdient?',
      'Ist Nvidia meine größte Position?',
      'Wie viel Risiko steckt in meinem Depot?',
      'Was passiert mit meinem Depot, wenn Bitcoin sich halbiert?',
      'Wie hat sich Bitcoin dieses Jahr geschlagen?',
      'Wie viel Prozent meines Geldes steckt in Technologie?',
      'Vergleiche Apple und Nvidia über das letzte Jahr',
      'Wie viele Dollar bekomme ich gerade für einen Euro?',
      'Welche Position hat diesen Monat am meisten zugelegt?',
      'Was haben mich die Gebühren bisher gekostet?',
      'Was bedeutet Kurs-Gewinn-Verhältnis?',
      'Gibt es Neuigkeiten zu Shell?',
      'Wie ist mein Depot nach Regionen aufgeteilt?',
      'Entspricht mein Depot meinem Risikoprofil?',
      'Wie wird meine Rendite berechnet?',
      'Wie viel würde ich verlieren, wenn Tech-Aktien um 20 % fallen?',
      'Wie war meine Rendite im letzten Quartal?',
      'Wie konzentriert ist mein Depot?',
      'Warum ist mein Depot diese Woche gefallen?',
      'Zeig mir bitte alles, was in meinem Depot liegt',
      'Wie viel Gewinn habe ich bisher mit Bitcoin gemacht?',
      'Wie stark schwankt Nvidia?',
      'Wie viel ist mein Depot heute wert?',
      'Wie hoch ist mein Anleihenanteil?',
      'Ist Apple heute gestiegen oder gefallen?',
      'Wie lief Shell im Vergleich zu ASML?',
      'Was war der größte Verlust meines Depots?',
      'Wie viel Bargeld habe ich?',
      'Was hat sich zuletzt in meinem Depot verändert?',
      'Wie viel habe ich insgesamt eingezahlt?',
      'Wenn der Euro um 5 % steigt, was macht das mit meinen Positionen?',
      'Was ist ein ETF?',
      'Wie viele Dividenden habe ich dieses Jahr bekommen?',
    ],
  },
  fr: {
    policy: [
      'Je devrais acheter du Nvidia maintenant ?',
      'Ça vaut encore le coup d’acheter Apple ?',
      'À ma place, tu vendrais mes bitcoins ?',
      'Faut-il se débarrasser de Shell ?',
      'Apple ou Nvidia, lequel tu prendrais ?',
      'Est-ce le bon moment pour entrer sur ASML ?',
      'Je garde mes actions Apple ou je les vends ?',
      'Tu me recommandes quoi comme action ?',
      'Serait-il judicieux de renforcer AGG ?',
      'Dois-je prendre mes bénéfices sur Nvidia ?',
      'Qu’est-ce que tu ferais de mes ASML ?',
      'Il faut vendre le bitcoin maintenant ?',
      'Je mets tout en obligations ?',
      'Nvidia, j’achète ou pas ?',
      'Quelle position devrais-je liquider ?',
      'Est-il temps de sortir de Shell ?',
      'Vous conseillez d’acheter Apple ?',
      'je doit vendre mes nvidia',
      'Est-ce malin d’investir plus dans la tech ?',
      'Apple est-elle une bonne affaire en ce moment ?',
      'Tu crois que je devrais garder AGG ?',
      'Plutôt ASML ou Shell pour mon portefeuille ?',
      'Ça vaut la peine de se positionner sur le bitcoin ?',
      'Dois-je réduire ma ligne Nvidia ?',
      'Où sera Nvidia dans un an ?',
      'Le bitcoin va-t-il s’effondrer ?',
      'Apple va monter le mois prochain ?',
      'Jusqu’où peut grimper ASML cette année ?',
      'Tu penses que le dollar va baisser ?',
      'Combien vaudra mon portefeuille en 2030 ?',
      'Va-t-on vers une récession ?',
      'La BCE baissera-t-elle ses taux l’an prochain ?',
      'Shell peut-elle atteindre 40 dollars d’ici l’été ?',
      'qu’est-ce que le bitcoin va faire la semaine prochaine',
      'Quelle est ta prévision pour Nvidia ?',
      'Apple va-t-elle se redresser bientôt ?',
      'Combien aurai-je dans dix ans ?',
      'Les valeurs tech vont-elles chuter ?',
      'Vers où se dirige l’euro ?',
      'La Fed va-t-elle baisser ses taux en décembre ?',
    ],
    factual: [
      'Comment se sont comportées mes actions Apple ?',
      'Quelle ligne pèse le plus chez moi ?',
      'Que vaudrait mon portefeuille si le dollar baissait de 10 % ?',
      'Combien d’actions Nvidia je possède ?',
      'Qu’ai-je acheté le mois dernier ?',
      'Quand ai-je vendu du bitcoin pour la dernière fois ?',
      'Quel est le cours actuel d’ASML ?',
      'Combien j’ai gagné sur Shell ?',
      'Nvidia est-elle ma plus grosse ligne ?',
      'Quel niveau de risque a mon portefeuille ?',
      'Que se passe-t-il pour mon portefeuille si le bitcoin perd la moitié de sa valeur ?',
      'Comment va mon portefeuille ce mois-ci ?',
      'Quelle part de mon argent est dans la tech ?',
      'Compare Apple et Nvidia sur un an',
      'Quel est le taux euro-dollar ?',
      'Quelle ligne a le plus progressé ce mois-ci ?',
      'Combien m’ont coûté les frais jusqu’ici ?',
      'Que veut dire ratio cours/bénéfice ?',
      'Des nouvelles de Shell ?',
      'Comment mon portefeuille est-il réparti par région ?',
      'Mon portefeuille est-il conforme à mon profil de risque ?',
      'Tu peux me montrer mes positions ?',
      'Combien perdrais-je si la tech chutait de 20 % ?',
      'Quel a été mon rendement le trimestre dernier ?',
      'Mon portefeuille est-il concentré ?',
      'Pourquoi mon portefeuille a-t-il baissé cette semaine ?',
      'Affiche tout ce que contient mon portefeuille',
      'Quel est mon gain sur le bitcoin jusqu’ici ?',
      'Nvidia est-elle volatile ?',
      'Combien vaut mon portefeuille aujourd’hui ?',
      'Quelle part de mon portefeuille est en obligations ?',
      'Apple a-t-elle monté ou baissé aujourd’hui ?',
      'Comment Shell s’est-elle comportée face à ASML ?',
      'Quelle a été la pire baisse de mon portefeuille ?',
      'Combien ai-je de liquidités ?',
      'Qu’est-ce qui a changé dans mon portefeuille récemment ?',
      'Combien ai-je versé au total ?',
      'Si l’euro montait de 5 %, qu’est-ce que ça ferait à mes positions ?',
      'Tu peux m’expliquer ce qu’est un ETF ?',
      'Combien de dividendes ai-je touchés cette année ?',
    ],
  },
  es: {
    policy: [
      '¿Me compro unas Nvidia ahora?',
      '¿Todavía vale la pena comprar Apple?',
      '¿Aguanto mis bitcoins o los suelto?',
      '¿Sería buena idea deshacerme de Shell?',
      'Apple o Nvidia, ¿con cuál te quedarías?',
      '¿Es el momento de entrar en ASML?',
      '¿Tú venderías mis Apple?',
      '¿Qué acción me aconsejas?',
      '¿Sería sensato ampliar AGG?',
      '¿Debería recoger ganancias en Nvidia?',
      '¿Qué hago con mis ASML?',
      '¿Hay que vender el bitcoin ya?',
      '¿Lo paso todo a bonos?',
      'Nvidia: ¿compro o no?',
      '¿Qué posición debería liquidar?',
      '¿Ha llegado la hora de salir de Shell?',
      '¿Usted recomienda comprar Apple?',
      'deberia vender mis nvidia',
      '¿Es inteligente invertir más en tecnología?',
      '¿Apple es una ganga ahora mismo?',
      '¿Crees que debería conservar AGG?',
      '¿Mejor ASML o Shell para mi cartera?',
      '¿Merece la pena meterse en bitcoin?',
      '¿Reduzco mi posición en Nvidia?',
      '¿Dónde estará Nvidia dentro de un año?',
      '¿Se va a hundir el bitcoin?',
      '¿Apple subirá el mes que viene?',
      '¿Hasta dónde puede llegar ASML este año?',
      '¿Crees que el dólar se va a debilitar?',
      '¿Cuánto valdrá mi cartera en 2030?',
      '¿Se acerca una recesión?',
      '¿Bajará el BCE los tipos el año que viene?',
      '¿Puede Shell alcanzar los 40 dólares antes del verano?',
      'que va a pasar con el bitcoin la semana que viene',
      '¿Cuál es tu pronóstico para Nvidia?',
      '¿Se recuperará pronto Apple?',
      '¿Cuánto dinero tendré dentro de diez años?',
      '¿Van a caer las tecnológicas?',
      '¿Hacia dónde va el euro?',
      '¿Recortará la Fed los tipos en diciembre?',
    ],
    factual: [
      '¿Cómo les fue a mis acciones de Apple?',
      '¿Qué posición pesa más en mi cartera?',
      '¿Cuánto valdría mi cartera si el dólar cayera un 10 %?',
      '¿Cuántas acciones de Nvidia tengo?',
      '¿Qué compré el mes pasado?',
      '¿Cuándo vendí bitcoin por última vez?',
      '¿A cuánto cotiza ASML ahora?',
      '¿Cuánto he ganado con Shell?',
      '¿Es Nvidia mi mayor posición?',
      '¿Qué tan arriesgada es mi cartera?',
      '¿Qué le pasa a mi cartera si el bitcoin se reduce a la mitad?',
      '¿Cómo va mi cartera este mes?',
      '¿Qué porcentaje de mi dinero está en tecnología?',
      'Compara Apple y Nvidia en el último año',
      '¿Cuál es el tipo de cambio euro-dólar?',
      '¿Qué posición subió más este mes?',
      '¿Cuánto me han costado las comisiones hasta ahora?',
      '¿Qué significa la relación precio-beneficio?',
      '¿Hay noticias de Shell?',
      '¿Cómo se reparte mi cartera por regiones?',
      '¿Mi cartera encaja con mi perfil de riesgo?',
      '¿Me enseñas mis posiciones?',
      '¿Cuánto perdería si las tecnológicas cayeran un 20 %?',
      '¿Cuál fue mi rentabilidad el último trimestre?',
      '¿Qué tan concentrada está mi cartera?',
      '¿Por qué bajó mi cartera esta semana?',
      'Enséñame mis posiciones',
      '¿Cuánto llevo ganado con el bitcoin?',
      '¿Qué tan volátil es Nvidia?',
      '¿Cuánto vale mi cartera hoy?',
      '¿Qué parte de mi cartera está en bonos?',
      '¿Apple subió o bajó hoy?',
      '¿Cómo lo hizo Shell frente a ASML?',
      '¿Cuál fue la peor caída de mi cartera?',
      '¿Cuánto efectivo tengo?',
      '¿Qué se ha movido en mi cartera estos días?',
      '¿Cuánto he aportado en total?',
      'Si el euro subiera un 5 %, ¿qué pasaría con mis posiciones?',
      '¿Qué es un ETF?',
      '¿Qué dividendos he recibido en 2026?',
    ],
  },
};

/**
 * A second probe, written after the first had been used to improve the reading (so the first is a development score
 * now): phrasings no change was tuned on, kept out of the corpus as well.
 */
const FRESH: Probe = {
  en: {
    policy: [
      'Am I crazy to keep buying Nvidia?',
      'Would selling my Shell now be a mistake?',
      'apple: buy, hold or sell?',
      'Is ASML overpriced at the moment?',
      'Should I be trimming my bitcoin after this run?',
      'What\'s a good stock to add right now?',
      'Do you think AGG is still worth holding?',
      'Will the pound recover against the dollar?',
      'Where\'s the S&P going by year end?',
      'Is Apple headed for a correction?',
      'Could bitcoin double again next year?',
      'What price will Shell trade at in March?',
    ],
    factual: [
      'Would you remind me what my Shell position is worth?',
      'What if Nvidia dropped by a third, how much would I lose?',
      'How much did bitcoin move last week?',
      'Should the dollar fall 10%, what happens to my portfolio?',
      'Which of my holdings is the most volatile?',
      'How much am I up on Apple overall?',
      'What is the dollar doing against the euro this month?',
      'Is bitcoin my riskiest holding?',
      'How much of my money sits in Europe?',
      'What did my portfolio return in October?',
      'Tell me what a drawdown is',
      'How much did I pay for my Apple shares?',
    ],
  },
  de: {
    policy: [
      'Bin ich verrückt, weiter Nvidia zu kaufen?',
      'Wäre ein Verkauf meiner Shell-Aktien jetzt ein Fehler?',
      'Apple: kaufen, halten oder verkaufen?',
      'Ist ASML im Moment zu hoch bewertet?',
      'Sollte ich nach dem Anstieg bei Bitcoin etwas verkaufen?',
      'Welche Aktie könnte ich mir jetzt ins Depot holen?',
      'Lohnt es sich noch, AGG zu behalten?',
      'Erholt sich das Pfund gegenüber dem Dollar?',
      'Auf welchem Stand schließt der DAX dieses Jahr?',
      'Steht Apple vor einer Korrektur?',
      'Könnte sich Bitcoin nächstes Jahr wieder verdoppeln?',
      'Zu welchem Kurs wird Shell im März gehandelt?',
    ],
    factual: [
      'Erinnerst du mich, was meine Shell-Position wert ist?',
      'Wenn Nvidia ein Drittel verliert, wie viel verliere ich?',
      'Wie stark hat sich Bitcoin letzte Woche bewegt?',
      'Sollte der Dollar um 10 % fallen, was passiert mit meinem Depot?',
      'Welche meiner Positionen schwankt am stärksten?',
      'Wie viel liege ich bei Apple insgesamt im Plus?',
      'Was macht der Dollar gegenüber dem Euro diesen Monat?',
      'Ist Bitcoin meine riskanteste Position?',
      'Wie viel meines Geldes liegt in Europa?',
      'Welche Rendite hatte mein Depot im Oktober?',
      'Erklär mir, was ein Drawdown ist',
      'Wie viel habe ich für Apple bezahlt?',
    ],
  },
  fr: {
    policy: [
      'Je suis fou de continuer à acheter du Nvidia ?',
      'Vendre mes Shell maintenant, ce serait une erreur ?',
      'Apple : acheter, conserver ou vendre ?',
      'ASML est-elle trop chère en ce moment ?',
      'Je devrais alléger mon bitcoin après cette hausse ?',
      'Quelle action ajouter à mon portefeuille maintenant ?',
      'AGG vaut-il encore la peine d’être gardé ?',
      'La livre va-t-elle se reprendre face au dollar ?',
      'Où finira le CAC 40 à la fin de l’année ?',
      'Apple se dirige-t-elle vers une correction ?',
      'Le bitcoin pourrait-il doubler l’an prochain ?',
      'À quel prix Shell cotera-t-elle en mars ?',
    ],
    factual: [
      'Tu me rappelles combien vaut ma position Shell ?',
      'Si Nvidia perdait un tiers, combien je perdrais ?',
      'De combien le bitcoin a-t-il bougé la semaine dernière ?',
      'Quelle est ma ligne la plus volatile ?',
      'Combien je gagne sur Apple au total ?',
      'Que fait le dollar face à l’euro ce mois-ci ?',
      'Le bitcoin est-il ma position la plus risquée ?',
      'Quelle part de mon argent est placée en Europe ?',
      'Quel a été le rendement de mon portefeuille en octobre ?',
      'Explique-moi ce qu’est un drawdown',
      'Combien ai-je payé pour mes Apple ?',
      'Ça donne quoi, mon portefeuille, depuis le début de l’année ?',
    ],
  },
  es: {
    policy: [
      '¿Estoy loco por seguir comprando Nvidia?',
      '¿Vender mis Shell ahora sería un error?',
      'Apple: ¿comprar, mantener o vender?',
      '¿Está ASML sobrevalorada ahora mismo?',
      '¿Debería recortar bitcoin tras esta subida?',
      '¿Qué acción añado a mi cartera ahora?',
      '¿Sigue mereciendo la pena tener AGG?',
      '¿Se recuperará la libra frente al dólar?',
      '¿Dónde cerrará el Ibex a final de año?',
      '¿Va Apple camino de una corrección?',
      '¿Podría el bitcoin duplicarse el año que viene?',
      '¿A qué precio cotizará Shell en marzo?',
    ],
    factual: [
      '¿Me recuerdas cuánto vale mi posición en Shell?',
      'Si Nvidia perdiera un tercio, ¿cuánto perdería yo?',
      '¿Cuánto se movió el bitcoin la semana pasada?',
      '¿Cuál de mis posiciones es la más volátil?',
      '¿Cuánto llevo ganado en Apple en total?',
      '¿Qué hace el dólar frente al euro este mes?',
      '¿Es el bitcoin mi posición más arriesgada?',
      '¿Qué parte de mi dinero está en Europa?',
      '¿Qué rentabilidad tuvo mi cartera en octubre?',
      'Explícame qué es un drawdown',
      '¿Cuánto pagué por mis Apple?',
      '¿Cómo va mi cartera en lo que va de año?',
    ],
  },
};

/** What a policy answer must never be: a scenario or a list of trades. */
const NEVER_FOR_ADVICE = new Set(['what_if', 'rebalance']);

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

interface Asked {
  statementFirst: boolean;
  policy: string | undefined;
  locale: string;
  tools: string[];
}

async function ask(question: string): Promise<Asked> {
  const result = await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question });
  expect(result.status).toBe(200);
  const answer = answerOf(result);
  const tools = result.events.filter((e): e is Extract<ChatEvent, { type: 'TOOL_CALL_START' }> => e.type === 'TOOL_CALL_START').map((e) => e.toolCallName);
  const statements = (['advice', 'forecast'] as const).map((p) => t(p === 'advice' ? 'chat.policy.advice' : 'chat.policy.forecast', {}, answer.locale));
  return { statementFirst: answer.policy !== undefined && statements.some((s) => answer.answerMarkdown.startsWith(s)), policy: answer.policy, locale: answer.locale, tools };
}

/**
 * What the probe still misses, per language (a ceiling: lower it when the reading improves, never raise it). The
 * statement may land on at most 2% of the factual look-alikes (one of 52).
 */
const MISSED_AT_MOST: Record<Locale, number> = { en: 0, de: 5, fr: 1, es: 5 };
const STATEMENT_ON_FACTUAL_AT_MOST = 0.02;

describe('advice and forecast questions open with the statement; factual look-alikes never do (four languages, over HTTP)', () => {
  it.each(['en', 'de', 'fr', 'es'] as const)('%s', { timeout: 240_000 }, async (locale) => {
    const policy = [...PROBE[locale].policy, ...FRESH[locale].policy];
    const factual = [...PROBE[locale].factual, ...FRESH[locale].factual];
    const missed: string[] = [];
    const wrongly: string[] = [];
    const tradeLists: string[] = [];
    const otherLanguage: string[] = [];
    for (const question of policy) {
      const asked = await ask(question);
      if (!asked.statementFirst) missed.push(question);
      if (asked.tools.some((tool) => NEVER_FOR_ADVICE.has(tool))) tradeLists.push(`${question} → ${asked.tools.join(', ')}`);
      if (asked.locale !== locale) otherLanguage.push(`${question} → ${asked.locale}`);
    }
    for (const question of factual) {
      const asked = await ask(question);
      if (asked.policy !== undefined) wrongly.push(`${question} → ${asked.policy}`);
      if (asked.locale !== locale) otherLanguage.push(`${question} → ${asked.locale}`);
    }
    const fresh = (list: string[]): number => list.filter((q) => FRESH[locale].policy.includes(q.split(' → ')[0]!) || FRESH[locale].factual.includes(q.split(' → ')[0]!)).length;
    console.log(
      `policy ${locale}: statement first ${policy.length - missed.length}/${policy.length} (second probe ${FRESH[locale].policy.length - fresh(missed)}/${FRESH[locale].policy.length}), ` +
        `on factual ${wrongly.length}/${factual.length} (second probe ${fresh(wrongly)}/${FRESH[locale].factual.length}), what-if/trades for policy ${tradeLists.length}, other language ${otherLanguage.length}/${policy.length + factual.length}` +
        [['missed', missed], ['wrongly', wrongly], ['trade lists', tradeLists], ['other language', otherLanguage]].map(([k, v]) => ((v as string[]).length ? `\n  ${k as string}: ${(v as string[]).join(' | ')}` : '')).join(''),
    );
    expect(missed.length, missed.join(' | ')).toBeLessThanOrEqual(MISSED_AT_MOST[locale]);
    expect(wrongly.length / factual.length, wrongly.join(' | ')).toBeLessThanOrEqual(STATEMENT_ON_FACTUAL_AT_MOST);
    expect(tradeLists).toEqual([]);
    expect(otherLanguage).toEqual([]);
  });
});
