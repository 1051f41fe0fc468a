import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardSchema, SUPPORTED_LOCALES, type Card, type SupportedLocale } from '@clarity/shared';
import { answerOf, chat, startChatServer, type ChatTestServer } from '../../chat/testing/stream-client.test-helpers.js';
import { formatterFor } from '../../i18n/format.js';
import { numbersIn } from '../../i18n/numbers.js';

// The same portfolio's card in every language: the words change, the figures and sources do not.

let s: ChatTestServer;
const cards = new Map<SupportedLocale, Card>();

beforeAll(async () => {
  s = await startChatServer();
  for (const locale of SUPPORTED_LOCALES) {
    const res = await request(s.ctx.app).post('/v1/clarity/card').set('x-api-key', s.apiKey).send({ portfolioId: s.portfolioId, locale }).expect(200);
    cards.set(locale, CardSchema.parse(res.body));
  }
});
afterAll(() => s.close());

const card = (locale: SupportedLocale): Card => cards.get(locale)!;

/**
 * The figures a section states, read as its language writes them, sorted (word order differs
 * between languages): dates the card knows are taken out first (they are formatted per locale,
 * "Nov 13, 2026" / "13.11.2026"), and so are citation markers.
 */
function figures(text: string, locale: SupportedLocale, isoDates: readonly string[]): string[] {
  const fmt = formatterFor(locale);
  let rest = text.replace(/\[\d+\]/g, ' ');
  for (const iso of isoDates) rest = rest.split(fmt.date(iso)).join(' ');
  return numbersIn(rest, locale).sort();
}

/**
 * The sentences of a section that the catalog writes. The market context's list items retell stored
 * stories, whose headlines and changes ("$1.4B") are market data in the language they were stored in.
 */
function ourSentences(c: Card, section: 'marketContext' | 'positionsAnalysis'): string {
  const lines = c[section].markdown.split('\n');
  return (section === 'marketContext' ? lines.filter((line) => !line.startsWith('- ')) : lines).join('\n');
}

const datesOf = (c: Card): string[] => [...new Set(JSON.stringify(c).match(/\d{4}-\d{2}-\d{2}/g) ?? [])];

const RISK_QUESTION = {
  en: 'How risky is my portfolio?',
  de: 'Wie riskant ist mein Portfolio?',
  fr: 'Mon portefeuille est-il risqué ?',
  es: '¿Qué tan arriesgada es mi cartera?',
} as const;

describe('one portfolio’s card in four languages', () => {
  it('is written in each language it was asked for', () => {
    expect(card('en').positionsAnalysis.markdown).toContain('Your portfolio is worth');
    expect(card('de').positionsAnalysis.markdown).toContain('Ihr Depot ist');
    expect(card('fr').positionsAnalysis.markdown).toContain('Votre portefeuille vaut');
    expect(card('es').positionsAnalysis.markdown).toContain('Su cartera vale');
    expect(new Set(SUPPORTED_LOCALES.map((l) => card(l).positionsAnalysis.title)).size).toBe(4);
  });

  it('states the same figures in every section, read as each language writes them', () => {
    const dates = datesOf(card('en'));
    for (const locale of ['de', 'fr', 'es'] as const) {
      for (const section of ['marketContext', 'positionsAnalysis'] as const) {
        const english = figures(ourSentences(card('en'), section), 'en', dates);
        expect(english.length).toBeGreaterThan(section === 'positionsAnalysis' ? 10 : 2);
        expect(figures(ourSentences(card(locale), section), locale, dates), `${locale} ${section}`).toEqual(english);
      }
    }
  });

  it('carries the same numbers, citations, follow-up tools and staleness; only text differs', () => {
    const withoutWords = (c: Card) => ({
      citations: c.citations,
      staleness: c.staleness,
      asOf: c.asOf,
      baseCurrency: c.baseCurrency,
      totalValue: c.totalValue,
      positions: c.positions,
      allocation: { ...c.allocation, byAssetClass: c.allocation.byAssetClass.map(({ label: _label, ...rest }) => rest), bySector: c.allocation.bySector.map(({ label: _label, ...rest }) => rest), byRegion: c.allocation.byRegion.map(({ label: _label, ...rest }) => rest), byCurrency: c.allocation.byCurrency.map(({ label: _label, ...rest }) => rest) },
      performance: { ...c.performance, notes: c.performance.notes.length, benchmark: c.performance.benchmark && { ...c.performance.benchmark, label: null } },
      followUps: c.followUps.map((f) => f.tool),
      sectionCitations: [c.marketContext.citationIds, c.positionsAnalysis.citationIds],
      narrative: c.narrative,
      warnings: c.warnings.map((w) => ({ ...w, message: null })),
    });
    expect(card('en').citations.length).toBeGreaterThan(0);
    for (const locale of ['de', 'fr', 'es'] as const) expect(withoutWords(card(locale)), locale).toEqual(withoutWords(card('en')));
  });

  it('records a sample of sentences per language for review (a fixture read and judged by a person)', async () => {
    const answers: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      const c = card(locale);
      answers.push(`## ${locale}`, '', `### Headline (${c.headline.finding})`, '', c.headline.markdown, '', `### ${c.marketContext.title}`, '', c.marketContext.markdown, '', `### ${c.positionsAnalysis.title}`, '', c.positionsAnalysis.markdown, '');
      answers.push('### Follow-ups', '', ...c.followUps.map((f) => `- ${f.question}`), '', '### Performance notes', '', ...c.performance.notes.map((n) => `- ${n}`), '');
      // Asked in the widget's language: a question clearly in another language is answered in that one.
      const question = RISK_QUESTION[locale];
      const res = await chat(s.url, s.apiKey, { portfolioId: s.portfolioId, question, locale });
      answers.push(`### Chat: ${question}`, '', answerOf(res).answerMarkdown, '');
    }
    await expect(answers.join('\n').replace(/[\u00a0\u202f]/g, ' ')).toMatchFileSnapshot('./__fixtures__/card-sentences.md');
  });
});
