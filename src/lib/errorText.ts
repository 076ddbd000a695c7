/** What an error says, for a message or toast: an Error's message, anything else as text. */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
