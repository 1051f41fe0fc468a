/** English messages of the glossary area (ICU MessageFormat). */
export const glossary = {
} as const satisfies Record<string, string>;
