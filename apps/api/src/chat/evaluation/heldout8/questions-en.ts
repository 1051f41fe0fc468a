import { EMPTY_BOOK } from '../answer-facts.js';
import { money, pct, qty, text, ticker } from '../facts.js';
import {
  ALLOC,
  BIGGEST,
  biggest,
  biggestMoverSince,
  closeOn,
  convo,
  eitherRate,
  feesSince,
  gain,
  holding,
  holdingIn,
  last,
  latestAny,
  moveSince,
  NEWS,
  offTopic,
  pos,
  realizedAll,
  realizedOf,
  retSince,
  stressFacts,
  t,
  timelineAny,
  top5,
  tradedAfter,
  weight,
} from '../heldout6/figures.js';
import { gainPct, missing, outsideBands } from '../heldout7/figures.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { holdingsReturn } from '../reference.js';
import {
  adviceTurn,
  DIVIDEND,
  forecastTurn,
  inClass,
  inCurrency,
  indexSince,
  isTicker,
  MWR_NAME,
  inMonth,
  OCTOBER,
  rateMoveSince,
  shockFacts,
  SINCE_FEBRUARY,
  SINCE_JULY,
  TEN_DAYS_AGO,
  THREE_WEEKS_AGO,
  TURNOVER,
  V,
  YEAR_END_2025,
} from './figures.js';

/**
 * Held-out 8, English: 60 turns, written blind (README.md). Each turn's reasoning is in the comment above it; every
 * figure comes from ../reference.ts through the helpers named. Today is Mon 2026-11-16, the latest closes Fri Nov 13.
 */
