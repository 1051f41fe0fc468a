import type { strategies as en } from '../en/strategies.js';

export const strategies: Record<keyof typeof en, string> = {
  'strategy.name.conservative-income': 'Ingresos conservadores',
  'strategy.name.moderate-stability': 'Estabilidad moderada',
  'strategy.name.balanced-core': 'Núcleo equilibrado',
  'strategy.name.growth-equity': 'Crecimiento en acciones',
  'strategy.name.aggressive-growth': 'Crecimiento agresivo',
  'strategy.reason.fits':
    '«{strategy}» es la estrategia modelo para el perfil de riesgo «{tolerance}»{horizon, select, none {; no se indicó ningún horizonte, así que no se comprobó.} other {, y el horizonte de {horizon, plural, one {# año} other {# años}} cumple su mínimo de {minimum, plural, one {# año} other {# años}}.}}',
  'strategy.reason.stepped_down':
    'El perfil de riesgo «{tolerance}» lleva a la estrategia «{wanted}», que requiere un horizonte de al menos {minimum, plural, one {# año} other {# años}}; con un horizonte de {horizon, plural, one {# año} other {# años}}, encaja la estrategia más prudente «{strategy}» («{strategyTolerance}»).',
};
