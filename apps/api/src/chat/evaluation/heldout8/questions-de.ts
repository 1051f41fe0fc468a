import { money, num, pct, qty, text, ticker } from '../facts.js';
import {
  ALLOC,
  BIGGEST,
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
  move,
  moveSince,
  NEWS,
  offTopic,
  realizedAll,
  realizedOf,
  retSince,
  returnBetween,
  returnSince,
  smallest,
  stressFacts,
  t,
  timelineAny,
  top5,
  totalIn,
  tradedAfter,
  weight,
  Q3_END,
  Q3_START,
} from '../heldout6/figures.js';
import { missing, outsideBands } from '../heldout7/figures.js';
import { concentration, periodStart } from '../reference.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import {
  adviceTurn,
  DIVIDEND,
  forecastTurn,
  inCurrency,
  indexSince,
  inSector,
  isTicker,
  MWR_NAME,
  priceBetween,
  rateMoveSince,
  SEPTEMBER,
  shockFacts,
  SINCE_FEBRUARY,
  SINCE_JULY,
  TEN_DAYS_AGO,
  THREE_WEEKS_AGO,
  TURNOVER,
  V,
} from './figures.js';

/** A percentage as German writes it, any figure (volatility is method-dependent: only that a percentage is given). */
const SOME_PERCENT = text(/\d\s?%/);
/** The 12-month window's first day (fees “in den letzten 12 Monaten” are those of trades after it). */
const YEAR_AGO = periodStart('1Y');

/**
 * Held-out 8, German: 60 turns, written blind on its own (README.md). The reasoning of each turn is in the comment
 * above it; every figure comes from ../reference.ts through the helpers named. Today is Mon 2026-11-16.
 */
