import { isEnglish } from './languages/english.js';

/**
 * Mistyped keywords, corrected before the question is read ("exposre to tech?", "my perfomance",
 * "volatilty"): a word of six letters or more that is not itself a keyword and is one edit away
 * from exactly one keyword becomes that keyword. Short words are left alone: at five letters and
 * below one edit turns too many real words into others ("rates" → "trades").
 */
const KEYWORD_LIST = [
  'exposure', 'exposed', 'allocation', 'allocated', 'portfolio', 'performance', 'performed', 'performing', 'volatility', 'volatile',
  'diversified', 'diversification', 'concentrated', 'concentration', 'rebalance', 'rebalancing', 'drawdown', 'turnover', 'realized',
  'realised', 'unrealized', 'unrealised', 'dividend', 'dividends', 'holdings', 'position', 'positions', 'benchmark', 'currency',
  'currencies', 'exchange', 'commission', 'commissions', 'percentage', 'technology', 'bitcoin', 'ethereum', 'inflation', 'interest',
  'treasury', 'treasuries', 'profile', 'tolerance', 'horizon', 'scenario', 'happened', 'happening', 'timeline', 'compare', 'compared',
  'explain', 'summary', 'overview', 'balance', 'invested', 'investments', 'allocate', 'weighting', 'sectors', 'regions', 'countries',
  'equities', 'bonds', 'crypto', 'commodities', 'energy', 'financials', 'semiconductors', 'recently', 'latest', 'stories', 'returns',
  'trading', 'traded', 'bought', 'profit', 'losses', 'realize', 'exposures', 'biggest', 'largest', 'smallest',
];

/** Ordinary words one edit away from a keyword, which must never be "corrected". */
const ORDINARY = [
  'trades', 'shares', 'stocks', 'prices', 'profits', 'assets', 'market', 'markets', 'sector', 'region', 'dollar', 'dollars', 'pounds',
  'change', 'changed', 'changes', 'better', 'people', 'should', 'things', 'months', 'return', 'income', 'invest', 'current', 'percent',
  'really', 'holding', 'positive', 'exposed', 'explained', 'compares', 'balanced', 'profiles', 'summaries', 'energies', 'latest', 'lately',
  'trader', 'traders', 'bonded', 'crypt', 'cryptos', 'position', 'portfolios', 'currents', 'interests', 'exchanges', 'invested',
  'horizons', 'benches', 'dividends', 'buying', 'selling', 'wanted', 'started', 'happens', 'happen', 'stories', 'storied',
];

const KEYWORDS = [...new Set(KEYWORD_LIST)];

const KNOWN = new Set([...KEYWORDS, ...ORDINARY]);

/** Chat shorthand, spelled out so the patterns see ordinary words. */
const SHORTHAND: [RegExp, string][] = [
  [/\b(wat|wut|wht)\b/gi, 'what'],
  [/\bwhats\b/gi, "what's"],
  [/\b(shoud|shuold|shoudl|shold|sould|shud|shld|shuld|shoul|shouldd)\b/gi, 'should'],
  [/\bhows\b/gi, "how's"],
  [/\bur\b/gi, 'your'],
  [/\bu\b/gi, 'you'],
  [/\b(pls|plz)\b/gi, 'please'],
  [/\bim\b/gi, "I'm"],
  [/\bive\b/gi, "I've"],
  [/\bdont\b/gi, "don't"],
  [/\bmy port\b/gi, 'my portfolio'],
  [/\bperf\b/gi, 'performance'],
  [/\b(divs|divvies|divis)\b/gi, 'dividends'],
  [/\b(yr|yrs)\b/gi, 'year'],
  [/\bhw\b/gi, 'how'],
  [/\brn\b/gi, 'right now'],
  [/\bpos\b/gi, 'position'],
];

export function correctTypos(asked: string): string {
  let question = asked;
  for (const [pattern, word] of SHORTHAND) question = question.replace(pattern, word);
  return question.replace(/[A-Za-z]{6,}/g, (word) => {
    const lower = word.toLowerCase();
    if (KNOWN.has(lower)) return word;
    const near = KEYWORDS.filter((k) => Math.abs(k.length - lower.length) <= 1 && withinOneEdit(k, lower));
    return near.length === 1 ? (near[0] as string) : word;
  });
}

/** True when `a` and `b` differ by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    const [i, j] = diffs;
    return diffs.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * The short words a follow-up is made of ("what abuot Apple?", "and snce March?", "and in euors?", "and ovr a year?"): the
 * rule above leaves words of five letters and fewer alone, so these few are corrected on their own terms. Only in an
 * English question, only a word the chat does not know as English, and only one edit from exactly one of them.
 */
const FOLLOW_UP_KEYWORDS = ['about', 'since', 'over', 'euros', 'pounds', 'dollars', 'francs', 'months', 'years', 'quarter', 'percent'];

export function correctFollowUpTypos(question: string): string {
  return question.replace(/\b[A-Za-z]{3,5}\b/g, (word) => {
    const lower = word.toLowerCase();
    if (word === word.toUpperCase() || isEnglish(lower) || FOLLOW_UP_KEYWORDS.includes(lower)) return word;
    const near = FOLLOW_UP_KEYWORDS.filter((k) => k.length >= 4 && Math.abs(k.length - lower.length) <= 1 && withinOneEdit(k, lower));
    return near.length === 1 ? (near[0] as string) : word;
  });
}
