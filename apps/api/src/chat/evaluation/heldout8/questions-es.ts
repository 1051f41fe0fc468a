import { money, num, pct, qty, text } from '../facts.js';
import {
  ALLOC,
  BIGGEST,
  biggest,
  biggestMoverSince,
  closeOn,
  eitherPct,
  convo,
  eitherRate,
  feesSince,
  holding,
  holdingIn,
  last,
  latestAny,
  moveSince,
  NEWS,
  offTopic,
  priceSince,
  realizedOf,
  retSince,
  stressFacts,
  t,
  timelineAny,
  totalIn,
  tradedAfter,
  weight,
  Q3_END,
  Q3_START,
} from '../heldout6/figures.js';
import { gainPct, missing, outsideBands } from '../heldout7/figures.js';
import { concentration, holdingsReturn, periodStart, position } from '../reference.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import {
  adviceTurn,
  DIVIDEND,
  forecastTurn,
  inClass,
  indexSince,
  inMonth,
  inSector,
  isTicker,
  MWR_NAME,
  priceBetween,
  rateMoveSince,
  SEPTEMBER,
  shockFacts,
  SINCE_JULY,
  TEN_DAYS_AGO,
  TURNOVER,
  V,
  YEAR_END_2025,
} from './figures.js';

/** Any percentage as Spanish writes it (volatility is method-dependent: only that one is given). */
const SOME_PERCENT = text(/\d\s?%/);
/** “desde marzo” for the fees: the trades from Mar 1 on, i.e. after Feb 28. */
const FEB_28 = '2026-02-28';

/**
 * Held-out 8, Spanish: 60 turns, written blind on its own (README.md). The reasoning of each turn is in the comment
 * above it; every figure comes from ../reference.ts through the helpers named. Today is Mon 2026-11-16.
 */
