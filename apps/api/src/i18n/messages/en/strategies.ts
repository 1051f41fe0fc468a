/** The strategy recommendation's reason and the model strategies' names (`strategies/catalog.ts` ids). */
export const strategies = {
  'strategy.name.conservative-income': 'Conservative income',
  'strategy.name.moderate-stability': 'Moderate stability',
  'strategy.name.balanced-core': 'Balanced core',
  'strategy.name.growth-equity': 'Growth equity',
  'strategy.name.aggressive-growth': 'Aggressive growth',
  'strategy.reason.fits':
    '{strategy} is the model strategy for the “{tolerance}” risk tolerance{horizon, select, none {; no horizon was given, so none was checked.} other {, and the horizon of {horizon, plural, one {# year} other {# years}} meets its minimum of {minimum, plural, one {# year} other {# years}}.}}',
  'strategy.reason.stepped_down':
    'The “{tolerance}” risk tolerance points to {wanted}, which needs a horizon of at least {minimum, plural, one {# year} other {# years}}; with a horizon of {horizon, plural, one {# year} other {# years}}, the more cautious {strategy} (“{strategyTolerance}”) fits.',
} as const satisfies Record<string, string>;
