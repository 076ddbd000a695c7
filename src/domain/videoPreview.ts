import { billedSeconds, type VideoModel, videoCost } from './task';

/** Characters of the script the preview shows as its caption before cutting with an ellipsis. */
export const CAPTION_MAX = 80;

/**
 * The line the preview shows as the presenter's first words: the script's first non-empty line, pause markers
 * removed, cut to CAPTION_MAX characters; '' when nothing is written yet.
 */
export function firstLine(text: string): string {
  const line =
    text
      .replace(/<#\d+(?:\.\d+)?#>/g, ' ')
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .find((l) => l !== '') ?? '';
  const chars = Array.from(line);
  return chars.length > CAPTION_MAX ? `${chars.slice(0, CAPTION_MAX).join('')}…` : line;
}

/**
 * What the editor can say about the video's length and cost: nothing until there is something to speak (an empty
 * script is not "about 0 s, 30 points"; it says what is missing), then the billed seconds and the points.
 */
export type VideoEstimate = { missing: 'text' | 'audio' } | { seconds: number; cost: number };

export function videoEstimate(model: VideoModel, scriptType: 'text' | 'audio', rawSeconds: number): VideoEstimate {
  if (!(rawSeconds > 0)) return { missing: scriptType };
  const seconds = billedSeconds(model, rawSeconds);
  return { seconds, cost: videoCost(model, seconds) };
}
