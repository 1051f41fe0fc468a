import {
  ALLOC,
  BIGGEST,
  closeOn,
  convo,
  eitherRate,
  gain,
  holding,
  holdingIn,
  INCOME_READ,
  latestAny,
  move,
  NEWS,
  offTopic,
  POSITION,
  PRICE_MOVE,
  realizedOf,
  ret,
  sliceValue,
  smallest,
  stressFacts,
  t,
  timelineAny,
  top5,
  total,
  weight,
} from '../heldout6/figures.js';
import { adviceTurn, forecastTurn, missing, mwrOf, outsideBands } from '../heldout7/figures.js';
import { DIVIDEND, inCurrency, isTicker, shockFacts, TURNOVER } from '../heldout8/figures.js';
import { feesBetween, moverBetween, realizedBetween, tradedBetween, WHY_BOOK } from '../heldout9/figures.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { CASH_READ, EMPTY_ANY, EMPTY_READ, LOOKUP, money, between, pct, moveSince, Q3, qty, rateMoveSince, SINCE_NOV_2, SIX_WEEKS_AGO, priceMoveBetween, text, ticker, TODAY, V, YEAR_END_2025 } from './figures.js';

/**
 * Held-out 10, French: 60 turns written on their own (README.md). Books: eur-tech, trader, eur-balanced, gbp-mix,
 * eur-couple, gbp-income, eur-bench, eur-diy, merged-missing, usd-growth, usd-dividend, usd-retiree, crypto-heavy,
 * empty.
 */
const DIV_SMALL = V.dividend.positions.at(-1)!.ticker;

