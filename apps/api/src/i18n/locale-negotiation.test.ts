import { decodeJwt } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, ErrorEnvelopeSchema, localeFromAcceptLanguage, supportedLocaleOf } from '@clarity/shared';
import { answerOf, chat, startChatServer, type ChatTestServer } from '../chat/testing/stream-client.test-helpers.js';
import { PARTNER, mint } from '../embeds/embeds.test-helpers.js';

describe('choosing a supported locale', () => {
  it('gives a regional variant its language, any other language English', () => {
    expect(['de', 'de-AT', 'DE-ch', 'fr-CA', 'es-419', 'en-GB', 'pt-BR', 'zh-Hant-TW'].map(supportedLocaleOf)).toEqual(['de', 'de', 'de', 'fr', 'es', 'en', 'en', 'en']);
  });

  it('takes the supported language with the highest weight from Accept-Language, skipping what is malformed', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('pt-BR,fr;q=0.7,es;q=0.9')).toBe('es');
    expect(localeFromAcceptLanguage('en;q=0.5, fr')).toBe('fr');
    expect(localeFromAcceptLanguage('ja,ko;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('*, fr;q=0.1')).toBe('fr');
    expect(localeFromAcceptLanguage('!!,de;q=abc,es;q=0')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('locale on card, chat, embed token and embed page', () => {
  let s: ChatTestServer;
  beforeAll(async () => {
    s = await startChatServer();
  });
  afterAll(() => s.close());

  const card = (body: object, headers: Record<string, string> = {}) =>
    request(s.ctx.app)
      .post('/v1/clarity/card')
      .set('x-api-key', s.apiKey)
      .set(headers)
      .send({ portfolioId: s.portfolioId, ...body });

  it('answers the card in the body’s locale, else Accept-Language’s, and says which', async () => {
    const german = await card({ locale: 'de-AT' }).expect(200);
    expect(CardSchema.parse(german.body).locale).toBe('de');
    expect(german.headers['content-language']).toBe('de');
    const french = await card({}, { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' }).expect(200);
    expect(french.body.locale).toBe('fr');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toContain('Accept-Language');
    // The body wins over the header.
    expect((await card({ locale: 'es' }, { 'accept-language': 'de' }).expect(200)).body.locale).toBe('es');
  });

  it('falls back to English for a language it does not write, without refusing', async () => {
    for (const locale of ['ja', 'pt-BR', 'tlh']) {
      const res = await card({ locale }).expect(200);
      expect([res.body.locale, res.headers['content-language']]).toEqual(['en', 'en']);
    }
    expect((await card({}).expect(200)).body.locale).toBe('en');
  });

  it('keeps one cached card per locale: the same portfolio in German and English are different bodies', async () => {
    const [de1, en1, de2] = [await card({ locale: 'de' }), await card({ locale: 'en' }), await card({ locale: 'de-DE' })];
    expect(de1.text).toBe(de2.text);
    expect(de1.text).not.toBe(en1.text);
  });

  it('refuses a malformed locale with 400 and an issue naming it, on card, chat and mint', async () => {
    for (const locale of ['not a tag', 'de_DE', '', 'e', 'x-private', 42]) {
      const res = await card({ locale }).expect(400);
      const envelope = ErrorEnvelopeSchema.parse(res.body);
      expect(envelope.error.type).toBe('validation_error');
      expect(envelope.issues?.map((i) => i.path)).toContainEqual(['locale']);
    }
    const chatted = await chat(s.url, s.apiKey, { portfolioId: s.portfolioId, question: 'How much is my portfolio worth?', locale: 'de_DE' });
    expect(chatted.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(chatted.json).issues?.map((i) => i.path)).toContainEqual(['locale']);
    const minted = await request(s.ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', s.apiKey).send({ portfolioId: s.portfolioId, allowedOrigins: [PARTNER], locale: '??' }).expect(400);
    expect(ErrorEnvelopeSchema.parse(minted.body).issues?.map((i) => i.path)).toContainEqual(['locale']);
  });

  // A question with no words of any language ("NVDA?") is answered in the requested locale; one clearly written in
  // one of the four is answered in its own (chat/dialogue.test.ts).
  it('says the chat answer’s locale in clarity-answer and Content-Language; AG-UI clients name it in forwardedProps', async () => {
    const res = await chat(s.url, s.apiKey, { portfolioId: s.portfolioId, question: 'NVDA?', locale: 'fr-FR' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('fr');
    expect(answerOf(res).locale).toBe('fr');
    const viaHeader = await chat(s.url, s.apiKey, { portfolioId: s.portfolioId, question: 'NVDA?' }, { headers: { 'accept-language': 'es-MX' } });
    expect(answerOf(viaHeader).locale).toBe('es');
    const agui = await chat(s.url, s.apiKey, {
      threadId: 'thr-agui-locale',
      runId: 'run-1',
      messages: [{ id: 'm1', role: 'user', content: 'NVDA?' }],
      tools: [],
      context: [],
      state: {},
      forwardedProps: { portfolioId: s.portfolioId, locale: 'de' },
    });
    expect(answerOf(agui).locale).toBe('de');
  });

  it('keeps the mint’s locale in the token: its card, chat and embed page use it unless a request names another', async () => {
    const minted = await mint(s.ctx, s.apiKey, { portfolioId: s.portfolioId, locale: 'de-CH' });
    expect(decodeJwt(minted.token).locale).toBe('de');
    const withToken = () => request(s.ctx.app).post('/v1/clarity/card').set('x-embed-token', minted.token).set('origin', PARTNER);
    const tokenCard = await withToken().set('accept-language', 'fr').send({ portfolioId: s.portfolioId }).expect(200);
    expect(tokenCard.body.locale).toBe('de');
    expect((await withToken().send({ portfolioId: s.portfolioId, locale: 'es' }).expect(200)).body.locale).toBe('es');
    const streamed = await chat(s.url, undefined, { portfolioId: s.portfolioId, question: 'NVDA?' }, { headers: { 'x-embed-token': minted.token, origin: PARTNER } });
    expect(answerOf(streamed).locale).toBe('de');

    const page = await request(s.ctx.app).get('/embed/').query({ token: minted.token });
    expect(page.headers['content-language']).toBe('de');
    const overridden = await request(s.ctx.app).get('/embed/').query({ token: minted.token, locale: 'fr-CA' });
    expect(overridden.headers['content-language']).toBe('fr');
    await request(s.ctx.app).get('/embed/').query({ token: minted.token, locale: 'not a tag' }).expect(400);
    const plain = await mint(s.ctx, s.apiKey, { portfolioId: s.portfolioId });
    expect(decodeJwt(plain.token).locale).toBeUndefined();
    expect((await request(s.ctx.app).get('/embed/').query({ token: plain.token })).headers['content-language']).toBe('en');
  });
});
