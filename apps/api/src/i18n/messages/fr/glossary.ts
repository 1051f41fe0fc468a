import type { glossary as en } from '../en/glossary.js';

/** French plain-words explanations of the terms the card and the chat use (ICU MessageFormat). */
export const glossary = {
  'glossary.volatility':
    'La **volatilité** mesure l’ampleur habituelle des variations d’une valeur. Une volatilité annualisée de 15 % signifie qu’au cours d’une année normale, la valeur monte ou baisse d’environ 15 % autour de sa tendance ; plus elle est élevée, plus le parcours est agité.',
  'glossary.drawdown':
    'Une **perte maximale** (drawdown) est la baisse d’un sommet précédent jusqu’à un point bas ultérieur. La plus forte sur une période montre la pire perte qu’aurait subie un investisseur entré au plus haut.',
  'glossary.effective_holdings':
    'Le **nombre effectif de positions** indique combien de positions de taille égale seraient aussi diversifiées que les vôtres (1 ÷ la somme des poids au carré). Dix positions dont une pèse 90 % se comportent à peu près comme une seule.',
  'glossary.diversification':
    'La **diversification** consiste à répartir son argent entre des placements qui n’évoluent pas tous ensemble, pour qu’un mauvais résultat ne puisse pas entraîner tout le portefeuille. Elle réduit le risque sans renoncer au rendement d’un marché en particulier.',
  'glossary.concentration': 'La **concentration** mesure la part du portefeuille détenue dans quelques positions. Un portefeuille concentré dépend fortement de l’évolution de ces quelques titres.',
  'glossary.band':
    'Une **fourchette cible** est la part du portefeuille dans laquelle une classe d’actifs devrait rester pour un profil de risque, par exemple 25 à 45 % d’obligations pour un investisseur équilibré. En dehors, le portefeuille porte plus ou moins de risque que prévu.',
  'glossary.allocation': 'La **répartition** (allocation) montre comment le portefeuille est divisé, par exemple entre actions, obligations et liquidités, ou par région, secteur ou devise.',
  'glossary.exposure': 'L’**exposition** est la part du portefeuille qu’un mouvement sur un élément donné (une devise, un secteur, une entreprise) affecterait.',
  'glossary.unrealized_pnl':
    'Une **plus-value ou moins-value latente** est ce qu’une position a gagné ou perdu par rapport à son prix d’achat, tant que vous la détenez. Elle devient réalisée lorsque vous vendez.',
  'glossary.realized_pnl': 'Une **plus-value ou moins-value réalisée** est ce que vos ventes ont effectivement dégagé : le prix de vente comparé au prix d’achat des titres vendus.',
  'glossary.cost_basis': 'Le **prix de revient** est ce que vous avez payé par titre d’une position ; gains et pertes se mesurent par rapport à lui.',
  'glossary.fifo':
    '**Premier entré, premier sorti (FIFO)** associe chaque vente aux titres les plus anciens encore détenus, pour savoir à quel prix d’achat une vente est comparée.',
  'glossary.turnover':
    'La **rotation** indique quelle part du portefeuille a été remplacée par des opérations sur un an : le plus petit des montants achetés et vendus, rapporté à la valeur du portefeuille. 100 % signifie que tout le portefeuille a changé une fois.',
  'glossary.fees': 'Les **frais de transaction** sont ce que coûtent les opérations en plus du prix (commissions). Rapportés au montant échangé, ils montrent combien les opérations ont coûté.',
  'glossary.stress_test':
    'Un **test de résistance** estime ce que coûterait une forte baisse généralisée : ici actions −20 %, cryptoactifs −50 % et matières premières −10 %, obligations et liquidités stables. C’est une simulation, pas une prévision.',
  'glossary.rebalancing':
    'Le **rééquilibrage** consiste à revenir à votre répartition cible après que les marchés l’ont modifiée, en vendant une partie de ce qui a trop grossi pour acheter ce qui est passé sous sa fourchette.',
  'glossary.benchmark':
    'Un **indice de référence** est ce à quoi un portefeuille est comparé : un mélange de fonds de marché larges selon la répartition cible de votre profil (ou celui défini par votre prestataire). Le battre signifie faire mieux que de simplement détenir ce mélange.',
  'glossary.time_weighted_return':
    'Le **rendement pondéré dans le temps** mesure la performance des placements eux-mêmes, sans l’effet des versements et des retraits. C’est le bon chiffre pour se comparer à un indice de référence.',
  'glossary.money_weighted_return':
    'Le **rendement pondéré par les capitaux** mesure ce qu’a rapporté votre argent, y compris selon le moment où vous l’avez versé ou retiré : acheter juste avant une hausse l’augmente, acheter juste avant une baisse le réduit.',
  'glossary.fixed_income': 'Les **obligations** (taux fixe) sont des prêts à des États ou à des entreprises qui versent des intérêts, y compris via des fonds obligataires. Elles fluctuent généralement moins que les actions.',
  'glossary.etf': 'Un **ETF** (fonds indiciel coté) s’échange comme une action. La plupart suivent un indice, par exemple les plus grandes entreprises du monde, si bien qu’un seul ETF peut détenir à faible coût des centaines d’entreprises ou d’obligations.',
  'glossary.exchange_rate': 'Un **taux de change** indique combien d’une devise on obtient pour une unité d’une autre, par exemple 1 EUR = 1,19 USD.',
  'glossary.currency_effect':
    'L’**effet de change** est la part d’un gain ou d’une perte qui provient des taux de change et non du cours du placement lui-même : une action américaine détenue en euros gagne quand le dollar se renforce.',
  'glossary.risk_profile': 'Votre **profil de risque** (de prudent à offensif, avec votre horizon) fixe le niveau de risque que le portefeuille doit porter, et donc ses fourchettes cibles.',
  'glossary.stale_data':
    'Des **données anciennes** signifient que les actualités ou cours les plus récents derrière une réponse sont plus vieux que prévu ; les chiffres sont justes à leur date, pas forcément aujourd’hui.',
  'glossary.total_return':
    'Le **rendement total** est l’évolution des cours plus les revenus que vos positions vous ont versés (dividendes après retenue à la source, et intérêts). Le seul rendement de cours oublie les dividendes et sous-estime donc un portefeuille qui en verse.',
  'glossary.dividend_yield_on_cost':
    'Le **rendement du dividende sur prix de revient** est le dividende annuel d’une position divisé par ce que vous l’avez payée. Il montre ce que rapporte votre propre argent, ce qui peut différer du rendement au cours du jour.',
  'glossary.withholding_tax':
    'La **retenue à la source** est l’impôt que le pays d’une société prélève sur son dividende avant qu’il ne vous parvienne. Elle fait partie du dividende brut ; selon les conventions fiscales, une partie peut être récupérée.',
  'glossary.net_invested':
    'Le **capital net investi** est l’argent que vous avez apporté moins celui que vous avez retiré : versements moins retraits ou, sans versements enregistrés, achats moins ventes. Le comparer à la valeur montre ce que le portefeuille a gagné.',
  'glossary.sharpe_ratio':
    'Le **ratio de Sharpe** est le rendement au-delà d’un taux sans risque (celui d’un livret, par exemple) divisé par la volatilité : ce que chaque unité de risque a rapporté. Plus il est élevé, mieux c’est ; il permet de comparer des portefeuilles qui fluctuent différemment. Il n’est pas calculé ici pour votre portefeuille, mais ses deux composantes le sont : le rendement et la volatilité.',
} as const satisfies Record<keyof typeof en, string>;
