import type { tools as en } from '../en/tools.js';

/** French sentences of the insight tools (ICU MessageFormat). Figures arrive formatted; `none` marks an absent optional part. */
export const tools = {
  'tool.unpriced': 'Non valorisé, donc exclu de tous les chiffres plutôt qu’estimé : {tickers} (pas de données de marché ni de cours).',

  'tool.summary.empty': 'Ce portefeuille ne contient encore rien : il n’y a donc rien à analyser. Dès qu’il aura des positions, je pourrai les décrire.',
  'tool.summary.none_valued': 'Aucune des positions n’a pu être valorisée : il n’y a ni données de marché ni cours pour {tickers}. Je ne devine pas les cours.',
  'tool.summary.value': 'Votre portefeuille vaut **{value}**, réparti sur {count, plural, one {# position} other {# positions}}, aux cours du {date}.',
  'tool.summary.unrealized':
    'Par rapport à votre prix d’achat, cela représente une {direction, select, loss {moins-value} other {plus-value}} latente de **{amount}**{ratio, select, none {} other { ({ratio})}}, pas encore réalisée par une vente.',
  'tool.summary.derived_cost': 'Le prix de revient de {tickers} est déduit du journal des opérations (premier entré, premier sorti), {count, plural, one {la ligne n’en indiquant aucun} other {les lignes n’en indiquant aucun}}.',
  'tool.summary.without_cost': 'Aucun prix d’achat n’est enregistré pour {tickers} : {count, plural, one {son} other {leur}} gain ou perte est donc inconnu.',
  'tool.summary.largest': 'La plus grosse position est {ticker}, avec {weight} du portefeuille.',

  'tool.holdings.top': '{shown, plural, one {Votre plus grosse position (sur {count}) :} other {Vos # plus grosses positions (sur {count}) :}}',
  'tool.holdings.all': '{count, plural, one {Votre seule position :} other {Vos # positions, de la plus grosse à la plus petite :}}',
  'tool.holdings.line': '**{ticker}** ({name}) : {count, plural, one {{quantity} unité} other {{quantity} unités}} d’une valeur de {value}, {weight} du portefeuille',
  'tool.holdings.together': 'Ensemble, elles représentent {weight} du portefeuille.',

  'tool.position.unknown':
    'Je n’ai pas de données de marché pour **{ticker}** : je ne peux donc donner ni son cours ni ses actualités.{held, select, yes { Vous détenez {quantity} {ticker}, mais sans cours la position ne peut pas être valorisée et reste exclue de tous les chiffres.} other {}}',
  'tool.position.held': 'Vous détenez {quantity} {ticker}, d’une valeur de **{value}** : **{weight}** de votre portefeuille.',
  'tool.position.pnl': 'Cela représente une {direction, select, loss {moins-value} other {plus-value}} latente de {amount}{ratio, select, none {} other { ({ratio})}} par rapport à votre prix d’achat.',
  'tool.position.in_currency': 'En {currency}, cela fait **{value}**, au dernier taux enregistré.',
  'tool.position.no_rate': 'Aucun taux de change vers {currency} n’est enregistré : je ne peux donc pas donner sa valeur en {currency}.',
  'tool.position.no_cost': 'Aucun prix d’achat n’est enregistré pour cette position : son gain ou sa perte est donc inconnu.',
  'tool.position.held_unpriced': 'Vous détenez {quantity} {ticker}, mais sans cours enregistré je ne peux ni la valoriser ni donner son poids.',
  'tool.position.not_held': 'Vous ne détenez pas {ticker} dans ce portefeuille (0 %).',
  'tool.position.price': '{name} a clôturé à {price} le {date}{change, select, none {} other { ({change} sur le mois écoulé)}}.',
  'tool.position.no_price': 'Aucun cours n’est enregistré pour {name} jusqu’à aujourd’hui.',

  'tool.price.unknown': 'Je n’ai pas de données de marché pour **{ticker}** : je ne peux donc donner ni son cours ni ses variations.',
  'tool.price.result':
    '{name} a clôturé à **{price}** le {date}{change, select, none {.} other { : **{change}** sur {period}{start, select, none {} other {, depuis {start}}}.}}',

  'tool.price.on': '{name} a clôturé à **{price}** le {date}{same, select, yes {.} other { (dernière clôture le {asked} ou avant).}}',
  'tool.compare.held': 'Vous détenez {value} de {ticker} ({weight} du portefeuille).',
  'tool.compare.not_held': 'Vous ne détenez pas {ticker}.',
  'tool.compare.verdict': 'Sur {period}, {best} a fait le mieux ({bestChange}) et {worst} le moins bien ({worstChange}).',

  'tool.concentration.top': '{top5, select, none {Vos positions sont {holdings}.} other {Vos plus grosses positions sont {holdings} ; les cinq premières représentent {top5} du portefeuille.}}',
  'tool.concentration.effective':
    'En termes de diversification, il se comporte comme **{effective}** positions de taille égale (sur {count} détenues) : plus ce nombre est bas, plus une seule position peut faire bouger l’ensemble.',
  'tool.concentration.above_limit': '{ticker} représente à lui seul {weight}, au-delà des {limit} qu’une seule position ne devrait pas dépasser pour votre profil.',
  'tool.concentration.within_limit': 'Aucune action ni aucun cryptoactif ne dépasse la limite de {limit} par position pour votre profil.',

  'tool.allocation.head': 'Répartition de votre portefeuille par {dimension} :',
  'tool.allocation.line': '{label} : {weight} ({value})',
  'tool.allocation.line_band':
    '{label} : {weight}{value, select, none {} other { ({value})}} ; fourchette cible {band}{status, select, above { — **au-dessus**} below { — **en dessous**} other { — à l’intérieur}}',
  'tool.allocation.bands_assumed': 'Aucun profil de risque n’est enregistré : ces fourchettes sont celles d’un investisseur équilibré ; renseignez un profil pour une vraie vérification.',
  'tool.allocation.bands_from': 'Les fourchettes cibles sont celles d’un profil de risque « {tolerance} ».',

  'tool.exposure.none':
    '{kind, select, base_currency {Aucune de vos positions n’est cotée en {subject}, votre devise de référence.} ticker {Vous ne détenez pas {subject} : aucune exposition.} other {Aucune de vos positions ne relève de {subject} : aucune exposition.}}',
  'tool.exposure.total':
    '{kind, select, currency {Les positions cotées en {subject} représentent **{weight}** de votre portefeuille ({amount}).} base_currency {Les positions cotées en {subject}, votre devise de référence, représentent **{weight}** de votre portefeuille ({amount}).} ticker {{subject} représente **{weight}** de votre portefeuille ({amount}).} other {Votre exposition à {subject} est de **{weight}** du portefeuille ({amount}).}}',
  'tool.exposure.drivers': '{count, plural, one {Elle vient entièrement de {only}.} other {Elle vient de {drivers}{more, plural, =0 {} one { et d’une autre position} other { et de # autres}}.}}',
  'tool.exposure.limit':
    'C’est {above, select, yes {**au-dessus**} other {dans la limite}} des {limit} que permet {assumed, select, yes {un profil équilibré (supposé : aucun n’est enregistré)} other {votre profil de risque {profile}}} {kind, select, sector {pour un seul secteur} region {pour une seule région} currency {pour les devises autres que la vôtre} asset_class {pour cette classe d’actifs} other {pour une seule position}}.',

  'tool.what_if.market': 'le marché actions (toutes les positions en actions)',
  'tool.what_if.none':
    'Une {direction, select, fall {baisse} other {hausse}} de {move} de {subject} ne changerait pas la valeur de votre portefeuille : {reason, select, base_currency {c’est votre devise de référence.} other {vous ne détenez rien qui en dépende.}}',
  'tool.what_if.result':
    'Si {subject} {direction, select, fall {baissait} other {montait}} de {move}, votre portefeuille {outcome, select, lose {perdrait} other {gagnerait}} environ **{amount}**{ratio, select, none {} other { ({ratio} de sa valeur)}}, pour atteindre environ {after}. Positions concernées : {tickers}. Tout le reste est supposé stable dans ce calcul ; c’est une simulation, pas une prévision.',

  'tool.rebalance.within': 'Chaque classe d’actifs est dans sa fourchette cible : aucun rééquilibrage n’est nécessaire.',
  'tool.rebalance.assumed': 'Aucun profil de risque n’est enregistré : les fourchettes utilisées sont celles d’un profil équilibré.',
  'tool.rebalance.off': 'Votre part en {label}, {weight}, est {status, select, above {au-dessus de} other {en dessous de}} sa fourchette cible de {band}.',
  'tool.rebalance.classes_head': 'Position de chaque classe d’actifs par rapport à sa fourchette cible :',
  'tool.rebalance.trades_head': 'Opérations qui ramèneraient chaque classe dans sa fourchette (les ventes financent les achats) :',
  'tool.rebalance.trade': '{side, select, buy {Acheter} other {Vendre}} {quantity, select, none {} other {{quantity} }}{what} pour environ {amount}',
  'tool.rebalance.class_trade': '{side, select, buy {Ajouter environ {amount} en {label}} other {Retirer environ {amount} de {label}}}',
  'tool.rebalance.not_advice': 'Il s’agit d’un calcul sur vos fourchettes cibles, pas d’une recommandation : les impôts et les frais de transaction ne sont pas inclus.',

  'tool.activity.no_log': 'Aucune opération n’est enregistrée pour ce portefeuille : je ne peux donc rien dire des opérations, des frais ni des résultats réalisés.',
  'tool.income.not_recorded': 'Aucun dividende ni intérêt n’est enregistré pour ce portefeuille : son journal des opérations ne contient aucun versement, je ne peux donc pas dire ce qu’il vous a rapporté. Je peux vous donner sa valeur, son rendement, ses lignes et les frais de ses opérations.',
  'tool.income.none': 'Le journal des opérations n’enregistre aucun dividende ni intérêt{period, select, other { sur {period}} none {}}.',
  'tool.income.result':
    'Revenus{period, select, none {} other { sur {period}}} : {net} après retenue — {dividends} de dividendes (dont {withheld} retenus à la source) et {interest} d’intérêts.',
  'tool.income.by_holding': 'Dividendes par ligne : {holdings}.',
  'tool.cash_flows.result':
    '{period, select, none {Depuis la première opération} other {Sur {period}}} : {deposits} versés, {withdrawals} retirés, {costs} de frais et impôts hors opérations. Capital investi net depuis la première opération : {invested} ({from, select, deposits {versements moins retraits} other {achats moins ventes, le journal ne suivant pas de liquidités}}).',
  'tool.fees.result':
    'Vous avez payé **{total}** de frais de transaction sur {count, plural, one {# opération enregistrée} other {# opérations enregistrées}}, dont {last12m} sur les 12 derniers mois{ratio, select, none {.} other {. Cela représente {ratio} des {notional} échangés.}}',
  'tool.fees.asked':
    'Frais sur vos opérations{tickers, select, none {} other { en {tickers}}}{period, select, none {} other { sur {period}}} : **{amount}** ({count, plural, one {# opération} other {# opérations}}).',
  'tool.turnover.none_12m': 'Aucune de vos {count, plural, one {# opération enregistrée} other {# opérations enregistrées}} ne date des 12 derniers mois.',
  'tool.turnover.result':
    'Sur les 12 derniers mois, vous avez passé {count, plural, one {# opération} other {# opérations}} : {bought} d’achats et {sold} de ventes.{ratio, select, none {} other { La rotation (le plus petit des deux montants rapporté à la valeur actuelle) est de **{ratio}** : la part du portefeuille qui a été remplacée.}}',
  'tool.realized.no_sells': 'Aucune de vos {count, plural, one {# opération enregistrée} other {# opérations enregistrées}} n’est une vente : rien n’a donc encore été réalisé.',
  'tool.realized.total':
    'Vos ventes ont dégagé une {direction, select, loss {moins-value} other {plus-value}} réalisée de **{amount}** sur {count, plural, one {# vente} other {# ventes}} (premier entré, premier sorti : chaque vente est rapprochée de l’achat le plus ancien ; hors frais).',
  'tool.realized.window': 'Sur {period}, vos ventes{tickers, select, none {} other { de {tickers}}} ont dégagé une {direction, select, loss {moins-value} other {plus-value}} réalisée de **{amount}** ({count, plural, one {# vente} other {# ventes}}).',
  'tool.realized.line': '{ticker} : {amount}',
  'tool.realized.ticker': 'Vos ventes de {ticker} ont dégagé une {direction, select, loss {moins-value} other {plus-value}} réalisée de **{amount}** (premier entré, premier sorti ; hors frais).',
  'tool.realized.ticker_none': 'D’après l’historique d’opérations, vous n’avez vendu aucun {ticker} : rien n’est donc réalisé sur cette position.',
  'tool.realized.unmatched': 'Les ventes de {tickers} dépassent les achats enregistrés : une partie de {count, plural, one {son} other {leur}} coût, et du résultat, est donc inconnue.',

  'tool.risk.volatility':
    'Sur l’année écoulée, les positions actuelles auraient fluctué avec une volatilité annualisée de **{volatility}** (l’ampleur habituelle des variations annuelles de la valeur, à la hausse comme à la baisse).',
  'tool.risk.drawdown': 'La plus forte baisse depuis un sommet (drawdown) a été de {drawdown}, du {from} au {to}.',
  'tool.risk.no_drawdown': 'Leur valeur combinée n’est jamais descendue sous un plus haut pendant cette période.',
  'tool.risk.no_history': 'L’historique de cours est insuffisant pour mesurer l’ampleur des variations.',
  'tool.risk.stress':
    'En cas de forte baisse généralisée ({shocks}, obligations et liquidités stables), le portefeuille perdrait environ **{loss}**{ratio, select, none {} other { ({ratio} de sa valeur)}}{contributor, select, none {} other {, dont l’essentiel en {contributor}}}.',
  'tool.risk.stress_none': 'Il ne contient ni actions, ni cryptoactifs, ni matières premières : une chute des marchés actions laisserait donc sa valeur presque inchangée.',
  'tool.risk.excluded': 'Exclus des chiffres de variation faute d’historique de cours : {tickers}.',

  'tool.fit.assumed': 'Aucun profil de risque n’est enregistré pour ce portefeuille : je l’ai donc comparé aux fourchettes d’un investisseur équilibré ; renseignez un profil pour une vraie vérification.',
  'tool.fit.profile':
    'Votre profil de risque est **{tolerance}**{horizon, select, none {} other {, avec un horizon de {horizon} ans}}{shifted, select, none {} other { (l’horizon court fait appliquer les fourchettes d’un profil « {shifted} »)}}.',
  'tool.fit.all_within': 'Chaque classe d’actifs est dans sa fourchette cible.',
  'tool.fit.outside': '{count, plural, one {Une classe d’actifs est} other {# classes d’actifs sont}} hors de {count, plural, one {sa fourchette cible} other {leur fourchette cible}} :',

  'tool.fx.unknown': 'Je n’ai pas de taux de change enregistré entre {base} et {quote}.',
  'tool.fx.result':
    '1 {base} vaut **{rate} {quote}** (taux du {date}){change, select, none {.} other { : face au {quote}, le {base} {direction, select, stronger {a progressé de **{change}**} weaker {a reculé de **{change}**} other {est resté stable (**{change}**)}} sur {period}{start, select, none {} other {, depuis {start}}}.}}',

  'tool.stories.none': 'Je n’ai aucune actualité à ce sujet jusqu’à aujourd’hui : je ne peux donc pas dire ce qui s’y passe sans deviner.',
  'tool.stories.head_query': 'Ce que disent les actualités que nous suivons :',
  'tool.stories.head_portfolio': 'Les dernières actualités qui concernent vos positions :',
  'tool.stories.head_latest': 'Aucune des actualités que nous suivons n’a récemment concerné vos positions ; les derniers sujets en général :',
  'tool.stories.line': '**{title}** ({status}) : le {date}, {headline}{marker}.{change, select, none {} other { {change}}}{holdings, select, none {} other { {holdings}}}',
  'tool.stories.change': '{entity} : {attribute} est passé de {from} à {to}.',
  'tool.stories.touches': 'Cela concerne vos positions {tickers}{share, select, none {} other { ({share} de votre portefeuille)}}.',
  'tool.timeline.head': 'Évolution de **{title}** ({shown, plural, one {le dernier développement} other {les # derniers}} sur {count}) :',
  'tool.timeline.line': '{date} : {headline}{marker}',

  'tool.recent.trades': '{count, plural, one {Une opération} other {# opérations}} sur les {days} derniers jours : {trades}.',
  'tool.recent.trade': '{quantity} {ticker} {side, select, buy {achetés} other {vendus}} le {date}',
  'tool.recent.no_trades': 'Aucune opération n’a été enregistrée sur les {days} derniers jours : ce qui a changé, ce sont les cours et l’actualité.',
  'tool.recent.moves': 'Plus fortes variations de cours parmi vos positions sur le mois écoulé : {moves}.',
  'tool.recent.stories_head': 'Actualités ayant récemment concerné vos positions :',
  'tool.recent.no_stories': 'Aucune des actualités que nous suivons n’a concerné vos positions au cours des {days} derniers jours.',

  'tool.performance.nearest':
    'Les rendements sont calculés sur le mois écoulé, trois mois, l’année en cours, l’année écoulée et depuis le début, pas sur {asked} ; voici {period}.',
  'tool.span.no_data': 'Je n’ai pas de données pour {period} : elle commence avant l’historique que je peux évaluer, je ne donne donc pas de chiffre plutôt qu’un chiffre pour d’autres jours.',
  'tool.performance.unknown': 'Je ne peux pas donner de rendement sur {period}.',
  'tool.performance.result':
    '{when, select, 1W {Sur la semaine écoulée} 1M {Sur le mois écoulé} 3M {Sur les trois derniers mois} 6M {Sur les six derniers mois} YTD {Cette année} 1Y {Sur l’année écoulée} span {Du {from} au {to}} other {Depuis votre première opération}}, votre portefeuille est en {direction, select, down {baisse} other {hausse}} de **{twr}**{benchmark, select, none { (rendement pondéré dans le temps).} other { : un rendement {relation, select, ahead {devant} behind {derrière} other {au niveau de}} votre indice de référence à **{benchmark}** ({label}).}}',
  'tool.performance.value_change': 'Sa valeur a varié de {amount}, versements et retraits compris.',
  'tool.performance.basis_log': 'Le rendement est pondéré dans le temps à partir de votre historique d’opérations : les versements et retraits ne comptent donc ni comme gain ni comme perte.',
  'tool.performance.basis_holdings':
    'Ce calcul suppose que les positions actuelles ont été détenues sur toute la période (aucun historique d’opérations ne les explique) : il montre donc leur performance, pas ce que vous avez réellement gagné.',
  'tool.performance.mwr':
    '{when, select, 1M {Sur le mois écoulé} 3M {Sur les trois derniers mois} YTD {Cette année} 1Y {Sur l’année écoulée} span {Du {from} au {to}} other {Depuis votre première opération}}, votre rendement pondéré par les capitaux (TRI, XIRR) est de **{mwr}**{annualized, select, yes { par an} other {}} : ce qu’a rapporté votre argent, en tenant compte du moment de vos versements et de vos retraits.',
  'tool.performance.mwr_twr': 'Votre rendement pondéré dans le temps, qui ne tient pas compte de ce moment, est de {twr}.',
  'tool.performance.mwr_unknown': 'Je ne peux pas donner de rendement pondéré par les capitaux pour {period}.',
  'tool.risk.limit': 'C’est {above, select, yes {**au-dessus**} other {dans la limite}} des {limit} que permet {assumed, select, yes {un profil équilibré (supposé : aucun n’est enregistré)} other {votre profil de risque {profile}}}.',
  'tool.compare.own_gains': 'Pour vous, {best} a fait mieux : {bestGain} sur votre prix d’achat, contre {worstGain} pour {worst} (latent : pas encore réalisé par une vente).',
  'tool.stale_close_age':
    'Ce cours de clôture date de {weeks, plural, =0 {{days, plural, one {# jour} other {# jours}}} one {# semaine} other {# semaines}} : plus ancien que d’habitude pour son marché.',
  'tool.stale_close':
    '{tickers, select, none {Valorisé} other {{tickers} {count, plural, one {est valorisé} other {sont valorisés}}}} au cours de clôture du {date}, vieux de {weeks, plural, =0 {{days, plural, one {# jour} other {# jours}}} one {# semaine} other {# semaines}} : plus ancien que d’habitude pour {count, plural, one {son marché} other {leurs marchés}}.',
} as const satisfies Record<keyof typeof en, string>;