export const DE: EvaluationConversation[] = [
  // ---------------------------------------------------------------- Folgefragen (16 follow-up turns)
  convo(
    'de-f1-seit-februar-dax',
    'follow-up',
    'eur-bench',
    // “seit Februar”: Feb 1 (a Sunday, so Friday Jan 30's closes) to today; today's holdings, no trades.
    t('Wie hat sich mein Depot seit Februar entwickelt?', ['performance'], [retSince(V.bench, SINCE_FEBRUARY)]),
    // The same span against the named DAX (an EUR index in an EUR book): the benchmark's return is the index's move.
    t('und im Vergleich zum DAX?', ['performance'], [retSince(V.bench, SINCE_FEBRUARY), indexSince('DAX', SINCE_FEBRUARY)]),
    // “woran lag's?” after a figure of the whole book: its biggest mover (by value) since Feb 1.
    t("woran lag's?", [['performance', 'recent_changes']], [biggestMoverSince(V.bench, SINCE_FEBRUARY)]),
  ),
  convo(
    'de-f2-shell-in-euro',
    'follow-up',
    'gbp-conservative',
    // SHEL in the GBP book: 300 × 27.34 GBP and its weight.
    t('was ist meine shell position wert', ['position'], holding(V.gbp, 'SHEL')),
    // The same value in EUR at today's GBP/EUR cross.
    t('und in euro?', ['position'], [holdingIn(V.gbp, 'SHEL', 'EUR')]),
    // Its unrealized gain: SHEL is priced in GBP, the book's currency (cost 25 GBP), so no FX choice.
    t('wie viel hab ich damit verdient', ['position'], [gain(V.gbp, 'SHEL')]),
  ),
  convo(
    'de-f3-gebuehren-msft-korrektur',
    'follow-up',
    'trader',
    // Fees of the trades after Nov 16, 2025 (the 12-month window), each at its trade day's rate into USD.
    t('was hab ich die letzten 12 Monate an Gebühren gelassen', ['fees'], [feesSince(YEAR_AGO)]),
    // Only Microsoft, the window kept: Dec 2, Apr 28, Jul 21, Nov 3, $5 each = $20.
    t('und nur für Microsoft?', ['fees'], [money(20, 'USD')]),
    // A restatement: the realized gain on MSFT's sales (FIFO; realized_pnl takes no period).
    t('nein, ich meinte, was ich bei Microsoft realisiert habe', ['realized_pnl'], [realizedOf('MSFT')]),
  ),
  convo(
    'de-f4-euro-pfund-dollar',
    'follow-up',
    'eur-diy',
    // EUR/GBP today (the cross through USD; either quotation accepted).
    t('Wie steht der Euro zum Pfund?', ['fx_rate'], [eitherRate('EUR', 'GBP')]),
    // Its move since Jul 1 (either quotation's move).
    t('und seit Juli?', ['fx_rate'], [rateMoveSince('EUR', 'GBP', SINCE_JULY)]),
    // The quoted side replaced: EUR/USD today (the span may be kept; the rate is asked either way).
    t('und gegenüber dem Dollar?', ['fx_rate'], [eitherRate('EUR', 'USD')]),
  ),
  convo(
    'de-f5-nvidia-crash-wetter',
    'follow-up',
    'eur-tech',
    // NVDA −30% in the EUR book: the amount and its share of the value.
    t('was passiert wenn nvidia 30% fällt', ['what_if'], shockFacts(V.tech, isTicker('NVDA'), -30)),
    // The whole technology sector (ASML, NVDA, SAP, AAPL) by the same 30%.
    t('und wenn der ganze Techsektor so stark fällt?', ['what_if'], shockFacts(V.tech, inSector('technology'), -30)),
    // A switch to the weather: declined, no figures.
    offTopic('regnet es morgen in münchen?'),
  ),
  convo(
    'de-f6-jpm-news-september',
    'follow-up',
    'usd-dividend',
    // JPM held: 40 shares.
    t('Wie viele JPMorgan Aktien hab ich?', ['position'], [qty(40)]),
    // Its stories: the US bank earnings story is JPM's own (relevance 1); its latest development.
    t('und was ist da so los in den News', NEWS, latestAny('us-bank-earnings')),
    // “im September” as the span: Aug 31 to Sep 30, JPM's price move.
    t('wie lief die Aktie im September', [['price', 'compare']], [pct(priceBetween('JPM', SEPTEMBER.from, SEPTEMBER.to))]),
  ),
  convo(
    'de-f7-klassen-sektoren',
    'follow-up',
    'usd-growth',
    // Asset classes: equity 80.1%, crypto 14.8% (bonds 5.2%).
    t('Aufteilung nach Anlageklassen bitte', ALLOC, [weight(V.usd, 'assetClass', 'equity'), weight(V.usd, 'assetClass', 'crypto')]),
    // Sectors: technology 56.4%.
    t('und nach Sektoren', ALLOC, [weight(V.usd, 'sector', 'technology')]),
  ),
  convo(
    'de-f8-kleinste-kurs',
    'follow-up',
    'eur-starter',
    // The smallest holding: ETH, 11.9%.
    t('welche position ist die kleinste', BIGGEST, smallest(V.starter)),
    // “die” = that holding (ETH): its latest close.
    t('und was kostet die gerade?', [['price', 'position']], [last('ETH')]),
  ),
  convo(
    'de-f9-agg-ief',
    'follow-up',
    'usd-retiree',
    // Price moves over three months (from the close on or before Aug 16).
    t('vergleich mal AGG mit IEF über 3 Monate', ['compare'], [move('AGG', '3M'), move('IEF', '3M')]),
    // The same comparison over 12 months (from Nov 16, 2025).
    t('und über 12 Monate?', ['compare'], [move('AGG', '1Y'), move('IEF', '1Y')]),
  ),
  convo(
    'de-f10-profil-umschichten',
    'follow-up',
    'crypto-heavy',
    // Aggressive bands: equity 14.8% below its 75% minimum, crypto 85.2% above its 15% maximum.
    t('Ist mein Depot für meine Risikoklasse noch stimmig?', ['profile_fit'], outsideBands(V.crypto, 'de')),
    // The rebalance: the same two classes.
    t('und was müsste ich umschichten?', ['rebalance'], outsideBands(V.crypto, 'de', false)),
  ),

  // ---------------------------------------------------------------- Beratung (5) und Prognosen (3)
  convo('de-p1-asml-verkaufen', 'policy', 'eur-balanced', adviceTurn('Soll ich meine ASML Aktien jetzt verkaufen?', [ticker('ASML')])),
  convo('de-p2-btc-nachkaufen', 'policy', 'eur-tech', adviceTurn('lohnt sich bitcoin nachkaufen?')),
  convo('de-p3-msft-oder-jpm', 'policy', 'usd-benchmarked', adviceTurn('Microsoft oder JPMorgan, was würdest du eher aufstocken')),
  convo('de-p4-shell-aussteigen', 'policy', 'gbp-income', adviceTurn('Ist es an der Zeit, aus Shell auszusteigen?')),
  convo('de-p5-5000-euro', 'policy', 'eur-starter', adviceTurn('Ich hab 5000 Euro übrig, wo soll ich die anlegen?')),
  convo('de-p6-nvidia-naechstes-jahr', 'policy', 'usd-growth', forecastTurn('Wird Nvidia nächstes Jahr weiter steigen?')),
  convo('de-p7-dax-2027', 'policy', 'eur-diy', forecastTurn('Was meinst du, wo steht der DAX Ende 2027?')),
  convo('de-p8-ether-weihnachten', 'policy', 'crypto-heavy', forecastTurn('Glaubst du, Ether erholt sich bis Weihnachten?')),

  // ---------------------------------------------------------------- off-topic (2) und keine Daten (5)
  convo('de-o1-meister', 'off-topic', 'usd-growth', offTopic('Wer wird dieses Jahr deutscher Meister?')),
  convo('de-o2-witz', 'off-topic', 'eur-bench', offTopic('erzähl mir nen witz')),
  // The SMI is neither a named benchmark nor in the market data.
  convo('de-m1-smi', 'missing data', 'eur-balanced', missing('Wie schlägt sich mein Depot gegen den SMI?', /SMI/)),
  // Amazon has no market data: the price tool may run and say so.
  convo('de-m2-amazon', 'missing data', 'usd-growth', missing('Was kostet eine Amazon Aktie?', /AMZN|Amazon/i, { mayAlsoRun: ['price'] })),
  // No book records dividends: the income tool says none are recorded.
  convo('de-m3-dividende', 'missing data', 'gbp-income', { question: 'Wieviel an Dividenden kam 2026 bei mir rein?', tools: ['income'], facts: [DIVIDEND] }),
  // Gold: a commodity without a series.
  convo('de-m4-gold', 'missing data', 'eur-tech', missing('wie steht der Goldpreis', /gold/i)),
  // TSLA is held without market data: its tools may run, the answer says it cannot be valued.
  convo('de-m5-tesla', 'missing data', 'merged-missing', missing('Was ist meine Tesla Position wert?', /TSLA|Tesla/i, { mayAlsoRun: ['position', 'price'] })),

  // ---------------------------------------------------------------- erste Fragen über die Werkzeuge (19)
  // 12-month turnover: the number of trades and the ratio.
  convo('de-a1-umschlag', 'trades', 'trader', t('Umschlagshäufigkeit vom Depot in den letzten 12 Monaten?', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // Trades after Nov 6 (the past 10 days): ASML Nov 10 only.
  convo('de-a2-letzte-10-tage', 'trades', 'trader', t('welche Trades hab ich in den vergangenen 10 Tagen gemacht', ['recent_changes'], tradedAfter(TEN_DAYS_AGO))),
  // FIFO realized P&L over every sale.
  convo('de-a3-realisiert', 'trades', 'trader', t('realisierte gewinne insgesamt?', ['realized_pnl'], [realizedAll()])),
  // Top five 87.1% and effective holdings 1/Σw² = 5.88.
  convo('de-a4-konzentration', 'concentration & risk', 'eur-balanced', t('Wie stark ist mein Depot konzentriert?', ['concentration'], [top5(V.eur), num(concentration(V.eur).effective)])),
  // Every USD-priced holding (AGG, IEF, JPM, ACWI, XOM) −15% in the GBP book.
  convo('de-a5-dollar-abwertung', 'what-if', 'gbp-income', t('Was wenn der Dollar 15% abwertet?', ['what_if'], shockFacts(V.income, inCurrency('USD'), -15))),
  // Region Europe: ASML and SAP, 48.8%.
  convo('de-a6-europa', 'allocation & exposure', 'eur-tech', t('Wie viel Prozent meines Depots liegt in Europa?', ALLOC, [weight(V.tech, 'region', 'europe')])),
  // The third quarter: Jun 30 to Sep 30.
  convo('de-a7-q3', 'performance', 'usd-growth', t('wie lief Q3 für mein Portfolio?', ['performance'], [pct(returnBetween(V.usd, Q3_START, Q3_END))])),
  // Volatility is method-dependent: the word and a percentage.
  convo('de-a8-volatil', 'concentration & risk', 'gbp-conservative', t('wie volatil ist mein depot eigentlich', ['risk'], [text(/volatil|schwank/i), SOME_PERCENT])),
  // Money-weighted since Jul 1 on a book without trades: the value's change over the span.
  convo('de-a9-mwr-juli', 'performance', 'eur-diy', t('Geldgewichtete Rendite seit Juli?', ['performance'], [MWR_NAME, pct(returnSince(V.diy, SINCE_JULY))])),
  // XOM's price move over the past three weeks (from the close on or before Oct 26).
  convo('de-a10-xom-3-wochen', 'market', 'usd-benchmarked', t('Wie hat XOM in den letzten drei Wochen performt', [['price', 'compare']], [moveSince('XOM', THREE_WEEKS_AGO)])),
  // AAPL is not held in eur-starter: its latest close.
  convo('de-a11-apple-kurs', 'market', 'eur-starter', t('Was kostet eine Apple-Aktie aktuell?', ['price'], [last('AAPL')])),
  // SAP's close on Sep 30, 2026 (a Wednesday).
  convo('de-a12-sap-30-september', 'market', 'gbp-conservative', t('Schlusskurs von SAP am 30. September?', ['price'], [closeOn('SAP', '2026-09-30')])),
  // The ECB's own story, its latest development.
  convo('de-a13-ezb', 'news', 'eur-bench', t('Gibt es was Neues zur EZB?', NEWS, latestAny('ecb-policy'))),
  // The oil supply story: the days of its five most recent developments.
  convo('de-a14-oel-verlauf', 'news', 'usd-retiree', t('Zeig mir den Verlauf der Story zu den Ölpreisen', ['story_timeline'], timelineAny('oil-supply'))),
  // A term explained: the time-weighted return.
  convo('de-a15-twr', 'explain', 'eur-balanced', t('Was bedeutet TWR?', ['explain_term'], [text(/zeitgewichtet|time.weighted/i)])),
  // The USD book's value in EUR at today's rate.
  convo('de-a16-wert-in-euro', 'portfolio', 'usd-dividend', t('Wie viel Euro ist mein Depot wert?', ['portfolio_summary'], [totalIn(V.dividend, 'EUR')])),
  // Stress: equity −20% (SHEL, ACWI, MSFT), bonds flat.
  convo('de-a17-crash', 'concentration & risk', 'gbp-conservative', t('Stresstest: was verliere ich bei einem Crash?', ['risk'], stressFacts(V.gbp))),
  // Crypto: ETH, 11.8%.
  convo('de-a18-krypto', 'allocation & exposure', 'eur-bench', t('Wie viel Krypto hab ich im Depot?', ALLOC, [weight(V.bench, 'assetClass', 'crypto')])),
  // The whole list: each holding's value.
  convo('de-a19-alle-positionen', 'portfolio', 'usd-retiree', t('Alle meine Positionen bitte', ['holdings'], V.retiree.positions.map((p) => money(p.value, 'USD')))),
];
