/**
 * Where a sentence of streamed Markdown ends: after `.`, `!`, `?` or `…` (and any closing `**`, `)`,
 * quotes) followed by whitespace, or at a line break (a list item, a heading). A decimal point is
 * followed by a digit, so "12.5%" or "$1,234.56" never ends a sentence; "e.g. " does, which only
 * means two shorter pieces are checked.
 */
const SENTENCE_END = /[.!?…](?:\*\*|[)"'”’»])*[ \t]+|\n+/g;

/** The index just past the first complete sentence of `text` (its trailing whitespace included), or -1. */
export function firstSentenceEnd(text: string): number {
  SENTENCE_END.lastIndex = 0;
  const match = SENTENCE_END.exec(text);
  return match ? match.index + match[0].length : -1;
}

/** `text` cut into sentences, each with its trailing whitespace: they concatenate to `text`. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (let end = firstSentenceEnd(rest); end > 0; end = firstSentenceEnd(rest)) {
    out.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  if (rest.length > 0) out.push(rest);
  return out;
}

/** Words that say what a sentence is about (figures, markers and short words left out), for matching a replacement. */
function contentWords(sentence: string): Set<string> {
  return new Set(
    sentence
      .toLowerCase()
      .replace(/\[\d+\]/g, ' ')
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3),
  );
}

/**
 * The deterministic sentence that says what a refused sentence tried to say: the one sharing the
 * most content words with it (at least two), among those not shown yet. Undefined when none is
 * close enough; the refused sentence is then left out.
 */
export function replacementFor(refused: string, candidates: readonly string[], shown: ReadonlySet<string>): string | undefined {
  const words = contentWords(refused);
  let best: { sentence: string; shared: number } | undefined;
  for (const candidate of candidates) {
    const key = candidate.trim();
    if (key.length === 0 || shown.has(key)) continue;
    let shared = 0;
    for (const w of contentWords(candidate)) if (words.has(w)) shared++;
    if (shared >= 2 && (!best || shared > best.shared)) best = { sentence: key, shared };
  }
  return best?.sentence;
}

export interface SentenceGateOptions {
  /** Is this sentence backed by the facts known now? */
  check: (sentence: string) => boolean;
  /** The deterministic sentences known now (the tool results' wording), for replacing a refused one. */
  candidates: () => readonly string[];
  /** Sends checked text on (to the client). */
  emit: (text: string) => Promise<void>;
}

/**
 * Holds streamed model text until a sentence is complete, checks it, and only then lets it through:
 * a sentence that fails is replaced by the closest deterministic sentence not shown yet (or left
 * out), so an unchecked figure never reaches the client, not even for a moment. What was let
 * through is `text`; `refused` counts the sentences that failed.
 */
export class SentenceGate {
  private pending = '';
  private readonly shown = new Set<string>();
  text = '';
  refused = 0;

  constructor(private readonly options: SentenceGateOptions) {}

  /** Adds streamed text; every sentence it completes is checked and sent on. */
  async push(delta: string): Promise<void> {
    this.pending += delta;
    for (let end = firstSentenceEnd(this.pending); end > 0; end = firstSentenceEnd(this.pending)) {
      const sentence = this.pending.slice(0, end);
      this.pending = this.pending.slice(end);
      await this.pass(sentence);
    }
  }

  /** The stream ended: the last, unterminated sentence is checked too. */
  async end(): Promise<void> {
    const rest = this.pending;
    this.pending = '';
    if (rest.trim().length > 0) await this.pass(rest);
  }

  private async pass(sentence: string): Promise<void> {
    const core = sentence.trim();
    if (core.length === 0 || this.options.check(sentence)) {
      if (core.length > 0) this.shown.add(core);
      await this.send(sentence);
      return;
    }
    this.refused++;
    const replacement = replacementFor(sentence, this.options.candidates().flatMap(splitSentences), this.shown);
    if (replacement === undefined) return;
    this.shown.add(replacement);
    // The refused sentence's own spacing (a space, or the line break of a list) keeps the layout.
    const spacing = /\s*$/.exec(sentence)?.[0] || ' ';
    await this.send(`${replacement}${spacing}`);
  }

  private async send(text: string): Promise<void> {
    this.text += text;
    await this.options.emit(text);
  }
}
