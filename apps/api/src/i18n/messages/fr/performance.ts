import type { performance as en } from '../en/performance.js';

/** French messages of the performance area (ICU MessageFormat): performance, rendement. */
export const performance = {
  'performance.period.name':
    '{period, select, m1 {le dernier mois} m3 {les trois derniers mois} ytd {l’année en cours} y1 {la dernière année} other {tout l’historique}}',
  'performance.method':
    'Le rendement pondéré dans le temps montre la performance des placements eux-mêmes, quels que soient les montants versés ou retirés et leur date. Le rendement pondéré par les capitaux (TRI) tient compte en plus du moment et du montant de ces flux : c’est un taux annuel pour les périodes de plus d’un an, sinon le rendement sur la période. Les frais comptent comme de l’argent versé sans contrepartie : ils réduisent donc les deux.',
  'performance.total.method':
    'Les rendements sont des rendements totaux : l’évolution des cours plus les revenus reçus (dividendes après retenue à la source, et intérêts). La part des revenus est le revenu de chaque jour rapporté à l’argent investi, chaîné jour après jour comme les contributions ; la part des cours est le reste, si bien que les deux s’additionnent pour donner le total. Les frais et impôts payés hors opérations diminuent le rendement.',
  'performance.cash.reported':
    'Votre journal des opérations suit les liquidités (versements et retraits) : la valeur inclut donc le solde de liquidités dans chaque devise, converti en {currency} ; seuls les versements, les retraits et les positions transférées comptent comme argent ajouté ou retiré.',
  'performance.cash.notReported':
    '{reason, select, negative {Votre journal des opérations contient des versements ou des retraits, mais son solde de liquidités passerait sous zéro (des dépenses qu’aucun versement n’a couvertes) : les liquidités ne sont donc pas comptées, et} other {Votre journal des opérations ne suit pas de liquidités (aucun versement ni retrait) : ainsi,}} l’argent est mesuré là où il entre dans les positions et en sort : les achats l’apportent, les ventes, dividendes et intérêts le retirent, les frais et impôts apportent de l’argent qui n’achète rien.',
  'performance.basis.tradeLog':
    'Ces chiffres suivent votre historique d’opérations : les positions de chaque jour passé sont celles d’aujourd’hui, opérations ultérieures annulées, valorisées aux cours de clôture et aux taux de change de ce jour en {currency}.',
  'performance.basis.noLog':
    'Il n’y a pas d’historique d’opérations : ces chiffres supposent donc que les positions actuelles ont été détenues sans changement ; les opérations intermédiaires n’y figurent pas.',
  'performance.basis.unreconciled':
    'L’historique d’opérations n’explique pas {count, plural, one {la position actuelle en {tickers}} other {les positions actuelles en {tickers}}} : annuler les opérations donnerait une quantité négative (plus vendu qu’acheté, ou plus acheté que détenu aujourd’hui). Ces chiffres supposent donc que les positions actuelles ont été détenues sans changement.',
  'performance.si.priceHistory':
    'Avec les positions actuelles détenues sur toute la période, « depuis le début » signifie depuis le {date}, premier jour de l’historique que nous conservons avec un cours pour chacune.',
  'performance.excluded':
    '{tickers} {count, plural, one {est exclu} other {sont exclus}} de ces chiffres : aucun cours ni taux de change n’est disponible.',
  'performance.noHistory': 'Aucun jour passé n’a pu être entièrement valorisé : il n’y a donc pas encore de chiffres dans le temps.',
  'performance.periods.beforeHistory':
    'L’historique de valeur commence le {date} : {periods} {count, plural, one {n’a} other {n’ont}} donc pas de chiffres.',
  'performance.mwr.unsolved': 'Le rendement pondéré par les capitaux sur {periods} ne peut pas être calculé à partir des versements et des retraits.',
  'performance.contributions':
    'Les contributions répartissent le rendement pondéré dans le temps sur {period} entre les positions ; leur somme lui est égale.',
  'performance.benchmark.default':
    'L’indice de référence est un mélange selon {assumed, select, yes {une répartition cible équilibrée, le portefeuille n’ayant pas de profil de risque} other {la répartition cible de votre profil de risque}} : actions et obligations chacune au milieu de leur fourchette cible, portées à 100 % car liquidités, cryptoactifs et matières premières n’ont pas de fonds indiciel dans nos données. Il est rééquilibré chaque jour à ces pondérations.',
  'performance.benchmark.own': 'L’indice de référence est celui défini pour ce portefeuille, rééquilibré chaque jour à ses pondérations.',
  'performance.benchmark.missing':
    'Pas de comparaison avec l’indice de référence : {tickers} {count, plural, one {n’a} other {n’ont}} pas de cours.',
  'performance.benchmark.beforePrices':
    'Les cours de l’indice de référence commencent le {date} : {periods} {count, plural, one {n’a} other {n’ont}} donc pas de chiffre de référence.',
  'performance.benchmark.part.shares': '{weight} actions mondiales ({ticker})',
  'performance.benchmark.part.bonds': '{weight} obligations ({ticker})',
  'performance.benchmark.part.named': '{weight} {name} ({ticker})',
  'performance.netInvested':
    'Le capital net investi correspond {from, select, deposits {aux versements moins les retraits} other {aux achats (frais compris) moins les ventes (nettes de frais), les positions transférées comptant à leur coût déclaré, car le journal ne reflète pas de liquidités}} ; les parts achetées avec un dividende ne sont pas de l’argent nouveau.',
} as const satisfies Record<keyof typeof en, string>;
