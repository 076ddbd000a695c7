/** `text` with every character that means something in a regular expression escaped, so it matches itself. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
