/**
 * A question cut into the tokens the lexicons are matched on: words (split at apostrophes and
 * hyphens, so "l’année", "ai-je", "Tech-Aktien" become their words), numbers (decimal comma read
 * as a point), currency pairs and tickers kept whole, and the punctuation the planner splits on.
 */
export interface Token {
  /** As written (tickers and names are handed on like this). */
  text: string;
  /** Lower case, accents and umlauts folded: what the lexicons are matched on. */
  folded: string;
  kind: 'word' | 'number' | 'code' | 'mark';
}

const TOKEN = /\b[A-Za-z]{3}\/[A-Za-z]{3}\b|\b20\d\d-\d\d-\d\d\b|[-−+]?\d+(?:[.,]\d+)?|[A-Z]+(?:\.[A-Z]+)+|[A-Za-z]+&[A-Za-z]+|[\p{L}\p{N}]+|[%€$£¥?;,]/gu;

/** Lower case without accents: "Gebühren" → "gebuhren", "Größte" → "grosste", "écoulée" → "ecoulee". */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Dates written the European way ("30.06.2026", "30/06/2026") as ISO, ordinals as numbers ("1er", "1.", "1º"). */
function normalizeDates(question: string): string {
  return question
    .replace(/\b(\d{1,2})[./](\d{1,2})[./](20\d\d)\b/g, (_, d: string, m: string, y: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`)
    .replace(/\b(\d{1,2})(?:er|re|ère|º|°|\.)(?=\s)/g, '$1');
}

export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  for (const [text] of normalizeDates(question).matchAll(TOKEN)) {
    if (/^[-−+]?\d/.test(text)) tokens.push({ text: text.replace(',', '.'), folded: text.replace(',', '.'), kind: 'number' });
    else if (/^[%€$£¥?;,]$/.test(text)) tokens.push({ text, folded: text, kind: 'mark' });
    else if (/[/.&-]/.test(text) || /^\d/.test(text)) tokens.push({ text, folded: fold(text), kind: 'code' });
    else tokens.push({ text, folded: fold(text), kind: 'word' });
  }
  return tokens;
}

/** Looks like a ticker or a code ("NVDA", "SAP", "EUR"): written in capitals, so it is handed on as written. */
export function isTickerLike(token: Token): boolean {
  return token.kind === 'code' || (token.kind === 'word' && /^[A-Z][A-Z0-9]{1,5}$/.test(token.text));
}
