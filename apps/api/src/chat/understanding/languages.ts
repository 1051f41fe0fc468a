import type { Locale } from '../../i18n/catalog.js';

/**
 * Questions in German, French and Spanish. The planner reads English (planner/plan.ts and the
 * lexicon); rather than a second planner per language, a question in another language is glossed:
 * the phrases investors use for what the tools answer are rewritten as the planner's English,
 * everything else (tickers, names, numbers, dates) is left as written. Glossing is only for
 * understanding: the answer is written from the catalog in the answer's language.
 */

/**
 * JavaScript's `\b` and `\w` know ASCII letters only ("qué", "écoulée" would never end a word), so the
 * patterns below are written with them and rebuilt with Unicode letter boundaries.
 */
function unicodeWords(pattern: RegExp): RegExp {
  const letter = '[\\p{L}\\p{N}_]';
  const boundary = `(?:(?<!${letter})(?=${letter})|(?<=${letter})(?!${letter}))`;
  return new RegExp(pattern.source.replaceAll('\\b', boundary).replaceAll('\\w', letter), 'giu');
}

/** Common words that mark a language (a cheap guess: the language with the most of them wins). */
const STOPWORDS: Record<Exclude<Locale, 'en'>, RegExp> = {
  de: /\b(ich|mein\w*|ist|sind|und|wie|was|welche\w*|wie ?viel\w*|der|die|das|den|dem|im|mit|von|für|über|gibt|habe|hat|zu|auf|seit|depot\w*|aktien|gebühren|nachrichten|erkläre|bedeutet|wert|größte\w*|zeig\w*|mir|positionen|gibt|es|zu)\b/gi,
  fr: /\b(je|j’|mon|ma|mes|est|sont|et|comment|quel\w*|combien|le|la|les|du|des|dans|sur|pour|avec|depuis|ai|portefeuille|frais|actualités|qu’est|que|veut|dire|plus|montre\w*|moi|des|sur)\b/gi,
  es: /\b(yo|mi|mis|es|son|y|cómo|como|qué|que|cuál\w*|cuánto\w*|el|los|las|del|en|con|para|desde|he|tengo|cartera|comisiones|noticias|significa|vale|mayor|hay|sobre|muéstrame|posiciones)\b|¿/gi,
};

