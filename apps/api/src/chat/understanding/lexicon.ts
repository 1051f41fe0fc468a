import type { GlossaryTerm } from '../../insight/tools/explain-term.js';
import type { Period } from '../../insight/tools/period.js';

/**
 * The words investors use for what the engine knows: currencies, regions, sectors, asset classes,
 * periods, moves and financial terms, each mapped to the key the market data and the tools use.
 * Patterns are matched case-insensitively on word boundaries.
 */

export const CURRENCY_WORDS: [RegExp, string][] = [
  [/\b(us ?dollars?|u\.s\. dollars?|greenbacks?|usd|dollars?|bucks|\$)(?![a-z])/i, 'USD'],
  [/\b(euros?|eur)\b|€/i, 'EUR'],
  [/\b(british pounds?|pounds? sterling|sterling|pounds?|gbp|quid)\b|£/i, 'GBP'],
  [/\b(japanese )?(yen|jpy)\b|¥/i, 'JPY'],
  [/\b(swiss francs?|francs?|chf)\b/i, 'CHF'],
  [/\b(canadian dollars?|cad|loonie)\b/i, 'CAD'],
  [/\b(australian dollars?|aud|aussie dollar)\b/i, 'AUD'],
  [/\b(yuan|renminbi|cny)\b/i, 'CNY'],
];

export const REGION_WORDS: [RegExp, string][] = [
  [/\b(north america\w*|united states|the us|the u\.s\.?|u\.s\.? (market|stocks|shares|companies)|us (market|stocks|shares|companies|equities)|america\w*|usa)\b/i, 'north_america'],
  [/\b(europe\w*|eurozone|euro area|euro-area|continental)\b/i, 'europe'],
  [/\b(uk|u\.k\.|united kingdom|britain|british|england)\b/i, 'uk'],
  [/\b(asia\w*|asia-pacific|apac|china|chinese|japan\w*|pacific)\b/i, 'asia_pacific'],
  [/\b(emerging( markets?)?|em markets?)\b/i, 'emerging'],
  [/\b(global|worldwide|world|international)\b/i, 'global'],
];

export const SECTOR_WORDS: [RegExp, string][] = [
  [/\b(tech\w*|software|it sector|semiconductors?|chips?|chipmakers?)\b/i, 'technology'],
  [/\b(energy|oil (and|&) gas|oil (companies|stocks|majors|producers)|oil majors|oil stocks)\b/i, 'energy'],
  [/\b(financials?|financial (sector|stocks|services)|banks?|banking|lenders)\b/i, 'financials'],
  [/\b(health ?care|healthcare|pharma\w*|biotech)\b/i, 'health_care'],
  [/\b(consumer discretionary|consumer (goods|cyclicals?)|retail(ers)?)\b/i, 'consumer_discretionary'],
  [/\b(consumer staples|staples|everyday goods|consumer defensives?)\b/i, 'consumer_staples'],
  [/\b(industrials?)\b/i, 'industrials'],
  [/\b(utilities)\b/i, 'utilities'],
  [/\b(real estate|reits?|property)\b/i, 'real_estate'],
  [/\b(materials|mining|miners)\b/i, 'materials'],
  [/\b(telecoms?|communication services|media)\b/i, 'communication_services'],
  [/\b(government bonds?|treasur(y|ies)|gilts|bunds)\b/i, 'government_bonds'],
];

export const ASSET_CLASS_WORDS: [RegExp, string][] = [
  [/\b(stocks?|shares?|equit(y|ies)|stock market|stock funds?|equity funds?)\b/i, 'equity'],
  [/\b(bonds?|fixed[- ]income|bond funds?|treasur(y|ies)|gilts|debt)\b/i, 'fixed_income'],
  [/\b(crypto\w*|digital assets?|coins?|tokens?)\b/i, 'crypto'],
  [/\b(cash|money market|savings)\b/i, 'cash'],
  [/\b(commodit(y|ies)|gold|silver|metals?|raw materials)\b/i, 'commodity'],
];

