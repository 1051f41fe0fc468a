import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../i18n/messages/de/index.js';
import { en } from '../i18n/messages/en/index.js';
import { es } from '../i18n/messages/es/index.js';
import { fr } from '../i18n/messages/fr/index.js';
import { answerOf, askThread, chat, startChatServer, toolCallsOf, type ChatTestServer, type StreamedCall } from './testing/stream-client.test-helpers.js';

/**
 * Follow-up turns over HTTP, in the four languages (docs/chat.md, "Dialogue state"): a reference after a figure
 * of the whole book is the book; a new ask of the book drops the last answer's tools; a restatement ("no, I
 * meant …") runs what it names about the thread's subject; a percentage re-runs the what-if alone; "and the
 * euro?" replaces the rate's own currency; "since the start" clears a period; "why?" in each language is the
 * cause; a benchmark comparison keeps the thread's period; a pronoun keeps its subject beside a currency.
 * (The chat portfolio holds BTC, NVDA, AAPL, ASML, SHEL and AGG, largest first; base USD; no trades.)
 *
 * The trading book (below, by hand, all in USD so no rate enters): buy 10 AAPL at 200, fee 1, on 2026-02-10; sell 4 AAPL
 * at 220, fee 2, on 2026-04-15 (realized 4 × 20 = 80); buy 5 MSFT at 400, fee 3, on 2026-06-10; sell 2 AAPL at 250, fee 4,
 * on 2026-07-20 (realized 2 × 50 = 100); sell 2 MSFT at 450, fee 5, on 2026-09-15 (realized 2 × 50 = 100); dividends of
 * AAPL, $2.00 on 2026-03-13 and $3.00 on 2026-08-14. Fees: 15 in all, 2 in April, 14 since March (the stored period
 * nearest each span gives another figure: 12 over six months, 15 over a year); realized in July: 100; dividends in March: 2.
 */
