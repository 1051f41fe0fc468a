import { qty } from '../facts.js';
import {
  convo,
  eitherRate,
  gain,
  holding,
  holdingIn,
  last,
  latestAny,
  moveSince,
  NEWS,
  offTopic,
  pointPercent,
  PRICE_MOVE,
  retSince,
  SINCE_JUNE,
  SINCE_SEPTEMBER,
  smallest,
  stressFacts,
  t,
  timelineAny,
  top5,
  weight,
} from '../heldout6/figures.js';
import { missing, outsideBands, SINCE_MAY } from '../heldout7/figures.js';
import { adviceTurn, DIVIDEND, forecastTurn, inClass, inCurrency, indexSince, isTicker, rateMoveSince, shockFacts, TURNOVER } from '../heldout8/figures.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { AUGUST, between, FOUR_WEEKS_AGO, feesBetween, JULY, moverBetween, pct, Q1, realizedBetween, text, ticker, V, WHY_BOOK } from './figures.js';

/**
 * Held-out 9, German: 60 turns written on their own (not translated), as people type them (du, no umlauts now and
 * then, colloquial). Every figure from ../reference.ts through the figures helpers; the reasoning beside each turn.
 */
export const DE: EvaluationConversation[] = [
  // eur-balanced: the SAP line (EUR), then in pounds (a currency slot), then the unrealized gain on it.
  convo(
    'de-ho9-sap-pfund',
    'follow-up',
    'eur-balanced',
    t('Wieviel sind meine SAP-Aktien im Moment wert?', ['position'], holding(V.eur, 'SAP')),
    t('und das Ganze in britischen Pfund?', ['position'], [holdingIn(V.eur, 'SAP', 'GBP')]),
    t('und was hab ich damit bisher verdient', ['position'], [gain(V.eur, 'SAP')]),
  ),
  // eur-tech (no trades): July = Jun 30 → Jul 31, August = Jul 31 → Aug 31; "woran lags?" after August's return =
  // the book's biggest mover by value over August.
  convo(
    'de-ho9-tech-monate',
    'follow-up',
    'eur-tech',
    t('wie lief mein depot im juli', ['performance'], [between(V.tech, JULY)]),
    t('und im august?', ['performance'], [between(V.tech, AUGUST)]),
    t('und woran hat das gelegen?', [], [moverBetween(V.tech, AUGUST.from, AUGUST.to)], WHY_BOOK),
  ),
  // eur-starter since May (the close on or before May 1); the DAX named over the same span (EUR book, DAX series);
  // then football inside the thread.
  convo(
    'de-ho9-starter-dax',
    'follow-up',
    'eur-starter',
    t('Rendite seit Mai?', ['performance'], [retSince(V.starter, SINCE_MAY)]),
    t('und verglichen mit dem DAX im selben Zeitraum?', ['performance'], [indexSince('DAX', SINCE_MAY)]),
    offTopic('kurze Frage nebenbei: wer holt dieses Jahr die Meisterschaft in der Bundesliga?'),
  ),
  // crypto-heavy: BTC −25%, then a percentage slot (−40%), then the whole crypto class (BTC + ETH) −40%.
  convo(
    'de-ho9-btc-crash',
    'follow-up',
    'crypto-heavy',
    t('angenommen bitcoin crasht um 25%, was heisst das fuer mich', ['what_if'], shockFacts(V.crypto, isTicker('BTC'), -25)),
    t('und bei 40?', ['what_if'], shockFacts(V.crypto, isTicker('BTC'), -40)),
    t('und wenn der ganze Kryptomarkt so einbricht?', ['what_if'], shockFacts(V.crypto, inClass('crypto'), -40)),
  ),
  // trader: fees in September (trades Sep 1–30: IEF, AAPL, ETH = $14); since July (after Jun 30, a period slot); then
  // JPM alone over that span (Jul 7 and Aug 18, $10).
  convo(
    'de-ho9-gebuehren',
    'follow-up',
    'trader',
    t('Welche Gebühren hatte ich im September?', ['fees'], [feesBetween('2026-08-31', '2026-09-30')]),
    t('und wie viel waren es seit Juli?', ['fees'], [feesBetween('2026-06-30', '2026-11-16')]),
    t('nur für JPM bitte', ['fees'], [feesBetween('2026-06-30', '2026-11-16', ['JPM'])]),
  ),
  // eur-diy: the EUR/USD rate (either quotation); "er" = der Kurs, its move this year (after Dec 31).
  convo(
    'de-ho9-eurusd',
    'follow-up',
    'eur-diy',
    t('Kurs Euro Dollar aktuell?', ['fx_rate'], [eitherRate('EUR', 'USD')]),
    t('und wie hat er sich heuer bisher bewegt', ['fx_rate'], [rateMoveSince('EUR', 'USD', '2025-12-31')]),
  ),
  // usd-dividend: the smallest line (ACWI, 11.4%); "die" = die Position, its price over the past four weeks (today less
  // 28 days, Oct 19); then a comparison with JPM over the same span.
  convo(
    'de-ho9-kleinste',
    'follow-up',
    'usd-dividend',
    t('Was ist meine kleinste Position?', [['holdings', 'concentration', 'portfolio_summary']], smallest(V.dividend)),
    t('wie hat die sich in den letzten vier Wochen entwickelt', PRICE_MOVE, [moveSince('ACWI', FOUR_WEEKS_AGO)]),
    t('und im Vergleich zu JPM?', ['compare'], [moveSince('ACWI', FOUR_WEEKS_AGO), moveSince('JPM', FOUR_WEEKS_AGO)], { mayAlsoRun: ['price'] }),
  ),
  // gbp-income: the bond share (AGG + IEF); then a switch to English with the widget's locale: the Treasury share of
  // the whole portfolio (government bonds = IEF), with a decimal point.
  convo(
    'de-ho9-anleihen',
    'follow-up',
    'gbp-income',
    t('Wie hoch ist mein Anteil an Anleihen?', [['exposure', 'allocation']], [weight(V.income, 'assetClass', 'fixed_income')]),
    t('and how much of the portfolio sits in treasuries?', [['exposure', 'allocation']], [weight(V.income, 'sector', 'government_bonds'), pointPercent], { locale: 'en' }),
  ),
  // usd-growth: the risk figures (the stress test's loss among them), then the term volatility explained.
  convo(
    'de-ho9-risiko',
    'follow-up',
    'usd-growth',
    t('Wie riskant ist mein Depot eigentlich?', ['risk'], [text(/volatil|schwank/i)]),
    t('und was heisst Volatilität überhaupt?', ['explain_term'], [text(/schwank/i)]),
  ),
  // gbp-conservative: the classes outside the conservative bands, then the rebalance (cash left out).
  convo(
    'de-ho9-profil',
    'follow-up',
    'gbp-conservative',
    t('Liegt mein Depot noch im Rahmen meines Risikoprofils?', ['profile_fit'], outsideBands(V.gbp, 'de')),
    t('welche Umschichtungen bräuchte es dafür?', ['rebalance'], outsideBands(V.gbp, 'de', false)),
  ),
  // usd-benchmarked since September (the close on or before Sep 1) against its own benchmark (100% ACWI), then the
  // MSCI World named over the same span (USD book, MXWO series).
  convo(
    'de-ho9-benchmark',
    'follow-up',
    'usd-benchmarked',
    t('Wie schlägt sich mein Depot seit September gegen die Benchmark?', ['performance'], [retSince(V.benchmarked, SINCE_SEPTEMBER), moveSince('ACWI', SINCE_SEPTEMBER)]),
    t('und gegen den MSCI World?', ['performance'], [indexSince('MXWO', SINCE_SEPTEMBER)]),
  ),
  // gbp-mix holds SHEL: its own story first (credit rating review, relevance 1), then that story from the start.
  convo(
    'de-ho9-shell-news',
    'follow-up',
    'gbp-mix',
    t('gibts was neues zu Shell?', NEWS, latestAny('shell-rating'), { mayAlsoRun: ['position'] }),
    t('wie hat sich die Geschichte von Anfang an entwickelt', ['story_timeline'], timelineAny('shell-rating')),
  ),
  convo('de-ho9-nvda-nachkaufen', 'policy', 'eur-tech', adviceTurn('Soll ich bei Nvidia nachkaufen?'), adviceTurn('und lohnt sich ASML noch?')),
  convo('de-ho9-btc-halten', 'policy', 'eur-diy', adviceTurn('Bitcoin: halten oder raus?'), forecastTurn('wo steht der in einem Jahr?')),
  // Siemens has no market data; then the Shell line of gbp-mix (220 units).
  convo(
    'de-ho9-siemens',
    'missing data',
    'gbp-mix',
    missing('Wie steht die Siemens-Aktie?', /siemens|SIE/i),
    t('ok, und wie viel Shell hab ich?', ['position'], holding(V.mix, 'SHEL')),
  ),
  // usd-retiree: the Fed's latest development, then US inflation's.
  convo(
    'de-ho9-fed',
    'follow-up',
    'usd-retiree',
    t('Was kam zuletzt von der Fed?', NEWS, latestAny('fed-rate-path')),
    t('und zur Inflation in den USA?', NEWS, latestAny('us-inflation')),
  ),
  // eur-bench: the list, then the technology share (SAP, ASML, MSFT, NVDA), then the crypto share (ETH).
  convo(
    'de-ho9-bench-liste',
    'follow-up',
    'eur-bench',
    t('Liste mir bitte jede Position in meinem Depot auf', ['holdings'], [ticker('SAP'), ticker('ASML'), ticker('ETH'), ticker('IEF')]),
    t('wie viel ist davon in Tech?', [['exposure', 'allocation']], [weight(V.bench, 'sector', 'technology')]),
    t('und in Krypto?', [['exposure', 'allocation']], [weight(V.bench, 'assetClass', 'crypto')]),
  ),
  // merged-missing: the XOM line; "die" = die Aktie, its price since June (the close on or before Jun 1).
  convo(
    'de-ho9-xom',
    'follow-up',
    'merged-missing',
    t('Wie viel hab ich in XOM?', ['position'], holding(V.merged, 'XOM')),
    t('und wie ist die seit Juni gelaufen?', PRICE_MOVE, [moveSince('XOM', SINCE_JUNE)]),
  ),
  convo('de-ho9-jpm-kaufen', 'policy', 'usd-dividend', adviceTurn('Würdest du jetzt noch JPMorgan kaufen?')),
  convo('de-ho9-anleihen-zeitpunkt', 'policy', 'usd-retiree', adviceTurn('Ist jetzt ein guter Zeitpunkt, mehr in Anleihen umzuschichten?')),
  convo('de-ho9-shell-weg', 'policy', 'gbp-income', adviceTurn('soll ich meine shell abstossen')),
  convo('de-ho9-sap-2027', 'policy', 'eur-starter', forecastTurn('Wird SAP nächstes Jahr wieder steigen?')),
  convo('de-ho9-dax-ende', 'policy', 'eur-balanced', forecastTurn('Wo steht der DAX Ende 2027?')),
  convo('de-ho9-spaetzle', 'off-topic', 'usd-growth', offTopic('Kannst du mir ein Rezept für Käsespätzle geben?')),
  convo('de-ho9-wetter', 'off-topic', 'gbp-conservative', offTopic('Wie wird das Wetter morgen in Hamburg?')),
  convo('de-ho9-dividenden', 'missing data', 'usd-dividend', { question: 'Wie viel Dividende hab ich heuer kassiert?', tools: ['income'], facts: [DIVIDEND] }),
  // The Hang Seng is in neither the benchmark catalog nor the market data.
  convo('de-ho9-hangseng', 'missing data', 'eur-balanced', missing('Wie hat sich mein Depot im Vergleich zum Hang Seng geschlagen?', /hang seng/i)),
  convo('de-ho9-gold', 'missing data', 'eur-diy', missing('Was kostet gerade eine Unze Gold?', /gold/i)),
  convo('de-ho9-leer', 'missing data', 'empty', missing('Was ist mein Depot insgesamt gerade wert?', /leer|keine (Positionen|Bestände|Werte)|nichts/i)),
  // trader: trades in the 12-month window and the turnover ratio.
  convo('de-ho9-umschlag', 'trades', 'trader', t('Wie hoch war mein Umschlag in den letzten 12 Monaten?', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // trader: what the sales of Q1 (Jan 1 – Mar 31: NVDA Feb 3, AAPL Mar 18) realized, FIFO in USD.
  convo('de-ho9-realisiert-q1', 'trades', 'trader', t('Was habe ich im ersten Quartal an Gewinnen realisiert?', ['realized_pnl'], [realizedBetween(Q1.from, Q1.to)])),
  convo('de-ho9-konzentration', 'concentration & risk', 'eur-bench', t('Wie stark ist mein Portfolio auf wenige Titel konzentriert?', ['concentration'], [top5(V.bench)])),
  // eur-balanced: USD holdings (JPM, AGG, ACWI) −10% in EUR.
  convo('de-ho9-dollar', 'what-if', 'eur-balanced', t('Was passiert, wenn der Dollar 10 % abwertet?', ['what_if'], shockFacts(V.eur, inCurrency('USD'), -10))),
  // gbp-conservative does not hold ASML: its latest close (EUR).
  convo('de-ho9-asml-kurs', 'market', 'gbp-conservative', t('wo notiert ASML im Moment', ['price'], [last('ASML')])),
  convo('de-ho9-stress', 'concentration & risk', 'gbp-mix', t('mach mal nen Stresstest für mein Depot', ['risk'], stressFacts(V.mix))),
];
