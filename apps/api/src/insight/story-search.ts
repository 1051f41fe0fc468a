import type { StoryRecord } from '../market/types.js';
import { daysBetween } from './analytics/format.js';
import { englishBankExpansions, namingBanks } from './central-banks.js';

/**
 * Finds the stories a question is about, by what the question says: its content words (expanded
 * with the usual names of institutions and topics: "Fed" is the Federal Reserve, "CPI" is
 * inflation) against each story's title (strongest), summary, headlines and state changes, plus the
 * instruments it names against the story's links. Recency breaks near-ties. Works for any stored
 * news, not a fixed list of stories.
 */
export interface StoryQuery {
  text: string;
  tickers: readonly string[];
  /** Sectors, asset classes, regions, currencies the question names. */
  linkValues: readonly string[];
}

export interface FoundStory {
  story: StoryRecord;
  score: number;
}

const STOPWORDS = new Set(
  `a an and any are as at be been being but by can could did do does doing for from get got had has have how i i'm if in into is it its
  just latest lately let me more most much my new news no not now of on or our out over please recent recently say says show so some
  story stories tell than that the their them then there these they this those to today up update updates us was we were what whats
  what's when where which who why will with would you your yours about around going happening happened happen goes go anything
  something thing things info information whats' know understand explain give current currently there's me? week month year
  portfolio holdings holding position positions stock stocks share shares market markets affect affects affecting impact mean means`
    .split(/\s+/)
    .filter(Boolean),
);

/** Usual names → the words stories use for them. */
const EXPANSIONS: Record<string, string[]> = {
  // Central banks by their short names ("fed", "ecb", "powell"): data, central-banks.json.
  ...englishBankExpansions(),
  cpi: ['inflation', 'consumer price'],
  hicp: ['inflation'],
  prices: ['inflation'],
  crude: ['oil', 'brent'],
  brent: ['oil'],
  wti: ['oil'],
  petrol: ['oil'],
  gasoline: ['oil'],
  opec: ['opec+'],
  chip: ['chip', 'semiconductor', 'accelerator'],
  semiconductor: ['chip'],
  semis: ['chip'],
  gpu: ['accelerator', 'chip'],
  ai: ['ai', 'accelerator', 'data-centre', 'capex'],
  crypto: ['crypto', 'digital asset', 'token', 'stablecoin'],
  bitcoin: ['crypto'],
  btc: ['crypto'],
  ether: ['crypto'],
  ethereum: ['crypto'],
  tariff: ['tariff'],
  trade: ['tariff', 'export'],
  export: ['export'],
  bank: ['bank'],
  banks: ['bank'],
  rate: ['rate'],
  rates: ['rate'],
  interest: ['rate'],
  yield: ['rate', 'bond'],
  bond: ['rate', 'bond'],
  treasury: ['rate', 'bond'],
  inflation: ['inflation'],
  rating: ['rating', 'upgrade', 'downgrade'],
  buyback: ['buyback'],
  earning: ['earning', 'result', 'profit'],
  result: ['result', 'earning'],
  guidance: ['guidance', 'outlook'],
  outlook: ['outlook', 'guidance'],
  uk: ['england', 'uk'],
  britain: ['england', 'uk'],
  euro: ['euro', 'european'],
  europe: ['euro', 'european'],
  eurozone: ['euro-area', 'euro'],
  china: ['china'],
  cloud: ['cloud'],
  electronic: ['electronic', 'smartphone'],
  iphone: ['smartphone'],
};

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9+%.\- ]+/g, ' ').replace(/\s+/g, ' ')} `;
}

/** The question's content words, stemmed and expanded, each with the phrases that count as it. */
export function queryTerms(text: string): string[][] {
  const words = namingBanks(normalize(text))
    .split(' ')
    .map((w) => w.replace(/^[.-]+|[.?-]+$/g, ''))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !/^\d/.test(w));
  const terms: string[][] = [];
  for (const word of new Set(words)) {
    const s = stem(word);
    terms.push([...new Set([s, ...(EXPANSIONS[word] ?? []), ...(EXPANSIONS[s] ?? [])])]);
  }
  return terms;
}

function contains(haystack: string, phrase: string): boolean {
  // Word-start match: "rate" matches "rates" and "rate-path", not "corporate".
  const at = haystack.indexOf(` ${phrase}`);
  return at >= 0;
}

/** Stories ranked by how well they answer the query; only stories that match at all. */
export function searchStories(stories: readonly StoryRecord[], query: StoryQuery, asOf: string): FoundStory[] {
  const terms = queryTerms(query.text);
  const found: FoundStory[] = [];
  for (const story of stories) {
    const title = normalize(story.title);
    const summary = normalize(story.summary);
    const body = normalize(story.developments.map((d) => `${d.headline} ${d.stateChanges.map((c) => `${c.entity} ${c.attribute}`).join(' ')}`).join(' '));
    let score = 0;
    for (const alternatives of terms) {
      let best = 0;
      for (const phrase of alternatives) {
        if (contains(title, phrase)) best = Math.max(best, 3);
        else if (contains(summary, phrase)) best = Math.max(best, 1.5);
        else if (contains(body, phrase)) best = Math.max(best, 1);
      }
      score += best;
    }
    for (const link of story.links) {
      if (link.kind === 'ticker' && query.tickers.includes(link.value)) score += 3 * link.relevance;
      else if (link.kind !== 'ticker' && query.linkValues.includes(link.value)) score += 1.5 * link.relevance;
    }
    if (score <= 0) continue;
    const latest = story.developments.at(-1);
    const age = latest ? Math.max(0, daysBetween(latest.date, asOf)) : 365;
    // Recency only breaks near-ties: a matching old story still beats a fresh unrelated one.
    found.push({ story, score: score * (0.85 + 0.15 * 0.5 ** (age / 30)) });
  }
  return found.sort((a, b) => b.score - a.score || (a.story.id < b.story.id ? -1 : 1));
}