export const ES: EvaluationConversation[] = [
  // ---------------------------------------------------------------- seguimientos (16 follow-up turns)
  convo(
    'es-f1-julio-msci-world',
    'follow-up',
    'usd-dividend',
    // “desde julio”: Jul 1 to today; today's holdings, no trades.
    t('¿cómo ha ido mi cartera desde julio?', ['performance'], [retSince(V.dividend, SINCE_JULY)]),
    // Against the named MSCI World (MXWO, a USD index in a USD book): the benchmark's return is the index's move.
    t('¿y frente al MSCI World?', ['performance'], [retSince(V.dividend, SINCE_JULY), indexSince('MXWO', SINCE_JULY)]),
    // “¿por qué?” after a figure of the whole book: its biggest mover (by value) since Jul 1.
    t('¿por qué?', [['performance', 'recent_changes']], [biggestMoverSince(V.dividend, SINCE_JULY)]),
  ),
  convo(
    'es-f2-nvidia-en-dolares',
    'follow-up',
    'eur-tech',
    // NVDA in the EUR book: 40 × 282.29 USD at today's rate, and its weight.
    t('q valor tiene lo que tengo de nvidia', ['position'], holding(V.tech, 'NVDA')),
    // The same value in USD (40 × 282.29).
    t('¿y en dólares?', ['position'], [holdingIn(V.tech, 'NVDA', 'USD')]),
    // Its units.
    t('¿cuántas acciones tengo?', ['position'], [qty(40)]),
  ),
  convo(
    'es-f3-comisiones-bitcoin',
    'follow-up',
    'trader',
    // “desde marzo”: the trades from Mar 1 on, each fee at its trade day's rate into USD.
    t('comisiones pagadas a partir de marzo?', ['fees'], [feesSince(FEB_28)]),
    // Only bitcoin, the period kept: Apr 14's sale, $10.
    t('¿y solo las de bitcoin?', ['fees'], [money(10, 'USD')]),
    // A restatement: the realized gain on BTC's sale (FIFO).
    t('no, me refiero a lo que gané vendiendo bitcoin', ['realized_pnl'], [realizedOf('BTC')]),
  ),
  convo(
    'es-f4-libra-euro-clasico',
    'follow-up',
    'gbp-conservative',
    // GBP/EUR today (the cross through USD; either quotation accepted).
    t('cambio libra euro hoy', ['fx_rate'], [eitherRate('GBP', 'EUR')]),
    // Its move this year (after Dec 31, 2025), either quotation's move.
    t('¿y cuánto se ha movido este año?', ['fx_rate'], [rateMoveSince('GBP', 'EUR', YEAR_END_2025)]),
    // A switch to football: declined, no figures.
    offTopic('oye, ¿quién ganó el clásico?'),
  ),
  convo(
    'es-f5-sap-bolsa',
    'follow-up',
    'eur-balanced',
    // SAP −25%: the amount and its share of the value.
    t('¿qué pasa si SAP cae un 25%?', ['what_if'], shockFacts(V.eur, isTicker('SAP'), -25)),
    // Only the size changes: SAP −40%.
    t('¿y si fuera un 40?', ['what_if'], shockFacts(V.eur, isTicker('SAP'), -40)),
    // “toda la bolsa” = the equity market (every equity holding) −40%.
    t('¿y si cae toda la bolsa un 40?', ['what_if'], shockFacts(V.eur, inClass('equity'), -40)),
  ),
  convo(
    'es-f6-ether-noticias',
    'follow-up',
    'usd-retiree',
    // ETH held: 0.5 units.
    t('cuánto ether tengo', ['position'], [qty(0.5)]),
    // Its stories: the crypto market-structure story is the only one linked to ETH.
    t('¿y qué noticias hay?', NEWS, latestAny('crypto-regulation')),
    // Its latest close.
    t('¿a cuánto cotiza ahora?', [['price', 'position']], [last('ETH')]),
  ),
  convo(
    'es-f7-clase-divisa',
    'follow-up',
    'eur-starter',
    // Asset classes: equity 57.3% (ACWI, SAP), fixed income 30.8% (AGG).
    t('¿qué reparto tengo entre acciones, bonos y cripto?', ALLOC, [weight(V.starter, 'assetClass', 'equity'), weight(V.starter, 'assetClass', 'fixed_income')]),
    // Currencies: USD 73.1%, EUR 26.9%.
    t('¿y por divisa?', ALLOC, [weight(V.starter, 'currency', 'USD'), weight(V.starter, 'currency', 'EUR')]),
  ),
  convo(
    'es-f8-mayor-trimestre',
    'follow-up',
    'gbp-income',
    // The largest holding: SHEL, 31.6%.
    t('¿qué es lo que más tengo en la cartera?', BIGGEST, biggest(V.income)),
    // “le” = SHEL: its price move last quarter, Q3 (Jun 30 to Sep 30, docs/chat.md) or the last three months (a fair reading of the words).
    t('¿y cómo le fue el último trimestre?', [['price', 'compare']], [eitherPct(priceBetween('SHEL', Q3_START, Q3_END), priceSince('SHEL', periodStart('3M')))]),
  ),
  convo(
    'es-f9-apple-nvidia',
    'follow-up',
    'usd-growth',
    // Price moves over six months (from the close on or before May 16).
    t('compara apple y nvidia en los ultimos 6 meses', ['compare'], [moveSince('AAPL', periodStart('6M')), moveSince('NVDA', periodStart('6M'))]),
    // “me ha dado más ganancia”: the user's own unrealized gain on each (all USD).
    t('¿y cuál me ha dado más ganancia?', ['compare'], [gainPct(V.usd, 'AAPL'), gainPct(V.usd, 'NVDA')]),
  ),
  convo(
    'es-f10-perfil-reequilibrar',
    'follow-up',
    'eur-bench',
    // Growth bands: fixed income 9.5% below its 10% minimum, crypto 11.8% above its 8% maximum.
    t('¿voy acorde a mi perfil de inversor o me he desviado?', ['profile_fit'], outsideBands(V.bench, 'es')),
    // The rebalance: the same two classes.
    t('¿y cómo la reequilibro?', ['rebalance'], outsideBands(V.bench, 'es', false)),
  ),

  // ---------------------------------------------------------------- consejo (5) y previsiones (3)
  convo('es-p1-vender-apple', 'policy', 'trader', adviceTurn('¿debería vender mis acciones de apple?')),
  convo('es-p2-mas-ether', 'policy', 'crypto-heavy', adviceTurn('¿me conviene meter más dinero en ether?')),
  convo('es-p3-shell-o-microsoft', 'policy', 'eur-diy', adviceTurn('shell o microsoft, con cual me quedo')),
  convo('es-p4-salir-exxon', 'policy', 'usd-benchmarked', adviceTurn('¿es buen momento para salir de exxon?')),
  convo('es-p5-diez-mil', 'policy', 'eur-balanced', adviceTurn('tú qué harías con 10.000 euros ahora mismo')),
  convo('es-p6-bitcoin-subira', 'policy', 'usd-growth', forecastTurn('¿el bitcoin subirá el año que viene?')),
  convo('es-p7-asml-dos-anos', 'policy', 'eur-tech', forecastTurn('¿cuánto valdrá ASML dentro de dos años?')),
  convo('es-p8-petroleo-rebote', 'policy', 'gbp-income', forecastTurn('¿crees que el petróleo va a rebotar pronto?')),

  // ---------------------------------------------------------------- fuera de tema (2) y sin datos (5)
  convo('es-o1-peli', 'off-topic', 'usd-growth', offTopic('¿me recomiendas una peli para esta noche?')),
  convo('es-o2-capital', 'off-topic', 'eur-starter', offTopic('¿cuál es la capital de Australia?')),
  // The IBEX 35 is neither a named benchmark nor in the market data.
  convo('es-m1-ibex', 'missing data', 'eur-balanced', missing('¿cómo va mi cartera comparada con el IBEX 35?', /IBEX/i)),
  // No book records dividends: the income tool says none are recorded.
  convo('es-m2-dividendos', 'missing data', 'usd-retiree', { question: 'dividendos recibidos en 2026', tools: ['income'], facts: [DIVIDEND] }),
  // Inditex has no market data: the price tool may run and say so.
  convo('es-m3-inditex', 'missing data', 'eur-starter', missing('¿a cuánto está la acción de Inditex?', /Inditex|ITX/i, { mayAlsoRun: ['price'] })),
  // Silver: a commodity without a series.
  convo('es-m4-plata', 'missing data', 'crypto-heavy', missing('precio de la plata hoy', /plata|silver/i)),
  // TSLA is held without market data: its tools may run, the answer says it cannot be valued.
  convo('es-m5-tesla', 'missing data', 'merged-missing', missing('¿cuánto vale mi tesla?', /TSLA|Tesla/i, { mayAlsoRun: ['position', 'price'] })),

  // ---------------------------------------------------------------- primeras preguntas sobre las herramientas (19)
  // 12-month turnover: the number of trades and the ratio.
  convo('es-a1-rotacion', 'trades', 'trader', t('rotación de la cartera en el último año', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // “las últimas dos semanas”: trades after Nov 2: MSFT Nov 3, ASML Nov 10.
  convo('es-a2-dos-semanas', 'trades', 'trader', t('¿qué operaciones hice en las últimas dos semanas?', ['recent_changes'], tradedAfter('2026-11-02'))),
  // FIFO realized P&L on NVDA's sales.
  convo('es-a3-realizado-nvidia', 'trades', 'trader', t('ganancias realizadas con nvidia', ['realized_pnl'], [realizedOf('NVDA')])),
  // Effective holdings 1/Σw² = 4.33; the largest, ASML, 30.6%.
  convo('es-a4-concentrada', 'concentration & risk', 'eur-tech', t('¿está mi cartera demasiado concentrada?', ['concentration'], [num(concentration(V.tech).effective), pct(V.tech.positions[0]!.weight)])),
  // The energy sector (XOM) −20%.
  convo('es-a5-energia', 'what-if', 'usd-dividend', t('si el sector energético cae un 20%, ¿cuánto pierdo?', ['what_if'], shockFacts(V.dividend, inSector('energy'), -20))),
  // GBP: SHEL, 25.9%, and its EUR value.
  convo('es-a6-libras', 'allocation & exposure', 'eur-diy', t('y de libra esterlina cuanto llevo en la cartera, en %', ALLOC, [weight(V.diy, 'currency', 'GBP'), money(position(V.diy, 'SHEL').value, 'EUR')])),
  // “en septiembre” as the span: Aug 31 to Sep 30.
  convo('es-a7-septiembre', 'performance', 'crypto-heavy', t('rentabilidad en septiembre', ['performance'], [inMonth(V.crypto, SEPTEMBER)])),
  // Volatility is method-dependent: the word and a percentage.
  convo('es-a8-volatilidad', 'concentration & risk', 'eur-balanced', t('¿cuánto fluctúa mi cartera normalmente?', ['risk'], [text(/volatil|oscila|fluct/i), SOME_PERCENT])),
  // The TIR (money-weighted) this year on a book without trades: the value's change since Dec 31.
  convo('es-a9-tir', 'performance', 'usd-benchmarked', t('TIR de mi cartera en lo que va de año', ['performance'], [MWR_NAME, pct(holdingsReturn(V.benchmarked, 'YTD'))])),
  // JPM's price move over the past 10 days (from the close on or before Nov 6).
  convo('es-a10-jpm-10-dias', 'market', 'gbp-income', t('¿cuánto ha subido JPM en los últimos 10 días?', [['price', 'compare']], [moveSince('JPM', TEN_DAYS_AGO)])),
  // MSFT is not held in usd-retiree: its latest close.
  convo('es-a11-microsoft', 'market', 'usd-retiree', t('precio actual de microsoft', ['price'], [last('MSFT')])),
  // ASML's close on Jun 30, 2026.
  convo('es-a12-asml-30-junio', 'market', 'eur-bench', t('¿a cuánto cerró ASML el 30 de junio?', ['price'], [closeOn('ASML', '2026-06-30')])),
  // The Fed's own story, its latest development.
  convo('es-a13-fed', 'news', 'eur-diy', t('¿hay noticias sobre la Reserva Federal?', NEWS, latestAny('fed-rate-path'))),
  // Nvidia's results and guidance story: the days of its five most recent developments.
  convo('es-a14-nvidia-historia', 'news', 'eur-tech', t('cuéntame la historia de los resultados de nvidia desde el principio', ['story_timeline'], timelineAny('nvda-guidance'))),
  // A term explained.
  convo('es-a15-fifo', 'explain', 'usd-dividend', t('¿qué significa FIFO?', ['explain_term'], [text(/FIFO|primer|first/i)])),
  // The GBP book's value in USD at today's rate.
  convo('es-a16-en-dolares', 'portfolio', 'gbp-conservative', t('¿cuánto vale mi cartera en dólares?', ['portfolio_summary'], [totalIn(V.gbp, 'USD')])),
  // Stress: equity −20%, bonds flat.
  convo('es-a17-estres', 'concentration & risk', 'usd-benchmarked', t('prueba de estrés de mi cartera', ['risk'], stressFacts(V.benchmarked))),
  // Fixed income: AGG and IEF, 82.6%.
  convo('es-a18-renta-fija', 'allocation & exposure', 'usd-retiree', t('¿qué porcentaje tengo en renta fija?', ALLOC, [weight(V.retiree, 'assetClass', 'fixed_income')])),
  // The whole list: each holding's value in EUR.
  convo('es-a19-posiciones', 'portfolio', 'eur-balanced', t('¿qué posiciones tengo?', ['holdings'], V.eur.positions.map((p) => money(p.value, 'EUR')))),
];
