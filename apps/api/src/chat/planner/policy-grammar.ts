/**
 * Advice and forecasts by grammatical class, beside the planner's phrase lists (plan.ts ADVICE, FORECAST). The
 * questions of German, French and Spanish arrive here in the planner's words (understanding/languages/), so each
 * class below serves all four languages: "¿vendo mis Apple?", "je garde ?", "Verkaufe ich?" read "do i sell / keep".
 */
const ADVICE_CLASSES: readonly RegExp[] = [
  // A trade verb in the first person present, opening the question ("do I sell my Nvidia?", "so I just buy more?");
  // "if I sell…" and "how much do I buy each month?" do not open with it. "do I hold…" asks what is held: not here.
  /^\W*(so |and |then |ok,? |well,? )?(do|shall|must|need) (i|we) (need to |have to |just |still |now |really |also |then )*(sell|buy|keep|add|dump|trim|exit|stay|top up|take profits|cash|switch|reduce|load|double|wait|invest|get (in|out|into|rid))\b/i,
  /^\W*(so|and|then|ok) (i|we) (just |still |now |really )*(sell|buy|keep|add|dump|trim|exit|stay|top up|take profits|cash out|switch|wait|invest)\b/i,
  /^\W*(what )?(can|could) (i |we )?(still |safely |now )?(buy|sell|add|invest|get (in|into|out))\b/i,
  /^\W*(what )?(i|we) can (still |safely |now )?(buy|sell|add|invest|get (in|into|out))\b/i,
  /^\W*(so |and )?(am i|are we) (supposed|meant|expected|better off) (to )?(sell|buy|keep|hold|add|get|take|trim|dump|wait|selling|buying|keeping|holding)\b/i,
  // A trade verb alone as the question, last as German puts it or first as English, French and Spanish do ("Apple
  // verkaufen?", "Gewinne bei Shell mitnehmen?" → "gain in Shell sell?", "¿Vender Apple?", "Dump Shell?"): no question
  // word, a few words, nothing of a record ("sell history?", "buy price?").
  /^\W*(sell|buy|dump|trim|top up|exit|take profits|cash in|cash out|get rid of|load up)(?![-\w])(?![^?]*\b(history|trades|transactions|price|prices|date|dates|orders|fees|costs?)\b)[^?]{0,30}\?\s*$/i,
  /^\W*(?!(how|what|which|when|why|where|who|did|does|do|is|are|was|were|have|has|had|can|could|would|will|should|if)\b)[^?,]{1,30}\b(sell|buy|dump|trim|top up|exit|take profits)\s*\?\s*$/i,
  // A conditional addressed to the chat with a trade in it, its verb wherever the language puts it ("würdest du … kaufen?");
  // a polite request ("would you show me…") is not advice.
  /\bwould you\b(?![^?]*\b(show|tell|list|remind|give|name|explain|let|mind|break)\b)[^?]{0,60}\b(buy|sell|keep|hold|invest|add|dump|trim|decide|choose|pick)\b/i,
  // "what stock do I add now?", "¿qué acción añado?": a trade asked in the present after a question word.
  /^\W*(what|which|where)\b[^?]{0,25}\b(do|shall|must) (i|we) (buy|sell|add|pick|invest|keep)\b/i,
  /\bwhat would you\b[^?]{0,40}\b(with|about) (my|the|this|that|it|them|these|those)\b/i,
  /\b(would|wouldn't) (it|that) be (better|best|wiser|smarter|a mistake)\b/i,
  /\b(in my (place|shoes)|if you were me|were you me)\b/i,
  // Timing: "is it too late to get into…?", "zu spät", "trop tard", "demasiado tarde".
  /\btoo (late|early)\b/i,
  // What others trade, asked of the chat ("what are people buying?", "was kaufen die Leute?").
  /\b(people|others|other investors|everyone|everybody|most investors)\b[^?]{0,30}\b(buy|sell|buying|selling|invest|investing)\b/i,
  /\b(buy|sell|buying|selling)\b[^?]{0,30}\b(people|others|other investors|everyone|everybody)\b/i,
  // Where to put money ("any ideas where to put my spare cash?", "¿dónde meto el dinero?", "où placer mon argent ?").
  /\bwhere (to|should i|do i|can i|could i|would you) (put|invest|park|place|stick)\b/i,
  /\b(ideas?|suggestions?) (for|where|what|on|of|to)\b[^?]{0,30}\b(invest|buy|put|money|savings|cash)\b/i,
  /\bworth (the risk|a (look|punt|shot|try))\b|\bworth it\s*\??\s*$/i,
  // "would selling now be a mistake?", "ein Fehler", "une erreur", "un error".
  /\bmistake\b[^?]{0,40}\b(buy|sell|keep|hold|add)|\b(buy|sell|keep|hold|add|selling|buying|keeping|holding|sales?|purchases?)\b[^?]{0,40}\bmistake\b/i,
  /\bgood idea\b/i,
  // A choice for the asker ("AGG or more stocks for me?"), or a preference asked ("lieber X oder Y?", "plutôt X ou Y ?").
  /^(?!\W*(how|what|which|did|when|why|where)\b)[^?]{0,40}\bor\b[^?]{0,40}\bfor (me|us|my( \w+)?)\s*\??\s*$/i,
  /\brather\b[^?]{0,50}\bor\b/i,
  // "¿Mejor X o Y?", "Besser X oder Y?": "better" opening the question, before the two (read "compare").
  /^\W*(better|compare)\b[^?,]{0,40}\bor\b/i,
  // A trade asked in the first person after a fact ("what is my Shell worth, and do I sell?", "¿… y la vendo ya?"), and
  // waiting asked anywhere ("¿Mejor espero a una bajada…?" → "compare do i wait"); "how long do I wait…" asks a time.
  /(\b(and|or|but|so)\b|[,;–—-])\s*(do|shall|must|should) (i|we) (\w+ ){0,2}(sell|buy|keep|add|dump|trim|exit|top up|wait|invest|switch|get (in|out|rid))\b/i,
  /(?<!how long )\bdo (i|we) wait\b/i,
  // Keeping a winner or banking it ("let my gains run or lock them in?", "Gewinne laufen lassen oder realisieren?" → "keep …
  // or realized"): a choice of trade, in the idioms of each language.
  /\blet (my |the |those |these |your )?(\w+ )?(gains|profits|winners?|position|it|them) (run|ride)\b/i,
  /\block (it|them|those|these|that) in\b|\block in (my |the |those |these |some )?(gains|profits)\b/i,
  /\b(keep|hold)\b[^?]{0,40}\bor\b[^?]{0,15}\b(realized?|realise|cash in|cash out|lock|take (the )?profits?)\b/i,
  // A bet asked about ("is ether a good bet?", "gute Wette", "bon pari", "buena apuesta"), a point in holding, all in.
  /\b(good|safe|smart|solid|better|sure|decent) bet\b/i,
  /\b(any|is there a|what's the|what is the) point (in )?(holding|keeping|hanging|buying|selling|adding|staying)\b/i,
  /\b(go|going|be|goes) all[ -]in\b/i,
  // A trade put to the chat to judge ("am I crazy to keep buying Nvidia?", "¿estoy loco por seguir comprando…?").
  /\b(crazy|mad|nuts|insane)\b[^?]{0,40}\b(buy|sell|keep|hold|add|invest|trade)(s|ing)?\b/i,
  // What someone else says to trade or expects, put to the chat ("my brother says sell everything, is he right?", "mi
  // hermano dice que lo venda todo"): the chat asked to side with advice or a forecast.
  /\b(says?|said|reckons?|thinks?|claims?|told me|tells me)\b[^?]{0,60}\b(sell|buy|dump|get out|get in|should|will)\b[^?]{0,60}\b(is (he|she|they|that) right|are they right|right\?|thoughts|agree)\b/i,
];

const FORECAST_CLASSES: readonly RegExp[] = [
  // What is to come, said by a word of time or of outlook ("geht der Dollar bald hoch?", "what's the outlook for…?").
  /\b(anytime )?soon\b/i,
  /\b(outlook|prospects) (for|on|of)\b/i,
  // "what's the dollar gonna do?": the colloquial future.
  /\bgonna\b/i,
  // "zu welchem Kurs wird Shell gehandelt?": a price to come, the verb in the passive.
  /\bwill\b[^?]{0,40}\b(traded|quoted|priced)\b/i,
  /\b(set|poised|bound) to (rise|fall|strengthen|weaken|climb|drop|rebound|recover|rally|slide)\b/i,
  /\b(further|more room) to (fall|go|drop|run|climb|rise)\b/i,
  // Whether a move goes on ("can Nvidia keep this run going?", "kann Nvidia den Lauf fortsetzen?" → "can Nvidia continue").
  /\b(can|could) (?!(you|i|we)\b)\w+( \w+)? (keep|continue|sustain|extend|carry on)\b/i,
  // A crash or a recession to come ("is a crash coming?", "droht ein Crash?" → "coming a crash").
  /\b(crash|recession|correction|downturn|bear market|slump|rally|bubble)\b[^?]{0,20}\b(coming|looming|ahead|imminent|on the way)\b|\b(coming|looming|imminent) (a |the )?(crash|recession|correction|downturn|bear market|slump)\b/i,
  // A price or level to be reached, asked ("what price will bitcoin hit?", "Welchen Preis erreicht Bitcoin bis März?" → "what price reach").
  /\bwhat (price|level|target)\b[^?]{0,30}\b(reach|hit|get to|trade at)\b/i,
];

/**
 * A question in the past ("when did I buy…?", "¿cuándo compré…?" → "when bought", "¿cuánto valía…?" → "was worth"):
 * what happened, not advice; the intent model's advice or forecast reading does not count on it (reading.ts).
 */
const PAST = new RegExp(
  [
    '\\b(did|have|had) (i|we)\\b',
    '^\\W*(when |how much |how many )?(have|did|had) (buy|sell|add|bought|sold|added)\\b',
    '\\b(what|which|who|how)( \\w+){0,2} did\\b',
    '\\b(bought|sold|purchased|was worth|were worth|won|rose|fell|dropped|gained|outperformed|underperformed)\\b',
    '\\bover the (past|last)\\b',
  ].join('|'),
  'i',
);

export function adviceByGrammar(question: string): boolean {
  return ADVICE_CLASSES.some((pattern) => pattern.test(question));
}

export function forecastByGrammar(question: string): boolean {
  return FORECAST_CLASSES.some((pattern) => pattern.test(question));
}

/** A polite request for a fact ("would you remind me what my Shell position is worth?", "würdest du mir … zeigen?"). */
// German, French and Spanish readings drop the "you" ("Kannst du mir … zeigen?" arrives as "can me show …", "¿Me puedes
// enseñar …?" as "me can show …", "Tu peux me faire le découpage …" as "can my breakdown …").
const POLITE_REQUEST = /^\W*(me )?(would|could|can|will)( you)?( me)?\b(?![^?]*\b(buy|sell|keep|hold|invest)\b)[^?]{0,40}\b(show|tell|remind|list|give|name|let me know|breakdown)\b/i;

/** The question asks what is or was (the past, or a polite request for a fact): the intent model's advice or forecast reading does not count on it. */
export function asksForFact(question: string): boolean {
  return PAST.test(question) || POLITE_REQUEST.test(question);
}
