import type { strategies as en } from '../en/strategies.js';

export const strategies: Record<keyof typeof en, string> = {
  'strategy.name.conservative-income': 'Revenu prudent',
  'strategy.name.moderate-stability': 'Stabilité modérée',
  'strategy.name.balanced-core': 'Socle équilibré',
  'strategy.name.growth-equity': 'Croissance actions',
  'strategy.name.aggressive-growth': 'Croissance offensive',
  'strategy.reason.fits':
    '« {strategy} » est la stratégie modèle du profil de risque « {tolerance} »{horizon, select, none { ; aucun horizon n’a été indiqué, il n’a donc pas été vérifié.} other {, et l’horizon de {horizon, plural, one {# an} other {# ans}} atteint son minimum de {minimum, plural, one {# an} other {# ans}}.}}',
  'strategy.reason.stepped_down':
    'Le profil de risque « {tolerance} » mène à la stratégie « {wanted} », qui demande un horizon d’au moins {minimum, plural, one {# an} other {# ans}} ; avec un horizon de {horizon, plural, one {# an} other {# ans}}, c’est la stratégie plus prudente « {strategy} » (« {strategyTolerance} ») qui convient.',
};
