import { qty } from '../facts.js';
import {
  biggest,
  closeOn,
  commaPercent,
  convo,
  eitherRate,
  holding,
  holdingIn,
  latestAny,
  moveSince,
  NEWS,
  offTopic,
  PRICE_MOVE,
  retSince,
  SINCE_JUNE,
  stressFacts,
  t,
  timelineAny,
  weight,
} from '../heldout6/figures.js';
import { gainPct, missing, outsideBands, SINCE_AUGUST, SINCE_MAY } from '../heldout7/figures.js';
import { adviceTurn, DIVIDEND, forecastTurn, inCurrency, indexSince, inSector, isTicker, shockFacts, TURNOVER } from '../heldout8/figures.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';
import { between, FOUR_WEEKS_AGO, feesBetween, JULY, moverBetween, pct, Q1, realizedBetween, SINCE_OCT_20, text, ticker, tradedBetween, TWO_MONTHS_AGO, V, weightOf, WHY_BOOK } from './figures.js';

/**
 * Held-out 9, French: 60 turns written on their own (not translated), as people type them (tu, accents left out now and
 * then, familiar words). Every figure from ../reference.ts through the figures helpers; the reasoning beside each turn.
 */
export const FR: EvaluationConversation[] = [
  // eur-diy: the MSFT line (EUR), then in pounds (a currency slot), then "elle" = la ligne, MSFT's price since June
  // (the close on or before Jun 1).
  convo(
    'fr-ho9-msft-livres',
    'follow-up',
    'eur-diy',
    t('combien vaut ma ligne microsoft ?', ['position'], holding(V.diy, 'MSFT')),
    t('ça fait combien en livres ?', ['position'], [holdingIn(V.diy, 'MSFT', 'GBP')]),
    t('et elle a pris combien depuis juin ?', PRICE_MOVE, [moveSince('MSFT', SINCE_JUNE)]),
  ),
  // eur-balanced (no trades): Q1 = Dec 31 → Mar 31, July = Jun 30 → Jul 31; the cause of July's move = its biggest
  // mover by value over July.
  convo(
    'fr-ho9-eur-periodes',
    'follow-up',
    'eur-balanced',
    t('perf de mon portefeuille au premier trimestre ?', ['performance'], [between(V.eur, Q1)]),
    t('et en juillet ?', ['performance'], [between(V.eur, JULY)]),
    t("qu'est-ce qui a fait bouger ça ?", [], [moverBetween(V.eur, JULY.from, JULY.to)], WHY_BOOK),
  ),
  // gbp-income since the start of August (the close on or before Aug 1); the FTSE 100 named over the same span (GBP
  // book, UKX series); then a restaurant question inside the thread.
  convo(
    'fr-ho9-income-ftse',
    'follow-up',
    'gbp-income',
    t('rendement depuis debut aout ?', ['performance'], [retSince(V.income, SINCE_AUGUST)]),
    t('et par rapport au FTSE 100 sur la même période ?', ['performance'], [indexSince('UKX', SINCE_AUGUST)]),
    offTopic('au fait tu connais un bon resto à Lyon ?'),
  ),
  // usd-growth: technology (AAPL, MSFT, NVDA) −15%; then Apple alone −15%; then "il" = le titre Apple, −30%.
  convo(
    'fr-ho9-tech-choc',
    'follow-up',
    'usd-growth',
    t('si la tech perd 15 %, ça me coûte combien ?', ['what_if'], shockFacts(V.usd, inSector('technology'), -15)),
    t('et si c’est seulement apple ?', ['what_if'], shockFacts(V.usd, isTicker('AAPL'), -15)),
    t("et s'il plonge de 30 % ?", ['what_if'], shockFacts(V.usd, isTicker('AAPL'), -30)),
  ),
  // trader: what the sales of this year realized (after Dec 31: NVDA, AAPL, BTC, XOM, ASML, MSFT, JPM, IEF, ETH, AGG),
  // then ETH alone (the Sep 29 sale); then a restatement: the fees on ETH (Aug 4 $9 + Sep 29 $6, both this year).
  convo(
    'fr-ho9-plus-values',
    'follow-up',
    'trader',
    t("j'ai réalisé combien de plus-values depuis le début de l'année ?", ['realized_pnl'], [realizedBetween('2025-12-31', '2026-11-16')]),
    t("et sur l'ETH seulement ?", ['realized_pnl'], [realizedBetween('2025-12-31', '2026-11-16', 'ETH')]),
    t("non, je voulais parler des frais sur l'ETH", ['fees'], [feesBetween('2025-12-31', '2026-11-16', ['ETH'])]),
  ),
  // gbp-conservative: GBP/USD (either quotation), then against the euro (GBP/EUR, either quotation).
  convo(
    'fr-ho9-livre',
    'follow-up',
    'gbp-conservative',
    t('le cours livre dollar ?', ['fx_rate'], [eitherRate('GBP', 'USD')]),
    t("et contre l'euro ?", ['fx_rate'], [eitherRate('GBP', 'EUR')]),
  ),
  // eur-bench: the largest line (MSFT, 20.4%); "elle" = la ligne, its price over the past 2 months (Sep 16); "pourquoi ?"
  // = its stories (Big Tech AI spending, relevance 0.9 for MSFT, its highest).
  convo(
    'fr-ho9-bench-grosse',
    'follow-up',
    'eur-bench',
    t('sur quel titre je suis le plus investi ?', [['holdings', 'concentration', 'portfolio_summary']], biggest(V.bench)),
    t('elle a fait quoi sur les 2 derniers mois ?', PRICE_MOVE, [moveSince('MSFT', TWO_MONTHS_AGO)]),
    t('pourquoi ?', NEWS, latestAny('ai-capex'), { mayAlsoRun: ['position', 'price'] }),
  ),
  // eur-starter: the asset-class split (equity = ACWI + SAP); then a switch to Spanish with the widget's locale: the
  // currency split (USD = ACWI, AGG, ETH), with a decimal comma.
  convo(
    'fr-ho9-starter-classes',
    'follow-up',
    'eur-starter',
    t("ma répartition par classe d'actifs ?", [['allocation', 'exposure']], [weight(V.starter, 'assetClass', 'equity')]),
    t('¿y cómo queda por monedas?', [['allocation', 'exposure']], [weight(V.starter, 'currency', 'USD'), commaPercent], { locale: 'es' }),
  ),
  // crypto-heavy: a yes/no on the risk (volatility against the aggressive limit), then the stress test's loss.
  convo(
    'fr-ho9-crypto-risque',
    'follow-up',
    'crypto-heavy',
    t("est-ce que c'est trop risqué, mon portefeuille ?", ['risk'], [text(/volatil/i)], { mayAlsoRun: ['profile_fit'] }),
    t('et le stress test ça donne quoi ?', ['risk'], stressFacts(V.crypto)),
  ),
  // usd-dividend: XOM and JPM since May (the close on or before May 1); then "for me" = the user's own unrealized gains.
  convo(
    'fr-ho9-xom-jpm',
    'follow-up',
    'usd-dividend',
    t('compare xom et jpm depuis mai', ['compare'], [moveSince('XOM', SINCE_MAY), moveSince('JPM', SINCE_MAY)]),
    t('et pour moi, lequel a été le plus rentable ?', ['compare'], [gainPct(V.dividend, 'JPM'), gainPct(V.dividend, 'XOM')]),
  ),
  // usd-retiree: the classes outside the conservative bands, then the rebalance (cash left out).
  convo(
    'fr-ho9-retraite-profil',
    'follow-up',
    'usd-retiree',
    t('est-ce que mon portefeuille colle à mon profil ?', ['profile_fit'], outsideBands(V.retiree, 'fr')),
    t('quels échanges pour rééquilibrer ?', ['rebalance'], outsideBands(V.retiree, 'fr', false)),
  ),
  // gbp-mix holds NVDA and ASML: the chips story's latest development, then that story from its beginning.
  convo(
    'fr-ho9-puces',
    'follow-up',
    'gbp-mix',
    t('quoi de neuf sur les puces ?', NEWS, latestAny('chip-export-controls')),
    t('raconte-moi cette histoire depuis le début', ['story_timeline'], timelineAny('chip-export-controls')),
  ),
  convo('fr-ho9-nvda-alleger', 'policy', 'eur-tech', adviceTurn('je devrais alléger nvidia vu la hausse ?'), adviceTurn('et asml tu la gardes ?')),
  convo('fr-ho9-ether', 'policy', 'crypto-heavy', adviceTurn("ça vaut le coup de racheter de l'ether maintenant ?"), forecastTurn("il va remonter d'ici l'été ?")),
  // LVMH has no market data; then the XOM line of usd-benchmarked.
  convo(
    'fr-ho9-lvmh',
    'missing data',
    'usd-benchmarked',
    missing('LVMH ça donne quoi en ce moment ?', /LVMH|\bMC\b/i),
    t('bon, et ma position exxon ?', ['position'], holding(V.benchmarked, 'XOM')),
  ),
  // eur-balanced: the ECB's latest development, then euro-area inflation's.
  convo(
    'fr-ho9-bce',
    'follow-up',
    'eur-balanced',
    t('des nouvelles de la BCE ?', NEWS, latestAny('ecb-policy')),
    t("et sur l'inflation en zone euro ?", NEWS, latestAny('euro-area-inflation')),
  ),
  // gbp-conservative: the list, the bond share (IEF + AGG), then the dollar share (every line but SHEL).
  convo(
    'fr-ho9-gbp-lignes',
    'follow-up',
    'gbp-conservative',
    t('affiche toutes mes lignes stp', ['holdings'], [ticker('IEF'), ticker('SHEL'), ticker('AGG'), ticker('MSFT')]),
    t("combien j'ai en obligations là-dedans ?", [['exposure', 'allocation']], [weight(V.gbp, 'assetClass', 'fixed_income')]),
    t('et quelle part du portefeuille est en dollar ?', [['exposure', 'allocation']], [weight(V.gbp, 'currency', 'USD')]),
  ),
  // merged-missing: the AAPL line; "elle" = l'action, its price since Oct 20 (that day's close).
  convo(
    'fr-ho9-apple',
    'follow-up',
    'merged-missing',
    t('combien vaut mon apple ?', ['position'], holding(V.merged, 'AAPL')),
    t('et depuis le 20 octobre elle a bougé de combien ?', PRICE_MOVE, [moveSince('AAPL', SINCE_OCT_20)]),
  ),
  convo('fr-ho9-obligs', 'policy', 'usd-retiree', adviceTurn('tu vendrais mes obligations à ma place ?')),
  convo('fr-ho9-btc-entrer', 'policy', 'eur-starter', adviceTurn("c'est le moment d'entrer sur le bitcoin ?")),
  convo('fr-ho9-3000', 'policy', 'eur-diy', adviceTurn('je mets mes 3000 euros où ?')),
  convo('fr-ho9-msft-2027', 'policy', 'usd-benchmarked', forecastTurn('combien vaudra microsoft fin 2027 ?')),
  convo('fr-ho9-euro-grimper', 'policy', 'eur-balanced', forecastTurn("l'euro va-t-il grimper face au dollar ?")),
  convo('fr-ho9-roland', 'off-topic', 'usd-growth', offTopic('qui a gagné Roland-Garros cette année ?')),
  convo('fr-ho9-crepes', 'off-topic', 'gbp-income', offTopic('comment je fais une pâte à crêpes ?')),
  convo('fr-ho9-dividendes', 'missing data', 'usd-dividend', { question: 'mes dividendes touchés cette année ?', tools: ['income'], facts: [DIVIDEND] }),
  // The Stoxx 600 is in neither the benchmark catalog (which has the EURO STOXX 50) nor the market data.
  convo('fr-ho9-stoxx600', 'missing data', 'eur-balanced', missing('mon portefeuille face au Stoxx 600 depuis janvier ?', /stoxx 600/i)),
  convo('fr-ho9-airbus', 'missing data', 'eur-tech', missing('le cours de Airbus ?', /airbus|\bAIR\b/i)),
  convo('fr-ho9-vide', 'missing data', 'empty', missing('ça représente quelle somme, mes placements ?', /vide|aucune? (position|ligne|titre)|rien/i)),
  // trader: trades in the 12-month window and the turnover ratio.
  convo('fr-ho9-rotation', 'trades', 'trader', t("combien d'ordres j'ai passés sur 12 mois, et quel taux de rotation ?", ['turnover'], [qty(TURNOVER.count), pct(TURNOVER.ratio)])),
  // trader: trades over the past 4 weeks (after Oct 19): AGG, MSFT, ASML.
  convo('fr-ho9-achats-4s', 'trades', 'trader', t("qu'est-ce que j'ai acheté ou vendu ces 4 dernières semaines ?", ['recent_changes'], tradedBetween(FOUR_WEEKS_AGO, '2026-11-16'))),
  // crypto-heavy: a yes/no on concentration, decided by the largest single name (BTC, 70.8%).
  convo('fr-ho9-concentre', 'concentration & risk', 'crypto-heavy', t('je suis trop concentré ?', ['concentration'], [ticker('BTC'), weightOf(V.crypto, 'BTC')])),
  // gbp-mix: USD holdings (ACWI, NVDA, XOM, AGG, ETH) +10% in GBP.
  convo('fr-ho9-dollar', 'what-if', 'gbp-mix', t('si le dollar prend 10 % contre la livre, ça fait quoi sur mon portefeuille ?', ['what_if'], shockFacts(V.mix, inCurrency('USD'), 10))),
  // SAP's close on Fri Oct 2 (EUR).
  convo('fr-ho9-sap-cloture', 'market', 'eur-starter', t("clôture de l'action SAP le 2 octobre ?", ['price'], [closeOn('SAP', '2026-10-02')])),
  convo('fr-ho9-twr', 'explain', 'usd-growth', t("c'est quoi le TWR ?", ['explain_term'], [text(/temps|pond[ée]r/i)])),
];