/** The language a question is written in, when it is plainly one of ours other than English; undefined for English or unsure. */
export function questionLanguage(question: string): Exclude<Locale, 'en'> | undefined {
  const text = question.replace(/'/g, '’');
  let best: Exclude<Locale, 'en'> | undefined;
  let bestCount = 1;
  for (const [locale, words] of Object.entries(STOPWORDS) as [Exclude<Locale, 'en'>, RegExp][]) {
    const count = text.match(unicodeWords(words))?.length ?? 0;
    if (count > bestCount) {
      best = locale;
      bestCount = count;
    }
  }
  // English questions share few of these words; two hits of one language and more than English's own settle it.
  const english = question.match(/\b(my|is|the|what|how|much|of|in|and|do|i|are|portfolio|news|fees)\b/gi)?.length ?? 0;
  return best !== undefined && bestCount > english ? best : undefined;
}

type Gloss = [RegExp, string];

/** Phrases first, then words; each language's list is applied in order. */
const GLOSSES: Record<Exclude<Locale, 'en'>, Gloss[]> = {
  de: [
    [/\bwie hat sich das thema (.+?) entwickelt\b/gi, 'how did the $1 story develop'],
    [/\bwie bringe ich (den anteil an )?(.+?) wieder in den bereich\b/gi, 'how would I bring $2 back within'],
    [/\b(passt|eignet sich) (mein depot|es) zu meinem risikoprofil\b/gi, 'does my portfolio fit my risk profile'],
    [/\bwie aktiv habe ich\b/gi, 'how actively have I traded'],
    [/\bwas hat sich in meinem depot zuletzt geändert\b|\bwas hat sich (zuletzt|kürzlich) geändert\b/gi, 'what changed in my portfolio recently'],
    [/\bwas würde\b/gi, 'what would'],
    [/\b(kursrückgang|rückgang|einbruch|kurssturz)\b/gi, 'fall'],
    [/\b(kursanstieg|anstieg)\b/gi, 'rise'],
    [/\bauf die anlageklassen (verteilt|aufgeteilt)\b|\bnach anlageklassen (verteilt|aufgeteilt)\b/gi, 'split by asset class'],
    [/\bkonzentriert\b/gi, 'concentrated'],
    [/\brisikoprofil\b/gi, 'risk profile'],
    [/\bverkäufe\b/gi, 'sales'],
    [/\brealisiert\b/gi, 'realized'],
    [/\bgewinn oder verlust\b/gi, 'profit or loss'],
    [/\bwie ?viel ist (mein|das) depot (heute )?wert\b|\bwas ist mein depot wert\b|\bwert meines depots\b|\bdepotwert\b/gi, 'how much is my portfolio worth'],
    [/\bwie ?viel (meines depots|von meinem depot) (ist|steckt|liegt) in\b/gi, 'how much of my portfolio is in'],
    [/\bwie ?viel\w* (habe ich )?in\b/gi, 'how much of my portfolio is in'],
    [/\bwas (sind|ist) meine (größte\w*|grössten?) positionen?\b/gi, 'what are my largest holdings'],
    [/\bgrößte\w* position\b|\bgrösste\w* position\b/gi, 'largest holding'],
    [/\bzeig(e)? (mir )?(alle )?meine positionen\b/gi, 'show me my holdings'],
    [/\bwelche positionen habe ich\b|\bmeine positionen\b/gi, 'my holdings'],
    [/\bwie ist mein depot (auf|nach) (die )?anlageklassen (auf)?(ge)?teilt\b|\baufteilung nach anlageklassen?\b/gi, 'how is my portfolio split by asset class'],
    [/\bnach sektoren\b|\bsektoraufteilung\b/gi, 'by sector allocation'],
    [/\bwie hat sich mein depot\b.{0,40}\bentwickelt\b|\bwelche rendite hat mein depot\b|\bwertentwicklung\b|\brendite\b/gi, 'how has my portfolio performed return'],
    [/\bseit jahresbeginn\b|\bdieses jahr\b|\bim laufenden jahr\b/gi, 'this year'],
    [/\b(im )?letzten jahr\b|\bin den letzten 12 monaten\b|\bvergangenen jahr\b/gi, 'over the past year'],
    [/\b(in den )?letzten (drei|3) monaten?\b/gi, 'over the last 3 months'],
    [/\b(im )?letzten monat\b/gi, 'over the last month'],
    [/\bwie ?viel habe ich an gebühren (ge)?zahlt\b|\bgebühren\b|\bprovisionen\b|\bhandelskosten\b/gi, 'how much have I paid in fees'],
    [/\bwie riskant\b|\bwie hoch ist das risiko\b/gi, 'how risky'],
    [/\brisiko\b/gi, 'risk'],
    [/\bvolatilität\b/gi, 'volatility'],
    [/\bwas bedeutet\b|\bwas heißt\b|\berklär(e|en sie)?( mir)?\b/gi, 'explain'],
    [/\bnachrichten\b|\bneuigkeiten\b|\bwas gibt es neues\b/gi, 'news'],
    [/\bwechselkurs\b|\bkurs (von|des|vom) euro\b/gi, 'exchange rate'],
    [/\bengagement\b|\banteil\b/gi, 'exposure'],
    [/\bwie ?viel ist meine position in\b/gi, 'how much is my position in'],
    [/\bposition in\b/gi, 'position in'],
    [/\bwie ?viel\b/gi, 'how much'],
    [/\bzeig(e)?( mir)?\b/gi, 'show me'],
    [/\btechnologie\w*\b/gi, 'tech'],
    [/\benergie\w*\b/gi, 'energy'],
    [/\b(finanz\w*|banken)\b/gi, 'financials'],
    [/\bgesundheit\w*\b/gi, 'health care'],
    [/\bdepot\w*\b/gi, 'portfolio'],
    [/\bmein\w*\b/gi, 'my'],
    [/\baktien\b/gi, 'stocks'],
    [/\banleihen\b/gi, 'bonds'],
    [/\bkryptowerte\w*|\bkrypto\b/gi, 'crypto'],
    [/\bdollar\b/gi, 'dollar'],
    [/\bpfund\b/gi, 'pound'],
    [/\bwert\b/gi, 'worth'],
  ],
  fr: [
    [/\bcomment le sujet (.+?) a-t-il évolué\b/gi, 'how did the $1 story develop'],
    [/\bcomment ramener (la part en )?(.+?) dans la fourchette\b/gi, 'how would I bring $2 back within'],
    [/\bmon portefeuille correspond-il à mon profil de risque\b/gi, 'does my portfolio fit my risk profile'],
    [/\bà quel point ai-je été actif\b/gi, 'how actively have I traded'],
    [/\bqu’est-ce qui a changé récemment\b/gi, 'what changed recently'],
    [/\bquel serait l’effet d’une\b/gi, 'what would a'],
    [/\b(baisse|chute)\b/gi, 'fall'],
    [/\bhausse\b/gi, 'rise'],
    [/\bconcentré\b/gi, 'concentrated'],
    [/\bprofil de risque\b/gi, 'risk profile'],
    [/\bplus-value ou moins-value\b/gi, 'profit or loss'],
    [/\bventes\b/gi, 'sales'],
    [/\bréalisée?s?\b/gi, 'realized'],
    [/\bcombien vaut mon portefeuille\b|\bquelle est la valeur de mon portefeuille\b|\bvaleur de mon portefeuille\b/gi, 'how much is my portfolio worth'],
    [/\bquelle part de mon portefeuille est (en|dans)\b|\bcombien de mon portefeuille est (en|dans)\b|\bcombien ai-je (en|dans)\b/gi, 'how much of my portfolio is in'],
    [/\bquelles? (est|sont) mes plus grosses positions\b|\bmes plus grosses positions\b|\bmes principales positions\b/gi, 'what are my largest holdings'],
    [/\b(ma )?plus grosse position\b|\b(ma )?principale position\b/gi, 'largest holding'],
    [/\bmes positions\b|\bquelles positions ai-je\b/gi, 'my holdings'],
    [/\bréparti(e|tion)? par classe d’actifs\b|\brépartition de mon portefeuille\b/gi, 'how is my portfolio split by asset class'],
    [/\bpar secteur\b/gi, 'by sector allocation'],
    [/\bquelle a été la performance de mon portefeuille\b|\bquel est mon rendement\b|\bperformance\b|\brendement\b/gi, 'how has my portfolio performed return'],
    [/\bdepuis le début de l’année\b|\bcette année\b/gi, 'this year'],
    [/\bsur l’année écoulée\b|\bsur la dernière année\b|\bsur un an\b|\bsur les 12 derniers mois\b/gi, 'over the past year'],
    [/\bsur les (trois|3) derniers mois\b/gi, 'over the last 3 months'],
    [/\bsur le dernier mois\b|\bce mois-ci\b/gi, 'over the last month'],
    [/\bcombien ai-je payé (de|en) frais\b|\bfrais\b|\bcommissions\b/gi, 'how much have I paid in fees'],
    [/\best-il risqué\b|\bquel est le risque\b|\brisqué\b/gi, 'how risky'],
    [/\brisque\b/gi, 'risk'],
    [/\bvolatilité\b/gi, 'volatility'],
    [/\bque veut dire\b|\bqu’est-ce que (la |le |l’|une? )?\b|\bqu’est-ce qu’une?\b|\bexplique(z|-moi)?\b|\bsignifie\b/gi, 'explain '],
    [/\bactualités\b|\bnouvelles\b|\bquoi de neuf\b/gi, 'news'],
    [/\btaux de change\b/gi, 'exchange rate'],
    [/\bexposition\b/gi, 'exposure'],
    [/\bcombien vaut ma position (en|sur)\b/gi, 'how much is my position in'],
    [/\bma position (en|sur)\b/gi, 'my position in'],
    [/\bcombien\b/gi, 'how much'],
    [/\bmontre(z)?-moi\b/gi, 'show me'],
    [/\bénergie\b/gi, 'energy'],
    [/\b(finance|banques)\b/gi, 'financials'],
    [/\bsanté\b/gi, 'health care'],
    [/\bportefeuille\b/gi, 'portfolio'],
    [/\b(mon|ma|mes)\b/gi, 'my'],
    [/\bactions\b/gi, 'stocks'],
    [/\bobligations\b/gi, 'bonds'],
    [/\bcryptoactifs\b|\bcryptos?\b/gi, 'crypto'],
    [/\blivres?( sterling)?\b/gi, 'pound'],
    [/\bvaut\b/gi, 'worth'],
  ],
  es: [
    [/\bcómo ha evolucionado el tema (.+?)$/gi, 'how did the $1 story develop'],
    [/\bcómo devuelvo (el peso de )?(.+?) al rango\b/gi, 'how would I bring $2 back within'],
    [/\bencaja mi cartera con mi perfil de riesgo\b/gi, 'does my portfolio fit my risk profile'],
    [/\bcon qué frecuencia he operado\b/gi, 'how actively have I traded'],
    [/\bqué ha cambiado últimamente\b/gi, 'what changed recently'],
    [/\bqué supondría\b/gi, 'what would'],
    [/\bcaída\b/gi, 'fall'],
    [/\bsubida\b/gi, 'rise'],
    [/\bconcentrada\b/gi, 'concentrated'],
    [/\bperfil de riesgo\b/gi, 'risk profile'],
    [/\bplusvalía o minusvalía\b/gi, 'profit or loss'],
    [/\bventas\b/gi, 'sales'],
    [/\brealizad[oa]s?\b/gi, 'realized'],
    [/\bcuánto vale mi cartera\b|\bcuál es el valor de mi cartera\b|\bvalor de mi cartera\b/gi, 'how much is my portfolio worth'],
    [/\bqué parte de mi cartera está en\b|\bcuánto de mi cartera está en\b|\bcuánto tengo en\b/gi, 'how much of my portfolio is in'],
    [/\bcuáles son mis mayores posiciones\b|\bmis mayores posiciones\b|\bmis principales posiciones\b/gi, 'what are my largest holdings'],
    [/\b(mi )?mayor posición\b|\b(mi )?posición más grande\b/gi, 'largest holding'],
    [/\bmis posiciones\b|\bqué posiciones tengo\b/gi, 'my holdings'],
    [/\bse reparte mi cartera por clase de activo\b|\bdistribución por clase de activo\b|\bdistribución de mi cartera\b/gi, 'how is my portfolio split by asset class'],
    [/\bpor sector\b/gi, 'by sector allocation'],
    [/\bqué rentabilidad ha tenido mi cartera\b|\bcuál es mi rentabilidad\b|\brentabilidad\b|\brendimiento\b/gi, 'how has my portfolio performed return'],
    [/\ben lo que va de año\b|\beste año\b/gi, 'this year'],
    [/\ben el último año\b|\ben los últimos 12 meses\b|\ben un año\b/gi, 'over the past year'],
    [/\ben los últimos (tres|3) meses\b/gi, 'over the last 3 months'],
    [/\ben el último mes\b|\beste mes\b/gi, 'over the last month'],
    [/\bcuánto he pagado en comisiones\b|\bcomisiones\b|\bgastos de operación\b/gi, 'how much have I paid in fees'],
    [/\bqué riesgo tiene\b|\bes arriesgada\b|\bcuán arriesgada\b|\barriesgad[ao]\b/gi, 'how risky'],
    [/\briesgo\b/gi, 'risk'],
    [/\bvolatilidad\b/gi, 'volatility'],
    [/\bqué significa\b|\bqué es (la |el |una? )?\b|\bexplíca(me)?\b|\bsignifica\b/gi, 'explain '],
    [/\bnoticias\b|\bnovedades\b|\bqué hay de nuevo\b/gi, 'news'],
    [/\btipo de cambio\b/gi, 'exchange rate'],
    [/\bexposición\b/gi, 'exposure'],
    [/\bcuánto vale mi posición en\b/gi, 'how much is my position in'],
    [/\bmi posición en\b/gi, 'my position in'],
    [/\bcuánto\b/gi, 'how much'],
    [/\bmuéstrame\b/gi, 'show me'],
    [/\btecnología\b/gi, 'tech'],
    [/\benergía\b/gi, 'energy'],
    [/\b(finanzas|bancos)\b/gi, 'financials'],
    [/\bsalud\b/gi, 'health care'],
    [/\bcartera\b/gi, 'portfolio'],
    [/\bmis?\b/gi, 'my'],
    [/\bacciones\b/gi, 'stocks'],
    [/\bbonos\b|\brenta fija\b/gi, 'bonds'],
    [/\bcriptoactivos\b|\bcriptos?\b/gi, 'crypto'],
    [/\blibras?( esterlinas?)?\b/gi, 'pound'],
    [/\bdólar(es)?\b/gi, 'dollar'],
    [/\bvale\b/gi, 'worth'],
  ],
};

const GLOSSED = Object.fromEntries(Object.entries(GLOSSES).map(([locale, glosses]) => [locale, glosses.map(([pattern, english]): Gloss => [unicodeWords(pattern), english])])) as Record<Exclude<Locale, 'en'>, Gloss[]>;

/** The question in the planner's English (see above); English questions are returned as they are. */
export function glossForPlanner(question: string, language: Locale | undefined): string {
  if (language === undefined || language === 'en') return question;
  let text = question.replace(/'/g, '’').replace(/[¿¡]/g, '');
  for (const [pattern, english] of GLOSSED[language]) text = text.replace(pattern, english);
  return text;
}
