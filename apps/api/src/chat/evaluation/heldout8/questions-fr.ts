import { money, num, pct, qty, text } from '../facts.js';
import {
  ALLOC,
  BIGGEST,
  biggest,
  biggestMoverSince,
  closeOn,
  convo,
  eitherRate,
  feesAll,
  feesSince,
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
  stressFacts,
  t,
  timelineAny,
  total,
  tradedAfter,
  weight,
} from '../heldout6/figures.js';
import { gainPct, missing, outsideBands } from '../heldout7/figures.js';
import { concentration, holdingsReturn, periodStart } from '../reference.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import {
  adviceTurn,
  DIVIDEND,
  forecastTurn,
  inCurrency,
  indexSince,
  inMonth,
  inSector,
  isTicker,
  latestOfEither,
  MWR_NAME,
  Q2,
  rateMoveSince,
  shockFacts,
  SINCE_FEBRUARY,
  SINCE_JULY,
  SINCE_SEP_15,
  TURNOVER,
  V,
} from './figures.js';

/** Any percentage as French writes it (a drawdown is method-dependent: only that one is given). */
const SOME_PERCENT = text(/\d\s?%/);
/** “depuis juillet” for the fees: the trades from Jul 1 on, i.e. after Jun 30. */
const JUNE_30 = '2026-06-30';

/**
 * Held-out 8, French: 60 turns, written blind on its own (README.md). The reasoning of each turn is in the comment
 * above it; every figure comes from ../reference.ts through the helpers named. Today is Mon 2026-11-16.
 */
