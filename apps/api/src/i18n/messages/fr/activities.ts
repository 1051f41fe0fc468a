import type { activities as en } from '../en/activities.js';

export const activities = {
  'activities.warning.unknown_ticker': '{ticker} : aucun instrument des données de marché ne porte ce symbole ; ses opérations sont enregistrées mais pas valorisées.',
} as const satisfies Record<keyof typeof en, string>;
