import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, type Locale, type MessageKey } from '../../i18n/catalog.js';
import { numbersIn } from '../../i18n/numbers.js';
import { splitSentences } from '../llm/sentences.js';
import { answerOf, chat, startChatServer, type ChatTestServer, type StreamResult } from '../testing/stream-client.test-helpers.js';

/**
 * The answers read the way a user reads them, over HTTP against a real server: for each tool, in each
 * language, the first sentence states the figure that was asked for (taken from the tool's own result
 * on the stream), no sentence or list line says what another already said, and a yes/no question
 * opens with the catalog's yes or no. The questions are the follow-up chips' own wordings, so each
 * reaches its tool in all four languages.
 */

const LOCALES: Locale[] = ['en', 'de', 'fr', 'es'];

type Output = Record<string, unknown> & Record<'top' | 'items' | 'slices', { weight: number; value: number }[] | undefined>;

/** A percentage and an amount as the answers write them (one decimal; whole units of money), in numbersIn's plain form. */
const pct = (ratio: number): string => `${(Math.abs(ratio) * 100).toFixed(1)}%`;
const money = (amount: number): string => String(Math.round(Math.abs(amount)));

/** Per tool: the question (a follow-up chip) and the figure its answer must lead with, from the tool's output. */
const ASKED: { key: MessageKey; params?: Record<string, string>; tool: string; figure: (o: Output) => string }[] = [
  { key: 'suggest.summary', tool: 'portfolio_summary', figure: (o) => money(o.totalValue as number) },
  { key: 'suggest.performance', tool: 'performance', figure: (o) => pct(o.twr as number) },
  { key: 'suggest.risk', tool: 'risk', figure: (o) => pct(o.volatility as number) },
  { key: 'suggest.concentration', tool: 'concentration', figure: (o) => pct(o.top![0]!.weight) },
  { key: 'suggest.allocation', tool: 'allocation', figure: (o) => pct(o.slices![0]!.weight) },
  { key: 'suggest.fit', tool: 'profile_fit', figure: (o) => String(o.horizonYears) },
  { key: 'suggest.what_if', params: { ticker: 'NVDA' }, tool: 'what_if', figure: (o) => money(o.delta as number) },
  { key: 'suggest.sector_exposure', params: { sector: '' }, tool: 'exposure', figure: (o) => pct(o.weight as number) },
  { key: 'suggest.currency_exposure', params: { currency: 'EUR' }, tool: 'exposure', figure: (o) => pct(o.weight as number) },
  { key: 'suggest.position', params: { ticker: 'NVDA' }, tool: 'position', figure: (o) => money(o.value as number) },
  { key: 'suggest.price', params: { ticker: 'NVDA' }, tool: 'price', figure: (o) => (o.close as number).toFixed(2) },
  { key: 'suggest.holdings', tool: 'holdings', figure: (o) => money(o.items![0]!.value) },
];

/** Tools whose answer on this book (no trade log, news of the day) has no figure of its own to lead with; read for repeats only. */
const WORDED_ONLY: MessageKey[] = ['suggest.fees', 'suggest.turnover', 'suggest.realized', 'suggest.recent', 'suggest.news'];

/** The sector as each language's chip names it (the widget fills the chip from the card's words). */
const TECHNOLOGY: Record<Locale, string> = { en: 'technology', de: 'Technologie', fr: 'technologie', es: 'tecnología' };

const outputsOf = (result: StreamResult, tool: string): Output[] => {
  const names = new Map<string, string>();
  const out: Output[] = [];
  for (const e of result.events) {
    if (e.type === 'TOOL_CALL_START') names.set(e.toolCallId, e.toolCallName);
    if (e.type === 'TOOL_CALL_RESULT' && names.get(e.toolCallId) === tool) out.push(JSON.parse(e.content) as Output);
  }
  return out;
};

/** The catalog's yes and no, as they open an answer. */
const yesNo = (locale: Locale): string[] => [t('chat.yes', {}, locale), t('chat.no', {}, locale)];

/** The answer as a reader meets it: its yes or no (if any), its first sentence (one ending in ":" read with the list line after it), and every sentence and list line. */
function read(markdown: string, locale: Locale): { verdict: string | undefined; lead: string; sentences: string[] } {
  const verdict = yesNo(locale).find((word) => markdown.startsWith(word));
  const rest = verdict ? markdown.slice(verdict.length).trimStart() : markdown;
  // A list line is one item (two stories may each touch the same holdings); prose is read sentence by sentence.
  const sentences = rest
    .split('\n')
    .flatMap((line) => (/^\s*- /.test(line) ? [line] : splitSentences(line)))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const first = sentences[0] ?? '';
  const lead = first.endsWith(':') ? `${first} ${sentences[1] ?? ''}` : first;
  return { verdict, lead, sentences };
}

/** Two sentences (or list lines) that say the same: equal once `**` and citation markers are left out. */
function repeats(sentences: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const s of sentences) {
    const key = s.replace(/\*\*|\[\d+\]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (seen.has(key)) twice.push(s);
    seen.add(key);
  }
  return twice;
}

