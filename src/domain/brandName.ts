/**
 * The one rule for a brand's name, wherever a person types it: a branded label's words (createOem) and the demo
 * studio's names. The forms and the fake server all ask this, so one name is never taken in one place and refused in
 * another.
 */
export const BRAND_NAME_MAX = 30;

/** The message of a name over the limit (a key of the locale files; the server answers in the same words). */
export const BRAND_NAME_TOO_LONG = 'brandName.tooLong';

/** Characters as a person counts them: an emoji or a rare CJK character is one, not two UTF-16 units. */
export const brandNameLength = (raw: string): number => [...raw.trim()].length;

/** True when the name (trimmed) is within the limit; an empty name is each form's own rule. */
export const brandNameFits = (raw: string): boolean => brandNameLength(raw) <= BRAND_NAME_MAX;

/** What the message needs: the limit itself. */
export const brandNameVars = { max: BRAND_NAME_MAX } as const;

/**
 * The letter a brand without a logo is shown by: the first letter or character of its name (a Chinese name's first
 * character, a Latin one's first letter in capitals), skipping spaces and punctuation; '?' for a name with none.
 */
export function lettermarkOf(name: string): string {
  for (const ch of name) if (/[\p{L}\p{N}]/u.test(ch)) return ch.toLocaleUpperCase();
  return '?';
}
