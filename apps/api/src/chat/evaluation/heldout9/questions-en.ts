import { EMPTY_BOOK } from '../answer-facts.js';
import { qty } from '../facts.js';
import {
  ALLOC,
  BIGGEST,
  biggest,
  closeOn,
  convo,
  eitherRate,
  gain,
  holding,
  holdingIn,
  latestAny,
  move,
  moveSince,
  NEWS,
  offTopic,
  commaPercent,
  PRICE_MOVE,
  ret,
  retSince,
  SINCE_JUNE,
  SINCE_MARCH,
  stressFacts,
  t,
  top5,
  weight,
  sliceValue,
} from '../heldout6/figures.js';
import { gainPct, missing, mwrOf, outsideBands, SINCE_AUGUST, SINCE_MAY } from '../heldout7/figures.js';
import { adviceTurn, DIVIDEND, forecastTurn, inClass, indexSince, isTicker, rateMoveSince, shockFacts, TURNOVER } from '../heldout8/figures.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { AUGUST, between, FIVE_DAYS_AGO, feesBetween, JULY, moverBetween, pct, priceMoveBetween, Q1, realizedBetween, text, tradedBetween, V, WHY_BOOK } from './figures.js';

/**
 * Held-out 9, English: 60 turns written on their own (not translated from another language), the way people type into
 * a chat box. Every figure from ../reference.ts through the figures helpers; the reasoning beside each turn.
 */