describe('answers lead with what was asked, in every language', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const ask = (question: string, locale: Locale) => chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question, locale });

  for (const locale of LOCALES) {
    it(`${locale}: the first sentence carries the asked figure, and nothing is said twice`, async () => {
      for (const asked of ASKED) {
        const question = t(asked.key, asked.params?.sector === '' ? { sector: TECHNOLOGY[locale] } : (asked.params ?? {}), locale);
        const result = await ask(question, locale);
        const answer = answerOf(result);
        const [output] = outputsOf(result, asked.tool);
        expect(output, `${question}: ${asked.tool} ran`).toBeDefined();
        const { lead, sentences } = read(answer.answerMarkdown, locale);
        const figure = numbersIn(asked.figure(output!), 'en')[0];
        expect(numbersIn(lead.replace(/\[\d+\]/g, ' '), locale), `${question}\n${answer.answerMarkdown}`).toContain(figure);
        expect(repeats(sentences), `${question}\n${answer.answerMarkdown}`).toEqual([]);
      }
      for (const key of WORDED_ONLY) {
        const question = t(key, {}, locale);
        const answer = answerOf(await ask(question, locale));
        const { lead, sentences } = read(answer.answerMarkdown, locale);
        expect(lead.length, question).toBeGreaterThan(0);
        expect(repeats(sentences), `${question}\n${answer.answerMarkdown}`).toEqual([]);
      }
    });

    it(`${locale}: a yes/no question opens with the catalog's yes or no, decided by the tool's result, then why`, async () => {
      // The chat portfolio is moderate (a 15% limit for one holding) and holds BTC at about 33%: too concentrated, and not a fit.
      const concentrated = answerOf(await ask(t('suggest.concentration', {}, locale), locale));
      const [yes, no] = yesNo(locale);
      expect(concentrated.answerMarkdown.startsWith(`${yes} `), concentrated.answerMarkdown).toBe(true);
      const fits = await ask(t('suggest.fit', {}, locale), locale);
      const fitAnswer = answerOf(fits).answerMarkdown;
      expect(fitAnswer.startsWith(`${no} `), fitAnswer).toBe(true);
      // The why: the part that decided it comes right after the yes or no, with the profile's figures.
      const [fit] = outputsOf(fits, 'profile_fit');
      expect(read(fitAnswer, locale).lead).toContain(String(fit!.horizonYears));
      // An open question gets no yes or no.
      const open = answerOf(await ask(t('suggest.risk', {}, locale), locale)).answerMarkdown;
      expect(yesNo(locale).some((word) => open.startsWith(word)), open).toBe(false);
    });
  }

  it('the issue’s yes/no questions: too risky for me, beating the S&P 500, too much in tech', async () => {
    const risky = await ask('Is my portfolio too risky for me?', 'en');
    const [risk] = outputsOf(risky, 'risk');
    const profile = risk!.profile as { volatilityLimit: number };
    const tooRisky = (risk!.volatility as number) > profile.volatilityLimit;
    expect(answerOf(risky).answerMarkdown).toMatch(new RegExp(`^\\*\\*${tooRisky ? 'Yes' : 'No'}\\.\\*\\* Over the past year, today’s holdings would have swung with an annualized volatility of \\*\\*${pct(risk!.volatility as number).replace('.', '\\.')}\\*\\*`));

    const beating = await ask('Am I beating the S&P 500?', 'en');
    const [performance] = outputsOf(beating, 'performance');
    const ahead = (performance!.twr as number) > (performance!.benchmark as number);
    expect(performance!.benchmarkName).toBe('sp500');
    expect(answerOf(beating).answerMarkdown).toMatch(new RegExp(`^\\*\\*${ahead ? 'Yes' : 'No'}\\.\\*\\* Over the past year your portfolio is (up|down) \\*\\*${pct(performance!.twr as number).replace('.', '\\.')}\\*\\*`));

    const tech = await ask('Do I have too much in tech?', 'en');
    const [exposure] = outputsOf(tech, 'exposure');
    const limit = exposure!.limit as { max: number };
    const tooMuch = (exposure!.weight as number) > limit.max;
    const text = answerOf(tech).answerMarkdown;
    expect(text).toMatch(new RegExp(`^\\*\\*${tooMuch ? 'Yes' : 'No'}\\.\\*\\* Your exposure to technology is \\*\\*${pct(exposure!.weight as number).replace('.', '\\.')}\\*\\*`));
    expect(text).toContain(`the ${Math.round(limit.max * 100)}% that your moderate risk profile allows in one sector`);
  });

  it('what does not fit one screen is one follow-up away: the chip that asks for it comes first', async () => {
    // "Too risky for me?": the volatility against the profile's limit, then the fit; the drawdown and the stress test wait behind a chip.
    const risky = answerOf(await ask('Is my portfolio too risky for me?', 'en'));
    expect(risky.answerMarkdown).toContain('target range');
    expect(risky.answerMarkdown).not.toContain('drawdown');
    expect(risky.followUps[0]).toEqual({ question: t('suggest.risk', {}, 'en'), tool: 'risk' });
    // "Does it fit my profile?": the fit, and the risk figures a chip away: deferred (the chip first) when the
    // planner ran risk beside the fit, or simply offered when it did not ("risk profile" is not a risk request).
    const fitsResult = await ask('Does my portfolio fit my risk profile?', 'en');
    const fits = answerOf(fitsResult);
    const riskChip = { question: t('suggest.risk', {}, 'en'), tool: 'risk' };
    expect(fits.answerMarkdown).not.toContain('annualized volatility');
    if (outputsOf(fitsResult, 'risk').length > 0) expect(fits.followUps[0]).toEqual(riskChip);
    else expect(fits.followUps).toContainEqual(riskChip);
  });
});
