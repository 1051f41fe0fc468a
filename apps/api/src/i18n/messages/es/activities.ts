import type { activities as en } from '../en/activities.js';

export const activities = {
  'activities.warning.unknown_ticker': '{ticker}: ningún instrumento de los datos de mercado tiene este símbolo; sus movimientos se registran pero no se valoran.',
} as const satisfies Record<keyof typeof en, string>;
