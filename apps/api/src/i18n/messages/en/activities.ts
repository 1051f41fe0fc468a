/** What recording activities tells the caller (the record-trades response's warnings). */
export const activities = {
  'activities.warning.unknown_ticker': '{ticker}: no instrument of the market data has this ticker; its activities are logged but not valued.',
} as const;