/** Periods, most specific first. */
export const PERIOD_WORDS: [RegExp, Period | 'SI'][] = [
  [/\b(since (the )?(start|beginning|inception|i (started|began|bought|opened))|all[- ]time|ever|since day one|from the start)\b/i, 'SI'],
  [/\b(ytd|year[- ]to[- ]date|this year|since (january|jan|the (start|beginning) of (the|this) year|new year))\b/i, 'YTD'],
  [/\b((six|6)[- ]?(months?|mo)|half[- ]year|6m)\b/i, '6M'],
  [/\b((three|3)[- ]?(months?|mo)|quarter|3m|90 days)\b/i, '3M'],
  [/\b((twelve|12)[- ]?months?|(one |1 |a |the past |past |last )?year|1y|annual(ly)?|52 weeks)\b/i, '1Y'],
  [/\b((one|1|a|the past|past|last|this)[- ]?(week|wk)|7 days|weekly|this week)\b/i, '1W'],
  [/\b((one|1|a|the past|past|last|this)[- ]?month|30 days|1m|monthly|lately|recently)\b/i, '1M'],
];

const COUNT_WORDS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fourteen: 14, thirty: 30, sixty: 60, ninety: 90 };
const DAYS_PER: Record<string, number> = { day: 1, week: 7, wk: 7, month: 30.4, mo: 30.4 };

/** The stored period nearest a span of days (a return or a move is kept for 1W, 1M, 3M, 6M and 1Y). */
function nearestPeriod(days: number): Period {
  if (days <= 18) return '1W';
  if (days <= 60) return '1M';
  if (days <= 136) return '3M';
  if (days <= 273) return '6M';
  return '1Y';
}

/**
 * A period named as a span or a start: "over the past 2 weeks", "the last 30 days", "4 months" (the
 * nearest stored period), "since March" (from the start of the latest March on or before `asOf`; since
 * January is the year to date), "last quarter". Else the period words.
 */
export function periodIn(text: string, asOf?: string): Period | 'SI' | undefined {
  const span = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|thirty|sixty|ninety)[- ](day|week|wk|month|mo)s?\b/i.exec(text);
  if (span) {
    const count = COUNT_WORDS[(span[1] ?? '').toLowerCase()] ?? Number(span[1]);
    const per = DAYS_PER[(span[2] ?? '').toLowerCase()] ?? 1;
    if (count > 0 && count * per <= 400) return nearestPeriod(count * per);
  }
  const since = asOf === undefined ? null : new RegExp(`\\b(?:since|from) (?:the (?:start|beginning) of |early |mid-?)?${MONTH}\\b(?! \\d)`, 'i').exec(text);
  if (since && asOf) {
    const month = monthIndex(since[1] ?? '');
    if (month === 0) return 'YTD';
    if (month > 0) {
      const start = iso(latestYear(month, 1, asOf), month, 1);
      return nearestPeriod((Date.parse(asOf) - Date.parse(start)) / 86_400_000);
    }
  }
  return matchAll(text, PERIOD_WORDS)[0];
}

export const DOWN_WORDS = /\b(dump|dumps|dumped|dumping|tumble|tumbles|tumbled|plummet\w*|nosedive\w*|crater\w*|sink\w*|zero|worthless|wiped|bust|fall|falls|fell|fallen|falling|drop|drops|dropped|dropping|decline|declines|declined|crash|crashes|crashed|plunge|plunges|plunged|tank|tanks|tanked|lose|loses|lost|down|slump|slumps|slumped|sink|sinks|sank|collapse|collapses|collapsed|halve|halves|halved|weaken|weakens|weakened|cut|cuts|correction|sell-?off|slide|slides|slid|devalu\w*)\b/i;
export const UP_WORDS = /\b(rise|rises|rose|risen|rising|jump|jumps|jumped|gain|gains|gained|rally|rallies|rallied|soar|soars|soared|surge|surges|surged|up|climb|climbs|climbed|double|doubles|doubled|strengthen|strengthens|strengthened|grow|grows|grew|increase|increases|increased|appreciat\w*)\b/i;

