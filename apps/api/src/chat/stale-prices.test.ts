import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { CHAT_NOW } from './testing/fixtures.test-helpers.js';
import { answerOf, chat, listen, type StreamResult } from './testing/stream-client.test-helpers.js';

/**
 * The chat names a stale close (issue 27 item 6): an answer that values a position at a close older
 * than its market's usual gap says so with the close's day and age, and a total says how much of it
 * rests on stale closes. Real HTTP against createApp; the sample market data with Apple's closes cut
 * after Thursday 2026-09-03 (the rest of the sample ends on 2026-11-13), the chat clock at 2026-11-14.
 *
 * Expected figures, by hand from the sample's prices.csv: AAPL closed at 229.11 on 2026-09-03, AGG at
 * 95.03 on 2026-11-13. 10 AAPL = $2,291.10 and 20 AGG = $1,900.60, total $4,191.70 (the chat shows
 * whole dollars); AAPL is 2,291.10 / 4,191.70 = 54.7% of it. 2026-09-03 → 2026-11-14 is 72 days: 10 weeks.
 */
const STALE_BOOK = { externalId: 'stale-apple', baseCurrency: 'USD', currentHoldings: [{ ticker: 'AAPL', quantity: 10 }, { ticker: 'AGG', quantity: 20 }] };
const FRESH_BOOK = { externalId: 'fresh-bonds', baseCurrency: 'USD', currentHoldings: [{ ticker: 'AGG', quantity: 20 }] };

let ctx: TestContext;
let url: string;
let apiKey: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(CHAT_NOW);
  await ctx.app.locals.services.marketImport.importSample((data) => ({
    ...data,
    prices: data.prices.filter((p) => p.value.ticker !== 'AAPL' || p.value.date <= '2026-09-03'),
  }));
  ({ apiKey } = await ctx.newOrg());
  const server = await listen(ctx.app);
  url = server.url;
  close = server.close;
});
afterAll(async () => {
  await close();
  await ctx.close();
});

function toolsOf(result: StreamResult): string[] {
  return result.events.flatMap((e) => (e.type === 'TOOL_CALL_START' ? [e.toolCallName] : []));
}

async function ask(portfolio: object, question: string, locale = 'en'): Promise<{ tools: string[]; text: string }> {
  const result = await chat(url, apiKey, { portfolio, question, locale });
  return { tools: toolsOf(result), text: answerOf(result).answerMarkdown };
}

describe('a chat answer on a position valued at a stale close', () => {
  /** How many times a day is written in a text. */
  const timesSaid = (text: string, day: string): number => text.split(day).length - 1;

  it('the position: its value, the close’s day once (in the price sentence), then the close’s age (en)', async () => {
    const { tools, text } = await ask(STALE_BOOK, 'How is my AAPL position doing?');
    expect(tools).toContain('position');
    expect(text).toContain('**$2,291**');
    expect(text).toContain('closed at $229.11 on Sep 3, 2026');
    expect(text).toContain('That close is 10 weeks old: older than usual for its market.');
    expect(timesSaid(text, 'Sep 3, 2026')).toBe(1);
  });

  it('the same in German, French and Spanish: the day once, then the age', async () => {
    const de = await ask(STALE_BOOK, 'Wie steht meine AAPL-Position da?', 'de');
    expect(de.text).toContain('Dieser Schlusskurs ist 10 Wochen alt: älter als für seinen Markt üblich.');
    expect(timesSaid(de.text, '03.09.2026')).toBe(1);
    const fr = await ask(STALE_BOOK, 'Où en est ma ligne AAPL ?', 'fr');
    expect(fr.text).toContain('Ce cours de clôture date de 10 semaines : plus ancien que d’habitude pour son marché.');
    const es = await ask(STALE_BOOK, '¿Cómo va mi posición en AAPL?', 'es');
    expect(es.text).toContain('Ese cierre tiene 10 semanas de antigüedad: más antiguo de lo habitual para su mercado.');
  });

  it('the portfolio’s value says how much of it rests on the stale close, and whose close it is (en, de)', async () => {
    const en = await ask(STALE_BOOK, 'What is my portfolio worth?');
    expect(en.tools).toContain('portfolio_summary');
    expect(en.text).toContain('**$4,192**');
    expect(en.text).toContain('One holding (AAPL), worth $2,291 or 54.7% of the portfolio, is valued at a price older than usual for its market.');
    expect(en.text).toContain('AAPL is priced at the close of Sep 3, 2026, 10 weeks old: older than usual for its market.');
    const de = await ask(STALE_BOOK, 'Wie viel ist mein Depot wert?', 'de');
    expect(de.text.replace(/\u00a0|\u202f/g, ' ')).toContain('Eine Position (AAPL) im Wert von 2.291 $, also 54,7 % des Depots, ist zu einem Kurs bewertet');
    expect(de.text).toContain('AAPL ist bewertet zum Schlusskurs vom 03.09.2026, 10 Wochen alt');
  });

  it('the holdings list says the same', async () => {
    const { tools, text } = await ask(STALE_BOOK, 'List all my holdings.');
    expect(tools).toContain('holdings');
    expect(text).toContain('54.7% of the portfolio');
    expect(text).toContain('AAPL is priced at the close of Sep 3, 2026, 10 weeks old');
  });

  it('the price of the instrument names its old close, its day once', async () => {
    const { tools, text } = await ask(FRESH_BOOK, 'What is the price of AAPL?');
    expect(tools).toContain('price');
    expect(text).toContain('That close is 10 weeks old');
    expect(timesSaid(text, 'Sep 3, 2026')).toBe(1);
  });

  it('a comparison names a stale close like the other answers (en, de)', async () => {
    const en = await ask(FRESH_BOOK, 'Compare AAPL and AGG');
    expect(en.tools).toEqual(['compare']);
    expect(en.text).toContain('That close is 10 weeks old: older than usual for its market.');
    expect(timesSaid(en.text, 'Sep 3, 2026')).toBe(1);
    // AGG's close of the day before the chat's clock is fresh: one age sentence, Apple's.
    expect(en.text.split('older than usual').length - 1).toBe(1);
    const de = await ask(FRESH_BOOK, 'Vergleiche AAPL mit AGG', 'de');
    expect(de.text).toContain('Dieser Schlusskurs ist 10 Wochen alt');
  });

  it('a fresh book’s answers carry no such sentence', async () => {
    for (const question of ['What is my portfolio worth?', 'How is my AGG position doing?', 'List all my holdings.']) {
      const { text } = await ask(FRESH_BOOK, question);
      expect(text, question).toContain('$1,901');
      expect(text, question).not.toMatch(/close of|older than usual/);
    }
    const de = await ask(FRESH_BOOK, 'Wie viel ist mein Depot wert?', 'de');
    expect(de.text).not.toMatch(/Schlusskurs vom|älter als/);
  });
});
