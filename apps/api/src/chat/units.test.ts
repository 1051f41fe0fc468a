import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Citation } from '@clarity/shared';
import { ApiError } from '../http/errors.js';
import { checkModelText } from './llm/fact-check.js';
import { StreamCaps } from './stream-caps.js';
import { MAX_CHUNK_CHARS, textChunks } from './text-chunks.js';

describe('textChunks', () => {
  it('is lossless and keeps every chunk small', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const chunks = [...textChunks(text)];
        expect(chunks.join('')).toBe(text);
        for (const chunk of chunks) expect(chunk.length).toBeGreaterThan(0);
        for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
      }),
    );
  });
});

describe('checkModelText', () => {
  const citations: Citation[] = [{ id: 1, title: 't', publisher: 'p', url: 'u', publishedAt: '2026-11-01T00:00:00Z', sourceId: 's', synthetic: true }];
  const facts = 'Your portfolio is worth **USD 66,082**; BTC is 32.7% [1].';

  it('accepts a rewording that keeps the numbers and citations', () => {
    expect(checkModelText('BTC makes up 32.7% of a USD 66,082 portfolio [1].', facts, citations)).toEqual({ ok: true, problems: [] });
  });

  it('rejects invented numbers, unknown citations and uncited answers', () => {
    expect(checkModelText('BTC is 35% [1].', facts, citations).problems).toEqual(['number not in the facts: 35%']);
    expect(checkModelText('BTC is 32.7% [2].', facts, citations).problems).toEqual(['unknown citation [2]']);
    expect(checkModelText('BTC is 32.7%.', facts, citations).problems).toEqual(['cites no source']);
    expect(checkModelText('  ', facts, citations).ok).toBe(false);
  });

  it('reads the numbers as the answer’s language writes them', () => {
    const german = 'Ihr Depot ist **66.082 €** wert; BTC macht 32,7 % aus [1].';
    expect(checkModelText('BTC macht 32,7 % eines Depots von 66.082 € aus [1].', german, citations, 'de')).toEqual({ ok: true, problems: [] });
    // A German answer writing the value the English way ("66,082") states another number: 66.082.
    expect(checkModelText('BTC: 32,7 % von 66,082 € [1].', german, citations, 'de').problems).toEqual(['number not in the facts: 66.082']);
    expect(checkModelText('BTC macht 32,8 % aus [1].', german, citations, 'de').problems).toEqual(['number not in the facts: 32.8%']);
    const french = 'Votre portefeuille vaut **66\u202f082\u00a0€** ; BTC pèse 32,7\u00a0% [1].';
    expect(checkModelText('BTC représente 32,7 % de 66 082 € [1].', french, citations, 'fr').ok).toBe(true);
    expect(checkModelText('Su cartera vale 66.082 €; BTC pesa un 32,7 % [1].', 'Su cartera vale **66.082 €**; BTC supone el 32,7 % [1].', citations, 'es').ok).toBe(true);
  });
});

describe('StreamCaps', () => {
  it('limits per organization and per token, and frees each slot once', () => {
    const caps = new StreamCaps({ perOrg: 2, perToken: 1 });
    const a = caps.acquire('org_a', 'emb_1');
    expect(() => caps.acquire('org_a', 'emb_1')).toThrow(ApiError);
    const b = caps.acquire('org_a', undefined);
    expect(() => caps.acquire('org_a', undefined)).toThrow(/organization/);
    caps.acquire('org_b', undefined);
    a();
    a();
    expect(caps.openFor('org_a')).toBe(1);
    caps.acquire('org_a', 'emb_1');
    b();
    expect(caps.openFor('org_a')).toBe(1);
  });
});
