import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConsoleEmbedDefaultsSchema, FACTORY_EMBED_DEFAULTS } from './console.js';
import { HostMessageSchema, IframeMessageSchema, parseHostMessage, parseIframeMessage } from './messages.js';

// The browser parsers are hand-written (no zod in the widget); they must accept and produce exactly what the schemas do.
const messageLike = fc.record(
  {
    type: fc.constantFrom('clarity:ready', 'clarity:resize', 'clarity:token-expiring', 'clarity:token-expired', 'clarity:token-rejected', 'clarity:error', 'clarity:followup', 'clarity:set-token', 'clarity:set-theme', 'other'),
    height: fc.oneof(fc.double(), fc.integer(), fc.string()),
    code: fc.oneof(fc.string(), fc.integer(), fc.constantFrom('token_expired', 'token_revoked', 'token_invalid', 'unauthorized')),
    question: fc.oneof(fc.string(), fc.constant(null)),
    token: fc.oneof(fc.string(), fc.constant(42)),
    mode: fc.constantFrom('light', 'dark', 'auto', 'neon', 3),
    accent: fc.constantFrom('#fff', '#0a7cff', 'red', '#12345', 'url(x)', '#ABCDEF'),
    radius: fc.constantFrom('none', 'small', 'medium', 'large', '12px', 'huge', 0, null),
    font: fc.constantFrom('inter', 'system', 'serif', 'Comic Sans MS', "x'; } * { background: url(//x)", 1),
  },
  { requiredKeys: ['type'] },
);

function viaSchema(schema: typeof IframeMessageSchema | typeof HostMessageSchema, data: unknown): unknown {
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}

describe('message parsers', () => {
  it('parseIframeMessage agrees with IframeMessageSchema', () => {
    fc.assert(fc.property(fc.oneof(messageLike, fc.anything()), (data) => {
      expect(parseIframeMessage(data)).toEqual(viaSchema(IframeMessageSchema, data));
    }), { numRuns: 2000 });
  });

  it('parseHostMessage agrees with HostMessageSchema', () => {
    fc.assert(fc.property(fc.oneof(messageLike, fc.anything()), (data) => {
      expect(parseHostMessage(data)).toEqual(viaSchema(HostMessageSchema, data));
    }), { numRuns: 2000 });
  });

  it('token-rejected carries only a code a new token fixes', () => {
    expect(parseIframeMessage({ type: 'clarity:token-rejected', code: 'token_revoked' })).toEqual({ type: 'clarity:token-rejected', code: 'token_revoked' });
    expect(parseIframeMessage({ type: 'clarity:token-rejected', code: 'token_expired' })).toEqual({ type: 'clarity:token-rejected', code: 'token_expired' });
    expect(parseIframeMessage({ type: 'clarity:token-rejected', code: 'token_invalid' })).toBeNull();
    expect(parseIframeMessage({ type: 'clarity:token-rejected' })).toBeNull();
  });

  it('rejects a resize without a usable height and a theme with an unsafe accent', () => {
    expect(parseIframeMessage({ type: 'clarity:resize', height: -1 })).toBeNull();
    expect(parseIframeMessage({ type: 'clarity:resize', height: Number.NaN })).toBeNull();
    expect(parseHostMessage({ type: 'clarity:set-theme', accent: 'red;background:url(//x)' })).toBeNull();
    expect(parseHostMessage({ type: 'clarity:set-theme', mode: 'dark', accent: '#0a7cff' })).toEqual({ type: 'clarity:set-theme', mode: 'dark', accent: '#0a7cff' });
  });

  it('a theme names its corners and typeface from short lists, never as CSS', () => {
    expect(parseHostMessage({ type: 'clarity:set-theme', radius: 'large', font: 'serif' })).toEqual({ type: 'clarity:set-theme', radius: 'large', font: 'serif' });
    expect(parseHostMessage({ type: 'clarity:set-theme', radius: '12px' })).toBeNull();
    expect(parseHostMessage({ type: 'clarity:set-theme', font: 'Comic Sans MS' })).toBeNull();
    expect(parseHostMessage({ type: 'clarity:set-theme', mode: 'dark', font: "inter; } * { background: url(//x)" })).toBeNull();
  });
});

describe('the console\'s embed defaults (the theme a mint and the preview get)', () => {
  const saved = { allowedOrigins: ['https://bank.example'], ttlSeconds: 600, scope: ['card'], locale: 'de' };

  it('take a radius and a font from the widget\'s lists, and refuse anything else on the field', () => {
    const ok = ConsoleEmbedDefaultsSchema.parse({ ...saved, theme: { mode: 'dark', accent: '#0a7cff', radius: 'none', font: 'system' } });
    expect(ok.theme).toEqual({ mode: 'dark', accent: '#0a7cff', radius: 'none', font: 'system' });
    for (const [field, value] of [
      ['radius', '8px'],
      ['radius', 'round'],
      ['font', 'Georgia'],
      ['font', 'var(--x)'],
    ] as const) {
      const result = ConsoleEmbedDefaultsSchema.safeParse({ ...saved, theme: { mode: 'auto', accent: null, [field]: value } });
      expect(result.success, `${field}: ${value}`).toBe(false);
      expect(result.error?.issues.map((i) => i.path)).toEqual([['theme', field]]);
    }
  });

  it('give the widget\'s own corners and typeface to a body that leaves them out (a console older than them)', () => {
    const parsed = ConsoleEmbedDefaultsSchema.parse({ ...saved, theme: { mode: 'light', accent: null } });
    expect(parsed.theme).toEqual({ mode: 'light', accent: null, radius: 'medium', font: 'inter' });
    expect(FACTORY_EMBED_DEFAULTS.theme).toEqual({ mode: 'auto', accent: null, radius: 'medium', font: 'inter' });
  });
});
