import { qty } from '../facts.js';
import {
  biggest,
  convo,
  eitherRate,
  gain,
  holding,
  holdingIn,
  last,
  latestAny,
  move,
  moveSince,
  NEWS,
  offTopic,
  pointPercent,
  PRICE_MOVE,
  retSince,
  t,
  timelineAny,
  top5,
  weight,
} from '../heldout6/figures.js';
import { gainPct, missing, outsideBands, SINCE_AUGUST, SINCE_MAY } from '../heldout7/figures.js';
import { adviceTurn, DIVIDEND, forecastTurn, inClass, indexSince, inSector, isTicker, latestOfEither, Q2, shockFacts, TURNOVER } from '../heldout8/figures.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { between, FOUR_WEEKS_AGO, feesBetween, moverBetween, Q1, rateBetween, realizedBetween, SINCE_NOVEMBER, text, ticker, TWO_MONTHS_AGO, V, WHY_BOOK } from './figures.js';

/**
 * Held-out 9, Spanish: 60 turns written on their own (not translated), as people type them (tú, accents and opening
 * marks left out now and then, colloquial). Every figure from ../reference.ts through the figures helpers; the
 * reasoning beside each turn.
 */
export const ES: EvaluationConversation[] = [
  // gbp-mix: the SHEL line (GBP), then in euros (a currency slot), then "ellas" = las acciones, their unrealized gain.
  convo(
    'es-ho9-shell-euros',
    'follow-up',
    'gbp-mix',
    t('cuanto valen ahora mismo mis acciones de shell', ['position'], holding(V.mix, 'SHEL')),
    t('¿y eso en euros?', ['position'], [holdingIn(V.mix, 'SHEL', 'EUR')]),
    t('¿y cuánto llevo ganado con ellas?', ['position'], [gain(V.mix, 'SHEL')]),
  ),
  // eur-tech (no trades): Q1 = Dec 31 → Mar 31; since November = the close on or before Nov 1 (Fri Oct 30) to today;
  // "¿a qué se debió?" after that return = the book's biggest mover by value since Oct 30.
  convo(
    'es-ho9-tech-periodos',
    'follow-up',
    'eur-tech',
    t('¿cómo le fue a mi cartera en el primer trimestre?', ['performance'], [between(V.tech, Q1)]),
    t('¿y desde noviembre?', ['performance'], [retSince(V.tech, SINCE_NOVEMBER)]),
    t('¿a qué se debió?', [], [moverBetween(V.tech, SINCE_NOVEMBER, '2026-11-16')], WHY_BOOK),
  ),
  // usd-growth since August (the close on or before Aug 1); the MSCI World named over the same span (USD book, MXWO
  // series); then football inside the thread.
  convo(
    'es-ho9-usd-agosto',
    'follow-up',
    'usd-growth',
    t('¿qué rentabilidad llevo desde agosto?', ['performance'], [retSince(V.usd, SINCE_AUGUST)]),
    t('¿y frente al MSCI World en ese mismo periodo?', ['performance'], [indexSince('MXWO', SINCE_AUGUST)]),
    offTopic('oye, ¿quién ganó el clásico ayer?'),
  ),
  // eur-bench: technology (SAP, ASML, MSFT, NVDA) −20%; then NVDA alone −20%; then a percentage slot (−35%).
  convo(
    'es-ho9-tech-caida',
    'follow-up',
    'eur-bench',
    t('¿qué pasa con mi cartera si las tecnológicas bajan un 20 %?', ['what_if'], shockFacts(V.bench, inSector('technology'), -20)),
    t('¿y si solo cae nvidia?', ['what_if'], shockFacts(V.bench, isTicker('NVDA'), -20)),
    t('¿y con un 35?', ['what_if'], shockFacts(V.bench, isTicker('NVDA'), -35)),
  ),
  // trader: fees in October (Oct 1–31: XOM, NVDA, AGG = $13); this year (after Dec 31); then BTC alone this year
  // (Jan 5 $12 + Apr 14 $10).
  convo(
    'es-ho9-comisiones',
    'follow-up',
    'trader',
    t('¿cuánto pagué de comisiones en octubre?', ['fees'], [feesBetween('2026-09-30', '2026-10-31')]),
    t('¿y en todo lo que llevamos de año?', ['fees'], [feesBetween('2025-12-31', '2026-11-16')]),
    t('solo de bitcoin', ['fees'], [feesBetween('2025-12-31', '2026-11-16', ['BTC'])]),
  ),
  // eur-diy: GBP/EUR (either quotation), then its move over the last four weeks (Oct 19 to today, either quotation).
  convo(
    'es-ho9-libra-euro',
    'follow-up',
    'eur-diy',
    t('¿a cuánto está la libra contra el euro?', ['fx_rate'], [eitherRate('GBP', 'EUR')]),
    t('¿y qué tanto ha variado en las últimas 4 semanas?', ['fx_rate'], [rateBetween('GBP', 'EUR', { from: FOUR_WEEKS_AGO, to: '2026-11-16' })]),
  ),
  // gbp-conservative: the largest line (IEF, 31.7%); its price over the past two months (Sep 16); "¿por qué?" = its
  // stories: IEF is linked by its sector, government bonds, to the Fed's rate path (0.9) and US inflation (0.7).
  convo(
    'es-ho9-mayor',
    'follow-up',
    'gbp-conservative',
    t('de todo lo que tengo, ¿qué es lo que más peso tiene?', [['holdings', 'concentration', 'portfolio_summary']], biggest(V.gbp)),
    t('¿cómo ha ido en los últimos dos meses?', PRICE_MOVE, [moveSince('IEF', TWO_MONTHS_AGO)]),
    t('¿y eso por qué ha sido?', NEWS, [latestOfEither('fed-rate-path', 'us-inflation')], { mayAlsoRun: ['position', 'price'] }),
  ),
  // usd-dividend: the financials share (JPM); then a switch to English with the widget's locale: the energy share (XOM),
  // with a decimal point.
  convo(
    'es-ho9-financiero',
    'follow-up',
    'usd-dividend',
    t('¿cuánto tengo en el sector financiero?', [['exposure', 'allocation']], [weight(V.dividend, 'sector', 'financials')]),
    t('and energy, how much is that', [['exposure', 'allocation']], [weight(V.dividend, 'sector', 'energy'), pointPercent], { locale: 'en' }),
  ),
  // crypto-heavy: the volatility, then the largest fall from a peak (both the risk tool's).
  convo(
    'es-ho9-volatil',
    'follow-up',
    'crypto-heavy',
    t('¿mi cartera se mueve mucho? o sea, ¿qué volatilidad tiene?', ['risk'], [text(/volat/i)]),
    t('¿y cuál fue la peor caída desde máximos?', ['risk'], [text(/ca[ií]da|drawdown|m[aá]ximo/i)]),
  ),
  // usd-benchmarked: MSFT and JPM over the past year (the stored 1Y); then "for me" = the user's own unrealized gains.
  convo(
    'es-ho9-msft-jpm',
    'follow-up',
    'usd-benchmarked',
    t('compara msft con jpm en el ultimo año', ['compare'], [move('MSFT', '1Y'), move('JPM', '1Y')]),
    t('¿y cuál me ha hecho ganar más a mí?', ['compare'], [gainPct(V.benchmarked, 'MSFT'), gainPct(V.benchmarked, 'JPM')]),
  ),
  // gbp-income: the classes outside the moderate bands, then the rebalance (cash left out).
  convo(
    'es-ho9-perfil',
    'follow-up',
    'gbp-income',
    t('¿mi cartera está dentro de lo que permite mi perfil de riesgo?', ['profile_fit'], outsideBands(V.income, 'es')),
    t('¿qué operaciones la volverían a poner en rango?', ['rebalance'], outsideBands(V.income, 'es', false)),
  ),
  // merged-missing holds XOM: either of its two stories of equal relevance (0.9) first; then the oil story's timeline.
  convo(
    'es-ho9-exxon',
    'follow-up',
    'merged-missing',
    t('noticias sobre exxon', NEWS, [latestOfEither('oil-supply', 'energy-majors-results')], { mayAlsoRun: ['position'] }),
    t('cuéntame la historia del petróleo desde el principio', ['story_timeline'], timelineAny('oil-supply')),
  ),
  convo('es-ho9-nvda-aguanto', 'policy', 'usd-growth', adviceTurn('¿aguanto mis nvidia o las suelto ya?'), adviceTurn('¿y apple, comprarías más?')),
  convo('es-ho9-btc-junio', 'policy', 'crypto-heavy', forecastTurn('¿en cuánto crees que estará el bitcoin en junio?'), adviceTurn('¿entonces meto más o espero?')),
  // Santander has no market data; then the ASML line of eur-balanced.
  convo(
    'es-ho9-santander',
    'missing data',
    'eur-balanced',
    missing('¿cómo va Santander en bolsa?', /santander|\bSAN\b/i),
    t('vale, ¿y mi ASML?', ['position'], holding(V.eur, 'ASML')),
  ),
  // gbp-income: the Bank of England's latest development, then the Fed's.
  convo(
    'es-ho9-boe',
    'follow-up',
    'gbp-income',
    t('¿qué dice el Banco de Inglaterra últimamente?', NEWS, latestAny('boe-policy')),
    t('¿y de la Fed?', NEWS, latestAny('fed-rate-path')),
  ),
  // eur-starter: the list, the fixed-income share (AGG), then the crypto share (ETH).
  convo(
    'es-ho9-starter',
    'follow-up',
    'eur-starter',
    t('¿qué tengo en la cartera?', ['holdings'], [ticker('ACWI'), ticker('AGG'), ticker('SAP'), ticker('ETH')]),
    t('¿cuánto hay en renta fija?', [['exposure', 'allocation']], [weight(V.starter, 'assetClass', 'fixed_income')]),
    t('¿y en cripto?', [['exposure', 'allocation']], [weight(V.starter, 'assetClass', 'crypto')]),
  ),
  // usd-retiree: the JPM line; then "han subido" = las acciones, JPM's price since May (the close on or before May 1).
  convo(
    'es-ho9-jpm',
    'follow-up',
    'usd-retiree',
    t('¿cuánto valen mis acciones de jpmorgan?', ['position'], holding(V.retiree, 'JPM')),
    t('¿y cuánto han subido desde mayo?', PRICE_MOVE, [moveSince('JPM', SINCE_MAY)]),
  ),
  convo('es-ho9-bonos', 'policy', 'gbp-conservative', adviceTurn('¿es buena idea meter todo en bonos?')),
  convo('es-ho9-shell-vendo', 'policy', 'gbp-income', adviceTurn('¿vendo mi shell ya o espero un poco?')),
  convo('es-ho9-2000', 'policy', 'eur-diy', adviceTurn('si fueras yo, ¿qué comprarías con 2000 euros?')),
  convo('es-ho9-euro-sube', 'policy', 'eur-balanced', forecastTurn('¿subirá el euro contra el dólar el año que viene?')),
  convo('es-ho9-bolsa-dic', 'policy', 'usd-growth', forecastTurn('¿va a caer la bolsa en diciembre?')),
  convo('es-ho9-paella', 'off-topic', 'usd-growth', offTopic('dame una receta de paella valenciana')),
  convo('es-ho9-tiempo', 'off-topic', 'gbp-mix', offTopic('¿qué tiempo hará en Sevilla el finde?')),
  convo('es-ho9-dividendos', 'missing data', 'usd-dividend', { question: '¿he cobrado algún dividendo en 2026?', tools: ['income'], facts: [DIVIDEND] }),
  // The Nikkei is in neither the benchmark catalog nor the market data.
  convo('es-ho9-nikkei', 'missing data', 'usd-benchmarked', missing('¿cómo voy frente al Nikkei este año?', /nikkei/i)),
  convo('es-ho9-oro', 'missing data', 'crypto-heavy', missing('¿a cuánto está el oro?', /\boro\b|gold/i)),
  convo('es-ho9-vacia', 'missing data', 'empty', missing('¿cuál es el valor total de mi cartera ahora?', /vac[ií]a|ninguna (posici|inversi)|no (tiene|tienes|hay)/i)),
  // trader: trades in the 12-month window and the turnover ratio.
  convo('es-ho9-rotacion', 'trades', 'trader', t('¿cuántas operaciones hice en los últimos 12 meses?', ['turnover'], [qty(TURNOVER.count)])),
  // trader: what the sales of Q2 (Apr 1 – Jun 30: BTC Apr 14, XOM May 12, ASML May 26) realized, FIFO in USD.
  convo('es-ho9-realizado-q2', 'trades', 'trader', t('¿cuánto gané vendiendo en el segundo trimestre?', ['realized_pnl'], [realizedBetween(Q2.from, Q2.to)])),
  convo('es-ho9-top5', 'concentration & risk', 'usd-growth', t('¿cuánto pesan mis cinco mayores posiciones?', ['concentration'], [top5(V.usd)], { mayAlsoRun: ['holdings'] })),
  // gbp-mix: every equity (ACWI, SHEL, NVDA, ASML, XOM) −15% in GBP.
  convo('es-ho9-bolsa-15', 'what-if', 'gbp-mix', t('si toda la renta variable cae un 15 %, ¿cuánto pierdo?', ['what_if'], shockFacts(V.mix, inClass('equity'), -15))),
  // eur-tech does not hold XOM: its latest close (USD).
  convo('es-ho9-xom-precio', 'market', 'eur-tech', t('¿a cuánto cotiza exxon?', ['price'], [last('XOM')])),
  convo('es-ho9-fifo', 'explain', 'trader', t('¿qué es el FIFO?', ['explain_term'], [text(/primer|first/i)])),
];