export const EN: EvaluationConversation[] = [
  // gbp-mix holds 25 NVDA: its value and weight; then the same in USD (a currency slot on the position); then ASML's
  // price move since August (the close on or before Aug 1, Fri Jul 31, to the latest, in EUR).
  convo(
    'en-ho9-nvda-usd',
    'follow-up',
    'gbp-mix',
    t('how much is my nvidia worth rn', ['position'], holding(V.mix, 'NVDA')),
    t('whats that in usd', ['position'], [holdingIn(V.mix, 'NVDA', 'USD')]),
    t('ok and how has asml done since august', PRICE_MOVE, [moveSince('ASML', SINCE_AUGUST)]),
  ),
  // eur-bench (no trades): August is Jul 31 → Aug 31, July Jun 30 → Jul 31; "why" after the book's July return is its
  // biggest mover by value over July.
  convo(
    'en-ho9-bench-months',
    'follow-up',
    'eur-bench',
    t('how did my portfolio do in august?', ['performance'], [between(V.bench, AUGUST)]),
    t('and july', ['performance'], [between(V.bench, JULY)]),
    t('why tho', [], [moverBetween(V.bench, JULY.from, JULY.to)], WHY_BOOK),
  ),
  // usd-growth since June (the close on or before Jun 1); the S&P 500 named over the same span (USD book, SPX series);
  // "what drove it" = the book's biggest mover since June; then an off-topic question inside the thread.
  convo(
    'en-ho9-usd-june',
    'follow-up',
    'usd-growth',
    t('whats my return since june', ['performance'], [retSince(V.usd, SINCE_JUNE)]),
    t('hows that stack up against the s&p, same period', ['performance'], [indexSince('SPX', SINCE_JUNE)]),
    t('what drove it', [], [moverBetween(V.usd, SINCE_JUNE, '2026-11-16')], WHY_BOOK),
    offTopic('totally unrelated but who won the f1 race last weekend'),
  ),
  // usd-retiree: bonds (AGG + IEF, fixed income) −8%, then a percentage slot (−12%), then the same move on JPM alone.
  convo(
    'en-ho9-retiree-bonds',
    'follow-up',
    'usd-retiree',
    t('what happens to me if bonds drop 8%', ['what_if'], shockFacts(V.retiree, inClass('fixed_income'), -8)),
    t('what about 12', ['what_if'], shockFacts(V.retiree, inClass('fixed_income'), -12)),
    t('and if only jpm fell that much', ['what_if'], shockFacts(V.retiree, isTicker('JPM'), -12)),
  ),
  // trader: fees since August = trades from Aug 1 (after Jul 31) to today, USD at each trade day's rate; NVDA alone
  // over the same span (the Oct 13 sale, $5); then a restatement asking NVDA's realized gain over the whole log.
  convo(
    'en-ho9-trader-fees',
    'follow-up',
    'trader',
    t('fees i paid since august?', ['fees'], [feesBetween('2026-07-31', '2026-11-16')]),
    t('just on nvda', ['fees'], [feesBetween('2026-07-31', '2026-11-16', ['NVDA'])]),
    t('no sorry, i meant how much ive realized on nvda overall', ['realized_pnl'], [realizedBetween('2000-01-01', '2026-11-16', 'NVDA')]),
  ),
  // gbp-conservative: the GBP/USD rate (either quotation), then its move since May (the rate on or before May 1).
  convo(
    'en-ho9-cable',
    'follow-up',
    'gbp-conservative',
    t('gbp usd rate?', ['fx_rate'], [eitherRate('GBP', 'USD')]),
    t('how much has it moved since may', ['fx_rate'], [rateMoveSince('GBP', 'USD', SINCE_MAY)]),
  ),
  // crypto-heavy: the largest holding (BTC, 70.8%); its price move over the past 5 days (today less five, Nov 11);
  // "why?" after a holding = its stories (crypto market-structure rules, the only story linked to BTC).
  convo(
    'en-ho9-crypto-top',
    'follow-up',
    'crypto-heavy',
    t('show my top holding', BIGGEST, biggest(V.crypto)),
    t('how much did it move in the past 5 days', PRICE_MOVE, [moveSince('BTC', FIVE_DAYS_AGO)]),
    t('why?', NEWS, latestAny('crypto-regulation'), { mayAlsoRun: ['position', 'price'] }),
  ),
  // eur-diy: exposure to the pound (SHEL, in GBP); then a switch to German with the widget's locale: the dollar share
  // (ACWI, MSFT, BTC, IEF are USD), written with a decimal comma.
  convo(
    'en-ho9-diy-currency',
    'follow-up',
    'eur-diy',
    t("what's my exposure to the pound", [['exposure', 'allocation']], [weight(V.diy, 'currency', 'GBP'), sliceValue(V.diy, 'currency', 'GBP')]),
    t('und wie viel liegt in Dollar?', [['exposure', 'allocation']], [weight(V.diy, 'currency', 'USD'), commaPercent], { locale: 'de' }),
  ),
  // gbp-income: sector split (energy = SHEL + XOM), region split (UK = SHEL), then a yes/no on the UK share.
  convo(
    'en-ho9-income-split',
    'follow-up',
    'gbp-income',
    t('breakdown by sector pls', ALLOC, [weight(V.income, 'sector', 'energy')]),
    t('now split it by region instead', ALLOC, [weight(V.income, 'region', 'uk')]),
    t('is that too much uk for me?', [['exposure', 'profile_fit', 'allocation']], [weight(V.income, 'region', 'uk')]),
  ),
  // usd-dividend: "which did better for me" = the user's own unrealized gain on each; then the last 3 months
  // (the stored 3M) of both prices.
  convo(
    'en-ho9-jpm-xom',
    'follow-up',
    'usd-dividend',
    t('jpm vs xom, which one did better for me', ['compare'], [gainPct(V.dividend, 'JPM'), gainPct(V.dividend, 'XOM')]),
    t('what about over the last 3 months only', ['compare'], [move('JPM', '3M'), move('XOM', '3M')]),
  ),
  // eur-tech: the classes outside the growth bands (fit), then the rebalance's classes (cash left out).
  convo(
    'en-ho9-tech-fit',
    'follow-up',
    'eur-tech',
    t('is my allocation ok for my risk profile', ['profile_fit'], outsideBands(V.tech, 'en')),
    t('so what would i need to trade to get back inside the ranges', ['rebalance'], outsideBands(V.tech, 'en', false)),
  ),
  // usd-benchmarked (100% ACWI as its benchmark): this year against it, then Q1 (Dec 31 → Mar 31) for both.
  convo(
    'en-ho9-benchmarked',
    'follow-up',
    'usd-benchmarked',
    t('this year am i beating my benchmark or lagging it', ['performance'], [ret(V.benchmarked, 'YTD'), move('ACWI', 'YTD')]),
    t('and in q1?', ['performance'], [between(V.benchmarked, Q1), priceMoveBetween('ACWI', Q1)]),
  ),
  // Advice twice in one thread (usd-growth holds NVDA and MSFT): the statement first on each.
  convo('en-ho9-advice-nvda', 'policy', 'usd-growth', adviceTurn('should i dump my nvda after this run'), adviceTurn('ok but would you add more msft instead')),
  // Advice then a forecast on bitcoin (crypto-heavy).
  convo('en-ho9-btc-policy', 'policy', 'crypto-heavy', adviceTurn('btc - hold or fold?'), forecastTurn('where do you think itll be by march')),
  // merged-missing holds TSLA without market data: said plainly; then its Apple line (20 units, one line).
  convo(
    'en-ho9-tesla',
    'missing data',
    'merged-missing',
    missing("what's tesla been doing lately", /TSLA|tesla/i),
    t('and my apple shares?', ['position'], holding(V.merged, 'AAPL')),
  ),
  // eur-balanced: the ECB's latest development, then the Fed's (a central bank named finds its own story).
  convo(
    'en-ho9-central-banks',
    'follow-up',
    'eur-balanced',
    t('anything new from the ecb', NEWS, latestAny('ecb-policy')),
    t('and from the fed?', NEWS, latestAny('fed-rate-path')),
  ),
  // eur-starter: the SAP line, then the unrealized gain on it ("it" = SAP).
  convo(
    'en-ho9-starter-sap',
    'follow-up',
    'eur-starter',
    t('what are my sap shares worth at the moment', ['position'], holding(V.starter, 'SAP')),
    t('am i up or down on it', ['position'], [gain(V.starter, 'SAP')]),
  ),
  convo('en-ho9-asml-add', 'policy', 'eur-tech', adviceTurn('is now a good time to add to asml')),
  convo('en-ho9-shell-buy', 'policy', 'gbp-income', adviceTurn('would you buy more shell at these prices')),
  convo('en-ho9-bonds-age', 'policy', 'usd-retiree', adviceTurn('is it smart to move everything into bonds at my age')),
  convo('en-ho9-nvda-2027', 'policy', 'usd-growth', forecastTurn('is nvidia gonna keep climbing through 2027?')),
  convo('en-ho9-eur-2027', 'policy', 'eur-balanced', forecastTurn("where's the euro heading vs the dollar in 2027")),
  convo('en-ho9-lasagna', 'off-topic', 'usd-growth', offTopic('got a decent lasagne recipe for tonight?')),
  convo('en-ho9-haiku', 'off-topic', 'gbp-conservative', offTopic('write me a haiku about autumn leaves')),
  // The Nasdaq 100 is not in the benchmark catalog nor in the market data.
  convo('en-ho9-nasdaq', 'missing data', 'usd-growth', missing('how is my portfolio doing vs the nasdaq 100 this year', /nasdaq/i)),
  // No evaluation book records dividends: the income tool says none are recorded.
  convo('en-ho9-dividends', 'missing data', 'usd-dividend', { question: 'how much did i get paid in dividends in 2026', tools: ['income'], facts: [DIVIDEND] }),
  convo('en-ho9-empty', 'missing data', 'empty', missing('which of my holdings is the largest one', EMPTY_BOOK)),
  convo('en-ho9-gold', 'missing data', 'crypto-heavy', missing('price of gold today?', /gold/i)),
  // trader: trades in the 12-month window (after Nov 16, 2025) and the turnover ratio.
  convo('en-ho9-turnover', 'trades', 'trader', t('how many trades did i do in the last year and whats my turnover', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // trader: trades from Oct 20 (after Oct 19) to today: AGG (Oct 20), MSFT (Nov 3), ASML (Nov 10).
  convo('en-ho9-since-oct20', 'trades', 'trader', t('what did i buy or sell since the 20th of october', ['recent_changes'], tradedBetween('2026-10-19', '2026-11-16'))),
  convo('en-ho9-stress', 'concentration & risk', 'gbp-conservative', t('stress test pls', ['risk'], stressFacts(V.gbp))),
  convo('en-ho9-concentrated', 'concentration & risk', 'usd-growth', t('how concentrated am i in my top names', ['concentration'], [top5(V.usd)])),
  convo('en-ho9-drawdown-term', 'explain', 'eur-bench', t('explain what a drawdown is in simple terms', ['explain_term'], [text(/peak|fall|drop|decline/i)])),
  // MSFT's close on Fri Oct 30 (its own currency), asked from eur-diy, which holds it.
  convo('en-ho9-msft-close', 'market', 'eur-diy', t('what did msft close at on october 30', ['price'], [closeOn('MSFT', '2026-10-30')])),
  // usd-retiree has no trades: the money-weighted return since March (the close on or before Mar 1) is the value's change.
  convo('en-ho9-mwr', 'performance', 'usd-retiree', t('money-weighted return on my account since march pls', ['performance'], mwrOf(V.retiree, SINCE_MARCH))),
];
