import type { GlossaryTerm } from '../../insight/tools/explain-term.js';

/**
 * The words investors use for what the engine knows: currencies, regions, sectors, asset classes,
 * moves and financial terms, each mapped to the key the market data and the tools use. Dates, periods
 * and percentages are read by recognizers (recognizers.ts).
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

export const DOWN_WORDS = /\b(dump|dumps|dumped|dumping|tumble|tumbles|tumbled|plummet\w*|nosedive\w*|crater\w*|sink\w*|zero|worthless|wiped|bust|fall|falls|fell|fallen|falling|drop|drops|dropped|dropping|decline|declines|declined|crash|crashes|crashed|plunge|plunges|plunged|tank|tanks|tanked|lose|loses|lost|down|slump|slumps|slumped|sink|sinks|sank|collapse|collapses|collapsed|halve|halves|halved|weaken|weakens|weakened|cut|cuts|correction|sell-?off|slide|slides|slid|devalu\w*)\b/i;
export const UP_WORDS = /\b(rise|rises|rose|risen|rising|jump|jumps|jumped|gain|gains|gained|rally|rallies|rallied|soar|soars|soared|surge|surges|surged|up|climb|climbs|climbed|double|doubles|doubled|strengthen|strengthens|strengthened|grow|grows|grew|increase|increases|increased|appreciat\w*)\b/i;

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
  [/\bsharpe\b/i, 'sharpe_ratio'],
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