/** A percentage: "30%", "30 %", "30 percent", "thirty per cent". */
const NUMBER_WORDS: Record<string, number> = { five: 5, ten: 10, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100 };
export function percentIn(text: string): number | undefined {
  const numeric = /(-|−|minus\s*)?(\d+(?:[.,]\d+)?)\s*(%|percent\b|per cent\b|pct\b)/i.exec(text);
  if (numeric) return Number((numeric[2] ?? '0').replace(',', '.')) * (numeric[1] ? -1 : 1);
  const worded = /\b(five|ten|fifteen|twenty-five|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s*(percent|per cent|%)/i.exec(text);
  if (worded) return NUMBER_WORDS[(worded[1] ?? '').toLowerCase()];
  if (/\b(halve[sd]?|cut in half|half its value)\b/i.test(text)) return 50;
  if (/\b(goes|go|went|fell|falls?|drops?|dropped|crash(es|ed)?) to (zero|0|nothing)\b|\b(worthless|wiped out|goes bust|went bust)\b/i.test(text)) return -100;
  if (/\b(double[sd]?)\b/i.test(text)) return 100;
  return undefined;
}

export const TERM_WORDS: [RegExp, GlossaryTerm][] = [
  [/\bvolatil\w*/i, 'volatility'],
  [/\bdraw-?downs?\b/i, 'drawdown'],
  [/\beffective (number of )?holdings\b|\b1\/hhi\b|\bhhi\b|herfindahl/i, 'effective_holdings'],
  [/\bdiversif\w*/i, 'diversification'],
  [/\bconcentrat\w*/i, 'concentration'],
  [/\b(bands?|target ranges?)\b/i, 'band'],
  [/\ballocation\b/i, 'allocation'],
  [/\bexposure\b/i, 'exposure'],
  [/\bunreali[sz]ed\b/i, 'unrealized_pnl'],
  [/\breali[sz]ed\b/i, 'realized_pnl'],
  [/\bcost basis\b/i, 'cost_basis'],
  [/\bfifo\b|first in,? first out/i, 'fifo'],
  [/\bturnover\b/i, 'turnover'],
  [/\bstress[- ]?test\w*/i, 'stress_test'],
  [/\brebalanc\w*/i, 'rebalancing'],
  [/\bbenchmark\w*/i, 'benchmark'],
  [/\btime[- ]weighted\b|\btwr\b/i, 'time_weighted_return'],
  [/\bmoney[- ]weighted\b|\bmwr\b|\birr\b|\bxirr\b/i, 'money_weighted_return'],
  [/\bfixed[- ]income\b|\bbonds?\b|\bbond funds?\b/i, 'fixed_income'],
  [/\betfs?\b|exchange[- ]traded fund/i, 'etf'],
  [/\bexchange rates?\b/i, 'exchange_rate'],
  [/\bcurrency effect\b/i, 'currency_effect'],
  [/\brisk (profile|tolerance)\b/i, 'risk_profile'],
  [/\bstale\b/i, 'stale_data'],
  [/\bfees?\b|\bcommissions?\b/i, 'fees'],
];

/** Every match of a word list, in order of appearance, each value once. */
export function matchAll<T>(text: string, words: readonly [RegExp, T][]): T[] {
  const found: { value: T; at: number }[] = [];
  for (const [pattern, value] of words) {
    const m = pattern.exec(text);
    if (m && !found.some((f) => f.value === value)) found.push({ value, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.value);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));
}

/** The most recent year in which `month` (0–11) and `day` fall on or before `asOf`. */
function latestYear(month: number, day: number, asOf: string): number {
  const year = Number(asOf.slice(0, 4));
  const candidate = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return candidate <= asOf ? year : year - 1;
}

function iso(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * A day the question names, as YYYY-MM-DD: "2026-06-30", "June 30", "30 June 2026", "the end of June",
 * "the start of March". Without a year, the latest such day on or before `asOf`.
 */
export function dateIn(text: string, asOf: string): string | undefined {
  const isoDate = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(text);
  if (isoDate) return isoDate[0];
  const edge = new RegExp(`\\b(end|close|start|beginning) of ${MONTH}(?:,? (20\\d\\d))?\\b`, 'i').exec(text);
  if (edge) {
    const month = monthIndex(edge[2] ?? '');
    const endOf = /end|close/i.test(edge[1] ?? '');
    const day = endOf ? 31 : 1;
    const year = edge[3] ? Number(edge[3]) : latestYear(month, endOf ? new Date(Date.UTC(2001, month + 1, 0)).getUTCDate() : 1, asOf);
    return iso(year, month, day);
  }
  const monthDay = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?(?:,? (20\\d\\d))?\\b`, 'i').exec(text);
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}(?:,? (20\\d\\d))?\\b`, 'i').exec(text);
  const parts = monthDay ? { month: monthDay[1], day: monthDay[2], year: monthDay[3] } : dayMonth ? { month: dayMonth[2], day: dayMonth[1], year: dayMonth[3] } : undefined;
  if (!parts) return undefined;
  const month = monthIndex(parts.month ?? '');
  const day = Number(parts.day);
  if (month < 0 || day < 1 || day > 31) return undefined;
  return iso(parts.year ? Number(parts.year) : latestYear(month, day, asOf), month, day);
}
