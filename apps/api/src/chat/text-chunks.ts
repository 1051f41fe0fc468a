/** Upper bound on one streamed chunk of the deterministic answer, in characters. */
export const MAX_CHUNK_CHARS = 32;

/**
 * Splits text into small chunks at word boundaries (a few words each), the way a model streams
 * tokens, so the UI renders it progressively. Lossless: the chunks concatenate to `text`.
 */
export function* textChunks(text: string, maxChars = MAX_CHUNK_CHARS): Generator<string> {
  let current = '';
  for (const piece of text.split(/(?<=\s)/)) {
    if (current.length > 0 && current.length + piece.length > maxChars) {
      yield current;
      current = '';
    }
    // A single word longer than the limit (a URL) is cut, never lost.
    let rest = piece;
    while (rest.length > maxChars) {
      yield rest.slice(0, maxChars);
      rest = rest.slice(maxChars);
    }
    current += rest;
  }
  if (current.length > 0) yield current;
}
