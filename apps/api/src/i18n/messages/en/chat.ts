/** English messages of the chat area (ICU MessageFormat). */
export const chat = {
} as const satisfies Record<string, string>;
