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
