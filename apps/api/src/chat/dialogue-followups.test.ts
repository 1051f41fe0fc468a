import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askThread, startChatServer, type ChatTestServer, type StreamedCall } from './testing/stream-client.test-helpers.js';

/**
 * Follow-up turns over HTTP, in the four languages (docs/chat.md, "Dialogue state"): a reference after a figure
 * of the whole book is the book; a new ask of the book drops the last answer's tools; a restatement ("no, I
 * meant …") runs what it names about the thread's subject; a percentage re-runs the what-if alone; "and the
 * euro?" replaces the rate's own currency; "since the start" clears a period; "why?" in each language is the
 * cause; a benchmark comparison keeps the thread's period; a pronoun keeps its subject beside a currency.
 * (The chat portfolio holds BTC, NVDA, AAPL, ASML, SHEL and AGG, largest first; base USD; no trades.)
 */
let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});

const tools = (calls: StreamedCall[] | undefined): string[] => (calls ?? []).map((c) => c.tool);
async function lastCalls(...questions: string[]): Promise<StreamedCall[]> {
  const turns = await askThread(server, questions);
  const last = turns.at(-1);
  expect(last?.answer.outcome, questions.join(' → ')).toBe('answered');
  return last?.calls ?? [];
}

describe('a reference after a figure of the whole book is the book, not its largest holding', () => {
  it.each([
    ['en', 'What is the total value of my account?', 'and how did it perform over the last three months?', '3M'],
    ['de', 'Wie viel ist mein Depot wert?', 'Und wie hat es sich seit Jahresbeginn geschlagen?', 'YTD'],
  ])('%s', async (_language, first, second, period) => {
    expect(await lastCalls(first, second)).toEqual([{ tool: 'performance', args: { period } }]);
  });
});

describe('a new ask of the book after a rate does not run the rate again', () => {
  it.each([
    ['en', 'Where does the pound stand against the dollar?', 'ok, back to my own money: how risky is it overall?'],
    ['de', 'Wie steht der Euro zum Dollar?', 'Und wie riskant ist mein Depot insgesamt?'],
  ])('%s', async (_language, first, second) => {
    expect(tools(await lastCalls(first, second))).toEqual(['risk']);
  });
});

describe('a restatement runs what it names, about the thread’s subject', () => {
  it.each([
    ['en', 'How much did Nvidia cost me?', 'no, I meant what it trades at right now', 'price', 'NVDA'],
    ['de', 'Was habe ich an Nvidia verdient?', 'nein, ich meinte die Gebühren', 'fees', 'NVDA'],
    ['fr', 'Combien vaut ma ligne Apple ?', 'non, je voulais dire son cours actuel', 'price', 'AAPL'],
    ['es', '¿Cuánto he ganado con Apple?', 'no, me refería a las comisiones', 'fees', 'AAPL'],
  ])('%s', async (_language, first, second, tool, ticker) => {
    const calls = await lastCalls(first, second);
    expect(tools(calls)).toEqual([tool]);
    expect(calls[0]?.args.ticker ?? (calls[0]?.args.tickers as string[] | undefined)?.[0]).toBe(ticker);
  });
});

describe('a what-if follow-up keeps its target and its direction', () => {
  it('en: another percentage', async () => {
    expect(await lastCalls('What happens to me if tech stocks drop 25%?', 'and at 40%?')).toEqual([{ tool: 'what_if', args: { target: { kind: 'sector', value: 'technology' }, change: -0.4 } }]);
  });

  it('de: another percentage, said as a clause', async () => {
    expect(await lastCalls('Was wäre, wenn Krypto um 40 % fällt?', 'und wenn es 60 % wären?')).toEqual([{ tool: 'what_if', args: { target: { kind: 'asset_class', value: 'crypto' }, change: -0.6 } }]);
  });

  it('es: another percentage, then another target with the same move', async () => {
    const [, second, third] = await askThread(server, ['¿Y si las criptomonedas bajaran un 40 %?', '¿y si fuera un 70 %?', '¿y si solo baja Nvidia?']);
    expect(second?.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'asset_class', value: 'crypto' }, change: -0.7 } }]);
    expect(third?.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'ticker', value: 'NVDA' }, change: -0.7 } }]);
  });

  it('en: "it" is the thread’s currency; the one named after "against" is only the other side', async () => {
    expect(await lastCalls('What share of my money is in euros?', 'and if it fell 15% against the dollar?')).toEqual([{ tool: 'what_if', args: { target: { kind: 'currency', value: 'EUR' }, change: -0.15 } }]);
  });
});

describe('a currency alone after a rate replaces the side that is not the book’s currency', () => {
  it.each([
    ['en', 'How many dollars does a pound buy?', 'and the euro?', { base: 'EUR', quote: 'USD' }],
    ['en', 'What is a euro worth in pounds?', 'and in dollars?', { base: 'EUR', quote: 'USD' }],
    ['fr', 'Combien vaut la livre en dollars ?', 'et l’euro ?', { base: 'EUR', quote: 'USD' }],
  ])('%s: %s → %s', async (_language, first, second, pair) => {
    const calls = await lastCalls(first, second);
    expect(tools(calls)).toEqual(['fx_rate']);
    expect(calls[0]?.args).toMatchObject(pair);
  });
});

describe('"why?" in each language is the cause of what the last answer showed', () => {
  it.each([
    ['de', 'Wie hat sich mein Depot im letzten Monat geschlagen?', 'Woran liegt das?'],
    ['fr', 'Comment a évolué mon portefeuille ce mois-ci ?', 'qu’est-ce qui explique ça ?'],
    ['es', '¿Qué rentabilidad ha tenido mi cartera este año?', '¿a qué se debe?'],
  ])('%s', async (_language, first, second) => {
    // After a return of the book, its cause is the book's movers.
    expect(tools(await lastCalls(first, second))).toEqual(['recent_changes']);
  });
});

describe('slots and periods the thread keeps', () => {
  it('en: a comparison with the benchmark keeps the period of the return before it', async () => {
    const calls = await lastCalls('How did my portfolio do this year?', 'how does that stack up against the benchmark?');
    expect(tools(calls)).toEqual(['performance']);
    expect(calls[0]?.args.period).toBe('YTD');
  });

  it('es: the fees "since the start" have no period', async () => {
    expect(await lastCalls('¿Qué comisiones pagué el último año?', '¿y desde el principio?')).toEqual([{ tool: 'fees', args: { tickers: [] } }]);
  });

  it('fr: "elle" keeps the holding the last answer named, with a currency beside it', async () => {
    expect(await lastCalls('Quelle est ma position la plus importante ?', 'et elle pèse combien en euros ?')).toEqual([{ tool: 'position', args: { ticker: 'BTC' } }]);
  });
});

describe('"how has it developed?" after news is the story’s course, not the portfolio’s return', () => {
  it.each([
    ['de', 'Was gibt es Neues zum Ölpreis?', 'und wie hat sich das entwickelt?'],
    ['es', '¿Qué noticias hay del petróleo?', 'cuéntame cómo ha ido evolucionando'],
  ])('%s', async (_language, first, second) => {
    expect(tools(await lastCalls(first, second))).toEqual(['story_timeline']);
  });
});
