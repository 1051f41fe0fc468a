import { describe, expect, it } from 'vitest';
import { parseUntrustedXml, startTagLines } from './untrusted-xml.js';

describe('parseUntrustedXml', () => {
  it('reads attributes as strings and the listed elements as lists', () => {
    const result = parseUntrustedXml('<a>\n  <b x="1.50"/>\n</a>', ['b']);
    expect(result).toEqual({ ok: true, document: { a: { b: [{ x: '1.50' }] } } });
    expect(startTagLines('<a>\n  <b x="1"/>\n<bb/><b>\n</b></a>', 'b')).toEqual([2, 3]);
  });

  it('refuses entity declarations (billion laughs, external entities) and broken XML by line, and expands nothing', () => {
    const laughs = '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n<r>&lol2;</r>';
    expect(parseUntrustedXml(laughs, [])).toEqual({ ok: false, line: 2, message: 'a DOCTYPE or ENTITY declaration is not accepted' });
    expect(parseUntrustedXml('<r>\n<a>\n</r>', [])).toMatchObject({ ok: false, line: 3, message: expect.stringMatching(/^not well-formed XML/) });
    expect(parseUntrustedXml('<r a="&amp;&lol;"/>', [])).toEqual({ ok: true, document: { r: { a: '&amp;&lol;' } } });
  });
});
