import type { StateChange } from '../types.js';

/**
 * Before → after changes stated in an article's text: numeric ("from 4.25%–4.50% to 4.00%–4.25%",
 * "to 2.9% from 3.1%", "$70 billion, up from $50 billion") and categorical (ratings "to Buy from
 * Hold", outlooks "from stable to negative", statuses). Both values are substrings of the text,
 * of the same kind (two percentages, two amounts, two ratings…): anything less certain is left out,
 * because a wrong state change is worse than a missing one.
 */

const NUM = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?`;
const DASH = String.raw`\s?[–—-]\s?`;
const SCALE = String.raw`(?:\s?(?:trillion|billion|million|bn|mn|tn|[mbk])\b)?`;
// A sign only where a rate goes below zero ("to -0.25% from 0%"); a range's dash is read by PERCENT_RANGE first.
const PERCENT = String.raw`(?:[-−–](?=\d))?(?:${NUM})(?:\s?%|\s(?:percent|per cent)\b)`;
const PERCENT_RANGE = String.raw`(?:${NUM})%?${DASH}(?:${PERCENT})`;
// "$1.50", "€5.20", "US$3 billion", "₹1,900", "R$2 billion", and the ISO-code form of releases and of
// Swiss, Nordic and emerging-market wires: "CHF 3.05", "ZAR 4.1 billion".
const SYMBOL = String.raw`(?:US|C|A|HK|NZ|S|NT|R)?[$€£¥₹₩₦₱₺₪]`;
const ISO_CODE = String.raw`(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NZD|SEK|NOK|DKK|CNY|HKD|SGD|INR|KRW|TWD|ZAR|BRL|MXN|NGN|KES|GHS|EGP|PKR|IDR|MYR|PHP|THB|TRY|PLN|CZK|HUF|ILS|SAR|AED)`;
// Amounts written with the currency's name after them, as many outlets do for their own: "0.85 shillings", "12 billion rupees".
const CURRENCY_NAME = String.raw`(?:dollars|euros|pounds|yen|yuan|renminbi|rupees|rand|naira|shillings|cedis|reais|pesos|francs|kronor|kroner|won|ringgit|baht|lira|zloty|forint|rupiah)`;
const MONEY = String.raw`(?:(?:${SYMBOL}|${ISO_CODE}\s?)(?:${NUM})${SCALE}|(?:${NUM})${SCALE}\s${CURRENCY_NAME}\b)`;
const MONEY_RANGE = String.raw`(?:${SYMBOL}|${ISO_CODE}\s?)(?:${NUM})${SCALE}(?:${DASH}(?:${SYMBOL})?(?:${NUM})${SCALE})`;
const RATING =
  String.raw`(?:Strong Buy|Buy|Sell|Hold|Neutral|Outperform|Underperform|Overweight|Underweight|Equal[- ]?[Ww]eight|Market Perform|Sector Perform|Peer Perform|Accumulate|Reduce|Add|Positive|Negative|(?:AAA|AA|A|BBB|BB|B|CCC|CC|C)[+-]?|Aaa|Aa[1-3]|A[1-3]|Baa[1-3]|Ba[1-3]|B[1-3]|Caa[1-3])`;
const OUTLOOK = String.raw`(?:positive|stable|negative|developing)`;
const STATUS = String.raw`(?:active|suspended|halted|resumed|approved|pending|paused|open|closed|reinstated|withdrawn)`;

const SPAN_WORDS = /\b(rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying)|spread|anywhere|between|spans?|spanning)\s*$/i;

// Wording that makes what follows a forecast or a bet of others rather than a change that happened or was decided
// ("markets price in", "priced in"; not the noun of "consumer prices in Japan").
const EXPECTATION_WORDS = /\b(bets?|betting|wager\w*|(?:are|is|were|was) expected to|expect(?:s|ed)? (?:the |an? )?[A-Z][\w.']*(?: [A-Z][\w.']*)* to|(?:traders|markets|investors|economists|analysts) (?:see|expect|price|forecast)\w*|pric(?:e|ed|ing) in|likely to|could|would|might)\b/;

type ValueKind = 'percent' | 'money' | 'rating' | 'outlook' | 'status';

// Longest forms first so a range wins over the single value it starts with.
const VALUE_FORMS: [ValueKind, string][] = [
  ['percent', `${PERCENT_RANGE}|${PERCENT}`],
  ['money', `${MONEY_RANGE}|${MONEY}`],
  ['rating', RATING],
  ['outlook', OUTLOOK],
  ['status', STATUS],
];

interface Phrase {
  kind: ValueKind;
  pattern: RegExp;
  /** Group numbers of the old and new values. */
  from: number;
  to: number;
}

// Words that may stand between a value and the other: "a share", "in the June quarter", "a tonne", and
// the year-on-year of inflation prints ("rose 2.6% from a year earlier in September, up from 2.2%").
const GAP = String.raw`(?:\s(?:in|on|for|at|as of|per|share|barrel|ounce|tonne|ton|pound|bushel|a|an|the|year|first|second|third|fourth|final|previous|last|prior|same|current|end|month|quarter|of|[A-Z][a-z]+|\d{4}|fiscal|earlier|previously|prior|[a-z]+ly|from a year (?:earlier|ago)|year[- ]on[- ]year|year over year)){0,4}`;

const PHRASES: Phrase[] = VALUE_FORMS.flatMap(([kind, value]): Phrase[] => {
  const v = `(${value})`;
  const about = String.raw`(?:(?:about|around|roughly|approximately|nearly|some|an estimated) )?`;
  const caseless = kind === 'outlook' || kind === 'status' ? 'gi' : 'g';
  const edge = String.raw`(?![\w%])`;
  return [
    { kind, pattern: new RegExp(String.raw`\bfrom (?:an? |the )?${about}${v}${GAP},? to (?:an? |the )?${about}${v}${edge}`, caseless), from: 1, to: 2 },
    { kind, pattern: new RegExp(String.raw`\bto (?:an? |the )?${about}${v}${GAP},? (?:(?:up|down) )?from (?:an? |the )?${about}${v}${edge}`, caseless), from: 2, to: 1 },
    // "was 2.3% in November, up from 2.2%"; "a dividend of $1.03 per share, up from $0.99"; "€5.20, compared with €5.00".
    { kind, pattern: new RegExp(String.raw`(?:\bat |\bof |\bwas |\bis |\bstood at |^|\s)${about}${v}${GAP},? (?:(?:up|down|slowing|easing|accelerating|rising|falling) from|compar(?:ed|es) (?:with|to)|versus|vs\.?) (?:an? |the )?${about}${v}${edge}`, caseless), from: 2, to: 1 },
  ];
});

// What changed, by the words around it; first match in the sentence before the values wins.
const ATTRIBUTES: [RegExp, string][] = [
  [/\bfed(?:eral)? funds(?: target)?(?: rate)? range|target range\b/i, 'federal funds target range'],
  [/\bdeposit (?:facility )?rate\b/i, 'deposit rate'],
  [/\bmain refinancing rate\b/i, 'main refinancing rate'],
  [/\bbank rate\b/i, 'bank rate'],
  [/\b(?:policy|benchmark|key|interest|overnight|cash) rates?\b|\brates?\b/i, 'policy rate'],
  [/\bcore (?:consumer )?(?:price )?(?:inflation|prices|price index)|core cpi|core pce\b/i, 'core inflation'],
  [/\binflation|consumer prices?|cpi|hicp|pce\b/i, 'inflation'],
  [/\bunemployment|jobless rate\b/i, 'unemployment rate'],
  [/\bprice target\b/i, 'price target'],
  [/\boutlook\b/i, 'outlook'],
  [/\bcredit rating|\brated\b|\bdebt rating\b/i, 'credit rating'],
  [/\brating|upgrade|downgrade|recommendation\b/i, 'rating'],
  [/\bbuy ?back|repurchase\b/i, 'buyback authorization'],
  [/\bdividend\b/i, 'dividend'],
  [/\btariffs?\b/i, 'tariff'],
  [/\bfees?\b/i, 'fee'],
  [/\bdeficit\b/i, 'deficit'],
  [/\b(?:takeover |buyout |cash )?(?:offer|bid)\b/i, 'offer'],
  [/\b(?:revenue|sales) (?:guidance|forecast|outlook)|guid(?:ance|ed) (?:for )?(?:revenue|sales)\b/i, 'revenue guidance'],
  [/\b(?:earnings|eps|profit) (?:guidance|forecast)\b/i, 'earnings guidance'],
  [/\bguidance|forecast|projection|estimate\b/i, 'guidance'],
  [/\b(?:revenue|sales|turnover)\b/i, 'revenue'],
  [/\b(?:net )?(?:profit|income|earnings)\b/i, 'profit'],
  [/\bproduction|output|quota\b/i, 'output'],
  [/\bmargins?\b/i, 'margin'],
  [/\bdebt\b/i, 'debt'],
  [/\byields?\b/i, 'yield'],
  [/\b(?:share )?prices?|shares|stock|traded|closed|futures|an ounce|a barrel\b/i, 'price'],
  [/\bstatus|trading|listing|license|licence|approval\b/i, 'status'],
];

export interface Organization {
  name: string;
  at: number;
}

/**
 * Every state change in `text`. `organizations` are the instruments and central banks the text
 * names (from the entity linker); the entity of a change is the nearest one before it in the same
 * sentence, else the article's first. A change without an entity or attribute is dropped.
 */
export function extractStateChanges(text: string, organizations: Organization[]): StateChange[] {
  const changes: StateChange[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences(text)) {
    const taken: [number, number][] = [];
    for (const phrase of PHRASES) {
      phrase.pattern.lastIndex = 0;
      for (const match of sentence.text.matchAll(phrase.pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([s, e]) => start < e && end > s)) continue;
        const from = match[phrase.from]!.trim();
        const to = match[phrase.to]!.trim();
        if (sameValue(from, to)) continue;
        const before = sentence.text.slice(0, start);
        // "fees ranging from 1% to 3%" states a span, not a change.
        if (SPAN_WORDS.test(before)) continue;
        // "traders bet the Fed will cut to 3.25% from 3.50%" is a wager on a change, not one.
        if (EXPECTATION_WORDS.test(clauseBefore(before))) continue;
        const attribute = attributeOf(phrase.kind, before, sentence.text);
        const entity = entityOf(organizations, sentence.start, sentence.start + start);
        if (!attribute || !entity) continue;
        taken.push([start, end]);
        const key = `${entity}|${attribute}|${from}|${to}`;
        if (seen.has(key)) continue;
        seen.add(key);
        changes.push({ entity, attribute, from, to });
      }
    }
  }
  return changes;
}

/** The words of the clause before a change, at most ten ("…, betting on a dovish Fed; the yield rose to" is two clauses). */
function clauseBefore(before: string): string {
  return before.split(/[;:]/).pop()!.split(/\s+/).slice(-10).join(' ');
}

function sameValue(a: string, b: string): boolean {
  return a.replace(/\s/g, '').toLowerCase() === b.replace(/\s/g, '').toLowerCase();
}

function attributeOf(kind: ValueKind, before: string, sentence: string): string | undefined {
  if (kind === 'outlook') return 'outlook';
  if (kind === 'rating') return /\boutlook\b/i.test(before) ? 'outlook' : /\b(moody|s&p|fitch|credit|debt|sovereign|bond)/i.test(sentence) ? 'credit rating' : 'rating';
  if (kind === 'status') return 'status';
  const recent = before.split(/\s+/).slice(-12).join(' ');
  for (const [pattern, name] of ATTRIBUTES) {
    if (kind === 'money' && (name.endsWith('rate') || name.endsWith('inflation') || name === 'federal funds target range')) continue;
    if (pattern.test(recent)) return name;
  }
  // "Bitcoin rose to $118,400 from $112,900": an amount with no other word for it is the price.
  if (kind === 'money' && /\b(rose|fell|climbed|dropped|jumped|slid|slipped|gained|rallied|tumbled|sank|surged|declined|advanced|eased|rebounded)\b/i.test(recent)) return 'price';
  return undefined;
}

function entityOf(organizations: Organization[], sentenceStart: number, at: number): string | undefined {
  let nearest: Organization | undefined;
  for (const org of organizations) if (org.at >= sentenceStart && org.at < at && (!nearest || org.at > nearest.at)) nearest = org;
  return (nearest ?? organizations.find((o) => o.at < 0) ?? organizations[0])?.name;
}

/** Sentences with their offsets, split at ". " and the like, not inside "4.25%" or "U.S.". */
function sentences(text: string): { text: string; start: number }[] {
  const result: { text: string; start: number }[] = [];
  const boundary = /(?<=[.!?;])\s+(?=[A-Z"“])|\n+/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    result.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  result.push({ text: text.slice(start), start });
  return result;
}
