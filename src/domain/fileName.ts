/** The longest name a download is given before its extension: a script's first words, not the whole script. */
export const FILE_NAME_MAX = 40;

/**
 * The name a download is saved under, after the work it holds (a video's name, an audio's text): the characters no
 * file system takes (\ / : * ? " < > | and control characters) and line breaks become spaces, runs of spaces one,
 * cut to FILE_NAME_MAX characters; `fallback` when nothing is left.
 */
export function fileNameFor(title: string, ext: string, fallback: string): string {
  const clean = [
    ...title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, FILE_NAME_MAX)
    .join('')
    .trim()
    .replace(/^\.+/, '');
  return `${clean || fallback}.${ext}`;
}
