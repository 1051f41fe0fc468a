import type { card as en } from '../en/card.js';

/** French sentences of the insight card (ICU MessageFormat), for retail investors: portefeuille, plus-value latente, rendement. */
export const card = {
  'card.market.title': 'Contexte de marché',
  'card.market.lead':
    'Au cours des {days} derniers jours, {count, plural, one {une actualité a concerné} other {# actualités ont concerné}} vos placements{holdings, select, none {} other { ; ensemble, elles touchent {whole, select, yes {toutes vos lignes} other {{holdings, plural, one {une ligne} other {# lignes}}, soit {share} de votre portefeuille}}}}.{count, plural, one {} other { {shown, plural, one {La plus importante :} other {Les # plus importantes :}}}}',
  'card.market.nothing': 'Aucune des actualités que nous suivons n’a concerné vos placements au cours des {days} derniers jours.',
  'card.market.last_exposed': 'La dernière qui les a concernés :',
  'card.market.latest_overall': 'La dernière actualité parmi celles que nous suivons :',
  'card.market.no_news': 'Aucune actualité de marché n’est encore disponible.',

  'card.positions.title': 'Vos positions',
  'card.positions.closed':
    'Le portefeuille ne détient rien aujourd’hui. Son journal des opérations montre {direction, select, loss {une perte réalisée} other {un gain réalisé}} de {realized} sur les ventes, {income} de revenus après retenue ({dividends} de dividendes, dont {withheld} retenus à la source, et {interest} d’intérêts), {costs} de frais et impôts hors opérations, et un capital investi net de {invested} ({from, select, deposits {versements moins retraits} other {achats moins ventes}}).',
  'card.headline.closed': 'Ce portefeuille ne détient rien aujourd’hui ; son journal des opérations montre ce qu’il a réalisé et perçu.',
  'card.positions.empty': 'Le portefeuille ne contient encore rien : il n’y a donc rien à analyser.',
  'card.positions.none_valued': 'Aucune des positions n’a pu être valorisée : aucun montant ne peut donc être donné.',
  'card.positions.lead': 'Votre portefeuille vaut **{value}**, réparti sur {count, plural, one {# position} other {# positions}}, aux cours du {date}.',
  'card.positions.unrealized':
    'Par rapport à votre prix d’achat, vos positions affichent une {direction, select, loss {moins-value} other {plus-value}} latente de {amount}{ratio, select, none {} other { ({ratio})}}{prices, select, none {.} other { : {prices} liés aux cours et {currencies} aux taux de change.}}',
  'card.positions.no_split':
    'Aucune date d’achat n’est enregistrée pour {tickers} : {count, plural, one {son résultat ne peut} other {leur résultat ne peut}} donc pas être réparti entre l’effet des cours et celui des changes{split, select, yes { (il est compté avec les cours ci-dessus)} other {}}.',
  'card.positions.performance':
    'Sur {period}, son rendement a été de **{twr}**{benchmark, select, none {} other {, contre {benchmark} pour son indice de référence{name, select, none {} other { ({name})}}}}{basis, select, current_holdings { (en supposant que les positions actuelles ont été détenues sur toute la période)} other {}}.',
  'card.positions.activity':
    'D’après votre historique d’opérations : {realized, select, none {} other {vos ventes ont dégagé une {direction, select, loss {moins-value} other {plus-value}} réalisée de {realized} ; }}{fees, select, none {} other {vous avez payé {fees} de frais sur les 12 derniers mois ; }}{turnover, select, none {{trades, plural, =0 {aucune opération sur les 12 derniers mois.} one {# opération sur les 12 derniers mois.} other {# opérations sur les 12 derniers mois.}}} other {{trades, plural, one {# opération} other {# opérations}} sur les 12 derniers mois {trades, plural, one {a renouvelé} other {ont renouvelé}} {turnover} du portefeuille.}}',
  'card.positions.stress':
    'En cas de forte baisse généralisée ({shocks}), le portefeuille perdrait environ {loss} ({ratio} de sa valeur){contributor, select, none {} other {, dont l’essentiel en {contributor}}}.',
  'card.positions.stress_none': 'Il ne contient ni actions, ni cryptoactifs, ni matières premières : une chute des marchés actions laisserait donc sa valeur presque inchangée.',

  'card.profile.assumed_name': 'équilibré (par défaut)',
  'card.profile.class': '{label} {weight} (cible {band}{status, select, above {, au-dessus} below {, en dessous} other {}})',
  'card.profile.assumed': 'Aucun profil de risque n’est enregistré, l’adéquation ne peut donc pas être évaluée ; les signaux ci-dessus utilisent les fourchettes d’un investisseur équilibré : {classes}.',
  'card.profile.given':
    'Profil de risque : {tolerance}{horizon, select, none {} other {, horizon de {horizon} ans}}{shifted, select, none {} other { (l’horizon court fait appliquer les fourchettes d’un profil « {shifted} »)}}. {outside, plural, =0 {La répartition est conforme} one {Une classe d’actifs sort de sa fourchette} other {# classes d’actifs sortent de leur fourchette}} : {classes}.',

  'card.finding.asset_class':
    '{label} : {weight} du portefeuille, {status, select, above {au-dessus de} other {en dessous de}} la fourchette cible de {band} pour un profil « {profile} ».',
  'card.finding.single': '**{ticker}** représente à lui seul {weight} du portefeuille, au-delà des {limit} qu’une seule position ne devrait pas dépasser pour votre profil « {profile} ».',
  'card.finding.diversification':
    '{ticker, select, none {} other {Première position : **{ticker}** avec {weight}{top5, select, none {.} other { ; les cinq premières pèsent {top5}.}} }}En termes de diversification, {count, plural, one {votre # position se comporte} other {vos # positions se comportent}} comme {effective} de taille égale.',
  'card.finding.sector': 'Le secteur {label} pèse {weight} du portefeuille, au-delà de la limite de {limit} pour un seul secteur.',
  'card.finding.region': 'La zone {label} pèse {weight} du portefeuille, au-delà de la limite de {limit} pour une seule région.',
  'card.finding.currency': '{weight} sont détenus dans d’autres devises que {base} ({currencies}), au-delà de la limite de {limit}.',
  'card.finding.loss': '**{ticker}** est à {ratio} de votre prix d’achat (une perte de {amount}) et pèse {weight}.',
  'card.finding.risk':
    'Sur l’année écoulée, les positions actuelles ont fluctué avec une volatilité annualisée de {volatility}{above, select, yes { (au-delà des {limit} adaptés à votre profil « {profile} »)} other {}} ; la plus forte baisse depuis un sommet a été de {drawdown}.',

  'card.unpriced': 'Non valorisé, donc exclu de tous les chiffres plutôt qu’estimé : {holdings}.',
  'card.unpriced.unknown_ticker': '**{ticker}** (code inconnu, pas de données de marché)',
  'card.unpriced.missing_price': '**{ticker}** (aucun cours à la date d’évaluation ou avant)',
  'card.unpriced.missing_fx': '**{ticker}** (aucun taux de change vers la devise de référence)',
  'card.warning.unknown_ticker': '{ticker} : aucune donnée de marché pour ce code ; exclu de l’analyse.',
  'card.warning.missing_price': '{ticker} : aucun cours à la date d’évaluation ou avant ; exclu de l’analyse.',
  'card.warning.missing_fx': '{ticker} : aucun taux de change vers la devise de référence ; exclu de l’analyse.',
  'card.headline.no_holdings': 'Rien n’est encore valorisé dans ce portefeuille, il n’y a donc rien à peser : ajoutez des positions pour voir ce qui compte.',
  'card.headline.story':
    '**{title}** : {headline} ({date}){marker}. Cela touche directement {tickers}{more, plural, =0 {} one { et # autre} other { et # autres}}, soit {share} de votre portefeuille.',
  'card.headline.within_profile': 'Aujourd’hui, rien dans ce portefeuille ne sort des fourchettes de votre profil « {profile} ».',
  'card.positions.stale_prices':
    '{count, plural, one {Une position} other {# positions}} ({tickers}), soit {value} ou {share} du portefeuille, {count, plural, one {est valorisée} other {sont valorisées}} à un cours plus ancien que d’habitude pour {count, plural, one {son marché} other {leurs marchés}}.',
  'card.income.dividends': '{amount} de dividendes{withheld, select, none {} other { (dont {withheld} retenus à la source)}}',
  'card.income.interest': '{amount} d’intérêts',
  'card.positions.income':
    '{period, select, none {Depuis la première opération} other {Sur {period}}}, {net, select, none {il a payé {costs} de frais et d’impôts hors opérations.} other {il a rapporté **{net}** de revenus après retenue à la source : {parts}{costs, select, none {} other { ; {costs} sont partis en frais et impôts hors opérations}}.}}{income, select, none {} other { Les revenus représentent {income} du rendement total de {total}, les cours {prices}.}}',
  'card.positions.cash': 'Avec les {cash} de liquidités que laisse votre journal d’opérations, le total du portefeuille est de **{total}**.',
} as const satisfies Record<keyof typeof en, string>;
