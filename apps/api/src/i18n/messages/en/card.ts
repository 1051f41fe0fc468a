/** English messages of the card area (ICU MessageFormat). */
export const card = {
} as const satisfies Record<string, string>;
