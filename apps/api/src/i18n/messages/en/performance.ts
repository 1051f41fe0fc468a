/** English messages of the performance area (ICU MessageFormat). */
export const performance = {
} as const satisfies Record<string, string>;
