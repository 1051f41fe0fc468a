import { CENTRAL_BANKS, type CentralBank } from '../../../insight/central-banks.js';

/**
 * The concepts a question in German, French or Spanish is read into, each with the words the planner
 * (planner/plan.ts, ../lexicon.ts) reads for it. One planner serves every language: each language
 * brings its own words for these concepts (lexicon-de.ts, lexicon-fr.ts, lexicon-es.ts), and the
 * concepts found are handed to the planner in its vocabulary, so the intents, entities, follow-ups and
 * policies stay defined in one place. The planner words are chosen to trigger exactly the intent or
 * entity they stand for (languages.test.ts plans each concept alone).
 */
export const PLANNER_WORDS = {
  // Question words and the glue the planner's patterns lean on.
  howMuch: 'how much',
  howMany: 'how many',
  what: 'what',
  which: 'which',
  how: 'how',
  why: 'why',
  when: 'when',
  where: 'where',
  is: 'is',
  are: 'are',
  have: 'have',
  did: 'did',
  can: 'can',
  my: 'my',
  i: 'i',
  me: 'me',
  it: 'it',
  its: 'its',
  that: 'that',
  this: 'this',
  the: 'the',
  a: 'a',
  and: 'and',
  or: 'or',
  in: 'in',
  of: 'of',
  to: 'to',
  on: 'on',
  for: 'for',
  with: 'with',
  since: 'since',
  from: 'from',
  against: 'against',
  all: 'all',
  also: 'also',
  past: 'last',
  next: 'next',
  over: 'over',
  if: 'if',
  whatIf: 'what if',
  doYouThink: 'do you think',
  // "nein, ich meinte …", "non, je voulais dire …", "me refería a …": the words after it restate the last ask (planner/plan.ts).
  iMeant: 'i meant',
  // "statt des Dollars", "au lieu du dollar", "en vez del dólar": what follows is what the question replaces (planner/plan.ts).
  instead: 'instead of',
  // "im selben Zeitraum", "sur la même période", "en ese periodo": the last turn's period, a slot (planner/plan.ts); said
  // alone, "periodo" shares its stem with "periódicos" and was read as news.
  samePeriod: 'over the same period',
  anyNews: 'any news',
  whatDoIOwn: 'what do i own',
  // The portfolio and its positions.
  portfolio: 'portfolio',
  money: 'money',
  worth: 'worth',
  value: 'value',
  totalValue: 'total value',
  holdings: 'holdings',
  position: 'position',
  largest: 'largest',
  smallest: 'smallest',
  top: 'top',
  show: 'show',
  list: 'list',
  own: 'own',
  units: 'units',
  overview: 'overview',
  // Allocation and exposure.
  allocation: 'allocation',
  // The list of what the portfolio is made of, besides its split.
  composition: 'composition',
  breakdown: 'breakdown',
  sector: 'sector',
  region: 'region',
  country: 'country',
  currency: 'currency',
  assetClass: 'asset class',
  exposure: 'exposure',
  // "weight of": the planner reads a share of something as an exposure, never as the term to explain.
  share: 'weight of',
  percent: 'percent',
  weight: 'weight',
  // Performance and results.
  performance: 'performance',
  performed: 'performed',
  return: 'return',
  gain: 'gain',
  loss: 'loss',
  made: 'made',
  lost: 'lost',
  upOrDown: 'up or down',
  benchmark: 'benchmark',
  compare: 'compare',
  market: 'market',
  // Trades.
  fees: 'fees',
  paid: 'paid',
  trades: 'trades',
  traded: 'traded',
  bought: 'bought',
  sold: 'sold',
  sales: 'sales',
  turnover: 'turnover',
  howActively: 'how actively have i traded',
  realized: 'realized',
  unrealized: 'unrealized',
  dividends: 'dividends',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  costBasis: 'cost basis',
  // Risk.
  risk: 'risk',
  risky: 'risky',
  volatility: 'volatility',
  drawdown: 'drawdown',
  sharpeRatio: 'sharpe ratio',
  safe: 'safe',
  fluctuate: 'fluctuate',
  concentrated: 'concentrated',
  diversified: 'diversified',
  depend: 'depend on',
  stressTest: 'stress test',
  crash: 'crash',
  // Profile fit and rebalancing.
  riskProfile: 'risk profile',
  profile: 'profile',
  suit: 'suit',
  horizon: 'horizon',
  rebalance: 'rebalance',
  backWithin: 'back within',
  range: 'range',
  target: 'target',
  // News and what changed.
  news: 'news',
  story: 'story',
  evolved: 'evolved',
  timeline: 'timeline',
  happened: 'happened',
  // "recently" as well: German and Spanish put the participle last, away from the "what" the planner looks for.
  changed: 'changed recently',
  recently: 'recently',
  // Terms.
  explain: 'explain',
  effectiveHoldings: 'effective holdings',
  timeWeighted: 'time-weighted return',
  moneyWeighted: 'money-weighted return',
  currencyEffect: 'currency effect',
  fifo: 'fifo',
  // Prices and rates.
  price: 'price',
  exchangeRate: 'exchange rate',
  interestRates: 'interest rates',
  inflation: 'inflation',
  centralBank: 'central bank',
  // One central bank by name (its names in every language: insight/central-banks.json); the story search finds its own story.
  federalReserve: 'federal reserve',
  europeanCentralBank: 'european central bank',
  bankOfEngland: 'bank of england',
  oil: 'oil',
  ai: 'ai',
  // Currencies, regions, sectors, asset classes.
  dollar: 'dollar',
  euro: 'euro',
  pound: 'pound',
  swissFranc: 'swiss franc',
  yen: 'yen',
  unitedStates: 'united states',
  europe: 'europe',
  uk: 'uk',
  asia: 'asia',
  japan: 'japan',
  china: 'china',
  emerging: 'emerging markets',
  global: 'global',
  tech: 'tech',
  semiconductors: 'semiconductors',
  energy: 'energy',
  financials: 'financials',
  healthCare: 'health care',
  retail: 'retail',
  consumerStaples: 'consumer staples',
  industrials: 'industrials',
  utilities: 'utilities',
  realEstate: 'real estate',
  materials: 'materials',
  telecoms: 'telecoms',
  governmentBonds: 'government bonds',
  stocks: 'stocks',
  bonds: 'bonds',
  fixedIncome: 'fixed income',
  crypto: 'crypto',
  cash: 'cash',
  commodities: 'commodities',
  gold: 'gold',
  funds: 'funds',
  etf: 'etf',
  // Advice and forecasts (answered with the policy statement, as in English).
  should: 'should i',
  buy: 'buy',
  sell: 'sell',
  keep: 'keep',
  recommend: 'recommend',
  goodBuy: 'a good buy',
  // A trade verb in the first person present, asked ("¿vendo mis Apple?", "je garde ?", "Kaufe ich nach?"): the planner's
  // advice words when it opens the question; "si vendo…" (if) and "wann verkaufe ich" do not.
  doISell: 'do i sell',
  doIBuy: 'do i buy',
  doIKeep: 'do i keep',
  doIWait: 'do i wait',
  // "würdest du …?", "comprarías": a conditional addressed to the chat; advice only with a trade verb or "in my place".
  wouldYou: 'would you',
  wouldYouBuy: 'would you buy',
  wouldYouSell: 'would you sell',
  wouldYouKeep: 'would you keep',
  inMyPlace: 'in my place',
  decide: 'decide',
  mistake: 'a mistake',
  tooLate: 'too late',
  // "what are people buying?", "was kaufen die Leute?": what others trade, asked of the chat, is advice.
  people: 'people',
  whereToPut: 'where to put',
  // "Lieber X oder Y?", "plutôt X ou Y ?": a preference between two, asked.
  rather: 'rather',
  soon: 'soon',
  wasWorth: 'was worth',
  will: 'will',
  // Future tenses said in one word ("subirá", "vaudra", "bajará"): the planner's forecast words.
  willBe: 'will be',
  willRise: 'will rise',
  willFall: 'will fall',
  forecast: 'forecast',
  rise: 'rise',
  fall: 'fall',
  halved: 'halved',
  // "peut-elle atteindre 40 dollars ?", "¿puede alcanzar…?": a level a forecast asks about.
  reach: 'reach',
  // "kann Nvidia den Lauf fortsetzen?", "¿puede seguir con esta racha?": a move going on, asked with "can" (a forecast).
  keepGoing: 'continue',
  // "droht ein Crash?", "un krach se prépare ?", "¿se avecina una recesión?": something to come (a forecast beside a crash).
  coming: 'coming',
  // "mein Bruder sagt, ich soll verkaufen – hat er recht?": someone's advice or forecast, put to the chat to side with.
  says: 'says',
  isHeRight: 'is he right',
  // "bin ich verrückt, weiter … zu kaufen?": a trade put to the chat to judge.
  crazy: 'crazy',
  // Periods and dates.
  ytd: 'this year',
  year: 'year',
  month: 'month',
  week: 'week',
  // A weekend is a time of leisure, never a period of the data ("Was mache ich am Wochenende?"): its own word, not "week" and "end".
  weekend: 'weekend',
  day: 'day',
  quarter: 'quarter',
  sinceStart: 'since the start',
  endOf: 'end of',
  startOf: 'start of',
  today: 'today',
  january: 'january',
  february: 'february',
  march: 'march',
  april: 'april',
  may: 'may',
  june: 'june',
  july: 'july',
  august: 'august',
  september: 'september',
  october: 'october',
  november: 'november',
  december: 'december',
} as const;

