import { topicsIn } from './topics.js';

/** An instrument the chat can talk about: from the market data, or held without market data. */
export interface CatalogEntry {
  ticker: string;
  name: string;
}

export interface QuestionEntities {
  /** Tickers named in the question (by symbol or by company name), in order of appearance. */
  tickers: string[];
  /** Topic ids (see topics.ts). */
  topics: string[];
  /** True when the question leans on an earlier turn ("it", "that one", "them"). */
  refersBack: boolean;
}

// Upper-case words that look like tickers but are English (or finance) in a question.
const NOT_TICKERS = new Set([
  'A', 'I', 'AM', 'AN', 'AND', 'ARE', 'AS', 'AT', 'BE', 'BY', 'CAN', 'DO', 'FOR', 'GO', 'HAS', 'HOW', 'IF', 'IN', 'IS', 'IT', 'ITS',
  'ME', 'MY', 'NO', 'NOT', 'NOW', 'OF', 'OK', 'ON', 'ONE', 'OR', 'OUT', 'SO', 'THE', 'TO', 'UP', 'US', 'WE', 'WHAT', 'WHY', 'YOU',
  'AI', 'ETF', 'CPI', 'FED', 'ECB', 'BOE', 'PNL', 'YTD', 'USD', 'EUR', 'GBP', 'JPY', 'CHF', 'FX', 'GDP', 'IPO', 'CEO', 'ALL', 'NEW',
  'LOW', 'KEY', 'BIG', 'CAT', 'WELL', 'GOOD', 'REAL', 'FAST', 'HOLD', 'RISK', 'SAFE', 'CASH', 'GOLD', 'BOND', 'OIL', 'MORE', 'MOST',
  'USA', 'NYSE', 'SEC', 'EU', 'UK', 'FAQ', 'PE', 'EPS', 'ESG', 'API', 'LOL', 'OMG', 'FYI', 'ASAP', 'TLDR', 'IRA', 'XIRR', 'IRR', 'MWR', 'TWR', 'MWRR', 'TWRR', 'HOW', 'WHO', 'WAY', 'SEE', 'ANY', 'OWN', 'BUY', 'SELL', 'DID', 'GET', 'BEEN', 'HAVE', 'WITH', 'FROM', 'THAT', 'THIS', 'MUCH',
]);

// Words that start many instrument names and so identify none of them on their own (and "euro", a currency
// before it is the first word of an index's name).
/** Ordinary words one edit away from an instrument's name ("other" from "ether", French "chose" from "Chase"): never read as a misspelling of it. */
const NOT_MISSPELT_NAMES = new Set(['other', 'others', 'either', 'chose']);

const GENERIC_NAME_WORDS = new Set([
  'euro',
  'the', 'ishares', 'vanguard', 'spdr', 'invesco', 'global', 'international', 'united', 'american', 'first', 'general', 'national',
  'bank', 'royal', 'new', 'us', 'u.s.', 'total', 'core', 'select', 'wisdomtree', 'xtrackers', 'schwab', 'proshares', 'direxion',
]);

// Everyday names of instruments whose stored name differs (applied only when the ticker is stored).
const ALIASES: Record<string, string[]> = {
  BTC: ['bitcoin', 'btc'],
  ETH: ['ethereum', 'ether', 'eth'],
  GOOGL: ['google', 'alphabet'],
  GOOG: ['google', 'alphabet'],
  META: ['facebook', 'meta'],
  JPM: ['jp morgan', 'jpmorgan', 'chase'],
  XOM: ['exxon', 'exxonmobil'],
};

/**
 * Everyday names of widely held companies, for questions about instruments the market data does
 * not carry: "How is my Tesla position?" is about TSLA, and the answer says there is no data for it
 * rather than answering about something else. Applied only when the stored data has no instrument
 * under that name.
 */