export const EN: EvaluationConversation[] = [
  // ---------------------------------------------------------------- follow-up threads (16 follow-up turns)
  convo(
    'en-f1-since-july-vs-spx',
    'follow-up',
    'usd-growth',
    // “since july”: Jul 1 (a Wednesday) to today, today's holdings at both days' closes (no trades in this book).
    t("how's my portfolio done since july?", ['performance'], [retSince(V.usd, SINCE_JULY)]),
    // The same span against the named S&P 500 (SPX, a USD index in a USD book): the benchmark's return is SPX's move.
    t('and vs the s&p 500 over that stretch?', ['performance'], [retSince(V.usd, SINCE_JULY), indexSince('SPX', SINCE_JULY)]),
    // “why?” after a figure of the whole book: its biggest mover (by value) since Jul 1 (docs/chat.md).
    t('why?', [['performance', 'recent_changes']], [biggestMoverSince(V.usd, SINCE_JULY)]),
  ),
  convo(
    'en-f2-asml-in-dollars',
    'follow-up',
    'eur-balanced',
    // ASML in the EUR book: 10 × 877.14 EUR, its weight.
    t('what is my asml position worth', ['position'], holding(V.eur, 'ASML')),
    // The same value in USD at today's EUR/USD (a held instrument valued "in dollars" is its position).
    t('in dollars?', ['position'], [holdingIn(V.eur, 'ASML', 'USD')]),
    // Its unrealized gain: ASML is priced in EUR, the book's currency, so the gain is unambiguous (cost 640 EUR).
    t('and how much of that is profit', ['position'], [gain(V.eur, 'ASML')]),
  ),
  convo(
    'en-f3-fees-nvda-correction',
    'follow-up',
    'trader',
    // Fees of the trades after Dec 31, 2025 (all of 2026), each at its trade day's rate into USD.
    t('how much did i pay in fees this year', ['fees'], [feesSince(YEAR_END_2025)]),
    // Only NVDA, the period kept: its 2026 trades Feb 3, Jun 23 and Oct 13, $5 each = $15.
    t('and just on nvidia?', ['fees'], [money(15, 'USD')]),
    // A restatement: the realized gain (FIFO) on NVDA's sales, all of them (realized_pnl takes no period).
    t('no i meant what i made selling it', ['realized_pnl'], [realizedOf('NVDA')]),
  ),
  convo(
    'en-f4-cable-then-weather',
    'follow-up',
    'gbp-income',
    // GBP/USD today (either quotation accepted).
    t('how many dollars is a pound worth right now', ['fx_rate'], [eitherRate('GBP', 'USD')]),
    // The pair's move since Jul 1 (either quotation's move).
    t('how much has that rate shifted since the start of july?', ['fx_rate'], [rateMoveSince('GBP', 'USD', SINCE_JULY)]),
    // A switch to the weather: declined, no figures.
    offTopic("what's the weather like in london tomorrow"),
  ),
  convo(
    'en-f5-bonds-shock',
    'follow-up',
    'usd-retiree',
    // Every fixed-income holding (AGG, IEF) −8%: the amount and its share of the value.
    t('if bonds dropped 8% what would that do to me', ['what_if'], shockFacts(V.retiree, inClass('fixed_income'), -8)),
    // Only the percentage changes: the same subject −15%.
    t('and 15%?', ['what_if'], shockFacts(V.retiree, inClass('fixed_income'), -15)),
    // The same move on JPM alone (“by that much” = 15%).
    t('what about just my jpm falling by that much', ['what_if'], shockFacts(V.retiree, isTicker('JPM'), -15)),
  ),
  convo(
    'en-f6-eth-price-news',
    'follow-up',
    'crypto-heavy',
    // ETH held: 6 units, its value and weight.
    t('how much eth do i own', ['position'], [qty(6), ...holding(V.crypto, 'ETH')]),
    // Its latest close (“it” = ETH).
    t("and what's it trading at", [['price', 'position']], [last('ETH')]),
    // Its stories: the only story linked to ETH is the crypto market-structure story; its latest development.
    t('news on it?', NEWS, latestAny('crypto-regulation')),
  ),
  convo(
    'en-f7-regions-currencies',
    'follow-up',
    'eur-tech',
    // Regions: Europe (ASML, SAP) 48.8%, North America (NVDA, AAPL) 38.0%.
    t('can i see a split by region pls', ALLOC, [weight(V.tech, 'region', 'europe'), weight(V.tech, 'region', 'north_america')]),
    // Currencies: USD (NVDA, AAPL, BTC) 51.2%, EUR 48.8%.
    t('and by currency', ALLOC, [weight(V.tech, 'currency', 'USD'), weight(V.tech, 'currency', 'EUR')]),
  ),
  convo(
    'en-f8-biggest-then-ten-days',
    'follow-up',
    'usd-benchmarked',
    // The largest holding: MSFT, 30.6%.
    t('which position is the largest one in here', BIGGEST, biggest(V.benchmarked)),
    // “it” = MSFT (the holding the last answer named): its price move over the past 10 days (from the close on or before Nov 6).
    t('how has it done over the past 10 days', [['price', 'compare']], [moveSince('MSFT', TEN_DAYS_AGO)]),
  ),
  convo(
    'en-f9-shell-msft-for-me',
    'follow-up',
    'eur-diy',
    // Price moves since Feb 1 (a Sunday: Friday Jan 30's close), each in its own currency.
    t('compare shell and microsoft since february', ['compare'], [moveSince('SHEL', SINCE_FEBRUARY), moveSince('MSFT', SINCE_FEBRUARY)]),
    // “for me”: the user's own unrealized gain on each (docs/chat.md: compare's gain per item).
    t('which did better for me', ['compare'], [gainPct(V.diy, 'SHEL'), gainPct(V.diy, 'MSFT')]),
  ),
  convo(
    'en-f10-fit-then-rebalance',
    'follow-up',
    'gbp-conservative',
    // Conservative bands: equity 43.8% above its 10–35%, cash 0% below its 5% minimum.
    t('does my mix still match my risk profile?', ['profile_fit'], outsideBands(V.gbp, 'en')),
    // The trades: equity over its band (cash left out: a rebalance cannot buy cash).
    t('ok so what trades would fix that', ['rebalance'], outsideBands(V.gbp, 'en', false)),
  ),

  // ---------------------------------------------------------------- advice (5) and forecasts (3)
  // NVDA is 23.1% of the book.
  convo('en-p1-trim-nvda', 'policy', 'usd-growth', adviceTurn("should i trim nvda, it's like a quarter of my portfolio now", [ticker('NVDA')])),
  convo('en-p2-btc-buy', 'policy', 'crypto-heavy', adviceTurn('is btc a buy at these levels?', [ticker('BTC')])),
  convo('en-p3-eth-worth', 'policy', 'eur-starter', adviceTurn('worth getting into ethereum more or nah')),
  convo('en-p4-jpm-or-xom', 'policy', 'usd-dividend', adviceTurn('jpm or xom, which one would you keep long term')),
  convo('en-p5-exxon-if-you-were-me', 'policy', 'merged-missing', adviceTurn('what would you do with the exxon shares if you were me')),
  convo('en-p6-nvda-next-year', 'policy', 'eur-bench', forecastTurn('will nvidia keep going up into next year?')),
  convo('en-p7-btc-summer', 'policy', 'usd-growth', forecastTurn('where do you see bitcoin by summer')),
  convo('en-p8-pound-stronger', 'policy', 'gbp-conservative', forecastTurn('is the pound going to get stronger vs the dollar')),

  // ---------------------------------------------------------------- off-topic (2) and no data (5)
  convo('en-o1-football', 'off-topic', 'usd-growth', offTopic('did arsenal win on saturday')),
  convo('en-o2-lasagna', 'off-topic', 'eur-tech', offTopic('can u give me a good lasagna recipe')),
  // The Russell 2000 is neither a named benchmark nor in the market data: said plainly, no tool.
  convo('en-m1-russell', 'missing data', 'usd-retiree', missing('how did my portfolio do compared to the russell 2000 this year', /russell/i)),
  // TSLA is held without market data: its tools may run, the answer says it cannot be priced.
  convo('en-m2-tesla', 'missing data', 'merged-missing', missing("how's my tesla doing", /TSLA|tesla/i, { mayAlsoRun: ['position', 'price', 'performance'] })),
  // No book records dividends: the income tool runs and says none are recorded.
  convo('en-m3-dividends', 'missing data', 'usd-dividend', { question: 'how much dividend income came in for me this year', tools: ['income'], facts: [DIVIDEND] }),
  // The empty book: nothing to value.
  convo('en-m4-empty', 'missing data', 'empty', missing("what's the total value of this account", EMPTY_BOOK, { mayAlsoRun: ['portfolio_summary', 'holdings'] })),
  // Silver: a commodity the data has no series for.
  convo('en-m5-silver', 'missing data', 'eur-diy', missing("what's the price of silver today", /silver/i)),

  // ---------------------------------------------------------------- first turns over the tools (19)
  // 12-month window (after Nov 16, 2025): the number of trades and min(bought, sold) / value.
  convo('en-a1-turnover', 'trades', 'trader', t('turnover last 12 months?', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // Trades after Oct 26 (the past 21 days): MSFT Nov 3, ASML Nov 10.
  convo('en-a2-recent-trades', 'trades', 'trader', t('what did i trade in the past 3 weeks', ['recent_changes'], tradedAfter(THREE_WEEKS_AGO))),
  // FIFO realized P&L over every sale.
  convo('en-a3-realized', 'trades', 'trader', t('total realized gains so far', ['realized_pnl'], [realizedAll()])),
  // Top five: NVDA, MSFT, BTC, JPM, AAPL = 85.2%.
  convo('en-a4-top5', 'concentration & risk', 'usd-growth', t('how concentrated am i, whats the top 5 share?', ['concentration'], [top5(V.usd)])),
  // Every USD-priced holding (AGG, ACWI, JPM) −10% in a EUR book.
  convo('en-a5-dollar-down', 'what-if', 'eur-balanced', t('Say the US dollar drops 10% vs the euro, what does that do to my account?', ['what_if'], shockFacts(V.eur, inCurrency('USD'), -10))),
  // Energy sector: SHEL and XOM, 37.3%.
  convo('en-a6-energy', 'allocation & exposure', 'gbp-income', t('how much energy exposure do i have', ALLOC, [weight(V.income, 'sector', 'energy')])),
  // The book's own benchmark is 100% ACWI: its YTD move against the book's YTD return (4.6%).
  convo(
    'en-a7-beat-benchmark',
    'performance',
    'usd-benchmarked',
    t('did i beat my benchmark ytd', ['performance'], [pct(holdingsReturn(V.benchmarked, 'YTD')), indexSince('ACWI', YEAR_END_2025)]),
  ),
  // “in october” as the span: Sep 30 to Oct 31 (Friday Oct 30's close).
  convo('en-a8-october', 'performance', 'eur-tech', t('how did i do in october', ['performance'], [inMonth(V.tech, OCTOBER)])),
  // Stress test: equity −20%, crypto −50%.
  convo('en-a9-stress', 'concentration & risk', 'crypto-heavy', t('worst case stress test number?', ['risk'], stressFacts(V.crypto))),
  // Money-weighted return this year on a book without trades: no flows, so the value's change since Dec 31.
  convo('en-a10-mwr', 'performance', 'usd-retiree', t('whats my money weighted return this year', ['performance'], [MWR_NAME, pct(holdingsReturn(V.retiree, 'YTD'))])),
  // AAPL is not held in eur-diy: its latest close, and the answer says it is not held.
  convo('en-a11-apple-not-held', 'market', 'eur-diy', t('price of apple stock?', ['price'], [last('AAPL'), text(/not hold|don.t hold|do not hold/i)])),
  // AAPL's close on Jun 30, 2026 (a Tuesday).
  convo('en-a12-apple-june30', 'market', 'gbp-conservative', t('what did apple close at on june 30', ['price'], [closeOn('AAPL', '2026-06-30')])),
  // The Fed's own story, its latest development.
  convo('en-a13-fed', 'news', 'usd-dividend', t('any news on the fed?', NEWS, latestAny('fed-rate-path'))),
  // The SAP cloud outlook story: the days of its five most recent developments.
  convo('en-a14-sap-timeline', 'news', 'eur-balanced', t('Timeline of the SAP cloud story', ['story_timeline'], timelineAny('sap-cloud-outlook'))),
  // A term explained.
  convo('en-a15-drawdown-term', 'explain', 'usd-growth', t('what does max drawdown mean', ['explain_term'], [text(/peak|fall|drop|decline/i)])),
  // Balanced bands: crypto 11.9% above its 5% maximum; the other classes inside. A yes/no about one class may also be
  // answered by its exposure against the profile's limit (docs/chat.md), so either tool.
  convo('en-a16-crypto-fit', 'rebalance & fit', 'eur-starter', t('is my crypto share ok for a balanced profile', [['profile_fit', 'exposure']], outsideBands(V.starter, 'en'))),
  // GBP: SHEL only, 14.6% and its EUR value.
  convo('en-a17-gbp-share', 'allocation & exposure', 'eur-balanced', t('how much is in GBP', ALLOC, [weight(V.eur, 'currency', 'GBP'), money(pos(V.eur, 'SHEL').value, 'EUR')])),
  // Unrealized P&L of an all-USD book: value − cost, and in percent.
  convo('en-a18-unrealized', 'portfolio', 'usd-dividend', t('how much am i up overall on what i paid', ['portfolio_summary'], [money(V.dividend.pnl, 'USD'), pct(V.dividend.pnlPct)])),
  // The list with values: BTC, ETH, NVDA, ACWI.
  convo(
    'en-a19-list',
    'portfolio',
    'crypto-heavy',
    t('list my holdings with values', ['holdings'], V.crypto.positions.map((p) => money(p.value, 'USD'))),
  ),
];
