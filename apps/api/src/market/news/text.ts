/**
 * Words for comparing articles: lower case, letters and digits, stop words out, a light suffix
 * strip so that "cuts", "cutting" and "cut" meet. Pure and deterministic.
 */

// Function words plus the words every financial article uses: they say nothing about which story it is.
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just more most my no nor not now of off on once only or other our out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your
  said says say according reported report reports week weeks day days month months year years today yesterday tuesday monday wednesday thursday friday saturday sunday new newly per cent percent pct company companies share shares stock stocks market markets investor investors analyst analysts people statement told news latest update updated amid since while late early first second third last next may might must one two three four five its it's inc corp ltd plc co group holding holdings billion million trillion bn mln points point basis bps`.split(/\s+/),
);

// A people's or country's adjective is the country: "Chinese developers" and "China's home prices" are one
// subject, as are "an Afghan quake" and "Afghanistan's earthquake".
const DEMONYMS: Record<string, string> = {
  afghan: 'afghanistan', american: 'america', argentine: 'argentina', argentinian: 'argentina', australian: 'australia',
  austrian: 'austria', belgian: 'belgium', brazilian: 'brazil', british: 'britain', canadian: 'canada', chilean: 'chile',
  chinese: 'china', colombian: 'colombia', czech: 'czechia', danish: 'denmark', dutch: 'netherlands', egyptian: 'egypt',
  ethiopian: 'ethiopia', european: 'europe', filipino: 'philippines', finnish: 'finland', french: 'france', german: 'germany',
  ghanaian: 'ghana', greek: 'greece', hungarian: 'hungary', indian: 'india', indonesian: 'indonesia', iranian: 'iran',
  iraqi: 'iraq', irish: 'ireland', israeli: 'israel', italian: 'italy', jamaican: 'jamaica', japanese: 'japan',
  kenyan: 'kenya', korean: 'korea', malaysian: 'malaysia', mexican: 'mexico', moroccan: 'morocco', nigerian: 'nigeria',
  norwegian: 'norway', pakistani: 'pakistan', peruvian: 'peru', polish: 'poland', portuguese: 'portugal', russian: 'russia',
  saudi: 'saudi', singaporean: 'singapore', spanish: 'spain', swedish: 'sweden', swiss: 'switzerland', taiwanese: 'taiwan',
  thai: 'thailand', turkish: 'turkey', ukrainian: 'ukraine', venezuelan: 'venezuela', vietnamese: 'vietnam',
};

export function words(text: string): string[] {
  const result: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || STOP_WORDS.has(raw) || /^\d+$/.test(raw)) continue;
    result.push(DEMONYMS[raw] ?? stem(raw));
  }
  return result;
}

/**
 * The words of `text` written as names: capitalized where a sentence does not start ("the Louvre",
 * "Prime Minister Lecornu") or written in capitals ("APEC", "G20"), as `words` gives them. A title
 * in Title Case says nothing about names and is left out. Names tell one event from another better
 * than the words around them: two podcasts both "discuss", only one is about the Louvre.
 */
export function nameWords(title: string, text: string): Set<string> {
  const names = new Set<string>();
  const read = (part: string) => {
    for (const sentence of part.split(/(?<=[.!?:;])\s+|\n+/)) {
      const tokens = sentence.split(/[^A-Za-z0-9\u00C0-\u024F'’]+/).filter(Boolean);
      tokens.forEach((token, i) => {
        if (i === 0 || !/^[A-Z]/.test(token)) return;
        for (const word of words(token)) names.add(word);
      });
    }
  };
  const titleWords = title.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  const capitalized = titleWords.filter((w) => /^[A-Z]/.test(w)).length;
  if (titleWords.length === 0 || capitalized / titleWords.length < 0.6) read(title);
  read(text.startsWith(title) ? text.slice(title.length) : text);
  return names;
}

/** Strips common English inflections; good enough to join "rates"/"rate", "cutting"/"cut". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 5) return undouble(word.slice(0, -2));
  if (word.endsWith('es') && /(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

function undouble(word: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(word) ? word.slice(0, -1) : word;
}

/** 32-bit FNV-1a: a stable hash for shingles (the same on every run and machine). */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