const WELL_KNOWN: Record<string, string[]> = {
  TSLA: ['tesla'],
  AMZN: ['amazon'],
  NFLX: ['netflix'],
  GOOGL: ['google', 'alphabet'],
  GOOG: ['google', 'alphabet'],
  META: ['facebook', 'meta platforms'],
  'BRK.B': ['berkshire', 'berkshire hathaway'],
  WMT: ['walmart'],
  KO: ['coca-cola', 'coca cola', 'coke'],
  DIS: ['disney'],
  INTC: ['intel'],
  AMD: ['amd', 'advanced micro devices'],
  AVGO: ['broadcom'],
  CRM: ['salesforce'],
  ORCL: ['oracle'],
  ADBE: ['adobe'],
  PFE: ['pfizer'],
  JNJ: ['johnson & johnson', 'johnson and johnson'],
  BA: ['boeing'],
  NKE: ['nike'],
  MCD: ["mcdonald's", 'mcdonalds'],
  SBUX: ['starbucks'],
  PYPL: ['paypal'],
  UBER: ['uber'],
  PLTR: ['palantir'],
  COIN: ['coinbase'],
  TSM: ['tsmc', 'taiwan semiconductor'],
  BABA: ['alibaba'],
  NVO: ['novo nordisk'],
  LLY: ['eli lilly', 'lilly'],
  V: ['visa inc'],
  MA: ['mastercard'],
  GS: ['goldman sachs', 'goldman'],
  BAC: ['bank of america'],
  HSBA: ['hsbc'],
  BP: ['bp plc'],
  SIE: ['siemens'],
  VOW3: ['volkswagen'],
  SOL: ['solana'],
  XRP: ['ripple', 'xrp'],
  DOGE: ['dogecoin'],
};

const NAME_SUFFIXES = /\b(inc|incorporated|corp|corporation|co|company|plc|ltd|limited|holdings?|group|sa|se|ag|nv|class [a-c]|ordinary shares|adr|the)\b\.?/gi;

