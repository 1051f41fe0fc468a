/**
 * A short reply that picks one of the things the last answer listed: the readings a clarification offered
 * ("the first one", "der zweite", "la première", "el último"), or a plain yes to its likeliest one ("yes",
 * "ja", "oui", "sí"). Data, not rules: one table of words per language, read on the reply as written; a
 * reply with any other word is not a pick (its own words are read as a question).
 */

/** Ordinal words, by the place they pick (-1: the last); every language's, so a reply in any of the four is read. */
const ORDINALS: readonly (readonly [number, readonly string[]])[] = [
  [0, ['first', '1st', '1', 'erste', 'ersten', 'erster', 'erstes', 'eins', 'premier', 'première', 'premiere', '1er', '1re', 'primero', 'primera', 'primer']],
  [1, ['second', '2nd', 'two', '2', 'zweite', 'zweiten', 'zweiter', 'zweites', 'zwei', 'deuxième', 'deuxieme', 'seconde', '2e', 'segundo', 'segunda', 'dos', 'deux']],
  [2, ['third', '3rd', 'three', '3', 'dritte', 'dritten', 'dritter', 'drittes', 'drei', 'troisième', 'troisieme', '3e', 'tercero', 'tercera', 'tercer', 'tres', 'trois']],
  [-1, ['last', 'letzte', 'letzten', 'letzter', 'letztes', 'dernier', 'dernière', 'derniere', 'último', 'última', 'ultimo', 'ultima']],
];

/** A plain yes: the likeliest reading offered (the first). */
const YES = new Set(['yes', 'yeah', 'yep', 'yup', 'sure', 'ok', 'okay', 'right', 'correct', 'exactly', 'ja', 'jawohl', 'genau', 'gerne', 'gern', 'richtig', 'klar', 'oui', 'ouais', 'exactement', 'volontiers', 'sí', 'si', 'vale', 'claro', 'exacto', 'correcto', 'eso']);

/** Words that carry nothing of the pick: articles, "one", "option", "please", "that", "the … question". */
const FILLER = new Set([
  'the', 'a', 'that', 'this', 'one', 'ones', 'option', 'number', 'please', 'thanks', 'thank', 'you', 'question', 'reading', 'mean', 'i', 'meant', 'it', 'is', 'go', 'with', 'for', 'me', 'do',
  'der', 'die', 'das', 'den', 'dem', 'bitte', 'danke', 'frage', 'option', 'nummer', 'ich', 'meine', 'meinte', 'nehme',
  'le', 'la', 'les', 'l', 'celle', 'celui', 'ci', 'là', 'question', 'merci', 'stp', 'svp', 's', 'il', 'te', 'vous', 'plaît', 'plait', 'je', 'veux', 'dire', 'c', 'est', 'ça', 'ca',
  'el', 'lo', 'los', 'las', 'pregunta', 'opción', 'opcion', 'número', 'numero', 'gracias', 'favor', 'por', 'quiero', 'decir', 'de',
]);

export type Pick = { index: number } | { yes: true };

function wordsOf(reply: string): string[] {
  return reply
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The place a reply of ordinals and fillers only picks ("the second one", "die erste", "el último"), else undefined. */
export function ordinalPicked(reply: string): number | undefined {
  const words = wordsOf(reply);
  if (words.length === 0 || words.length > 6) return undefined;
  let picked: number | undefined;
  for (const word of words) {
    const place = ORDINALS.find(([, list]) => list.includes(word))?.[0];
    if (place !== undefined) {
      if (picked !== undefined && picked !== place) return undefined;
      picked = place;
    } else if (!FILLER.has(word) && !YES.has(word)) return undefined;
  }
  return picked;
}

/**
 * What a reply to a list picks: a place ("the first one"), a plain yes (the first), or nothing (the reply
 * says something of its own: "ja, die Gebühren" is read for "die Gebühren").
 */
export function pickIn(reply: string): Pick | undefined {
  const place = ordinalPicked(reply);
  if (place !== undefined) return { index: place };
  const words = wordsOf(reply);
  if (words.length > 0 && words.length <= 4 && words.some((w) => YES.has(w)) && words.every((w) => YES.has(w) || FILLER.has(w))) return { yes: true };
  return undefined;
}

/** A reply without the yes it opens with ("yes, the holdings" → "the holdings", "ja, die Gebühren" → "die Gebühren"): what it names. */
export function withoutYes(reply: string): string {
  const opening = /^[\s¡¿]*(\p{L}+)[\s,.!:;-]+(?=\p{L})/u.exec(reply);
  return opening && YES.has((opening[1] ?? '').toLowerCase()) ? reply.slice(opening[0].length) : reply;
}

/** The item a pick chooses from a list (a place past its end chooses nothing). */
export function picked<T>(list: readonly T[], pick: Pick): T | undefined {
  if ('yes' in pick) return list[0];
  return pick.index < 0 ? list.at(pick.index) : list[pick.index];
}

/** Words after an ordinal that still name one of a list ("the second one", "the third holding"): any other ("first quarter") is not a pick. */
const LISTED_THING = new Set(['one', 'holding', 'position', 'stock', 'share', 'investment', 'position', 'aktie', 'positionen', 'titre', 'ligne', 'valeur', 'posición', 'posicion', 'acción', 'accion', 'valor']);

/**
 * The place a question names in the last answer's list ("and the second one?", "how did the third do?", "und die zweite?",
 * "et la deuxième ?", "¿y la segunda?"): an ordinal standing for an item, not one of a time ("last month", "first quarter").
 */
export function listPlaceIn(question: string): number | undefined {
  const words = wordsOf(question);
  const places = new Set<number>();
  for (const [at, word] of words.entries()) {
    const place = ORDINALS.find(([, list]) => list.includes(word))?.[0];
    if (place === undefined || /^\d/.test(word)) continue;
    const next = words[at + 1];
    if (next === undefined || LISTED_THING.has(next) || ['do', 'did', 'does', 'done', 'doing', 'is', 'was', 'has', 'have'].includes(next)) places.add(place);
  }
  return places.size === 1 ? [...places][0] : undefined;
}

/** "The other" of two, in the four languages ("and the other one?", "und die andere?", "et l'autre ?", "¿y la otra?"). */
const OTHER = new Set(['other', 'andere', 'anderen', 'anderer', 'anderes', 'autre', 'otra', 'otro']);
/** Words after "the other" that keep it one thing ("the other one", "die andere Aktie"); a plural ("other holdings") is not. */
const OTHER_ITEM = new Set(['one', 'holding', 'position', 'stock', 'share', 'company', 'aktie', 'firma', 'ligne', 'action', 'valeur', 'société', 'posición', 'posicion', 'acción', 'accion', 'empresa']);

/** Whether a question points at the other of two things as an item ("and on the other one?"), not at "other holdings". */
export function namesTheOther(question: string): boolean {
  const words = wordsOf(question);
  return words.some((word, at) => OTHER.has(word) && (words[at + 1] === undefined || OTHER_ITEM.has(words[at + 1] as string)));
}
