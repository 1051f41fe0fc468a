import { describe, expect, it } from 'vitest';
import { stableExamplesText } from './stable-examples.js';

describe('stable OpenAPI examples', () => {
  const previous = {
    'portfolios.create': { responses: { 201: { id: 'ppf_01m8fbh8k6nv9vze6893838tda', externalId: 'client-42' } } },
    'embeds.create': { responses: { 201: { jti: 'emb_01m8fbh8zbyh5y4fn63k4eqet6', token: 'eyJhbGciOiJFZERTQSJ9.old.sig', url: 'https://x.invalid/embed/?token=eyJhbGciOiJFZERTQSJ9.old.sig' } } },
  };

  it('keeps the previous random values wherever the new recording has one at the same place, also inside other strings', () => {
    const fresh = {
      'portfolios.create': { responses: { 201: { id: 'ppf_01m8fbh8k6aaaaaaaaaaaaaaaa', externalId: 'client-42' } } },
      'portfolios.retrieve': { responses: { 200: { id: 'ppf_01m8fbh8k6aaaaaaaaaaaaaaaa' } } },
      'embeds.create': { responses: { 201: { jti: 'emb_01m8fbh8zbbbbbbbbbbbbbbbbb', token: 'eyJhbGciOiJFZERTQSJ9.new.signature', url: 'https://x.invalid/embed/?token=eyJhbGciOiJFZERTQSJ9.new.signature' } } },
    };
    const text = stableExamplesText(fresh, previous);
    expect(text).not.toContain('aaaaaaaaaaaaaaaa');
    expect(text).not.toContain('new.signature');
    expect(JSON.parse(text)).toEqual({
      'portfolios.create': { responses: { 201: { id: 'ppf_01m8fbh8k6nv9vze6893838tda', externalId: 'client-42' } } },
      'portfolios.retrieve': { responses: { 200: { id: 'ppf_01m8fbh8k6nv9vze6893838tda' } } },
      'embeds.create': previous['embeds.create'],
    });
  });

  it('leaves a value with no counterpart new, and what is not random untouched', () => {
    const fresh = {
      'users.create': { responses: { 201: { id: 'usr_01m8fbh8mn4w1vvfc50k81kn82', name: 'Ada Lovelace' } } },
      'portfolios.create': { responses: { 201: { id: 'ppf_01m8fbh8k6nv9vze6893838tda', externalId: 'client-43' } } },
    };
    expect(JSON.parse(stableExamplesText(fresh, previous))).toEqual(fresh);
  });
});