const REFERS_BACK = /\b(it|its|it's|itself|that|this|them|they|their|those|these|the (stock|share|shares|company|position|holding|asset|coin|fund))\b/i;

function normalize(text: string): string {
  return text.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9.&' -]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every everyday name and symbol of the alias tables: the words that name an instrument and say nothing of what is asked about it (the intent model reads without them). */
export const INSTRUMENT_NICKNAMES: readonly string[] = [...new Set([...Object.entries(ALIASES), ...Object.entries(WELL_KNOWN)].flatMap(([ticker, names]) => [ticker, ...names]))];

/**
 * Finds instruments by symbol or name. Built once per catalog (the market data changes only on
 * import), so a question costs one pass of a few regular expressions.
 */
export class EntityMatcher {
  private readonly byTicker = new Map<string, string>();
  private readonly namePatterns: { ticker: string; pattern: RegExp }[] = [];
  private readonly fuzzyWords: { ticker: string; word: string }[] = [];
  /** The words of each instrument's names and aliases. */
  private readonly wordsOf = new Map<string, string[]>();

  constructor(catalog: readonly CatalogEntry[]) {
    const firstWordCount = new Map<string, number>();
    const cleaned = catalog.map((entry) => {
      const name = normalize(entry.name.replace(NAME_SUFFIXES, ' '));
      const first = name.split(' ')[0] ?? '';
      firstWordCount.set(first, (firstWordCount.get(first) ?? 0) + 1);
      return { entry, name, first };
    });
    // A well-known name goes to the ticker the catalog has (a held one without market data wins: GOOG over GOOGL), else its first ticker.
    const storedNames = new Set(cleaned.map((c) => c.name));
    const unpricedHeld = new Set(catalog.filter((c) => c.name === c.ticker).map((c) => c.ticker));
    const byName = new Map<string, string[]>();
    for (const [ticker, names] of Object.entries(WELL_KNOWN)) for (const n of names) byName.set(n, [...(byName.get(n) ?? []), ticker]);
    for (const [n, tickers] of byName) {
      if (storedNames.has(n) || tickers.some((t) => this.byTicker.has(t) && !unpricedHeld.has(t))) continue;
      const ticker = tickers.find((t) => unpricedHeld.has(t)) ?? tickers[0];
      if (ticker) this.namePatterns.push({ ticker, pattern: new RegExp(`(^|[^a-z0-9])${escapeRegExp(n)}('s)?($|[^a-z0-9])`, 'i') });
    }
    for (const { entry, name, first } of cleaned) {
      this.byTicker.set(entry.ticker.toUpperCase(), entry.ticker);
      // A ticker like BTC-USD is also asked about as "BTC".
      const base = entry.ticker.split(/[-.=]/)[0]?.toUpperCase();
      if (base && base !== entry.ticker.toUpperCase() && !this.byTicker.has(base)) this.byTicker.set(base, entry.ticker);
      const names = new Set<string>();
      if (name.length >= 3) names.add(name);
      if (first.length >= 4 && firstWordCount.get(first) === 1 && !GENERIC_NAME_WORDS.has(first)) names.add(first);
      for (const alias of ALIASES[entry.ticker] ?? []) names.add(alias);
      this.wordsOf.set(entry.ticker, [...names].flatMap((n) => n.split(/\s+/)));
      for (const n of names) {
        this.namePatterns.push({ ticker: entry.ticker, pattern: new RegExp(`(^|[^a-z0-9])${escapeRegExp(n)}('s)?($|[^a-z0-9])`, 'i') });
        // Single distinctive words are also found when mistyped by a letter ("bitcon", "nvidea").
        if (!n.includes(' ') && n.length >= 5) this.fuzzyWords.push({ ticker: entry.ticker, word: n });
      }
    }
  }

  extract(question: string): QuestionEntities {
    const found: { ticker: string; at: number }[] = [];
    const add = (ticker: string, at: number): void => {
      if (!found.some((f) => f.ticker === ticker)) found.push({ ticker, at });
    };
    // Symbols: written in capitals ($NVDA, NVDA, BRK.B), or in lower case when three letters or more.
    for (const match of question.matchAll(/\$?([A-Za-z][A-Za-z0-9]*(?:[.\-=][A-Za-z0-9]+)*)/g)) {
      const raw = match[1] ?? '';
      // A plural or genitive of a symbol ("my NVDAs", "SAPs Aktie") is the symbol.
      const upper = !this.byTicker.has(raw.toUpperCase()) && /^[A-Z]{2,5}s$/.test(raw) && this.byTicker.has(raw.slice(0, -1)) ? raw.slice(0, -1) : raw.toUpperCase();
      const ticker = this.byTicker.get(upper);
      if (!ticker) {
        // A symbol we have no data for ($TSLA, TSLA) is still what the question is about: the
        // answer then says plainly that there is no market data for it.
        const looksLikeSymbol = match[0].startsWith('$') || (raw === upper && raw.length >= 2 && raw.length <= 5 && /^[A-Z]+$/.test(raw));
        if (looksLikeSymbol && !NOT_TICKERS.has(upper) && topicsIn(raw).length === 0) add(upper, match.index ?? 0);
        continue;
      }
      const explicit = match[0].startsWith('$') || ((raw === upper || raw === `${upper}s`) && !NOT_TICKERS.has(upper));
      const lowerCaseSymbol = raw.length >= 3 && !NOT_TICKERS.has(upper) && raw === raw.toLowerCase();
      if (explicit || lowerCaseSymbol) add(ticker, match.index ?? 0);
    }
    const text = normalize(question);
    for (const { ticker, pattern } of this.namePatterns) {
      const m = pattern.exec(text);
      if (m) add(ticker, m.index);
    }
    if (found.length === 0) {
      for (const m of text.matchAll(/[a-z]{5,}/g)) {
        if (NOT_MISSPELT_NAMES.has(m[0])) continue;
        const near = this.fuzzyWords.find((f) => f.word !== m[0] && Math.abs(f.word.length - m[0].length) <= 1 && editDistance(f.word, m[0]) <= 1);
        if (near) add(near.ticker, m.index ?? 0);
      }
    }
    // "JP Morgan": the capitalised first word of a name found in the question is not a symbol of its own.
    const nameWords = new Set(found.filter((f) => this.byTicker.has(f.ticker)).flatMap((f) => this.wordsOf.get(f.ticker) ?? []));
    const kept = found.filter((f) => this.byTicker.has(f.ticker.toUpperCase()) || !nameWords.has(f.ticker.toLowerCase()));
    found.length = 0;
    found.push(...kept);
    found.sort((a, b) => a.at - b.at);
    return { tickers: found.map((f) => f.ticker), topics: topicsIn(question), refersBack: REFERS_BACK.test(question) };
  }
}

/** Levenshtein distance (small words only: a question's words against instrument names). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