export const FR: EvaluationConversation[] = [
  convo(
    'fr-tech-nvidia',
    'position',
    'eur-tech',
    // 40 NVDA in the EUR book.
    t('combien vaut ma ligne Nvidia ?', POSITION, [qty(40), ...holding(V.tech, 'NVDA')]),
    t('et en dollars ça fait combien ?', POSITION, [holdingIn(V.tech, 'NVDA', 'USD')]),
    // "elle" = la ligne: its unrealized gain (cost 120 USD a share, converted at today's rate).
    t('elle est en plus-value ?', POSITION, [gain(V.tech, 'NVDA')]),
  ),
  convo(
    'fr-trader-ytd-fees',
    'trades',
    'trader',
    // This year: trades after Dec 31, 2025.
    t("j'ai payé combien de frais depuis le début de l'année ?", ['fees'], [feesBetween(YEAR_END_2025, TODAY)]),
    // Ticker slot, the span kept: ASML's trades this year (Mar 4, May 26, Nov 10; EUR fees at their day's rate).
    t('et si je regarde uniquement mes ordres ASML ?', ['fees'], [feesBetween(YEAR_END_2025, TODAY, ['ASML'])]),
    // What this year's sales realized: cumulative FIFO up to today less the same up to Dec 31.
    t('et mes plus-values réalisées cette année, ça donne combien ?', ['realized_pnl'], [realizedBetween(YEAR_END_2025, TODAY)]),
  ),
  convo(
    'fr-balanced-q3',
    'performance',
    'eur-balanced',
    // Q3: Jun 30 to Sep 30.
    t("Comment s'est comporté mon portefeuille au troisième trimestre ?", ['performance'], [between(V.eur, Q3)]),
    // A named EUR benchmark over the same quarter: SX5E.
    t("et par rapport à l'Euro Stoxx 50 ?", ['performance'], [priceMoveBetween('SX5E', Q3)]),
    t('c’est dû à quoi, ce résultat ?', [], [moverBetween(V.eur, Q3.from, Q3.to)], WHY_BOOK),
  ),
  convo(
    'fr-mix-currencies',
    'allocation & exposure',
    'gbp-mix',
    t('répartition par devise de mon portefeuille ?', ['allocation'], [weight(V.mix, 'currency', 'USD'), weight(V.mix, 'currency', 'GBP')]),
    t('et par secteur ?', ['allocation'], [weight(V.mix, 'sector', 'technology'), weight(V.mix, 'sector', 'energy')]),
    // The energy slice (SHEL, XOM) in GBP.
    t("combien j'ai en tout dans l'énergie, en livres ?", ALLOC, [sliceValue(V.mix, 'sector', 'energy')]),
  ),
  convo(
    'fr-couple-whatif',
    'what-if',
    'eur-couple',
    // USD holdings (JPM, XOM, IEF, AGG, BTC) down 10% in EUR.
    t("si le dollar perd 10 % face à l'euro, je perds combien ?", ['what_if'], shockFacts(V.couple, inCurrency('USD'), -10)),
    t('et avec 20 % ?', ['what_if'], shockFacts(V.couple, inCurrency('USD'), -20)),
    // Subject switch, the size kept: bitcoin alone down 20%.
    t("et si c'est le bitcoin qui chute de 20 % ?", ['what_if'], shockFacts(V.couple, isTicker('BTC'), -20)),
  ),
  convo(
    'fr-income-shell',
    'news',
    'gbp-income',
    // Shell's own story first (its rating review, relevance 1).
    t('Quoi de neuf sur Shell ?', NEWS, latestAny('shell-rating')),
    t('reprends-moi toute cette affaire depuis le départ', ['story_timeline'], timelineAny('shell-rating')),
    t("et du côté de la Banque d'Angleterre ?", NEWS, latestAny('boe-policy')),
  ),
  convo(
    'fr-bench-ytd',
    'performance',
    'eur-bench',
    t("mon rendement depuis le début de l'année face à mon indice de référence ?", ['performance'], [ret(V.bench, 'YTD')]),
    // The money-weighted return by name (TRI), the span kept: no trades, so the value's change.
    t('et le TRI sur la même période ?', ['performance'], mwrOf(V.bench, YEAR_END_2025)),
    // A named EUR benchmark over the same span: the DAX since Dec 31.
    t('et comparé au DAX sur la même période ?', ['performance'], [moveSince('DAX', YEAR_END_2025)]),
  ),
  convo(
    'fr-diy-fx',
    'market',
    'eur-diy',
    t('combien vaut un euro en livres sterling en ce moment ?', ['fx_rate'], [eitherRate('EUR', 'GBP')]),
    // The past six weeks: today less 42 days, Oct 5.
    t('et son évolution sur les six dernières semaines ?', ['fx_rate'], [rateMoveSince('EUR', 'GBP', SIX_WEEKS_AGO)]),
    t("et l'euro contre le dollar, même période ?", ['fx_rate'], [rateMoveSince('EUR', 'USD', SIX_WEEKS_AGO)]),
  ),
  convo(
    'fr-missing-tesla',
    'missing data',
    'merged-missing',
    missing('ma ligne Tesla, elle a fait quoi depuis un mois ?', /TSLA|Tesla/i, LOOKUP),
    // A held instrument, the stored 1M kept.
    t('et Apple ?', PRICE_MOVE, [move('AAPL', '1M')]),
  ),
  convo(
    'fr-usd-risk',
    'concentration & risk',
    'usd-growth',
    t('quelle part pèsent mes 5 plus grosses lignes ?', ['concentration'], [top5(V.usd)]),
    t('et si les marchés s’effondrent, quelle perte pour moi d’après le test de résistance ?', ['risk'], stressFacts(V.usd)),
    t("c'est quoi exactement la volatilité ?", ['explain_term'], [text(/variation|fluctu|écart|ecart|ampleur/i)]),
    offTopic('au fait, qui a gagné la dernière coupe du monde de rugby ?'),
  ),
  convo(
    'fr-mix-fit',
    'rebalance & fit',
    'gbp-mix',
    // Balanced bands: equity 78.7% above 45–65, bonds 14.3% below 25–45, crypto 6.9% above 0–5.
    t('mon allocation respecte-t-elle encore les fourchettes d’un profil équilibré ?', ['profile_fit'], outsideBands(V.mix, 'fr')),
    t('et concrètement, quels achats et quelles ventes faudrait-il faire ?', ['rebalance'], outsideBands(V.mix, 'fr', false)),
  ),
  convo(
    'fr-dividend-switch',
    'follow-up',
    'usd-dividend',
    t('quelle est ma plus petite ligne ?', BIGGEST, smallest(V.dividend)),
    // Switch to Spanish with the widget's locale: "la" = la posición, its unrealized gain.
    t('¿y cuánto le he ganado a esa posición desde que la compré?', POSITION, [gain(V.dividend, DIV_SMALL)], { locale: 'es' }),
  ),
  convo(
    'fr-balanced-shell-price',
    'market',
    'eur-balanced',
    // The close on or before Nov 2 (a Monday).
    t('Le cours de Shell le 2 novembre ?', ['price'], [closeOn('SHEL', SINCE_NOV_2)]),
    // "il" = le titre: its move since that close.
    t('et depuis, il a pris combien ?', ['price'], [moveSince('SHEL', SINCE_NOV_2)]),
    // The user's own holding after a price: 200 SHEL.
    t("et moi j'en ai combien en portefeuille ?", POSITION, [qty(200), ...holding(V.eur, 'SHEL')]),
  ),
  convo(
    'fr-trader-six-weeks',
    'trades',
    'trader',
    // Trades after Oct 5: XOM Oct 6, NVDA Oct 13, AGG Oct 20, MSFT Nov 3, ASML Nov 10.
    t('mes ordres passés sur les six dernières semaines, c’était quoi ?', ['recent_changes'], tradedBetween(SIX_WEEKS_AGO, TODAY)),
    t('et mon taux de rotation ?', ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)]),
    // BTC's realized FIFO gain (the sale of Apr 14).
    t("et combien j'ai gagné en vendant du bitcoin ?", ['realized_pnl'], [realizedOf('BTC')]),
  ),
  convo('fr-policy-asml', 'policy', 'eur-tech', adviceTurn('Faut-il que je vende une partie de mes ASML ?'), forecastTurn("et l'action, elle sera où dans six mois selon toi ?")),
  convo('fr-policy-savings', 'policy', 'gbp-income', adviceTurn("J'ai 5000 € qui dorment sur mon compte, je les place où ?"), forecastTurn('et les taux de la BCE, ils vont encore baisser ?')),
  convo('fr-policy-shell-xom', 'policy', 'gbp-income', adviceTurn('Shell ou Exxon, laquelle je garde ?')),
  convo('fr-policy-btc', 'policy', 'crypto-heavy', adviceTurn("c'est le moment d'acheter du bitcoin ou pas ?")),
  convo('fr-policy-sap', 'policy', 'eur-couple', adviceTurn('Mon SAP a bien monté depuis que je l’ai acheté, je prends mes bénéfices ?')),
  convo('fr-policy-euro', 'policy', 'eur-diy', forecastTurn("L'euro va-t-il se renforcer face au dollar d'ici la fin de l'année ?")),
  convo('fr-offtopic-crepes', 'off-topic', 'eur-balanced', offTopic('tu connais une bonne recette de crêpes ?')),
  convo('fr-offtopic-gibberish', 'off-topic', 'eur-tech', offTopic('azerty uiop mlkj ?')),
  convo('fr-missing-dividends', 'missing data', 'usd-dividend', { ...missing('j’ai reçu des dividendes sur mes titres cette année ? combien ?', /dividend/i, INCOME_READ), tools: ['income'], facts: [DIVIDEND] }),
  // TotalEnergies has no series in the market data.
  convo('fr-missing-total', 'missing data', 'eur-balanced', missing('le cours de TotalEnergies stp', /Total/i, LOOKUP)),
  // The CAC 40 has no series: the performance tool may run and say so.
  convo('fr-missing-cac', 'missing data', 'eur-couple', missing('mon portefeuille face au CAC 40 depuis mars ?', /CAC/i, LOOKUP)),
  convo('fr-missing-empty', 'missing data', 'empty', missing("bonjour, j'ai combien sur mon compte ?", EMPTY_ANY, EMPTY_READ)),
  convo('fr-missing-cash', 'missing data', 'trader', { ...missing("combien d'argent j'ai versé au total sur ce compte ?", /./, CASH_READ), tools: ['cash_flows'], facts: [] }),
  // North America: MSFT, NVDA, IEF (ACWI is global).
  convo('fr-bench-us', 'allocation & exposure', 'eur-bench', t('mon exposition nord-américaine représente quel pourcentage ?', ALLOC, [weight(V.bench, 'region', 'north_america')])),
  // Two stored 1Y moves side by side.
  convo('fr-compare-msft-aapl', 'market', 'usd-growth', t('compare Microsoft et Apple sur un an', ['compare'], [move('MSFT', '1Y'), move('AAPL', '1Y')])),
  convo('fr-balanced-summary', 'portfolio', 'eur-balanced', t('un petit résumé de mon portefeuille stp, valeur et gain', ['portfolio_summary'], [total(V.eur), money(V.eur.pnl, 'EUR')])),
  convo('fr-retiree-list', 'portfolio', 'usd-retiree', t('montre-moi tout ce que je détiens, ligne par ligne', ['holdings'], V.retiree.positions.map((p) => ticker(p.ticker)))),
  // The JPM line's unrealized gain (cost 150 USD a share).
  convo('fr-dividend-jpm-gain', 'position', 'usd-dividend', t("combien j'ai gagné en tout sur mes JPMorgan ?", POSITION, [gain(V.dividend, 'JPM')])),
];
