import type { strategies as en } from '../en/strategies.js';

export const strategies: Record<keyof typeof en, string> = {
  'strategy.name.conservative-income': 'Konservativer Ertrag',
  'strategy.name.moderate-stability': 'Moderate Stabilität',
  'strategy.name.balanced-core': 'Ausgewogene Basis',
  'strategy.name.growth-equity': 'Aktienwachstum',
  'strategy.name.aggressive-growth': 'Offensives Wachstum',
  'strategy.reason.fits':
    '„{strategy}“ ist die Modellstrategie für die Risikobereitschaft „{tolerance}“{horizon, select, none {; ein Anlagehorizont wurde nicht angegeben und daher nicht geprüft.} other {, und der Anlagehorizont von {horizon, plural, one {# Jahr} other {# Jahren}} erfüllt ihre Mindestdauer von {minimum, plural, one {# Jahr} other {# Jahren}}.}}',
  'strategy.reason.stepped_down':
    'Die Risikobereitschaft „{tolerance}“ führt zur Strategie „{wanted}“, die einen Anlagehorizont von mindestens {minimum, plural, one {# Jahr} other {# Jahren}} voraussetzt; bei einem Anlagehorizont von {horizon, plural, one {# Jahr} other {# Jahren}} passt die vorsichtigere Strategie „{strategy}“ („{strategyTolerance}“).',
};
