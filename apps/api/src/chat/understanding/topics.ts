/**
 * Market topics the chat recognizes, each with the words people use for it: a question about a
 * topic asks for the news (the stories themselves are found by `insight/story-search.ts`), and a
 * topic word is never read as a ticker.
 */
export interface Topic {
  id: string;
  label: string;
  /** Matched against the question, case-insensitive, on word boundaries. */
  words: RegExp;
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'rates',
    label: 'interest rates',
    words: /\b(rates?|interest|fed|federal reserve|central banks?|ecb|boe|bank of england|yields?|bonds?|treasur(y|ies)|rate (cut|hike)s?|hikes?|cuts?|monetary|fomc)\b/i,
  },
  {
    id: 'inflation',
    label: 'inflation',
    words: /\b(inflation|cpi|consumer prices?|price pressures?|cost of living|deflation|disinflation|pce)\b/i,
  },
  {
    id: 'oil',
    label: 'oil and energy',
    words: /\b(oil|crude|brent|wti|opec\+?|energy|petrol|gasoline|natural gas)\b/i,
  },
  {
    id: 'chips',
    label: 'chips and semiconductors',
    words: /\b(chips?|semiconductors?|semis|chipmakers?|gpus?|foundr(y|ies)|ai chips?|artificial intelligence|ai)\b/i,
  },
  {
    id: 'crypto',
    label: 'crypto',
    words: /\b(crypto(currenc(y|ies))?|bitcoin|btc|ether(eum)?|eth|stablecoins?|blockchain|digital assets?)\b/i,
  },
  {
    id: 'currencies',
    label: 'currencies',
    words: /\b(currenc(y|ies)|fx|forex|dollar|euro|sterling|pound|yen|exchange rates?)\b/i,
  },
  {
    id: 'gold',
    label: 'gold and commodities',
    words: /\b(gold|silver|commodit(y|ies)|metals?)\b/i,
  },
];

/** Topics the text mentions, in lexicon order. */
export function topicsIn(text: string): string[] {
  return TOPICS.filter((t) => t.words.test(text)).map((t) => t.id);
}