export type Concept = keyof typeof PLANNER_WORDS;

/** A language's words: for each concept, its words (stemmed when matched; `=word` matches only that form, for singular/plural pairs the stemmer merges), phrases of several words. */
export interface LanguageLexicon {
  concepts: Partial<Record<Concept | ContextualConcept, readonly string[]>>;
  /** Words that carry no concept (articles, auxiliaries, address pronouns): dropped, but they still mark the language. */
  functionWords: readonly string[];
  /** Number words, read as digits ("drei Monate" → "3 months"). */
  numbers: Readonly<Record<string, number>>;
}

/** Concepts whose planner words depend on the question: a "development" is a story's timeline or the portfolio's performance; a "Kurs"/"cours" is an exchange rate next to a currency, else a price. */
export const CONTEXTUAL = {
  develop: { story: 'evolved', otherwise: 'performed' },
  quote: { currency: 'exchange rate', otherwise: 'price' },
  // "el cambio": the exchange rate beside a currency, else what changed ("¿qué cambió?").
  change: { currency: 'exchange rate', otherwise: 'changed recently' },
  // Spanish -ar verbs written without accents: "bajara" is the future "bajará" or a what-if's "si bajara"; the "si" tells.
  fallOrWillFall: { ifClause: 'fall', otherwise: 'will fall' },
  riseOrWillRise: { ifClause: 'rise', otherwise: 'will rise' },
} as const;

export type ContextualConcept = keyof typeof CONTEXTUAL;

const BANK_CONCEPTS = { fed: 'federalReserve', ecb: 'europeanCentralBank', boe: 'bankOfEngland' } as const satisfies Record<CentralBank['id'], Concept>;

/** Each central bank's names in a language, as the concept of that bank (data: insight/central-banks.json). */
export function bankConcepts(language: 'de' | 'fr' | 'es'): Partial<Record<Concept, readonly string[]>> {
  return Object.fromEntries(CENTRAL_BANKS.map((bank) => [BANK_CONCEPTS[bank.id], bank.aliases[language]]));
}
