import { describe, expect, it } from 'vitest';
import { decodeFeedBytes, undoDoubleEncoding } from './feed-text.js';

const latin1 = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

describe('feed text', () => {
  it("reads windows-1252's curly quotes, dashes and euro sign as those characters, not as control characters", () => {
    const bytes = Uint8Array.from([...new TextEncoder().encode('<?xml version="1.0" encoding="windows-1252"?><t>'), 0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35, 0x92, 0x73, 0xe4]);
    expect(decodeFeedBytes(bytes)).toBe('<?xml version="1.0" encoding="windows-1252"?><t>“A” – €5’sä');
    // Undeclared and not UTF-8: windows-1252 too.
    expect(decodeFeedBytes(latin1('<t>\u0092ok\u00e4</t>'))).toBe('<t>’okä</t>');
  });

  it('undoes UTF-8 encoded twice only when every accent of the text is such a pair', () => {
    expect(undoDoubleEncoding('KÃ¤ltewelle: â€žOhne unsâ€œ')).toBe('Kältewelle: „Ohne uns“');
    expect(undoDoubleEncoding('Ð’ ÐœÐ¾Ñ\u0081ÐºÐ²Ðµ')).toBe('В Москве');
    // Correct text is left as it is: a lone accent, an accent beside a pair, text beyond windows-1252.
    for (const correct of ['Kältewelle', 'Müller — it’s', 'Ã alone', 'KÃ¤lte in Käse', 'Ã¤ and Москва', 'plain ASCII']) {
      expect(undoDoubleEncoding(correct)).toBe(correct);
    }
  });
});
