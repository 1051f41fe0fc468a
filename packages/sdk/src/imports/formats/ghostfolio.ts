import { fieldProblem, fileProblem, notAnActivity, skippedAt } from '../problems.js';
import type { ReadResult } from '../activity.js';
import { activitiesFromRows, type BrokerRow } from '../broker-rows.js';

export const GHOSTFOLIO = 'ghostfolio';

interface GhostfolioActivity {
  id?: unknown;
  type?: unknown;
  date?: unknown;
  symbol?: unknown;
  quantity?: unknown;
  unitPrice?: unknown;
  fee?: unknown;
  currency?: unknown;
}

/** True for a JSON document with an `activities` array, as Ghostfolio's export writes it. */
export function looksLikeGhostfolio(text: string): boolean {
  return /^\uFEFF?\s*\{/.test(text) && /"activities"\s*:\s*\[/.test(text);
}

/**
 * Activities from Ghostfolio's JSON export (`{ meta, accounts, activities: [{ type, date, symbol,
 * quantity, unitPrice, fee, currency … }] }`). BUY and SELL are trades; DIVIDEND and INTEREST are
 * their quantity × unit price; FEE is its fee; LIABILITY and ITEM (valuables) are named skips. Each
 * activity's line is the line its object starts on. Dates carry their zone (ISO 8601).
 */
export function parseGhostfolio(text: string): ReadResult {
  const refuse = (line: number, reason: string): ReadResult => ({ activities: [], skipped: [skippedAt(line, fileProblem('file.json_invalid', reason))], format: GHOSTFOLIO, notices: [] });
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const position = /position (\d+)/.exec(String((error as Error).message))?.[1];
    const line = position === undefined ? 0 : text.slice(0, Number(position)).split('\n').length;
    return refuse(line, `not valid JSON${line ? ` (line ${line})` : ''}: the file is truncated or not a Ghostfolio export`);
  }
  const activities = (document as { activities?: unknown } | null)?.activities;
  if (!Array.isArray(activities)) return refuse(1, 'not a Ghostfolio export (expected an "activities" array)');
  const lines = elementLines(text, 'activities');
  const rows: BrokerRow[] = activities.map((value, index) => rowOf(value, lines[index] ?? 0));
  return activitiesFromRows(rows, { timeZone: 'UTC', timeZoneStated: true, decimalMark: '.' }, GHOSTFOLIO);
}

function rowOf(value: unknown, line: number): BrokerRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { line, skip: notAnActivity('an activity that is not an object') };
  const activity = value as GhostfolioActivity;
  const text = (field: unknown) => (typeof field === 'string' ? field : typeof field === 'number' && Number.isFinite(field) ? String(field) : undefined);
  const type = text(activity.type)?.toUpperCase() ?? '';
  const base: BrokerRow = { line, id: text(activity.id), date: text(activity.date), ticker: text(activity.symbol), currency: text(activity.currency) };
  switch (type) {
    case 'BUY':
    case 'SELL':
      return { ...base, kind: type, quantity: text(activity.quantity), price: text(activity.unitPrice), fees: [text(activity.fee) ?? ''] };
    case 'DIVIDEND':
    case 'INTEREST':
      return { ...base, kind: type, quantity: text(activity.quantity), price: text(activity.unitPrice), ...(type === 'INTEREST' ? { ticker: undefined } : {}) };
    case 'FEE':
      // A fee's symbol is a name the user gave it, not an instrument.
      return { ...base, kind: type, amount: text(activity.fee), ticker: undefined };
    case 'LIABILITY':
    case 'ITEM':
    case 'VALUABLE':
      return { ...base, skip: notAnActivity(`${type}: ${type === 'LIABILITY' ? 'a liability' : 'a valuable'} is not a brokerage activity`) };
    default:
      return { ...base, kind: type || undefined, ...(type ? {} : { skip: fieldProblem('type', 'missing', 'missing') }) };
  }
}

/** The 1-based line on which each element of the top-level array `key` starts, by a scan that respects strings. */
function elementLines(text: string, key: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let arrayDepth = -1;
  let lastString = '';
  let stringStart = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') line++;
    if (stringStart >= 0) {
      if (char === '\\') i++;
      else if (char === '"') {
        lastString = text.slice(stringStart + 1, i);
        stringStart = -1;
      }
      continue;
    }
    if (char === '"') stringStart = i;
    else if (char === '{' || char === '[') {
      if (arrayDepth > 0 && depth === arrayDepth) lines.push(line);
      if (char === '[' && depth === 1 && arrayDepth === -1 && lastString === key) arrayDepth = depth + 1;
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth === arrayDepth - 1) arrayDepth = -2;
    }
  }
  return lines;
}