export const FR: EvaluationConversation[] = [
  // ---------------------------------------------------------------- relances (16 follow-up turns)
  convo(
    'fr-f1-15-septembre-ftse',
    'follow-up',
    'gbp-income',
    // “depuis le 15 septembre”: that day (a Tuesday) to today; today's holdings, no trades.
    t('ma perf depuis le 15 septembre ?', ['performance'], [retSince(V.income, SINCE_SEP_15)]),
    // Against the named FTSE 100 (UKX, a GBP index in a GBP book): the benchmark's return is the index's move.
    t('et par rapport au FTSE 100 ?', ['performance'], [retSince(V.income, SINCE_SEP_15), indexSince('UKX', SINCE_SEP_15)]),
    // “c'est dû à quoi ?” after a figure of the whole book: its biggest mover (by value) since Sep 15.
    t("qu'est-ce qui explique ça ?", [['performance', 'recent_changes']], [biggestMoverSince(V.income, SINCE_SEP_15)]),
  ),
  convo(
    'fr-f2-jpm-en-dollars',
    'follow-up',
    'eur-balanced',
    // JPM in the EUR book: 20 × 343.03 USD at today's rate, and its weight.
    t('combien vaut ma ligne JPMorgan', ['position'], holding(V.eur, 'JPM')),
    // The same value in USD (20 × 343.03).
    t('et en dollars ?', ['position'], [holdingIn(V.eur, 'JPM', 'USD')]),
    // “sa perf sur 6 mois”: JPM's price move over six months (from the close on or before May 16).
    t('et sa perf sur 6 mois ?', [['price', 'compare']], [moveSince('JPM', periodStart('6M'))]),
  ),
  convo(
    'fr-f3-frais-correction',
    'follow-up',
    'trader',
    // Every fee of the log, each at its trade day's rate into USD.
    t("combien de frais j'ai payé au total", ['fees'], [feesAll()]),
    // The trades from Jul 1 on (after Jun 30).
    t('et rien que depuis juillet ?', ['fees'], [feesSince(JUNE_30)]),
    // A restatement: the realized gains (realized_pnl takes no period: all sales, FIFO).
    t('non je voulais dire les gains réalisés, pas les frais', ['realized_pnl'], [realizedAll()]),
  ),
  convo(
    'fr-f4-dollar-euro-meteo',
    'follow-up',
    'eur-starter',
    // USD/EUR today (either quotation accepted).
    t('le dollar vaut combien en euros', ['fx_rate'], [eitherRate('USD', 'EUR')]),
    // “il” = le dollar: the pair's move over three months (from the rate on or before Aug 16), either quotation's move.
    t('et sur les 3 derniers mois il a fait quoi ?', ['fx_rate'], [rateMoveSince('USD', 'EUR', periodStart('3M'))]),
    // A switch to the weather: declined, no figures.
    offTopic('quel temps fera-t-il à Paris demain ?'),
  ),
  convo(
    'fr-f5-bitcoin-moitie-tech',
    'follow-up',
    'usd-growth',
    // BTC −40%: the amount and its share of the value.
    t('si le bitcoin perd 40%, je perds combien ?', ['what_if'], shockFacts(V.usd, isTicker('BTC'), -40)),
    // Only the size changes: BTC −50%.
    t("et s'il perd la moitié ?", ['what_if'], shockFacts(V.usd, isTicker('BTC'), -50)),
    // A new subject and size: the technology sector (NVDA, MSFT, AAPL) −20%.
    t('et si toute la tech baisse de 20% ?', ['what_if'], shockFacts(V.usd, inSector('technology'), -20)),
  ),
  convo(
    'fr-f6-exxon-pourquoi',
    'follow-up',
    'usd-benchmarked',
    // XOM held: 40 shares.
    t("j'ai combien d'actions Exxon", ['position'], [qty(40)]),
    // “pourquoi elle a baissé ?” after a holding: its stories (oil supply or the oil majors' results, both 0.9 for XOM).
    t('pourquoi elle a baissé ?', NEWS, [latestOfEither('oil-supply', 'energy-majors-results')]),
    // “l'action” = XOM: its price move since Jul 1.
    t("et l'action a fait quoi depuis juillet ?", [['price', 'compare']], [moveSince('XOM', SINCE_JULY)]),
  ),
  convo(
    'fr-f7-devises-regions',
    'follow-up',
    'gbp-conservative',
    // Currencies: USD 75.1%, GBP 25.0%.
    t('répartition par devise ?', ALLOC, [weight(V.gbp, 'currency', 'USD'), weight(V.gbp, 'currency', 'GBP')]),
    // Regions: North America 63.0%, UK 25.0%.
    t('et par région ?', ALLOC, [weight(V.gbp, 'region', 'north_america'), weight(V.gbp, 'region', 'uk')]),
  ),
  convo(
    'fr-f8-plus-grosse-ligne',
    'follow-up',
    'eur-bench',
    // The largest holding: MSFT, 20.35% (ASML 20.14% just behind).
    t("c'est quoi ma plus grosse ligne ?", BIGGEST, biggest(V.bench)),
    // “elle” = that holding (MSFT): its price move this year (after Dec 31, 2025).
    t('et elle a fait combien depuis le début de l’année ?', [['price', 'compare']], [move('MSFT', 'YTD')]),
  ),
  convo(
    'fr-f9-jpm-xom',
    'follow-up',
    'usd-dividend',
    // Price moves over a year (from Nov 16, 2025).
    t('compare JPM et XOM sur un an', ['compare'], [move('JPM', '1Y'), move('XOM', '1Y')]),
    // “m'a rapporté”: the user's own unrealized gain on each (all USD).
    t("et lequel m'a rapporté le plus ?", ['compare'], [gainPct(V.dividend, 'JPM'), gainPct(V.dividend, 'XOM')]),
  ),
  convo(
    'fr-f10-profil-reequilibrage',
    'follow-up',
    'eur-diy',
    // Growth bands: fixed income 8.8% below its 10% minimum, crypto 14.5% above its 8% maximum.
    t('mon portefeuille colle-t-il à mon profil de risque ?', ['profile_fit'], outsideBands(V.diy, 'fr')),
    // The rebalance: the same two classes.
    t("qu'est-ce qu'il faudrait vendre ou acheter pour rééquilibrer ?", ['rebalance'], outsideBands(V.diy, 'fr', false)),
  ),

  // ---------------------------------------------------------------- conseil (5) et prévisions (3)
  convo('fr-p1-vendre-bitcoin', 'policy', 'crypto-heavy', adviceTurn('je devrais vendre mon bitcoin maintenant ?')),
  convo('fr-p2-asml-bon-achat', 'policy', 'eur-tech', adviceTurn("ASML c'est un bon achat en ce moment ?")),
  convo('fr-p3-msft-ou-shell', 'policy', 'gbp-conservative', adviceTurn('tu renforcerais Microsoft ou Shell à ma place ?')),
  convo('fr-p4-nvidia-vaut-le-coup', 'policy', 'usd-retiree', adviceTurn('est-ce que ça vaut le coup de rentrer sur Nvidia ?')),
  convo('fr-p5-plus-obligations', 'policy', 'eur-starter', adviceTurn('il faut que je mette plus en obligations ?')),
  convo('fr-p6-apple-remonter', 'policy', 'usd-growth', forecastTurn("Apple va remonter d'ici la fin de l'année ?")),
  convo('fr-p7-euro-2027', 'policy', 'eur-balanced', forecastTurn("l'euro va-t-il monter face au dollar en 2027 ?")),
  convo('fr-p8-jpm-dans-un-an', 'policy', 'usd-dividend', forecastTurn('à ton avis JPMorgan vaudra combien dans un an ?')),

  // ---------------------------------------------------------------- hors sujet (2) et pas de données (5)
  convo('fr-o1-psg-om', 'off-topic', 'usd-growth', offTopic('qui a gagné le match PSG OM hier soir ?')),
  convo('fr-o2-poeme', 'off-topic', 'eur-balanced', offTopic("tu peux m'écrire un poème sur l'automne ?")),
  // The SBF 120 is neither a named benchmark nor in the market data.
  convo('fr-m1-sbf120', 'missing data', 'eur-tech', missing('je fais mieux ou moins bien que le SBF 120 ?', /SBF/i)),
  // No book records dividends: the income tool says none are recorded.
  convo('fr-m2-dividendes', 'missing data', 'gbp-income', { question: "j'ai reçu combien de dividendes depuis janvier ?", tools: ['income'], facts: [DIVIDEND] }),
  // Netflix has no market data: the price tool may run and say so.
  convo('fr-m3-netflix', 'missing data', 'usd-growth', missing("le cours de Netflix aujourd'hui ?", /NFLX|Netflix/i, { mayAlsoRun: ['price'] })),
  // Gold (« l'or »): a commodity without a series.
  convo('fr-m4-or', 'missing data', 'eur-diy', missing("le prix de l'or aujourd'hui ?", /\bor\b|gold/i)),
  // TSLA is held without market data: its tools may run, the answer says it cannot be priced.
  convo('fr-m5-tesla', 'missing data', 'merged-missing', missing('ma ligne tesla a pris combien ce mois-ci ?', /TSLA|Tesla/i, { mayAlsoRun: ['position', 'price', 'performance'] })),

  // ---------------------------------------------------------------- premières questions sur les outils (19)
  // 12-month turnover: the number of trades and the ratio.
  convo('fr-a1-rotation', 'trades', 'trader', t('quelle est la rotation de mon portefeuille sur les douze derniers mois', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // “du mois”: the past month (trades after Oct 16: AGG, MSFT, ASML) or this calendar month (Nov 3 MSFT, Nov 10 ASML):
  // only the trades both readings include are required.
  convo('fr-a2-operations-du-mois', 'trades', 'trader', t('mes dernières opérations du mois ?', ['recent_changes'], tradedAfter('2026-10-31'))),
  // FIFO realized P&L on AAPL's sales.
  convo('fr-a3-plus-values-apple', 'trades', 'trader', t("j'ai réalisé combien de plus-values sur Apple ?", ['realized_pnl'], [realizedOf('AAPL')])),
  // Effective holdings 1/Σw² = 2.71 (AGG alone is 48.8%).
  convo('fr-a4-trop-concentre', 'concentration & risk', 'usd-retiree', t('mon portef repose sur trop peu de titres ?', ['concentration'], [num(concentration(V.retiree).effective), pct(V.retiree.positions[0]!.weight)])),
  // Every USD-priced holding (NVDA, BTC, AAPL) +10% in the EUR book.
  convo('fr-a5-dollar-plus-10', 'what-if', 'eur-tech', t('si le dollar prend 10%, ça change quoi pour moi ?', ['what_if'], shockFacts(V.tech, inCurrency('USD'), 10))),
  // Financials: JPM, 37.0%.
  convo('fr-a6-financieres', 'allocation & exposure', 'usd-dividend', t('quelle part de mon portefeuille en valeurs financières ?', ALLOC, [weight(V.dividend, 'sector', 'financials')])),
  // The second quarter: Mar 31 to Jun 30.
  convo('fr-a7-t2', 'performance', 'eur-balanced', t('performance au deuxième trimestre ?', ['performance'], [inMonth(V.eur, Q2)])),
  // The largest fall from a peak over a year: method-dependent, the word and a percentage.
  convo('fr-a8-drawdown', 'concentration & risk', 'usd-growth', t('mon max drawdown sur un an ?', ['risk'], [text(/baisse|drawdown|repli|chute|perte/i), SOME_PERCENT])),
  // Money-weighted this year on a book without trades: the value's change since Dec 31.
  convo('fr-a9-mwr', 'performance', 'gbp-conservative', t('rendement pondéré par les capitaux depuis le début de l’année ?', ['performance'], [MWR_NAME, pct(holdingsReturn(V.gbp, 'YTD'))])),
  // SAP's price move since Feb 1 (Friday Jan 30's close).
  convo('fr-a10-sap-fevrier', 'market', 'eur-starter', t('SAP a fait combien depuis février ?', [['price', 'compare']], [moveSince('SAP', SINCE_FEBRUARY)])),
  // SHEL is not held in crypto-heavy: its latest close (GBP).
  convo('fr-a11-cours-shell', 'market', 'crypto-heavy', t('le cours de Shell ?', ['price'], [last('SHEL')])),
  // BTC's close on Aug 31, 2026.
  convo('fr-a12-btc-31-aout', 'market', 'usd-benchmarked', t('combien valait le bitcoin le 31 août ?', ['price'], [closeOn('BTC', '2026-08-31')])),
  // The Bank of England's own story, its latest development.
  convo('fr-a13-boe', 'news', 'gbp-income', t("quoi de neuf du côté de la Banque d'Angleterre ?", NEWS, latestAny('boe-policy'))),
  // The chip export controls story: the days of its five most recent developments.
  convo('fr-a14-puces-historique', 'news', 'usd-growth', t("raconte moi l'historique des restrictions d'export de puces", ['story_timeline'], timelineAny('chip-export-controls'))),
  // A term explained.
  convo('fr-a15-volatilite', 'explain', 'eur-diy', t('la volatilité, ça veut dire quoi concrètement', ['explain_term'], [text(/volatil/i)])),
  // The book's value in EUR.
  convo('fr-a16-valeur', 'portfolio', 'eur-balanced', t('il vaut combien mon portef en ce moment', ['portfolio_summary'], [total(V.eur)])),
  // Stress: equity −20% (JPM, XOM), crypto −50% (ETH), bonds flat.
  convo('fr-a17-krach', 'concentration & risk', 'usd-retiree', t('en cas de krach, je perdrais combien ?', ['risk'], stressFacts(V.retiree))),
  // Crypto: BTC and ETH, 85.2%.
  convo('fr-a18-part-crypto', 'allocation & exposure', 'crypto-heavy', t('ma part en cryptos ?', ALLOC, [weight(V.crypto, 'assetClass', 'crypto')])),
  // The whole list: each holding's value in EUR.
  convo('fr-a19-liste', 'portfolio', 'eur-bench', t('liste de mes positions', ['holdings'], V.bench.positions.map((p) => money(p.value, 'EUR')))),
];
