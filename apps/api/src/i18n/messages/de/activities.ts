import type { activities as en } from '../en/activities.js';

export const activities = {
  'activities.warning.unknown_ticker': '{ticker}: Kein Wertpapier der Marktdaten hat dieses Kürzel; seine Aktivitäten sind erfasst, werden aber nicht bewertet.',
} as const satisfies Record<keyof typeof en, string>;
