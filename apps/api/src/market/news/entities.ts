import { ASSET_CLASS_WORDS, CURRENCY_WORDS, REGION_WORDS, SECTOR_WORDS, matchAll } from '../../chat/understanding/lexicon.js';
import type { Instrument, StoryLinkKind } from '../types.js';
import { CENTRAL_BANKS } from './central-banks.js';
import { COMMODITIES, ECONOMIES } from './subjects.js';

/** Something an article is about, with how directly it names it (0..1). */
export interface EntityMention {
  kind: StoryLinkKind;
  value: string;
  weight: number;
}

/** An article's entities and, for state changes, the organizations it names (in order of appearance). */
export interface ArticleEntities {
  mentions: EntityMention[];
  /** Display names of the instruments, central banks, commodities and economies named, first mention first. */
  organizations: { name: string; at: number }[];
}

// Legal-form words dropped from an instrument's name to get what articles call it ("Apple", "ASML").
const LEGAL_FORMS = /\b(inc|incorporated|corp|corporation|co|company|ltd|limited|plc|n\.?v|s\.?a|se|ag|holdings?|group|the|class [a-z]|shares|etf|trust|fund|ishares|spdr|vanguard)\b\.?/gi;

// Tickers that are also ordinary upper-case words count only when written as tickers: "$IT", "(NYSE: IT)".
const MIN_BARE_TICKER_LENGTH = 3;

interface NamePattern {
  pattern: RegExp;
  instrument: Instrument;
}

/**
 * Links article text to instruments (ticker, company name, aliases), central banks (and so their
 * currency), sectors, regions, currencies and asset classes. Built once per import from the
 * stored and imported instruments and the optional aliases file.
 */
export class EntityLinker {
  private readonly names: NamePattern[] = [];
  private readonly byTicker = new Map<string, Instrument>();

  constructor(instruments: Instrument[], aliases: { ticker: string; alias: string }[] = []) {
    for (const instrument of [...instruments].sort((a, b) => a.ticker.localeCompare(b.ticker))) {
      this.byTicker.set(instrument.ticker, instrument);
      const short = instrument.name.replace(LEGAL_FORMS, ' ').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
      // "NVIDIA" in the instruments file is "Nvidia" in most articles.
      const titleCase = /^[A-Z]{4,}$/.test(short) ? short[0] + short.slice(1).toLowerCase() : short;
      for (const name of new Set([instrument.name, short, titleCase])) {
        if (name.length >= 3) this.names.push({ pattern: wordPattern(name), instrument });
      }
    }
    for (const { ticker, alias } of aliases) {
      const instrument = this.byTicker.get(ticker);
      if (instrument && alias.trim().length >= 2) this.names.push({ pattern: wordPattern(alias.trim()), instrument });
    }
  }

  link(text: string, statedTickers: string[] = []): ArticleEntities {
    const mentions = new Map<string, EntityMention>();
    const organizations: { name: string; at: number }[] = [];
    const add = (kind: StoryLinkKind, value: string, weight: number) => {
      const key = `${kind} ${value}`;
      const known = mentions.get(key);
      if (!known || known.weight < weight) mentions.set(key, { kind, value, weight });
    };
    const addInstrument = (instrument: Instrument, at: number) => {
      add('ticker', instrument.ticker, 1);
      add('sector', instrument.sector, 0.5);
      add('region', instrument.region, 0.4);
      add('currency', instrument.currency, 0.3);
      add('asset_class', instrument.assetClass, 0.3);
      organizations.push({ name: instrument.name, at });
    };

    for (const ticker of statedTickers) {
      const instrument = this.byTicker.get(ticker);
      if (instrument) addInstrument(instrument, -1);
      else add('ticker', ticker, 1);
    }
    for (const match of text.matchAll(/(?:\$|\b(?:NYSE|NASDAQ|Nasdaq|LSE|XETRA|Euronext|AMS)\s*:\s*)([A-Z][A-Z0-9.-]{0,19})\b|\b([A-Z][A-Z0-9.-]{1,19})\b/g)) {
      const ticker = match[1] ?? match[2]!;
      const instrument = this.byTicker.get(ticker);
      if (instrument && (match[1] || ticker.length >= MIN_BARE_TICKER_LENGTH)) addInstrument(instrument, match.index);
    }
    for (const { pattern, instrument } of this.names) {
      const match = pattern.exec(text);
      if (match) addInstrument(instrument, match.index);
    }
    for (const bank of CENTRAL_BANKS) {
      const match = bank.pattern.exec(text);
      if (!match) continue;
      add('currency', bank.currency, 1);
      add('asset_class', 'fixed_income', 0.5);
      organizations.push({ name: bank.name, at: match.index });
    }
    for (const commodity of COMMODITIES) {
      const match = commodity.pattern.exec(text);
      // "Gold" on a red carpet or a medal table is not the metal's market: a trading word in the same sentence is.
      if (!match || !MARKET_CONTEXT.test(sentenceAt(text, match.index))) continue;
      add('asset_class', 'commodity', 0.8);
      organizations.push({ name: commodity.name, at: match.index });
    }
    for (const economy of ECONOMIES) {
      const match = economy.pattern.exec(text);
      if (match) organizations.push({ name: economy.name, at: match.index });
    }
    // Words alone ("software", "energy", "dollar") are never evidence: a programming blog says
    // "software", an award show "gold". They only add to an article that names something specific.
    if (mentions.size > 0) {
      for (const currency of matchAll(text, CURRENCY_WORDS)) add('currency', currency, 0.3);
      for (const region of matchAll(text, REGION_WORDS)) add('region', region, 0.4);
      for (const sector of matchAll(text, SECTOR_WORDS)) add('sector', sector, 0.4);
      for (const assetClass of matchAll(text, ASSET_CLASS_WORDS)) add('asset_class', assetClass, 0.3);
    }

    return {
      mentions: [...mentions.values()].sort((a, b) => b.weight - a.weight || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value)),
      organizations: organizations.sort((a, b) => a.at - b.at),
    };
  }
}

// Words that put a commodity's name in its market: prices, trading, supply.
const MARKET_CONTEXT =
  /\b(prices?|priced|futures|spot|ounces?|oz|barrels?|bpd|tonnes?|tons?|per (?:ton|tonne|pound|ounce|barrel)|traded|trading|traders|contracts?|benchmark|output|production|supply|supplies|demand|inventor(?:y|ies)|stockpiles?|exports?|imports?|OPEC\+?|refiner(?:y|ies|s)?|mines?|miners?|mining|smelters?|bullion|ETFs?|hedg\w*|rall\w*|slump\w*|surg\w*|tumbl\w*|plung\w*|climb\w*|slid|slips?|gains?|losses?|record high|all-time high|\$\d)/i;

/** The sentence around an offset (split at ". ", "! ", "? " and line breaks). */
function sentenceAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(before.search(/[.!?]\s+[^.!?]*$/) + 1, before.lastIndexOf('\n') + 1, 0);
  const rest = text.slice(at);
  const end = rest.search(/[.!?](\s|$)|\n/);
  return text.slice(start, end < 0 ? text.length : at + end);
}

function wordPattern(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  // Case-sensitive on purpose: "Apple" the company, not "apple" the fruit; "Shell", not "shell company".
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`);
}
