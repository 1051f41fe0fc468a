/**
 * Market topics the chat recognizes, each with the words people use for it and the story links
 * (sectors, asset classes, currencies) and story words that make a stored story relevant to it.
 */
export interface Topic {
  id: string;
  label: string;
  /** Matched against the question, case-insensitive, on word boundaries. */
  words: RegExp;
  /** Matched against a story's title, summary and headlines. */
  storyWords: RegExp;
  sectors: string[];
  assetClasses: string[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'rates',
    label: 'interest rates',
    words: /\b(rates?|interest|fed|federal reserve|central banks?|ecb|boe|bank of england|yields?|bonds?|treasur(y|ies)|rate (cut|hike)s?|hikes?|cuts?|monetary|fomc)\b/i,
    storyWords: /\b(rates?|interest|fed|federal reserve|central bank|ecb|yields?|bonds?|treasur(y|ies)|monetary|hike|cut)\b/i,
    sectors: ['government_bonds', 'aggregate_bonds', 'corporate_bonds'],
    assetClasses: ['fixed_income'],
  },
  {
    id: 'inflation',
    label: 'inflation',
    words: /\b(inflation|cpi|consumer prices?|price pressures?|cost of living|deflation|disinflation|pce)\b/i,
    storyWords: /\b(inflation|cpi|consumer prices?|price pressures?|disinflation)\b/i,
    sectors: [],
    assetClasses: [],
  },
  {
    id: 'oil',
    label: 'oil and energy',
    words: /\b(oil|crude|brent|wti|opec\+?|energy|petrol|gasoline|natural gas)\b/i,
    storyWords: /\b(oil|crude|brent|wti|opec|energy|gas)\b/i,
    sectors: ['energy'],
    assetClasses: ['commodity'],
  },
  {
    id: 'chips',
    label: 'chips and semiconductors',
    words: /\b(chips?|semiconductors?|semis|chipmakers?|gpus?|foundr(y|ies)|ai chips?|artificial intelligence|ai)\b/i,
    storyWords: /\b(chips?|semiconductors?|chipmakers?|gpus?|foundr(y|ies)|ai)\b/i,
    sectors: ['semiconductors', 'technology'],
    assetClasses: [],
  },
  {
    id: 'crypto',
    label: 'crypto',
    words: /\b(crypto(currenc(y|ies))?|bitcoin|btc|ether(eum)?|eth|stablecoins?|blockchain|digital assets?)\b/i,
    storyWords: /\b(crypto|bitcoin|ether(eum)?|stablecoins?|digital assets?|etf flows?)\b/i,
    sectors: ['crypto', 'digital_assets'],
    assetClasses: ['crypto'],
  },
  {
    id: 'currencies',
    label: 'currencies',
    words: /\b(currenc(y|ies)|fx|forex|dollar|euro|sterling|pound|yen|exchange rates?)\b/i,
    storyWords: /\b(dollar|euro|sterling|pound|yen|currenc(y|ies)|fx)\b/i,
    sectors: [],
    assetClasses: ['cash'],
  },
  {
    id: 'gold',
    label: 'gold and commodities',
    words: /\b(gold|silver|commodit(y|ies)|metals?)\b/i,
    storyWords: /\b(gold|silver|commodit(y|ies)|metals?)\b/i,
    sectors: ['precious_metals', 'materials'],
    assetClasses: ['commodity'],
  },
];

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((t) => t.id === id);
}

/** Topics the text mentions, in lexicon order. */
export function topicsIn(text: string): string[] {
  return TOPICS.filter((t) => t.words.test(text)).map((t) => t.id);
}