let server: ChatTestServer;
let tradingBook: string;
const CATALOG = { en, de, fr, es } as const;
beforeAll(async () => {
  server = await startChatServer();
  const created = await request(server.ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', server.apiKey).send({ externalId: 'trading-book', baseCurrency: 'USD' }).expect(201);
  tradingBook = created.body.id as string;
  const activities = [
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 200, fees: 1, currency: 'USD', executedAt: '2026-02-10T15:00:00Z' },
    { type: 'dividend', ticker: 'AAPL', amount: 2, currency: 'USD', executedAt: '2026-03-13T12:00:00Z' },
    { ticker: 'AAPL', side: 'sell', quantity: 4, price: 220, fees: 2, currency: 'USD', executedAt: '2026-04-15T15:00:00Z' },
    { ticker: 'MSFT', side: 'buy', quantity: 5, price: 400, fees: 3, currency: 'USD', executedAt: '2026-06-10T15:00:00Z' },
    { ticker: 'AAPL', side: 'sell', quantity: 2, price: 250, fees: 4, currency: 'USD', executedAt: '2026-07-20T15:00:00Z' },
    { type: 'dividend', ticker: 'AAPL', amount: 3, currency: 'USD', executedAt: '2026-08-14T12:00:00Z' },
    { ticker: 'MSFT', side: 'sell', quantity: 2, price: 450, fees: 5, currency: 'USD', executedAt: '2026-09-15T15:00:00Z' },
  ];
  await request(server.ctx.app)
    .post(`/v1/sdk/partner-portfolios/${tradingBook}/trades`)
    .set('x-api-key', server.apiKey)
    .send({ trades: activities, currentHoldings: [{ ticker: 'AAPL', quantity: 4 }, { ticker: 'MSFT', quantity: 3 }] })
    .expect(200);
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

  it('de: a separable verb joined at the end of a "wenn" clause ("einbricht") is the same fall, on the new target', async () => {
    expect(await lastCalls('Was wäre, wenn Nvidia um 20 % fällt?', 'und wenn der ganze Techsektor so einbricht?')).toEqual([{ tool: 'what_if', args: { target: { kind: 'sector', value: 'technology' }, change: -0.2 } }]);
  });

  it('de: a currency that devalues, then another that revalues ("abwertet", "aufwertet" joined at the clause’s end)', async () => {
    const [first, second] = await askThread(server, ['Was passiert mit meinem Depot, wenn der Euro um 8 % abwertet?', 'Und wenn stattdessen das Pfund um 5 % aufwertet?']);
    expect(first?.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'currency', value: 'EUR' }, change: -0.08 } }]);
    expect(second?.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'currency', value: 'GBP' }, change: 0.05 } }]);
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
    // A filler after the cause word, and the cause asked in the past tense.
    ['en', 'what did my account return over the past month?', 'why tho?'],
    ['de', 'Wie hat sich mein Depot im Oktober entwickelt?', 'woran hat das gelegen?'],
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

  it('fr: "elle" keeps the holding the last answer named, valued in the currency beside it', async () => {
    expect(await lastCalls('Quelle est ma position la plus importante ?', 'et elle pèse combien en euros ?')).toEqual([{ tool: 'position', args: { ticker: 'BTC', currency: 'EUR' } }]);
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

describe('a currency alone after a position is the position valued in it', () => {
  it.each([
    ['en', 'How much is my Nvidia stake worth?', 'and in pounds?', 'NVDA', 'GBP', /£[\d,]+/],
    ['de', 'Was ist meine Apple-Position wert?', 'und in Euro?', 'AAPL', 'EUR', /[\d.]+(,\d+)?\s?€/],
    ['fr', 'Combien vaut ma ligne Nvidia ?', 'et en livres ?', 'NVDA', 'GBP', /[\d\s\u202f]+\s?£/],
    ['es', '¿Cuánto valen mis acciones de Apple?', '¿y en euros?', 'AAPL', 'EUR', /[\d.]+\s?€/],
  ] as const)('%s', async (language, first, second, ticker, currency, inCurrency) => {
    const [, turn] = await askThread(server, [first, second]);
    expect(turn?.calls).toEqual([{ tool: 'position', args: { ticker, currency } }]);
    // The sentence of the value in that currency, with an amount written in it.
    const sentence = CATALOG[language]['tool.position.in_currency'].split('{currency}')[0] as string;
    expect(turn?.answer.answerMarkdown).toContain(sentence);
    expect(turn?.answer.answerMarkdown).toMatch(inCurrency);
  });
});

describe('an off-topic turn mid-thread is declined, not a re-run of the last ask', () => {
  it.each([
    ['en', 'How risky is my portfolio?', 'btw, any idea who wrote Moby Dick?'],
    ['de', 'Wie viel ist mein Depot wert?', 'Übrigens, weißt du, ob es morgen in Hamburg regnet?'],
    ['fr', 'Quelle est la valeur de mon portefeuille ?', 'au fait, tu connais une bonne recette de crêpes ?'],
    ['es', '¿Cuánto vale mi cartera?', 'por cierto, ¿sabes si mañana hace sol en Sevilla?'],
    // A period in it (this year) is no slot of the last ask when the model knows none of its other words.
    ['de', 'Wie hat sich mein Depot dieses Jahr entwickelt?', 'ganz nebenbei: welches Team holt dieses Jahr die Schale im Basketball?'],
  ])('%s', async (_language, first, second) => {
    const [, turn] = await askThread(server, [first, second]);
    expect(turn?.answer.outcome).toBe('declined');
    expect(turn?.calls).toEqual([]);
  });
});

describe('a bare number after a what-if is its new percentage', () => {
  it.each([
    ['en', 'What if Nvidia dropped 20%?', 'and 35?', { kind: 'ticker', value: 'NVDA' }, -0.35],
    ['de', 'Was passiert, wenn Apple um 10 % fällt?', 'und bei 30?', { kind: 'ticker', value: 'AAPL' }, -0.3],
    ['fr', 'Et si le bitcoin chutait de 40 % ?', 'et à 60 ?', { kind: 'ticker', value: 'BTC' }, -0.6],
    ['es', '¿Qué pasa si Nvidia cae un 15 %?', '¿y con un 25?', { kind: 'ticker', value: 'NVDA' }, -0.25],
  ])('%s', async (_language, first, second, target, change) => {
    expect(await lastCalls(first, second)).toEqual([{ tool: 'what_if', args: { target, change } }]);
  });

  it('es: "en vez de" names the target replaced, not the new one', async () => {
    const [, , third] = await askThread(server, ['¿Qué pasa con mi cartera si el dólar cae un 10 %?', '¿y si cae un 20?', '¿y si en vez del dólar es la libra?']);
    expect(third?.calls).toEqual([{ tool: 'what_if', args: { target: { kind: 'currency', value: 'GBP' }, change: -0.2 } }]);
  });
});

describe('fees, income and realized gains over the exact days a follow-up names', () => {
  async function inBook(questions: string[]): Promise<{ calls: StreamedCall[]; text: string }> {
    let threadId: string | undefined;
    let last: { calls: StreamedCall[]; text: string } = { calls: [], text: '' };
    for (const question of questions) {
      const result = await chat(server.url, server.apiKey, { portfolioId: tradingBook, question, ...(threadId ? { threadId } : {}) });
      const started = result.events[0];
      threadId ??= started?.type === 'RUN_STARTED' ? started.threadId : undefined;
      last = { calls: toolCallsOf(result), text: answerOf(result).answerMarkdown };
    }
    return last;
  }

  it('en: the fees of April, not of the nearest stored period', async () => {
    const { calls, text } = await inBook(['How much have I paid in fees overall?', 'and in April?']);
    expect(calls).toMatchObject([{ tool: 'fees', args: { from: '2026-03-31', to: '2026-04-30' } }]);
    expect(text).toContain('**$2.00** (1 trade)');
  });

  it('de: the fees since March', async () => {
    const { calls, text } = await inBook(['Wie viel Gebühren habe ich insgesamt bezahlt?', 'und seit März?']);
    expect(calls).toMatchObject([{ tool: 'fees', args: { from: '2026-03-01', to: '2026-11-14' } }]);
    expect(text).toMatch(/\*\*14,00\s\$\*\* \(4 Transaktionen\)/);
  });

  it('fr: the dividends of March', async () => {
    const { calls, text } = await inBook(['Combien de dividendes ai-je touchés ?', 'et en mars ?']);
    expect(calls).toMatchObject([{ tool: 'income', args: { from: '2026-02-28', to: '2026-03-31' } }]);
    expect(text).toMatch(/Revenus sur la période du .* : 2,00\s?\$/);
  });

  it('es: what the sales of July realized', async () => {
    const { calls, text } = await inBook(['¿Cuánto he ganado con mis ventas?', '¿y en julio?']);
    expect(calls).toMatchObject([{ tool: 'realized_pnl', args: { from: '2026-06-30', to: '2026-07-31' } }]);
    expect(text).toMatch(/plusvalía de \*\*100\s\$\*\* \(1 venta\)/);
  });

  // A follow-up that names instruments and asks nothing else narrows the fees or the realized gains to them.
  // By hand: MSFT fees since March are the June buy (3) and the September sale (5); AAPL's are April's (2) and July's (4).
  it('en: the fees since March, then just on one name', async () => {
    const { calls, text } = await inBook(['What did I pay in fees since March?', 'just for microsoft please']);
    expect(calls).toMatchObject([{ tool: 'fees', args: { from: '2026-03-01', to: '2026-11-14', tickers: ['MSFT'] } }]);
    expect(text).toContain('$8.00');
  });

  it('de: the fees since March, then only one name', async () => {
    const { calls, text } = await inBook(['Welche Gebühren habe ich seit März gezahlt?', 'bloß für Apple']);
    expect(calls).toMatchObject([{ tool: 'fees', args: { from: '2026-03-01', to: '2026-11-14', tickers: ['AAPL'] } }]);
    expect(text).toMatch(/6,00\s\$/);
  });

  it('es: what the sales realized, then only one name', async () => {
    const { calls } = await inBook(['¿Cuánto he ganado con mis ventas?', 'solamente microsoft']);
    expect(calls).toMatchObject([{ tool: 'realized_pnl', args: { tickers: ['MSFT'] } }]);
  });
});

describe('after "why?" the thread continues the figure it explained', () => {
  it('en: a benchmark comparison keeps the period of the return before the cause', async () => {
    const [, , third] = await askThread(server, ['How did my portfolio do over the past three months?', 'why?', 'and against the S&P 500?']);
    expect(third?.calls).toEqual([{ tool: 'performance', args: { period: '3M', benchmark: 'sp500' } }]);
  });

  it('fr: the cause asked as "c’est dû à quoi ?", then the days of the return before it', async () => {
    const [, second, third] = await askThread(server, ['Comment a évolué mon portefeuille depuis mars ?', 'c’est dû à quoi ?', 'et par rapport au MSCI World ?']);
    expect(tools(second?.calls)).toEqual(['recent_changes']);
    expect(third?.calls).toMatchObject([{ tool: 'performance', args: { benchmark: 'msci_world', from: '2026-03-01' } }]);
  });
});

describe('"how much has it moved over …?" after a rate or a price is that subject’s move', () => {
  it.each([
    ['es', '¿A cuánto está el euro frente al dólar?', '¿cuánto se ha movido en los últimos seis meses?', 'fx_rate', '6M'],
    ['fr', 'Combien vaut la livre en euros ?', 'elle a bougé de combien sur un an ?', 'fx_rate', '1Y'],
    ['de', 'Was kostet Nvidia gerade?', 'und wie stark hat sie sich in drei Monaten bewegt?', 'price', '3M'],
    ['en', 'What does bitcoin trade at?', 'how much has it moved over six months?', 'price', '6M'],
  ])('%s', async (_language, first, second, tool, period) => {
    const calls = await lastCalls(first, second);
    expect(tools(calls)).toEqual([tool]);
    expect(calls[0]?.args.period).toBe(period);
  });
});

describe('a return over a span whose owner the reading drops, after one holding, is that holding’s move', () => {
  it.each([
    ['de', 'Wie viel ist meine ASML-Position wert?', 'und wie hat die sich seit April geschlagen?', 'ASML'],
    ['es', '¿Cuánto tengo en Shell?', '¿y qué tal ha ido desde abril?', 'SHEL'],
  ])('%s', async (_language, first, second, ticker) => {
    expect(await lastCalls(first, second)).toMatchObject([{ tool: 'price', args: { ticker, from: '2026-04-01' } }]);
  });

  it('es: the portfolio named is the portfolio’s return', async () => {
    expect(tools(await lastCalls('¿Cuánto tengo en Shell?', '¿y cómo ha ido mi cartera desde abril?'))).toEqual(['performance']);
  });
});

describe('a coin or company named alone after the fees narrows them to it (its name is no news topic here)', () => {
  it.each([
    ['en', 'what have my fees been since March?', 'only bitcoin'],
    ['es', '¿cuánto he pagado en comisiones desde marzo?', 'nada más de bitcoin'],
  ])('%s', async (_language, first, second) => {
    expect(await lastCalls(first, second)).toMatchObject([{ tool: 'fees', args: { from: '2026-03-01', tickers: ['BTC'] } }]);
  });
});

describe('after the smallest line, "it" is that line (the last of the list), not the largest', () => {
  // The chat portfolio's lines, largest first, end with AGG.
  it.each([
    ['en', 'what is the smallest holding in my portfolio?', 'and how has it moved since April?'],
    ['de', 'Was ist die kleinste Position in meinem Depot?', 'wie hat die sich seit April entwickelt?'],
    ['fr', 'quelle est la plus petite position de mon portefeuille ?', 'et elle a fait quoi depuis avril ?'],
  ])('%s', async (_language, first, second) => {
    expect(await lastCalls(first, second)).toMatchObject([{ tool: 'price', args: { ticker: 'AGG', from: '2026-04-01' } }]);
  });
});

describe('the user’s own gain on "it" after a holding is its position, not the market’s move of its price', () => {
  it.each([
    ['en', 'what is my nvidia position worth?', 'am i down on it?', 'NVDA'],
    ['en', 'where is shell trading?', 'and am i up on it?', 'SHEL'],
    ['de', 'Wie viel ist meine ASML-Position wert?', 'und was habe ich damit gewonnen?', 'ASML'],
    ['fr', 'combien vaut ma ligne shell ?', 'j’ai gagné combien dessus ?', 'SHEL'],
    ['es', '¿cuánto tengo en nvidia?', '¿y cuánto tengo ganado con ellas?', 'NVDA'],
  ])('%s: %s → %s', async (_language, first, second, ticker) => {
    expect(await lastCalls(first, second)).toEqual([{ tool: 'position', args: { ticker } }]);
  });
});

describe('the story asked for "from the start" after news is the same story’s course', () => {
  it.each([
    ['de', 'Was gibt es Neues bei ASML?', 'erzähl mir die Geschichte von Anfang an'],
    ['fr', 'quoi de neuf sur le pétrole ?', 'et cette histoire, depuis le début ?'],
    ['es', '¿qué noticias hay sobre la Fed?', 'cuéntame esa historia desde el principio'],
  ])('%s', async (_language, first, second) => {
    const [news, course] = await askThread(server, [first, second]);
    const query = news?.calls?.find((c) => c.tool === 'stories')?.args.query;
    expect(query).toBeTypeOf('string');
    expect(course?.calls).toEqual([{ tool: 'story_timeline', args: { query, tickers: [] } }]);
  });
});

describe('the trades that would bring the book back, asked after its fit, are the rebalance', () => {
  it.each([
    ['de', 'Passt mein Depot noch zu meinem Risikoprofil?', 'und welche Umschichtungen wären dafür nötig?'],
    ['es', '¿encaja mi cartera con mi perfil de riesgo?', '¿qué compras la devolverían al rango?'],
  ])('%s', async (_language, first, second) => {
    expect(tools(await lastCalls(first, second))).toEqual(['rebalance']);
  });

  it('de: the word alone, with nothing to fix, is still the turnover', async () => {
    expect(tools(await lastCalls('Wie viele Umschichtungen hatte ich dieses Jahr?'))).toEqual(['turnover']);
  });
});

describe('the user’s own holding of a named instrument after a price is its position; the name alone is its price', () => {
  it.each([
    ['en', 'where is amazon trading?', 'and my nvidia shares?', 'position', 'NVDA'],
    ['de', 'Was kostet eine Amazon-Aktie?', 'und wie viel ASML habe ich?', 'position', 'ASML'],
    ['en', 'where is amazon trading?', 'and nvidia?', 'price', 'NVDA'],
  ])('%s: %s → %s', async (_language, first, second, tool, ticker) => {
    expect(await lastCalls(first, second)).toMatchObject([{ tool, args: { ticker } }]);
  });
});

describe('an instrument named with its kind after an exposure is the instrument, not another asset class', () => {
  it('en: "and what about my Apple shares?" after the share in bonds', async () => {
    expect(await lastCalls('How much of my money is in bonds?', 'and what about my Apple shares?')).toEqual([{ tool: 'position', args: { ticker: 'AAPL' } }]);
  });
});
