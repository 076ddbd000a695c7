/**
 * Text-to-speech script rules (docs/product.md): length limits per timbre tier, speech rate and pauses.
 * The AI audio screen and the video editor share them, and the fake server checks the same.
 *
 * A pause is written into the text as a visible marker `<#0.3#>` (seconds), the notation of the speech engines the
 * platform drives; markers do not count as characters.
 */
import { speechSeconds } from './speech';

export const TEXT_MIN = 15;
export const FREE_TEXT_MAX = 270;
export const PAID_TEXT_MAX = 3000;
export type TimbreTier = 'free' | 'paid';
export const textMax = (tier: TimbreTier): number => (tier === 'paid' ? PAID_TEXT_MAX : FREE_TEXT_MAX);

export const RATE_MAX = 2;
export const RATE_STEP = 0.1;
export const RATE_DEFAULT = 1;
export const PAUSE_PRESETS = [0.3, 1, 3] as const;
export const PAUSE_MAX = 99.99;

export type ScriptRuleKey =
  | 'script.textRequired'
  | 'script.textShort'
  | 'script.textLong'
  | 'script.rateInvalid'
  | 'script.rateRange'
  | 'script.rateStep'
  | 'script.pauseInvalid'
  | 'script.pauseRange'
  | 'script.pauseDecimals';

export interface ScriptMessage {
  key: ScriptRuleKey;
  values?: Record<string, string | number>;
}

const MARKER_RE = /<#(\d+(?:\.\d+)?)#>/g;
/** A marker or one character (a whole code point), in order. */
const TOKEN_RE = /<#\d+(?:\.\d+)?#>|[\s\S]/gu;

export const isMarker = (token: string): boolean => /^<#\d+(?:\.\d+)?#>$/.test(token);

export const pauseMarker = (seconds: number): string => `<#${formatSeconds(seconds)}#>`;

/** 0.30 -> '0.3', 1.00 -> '1'. */
export const formatSeconds = (s: number): string => String(Math.round(s * 100) / 100);

/** The characters that will be spoken: everything except pause markers. */
export const countChars = (text: string): number => Array.from(text.replace(MARKER_RE, '')).length;

/** The words of a script without its pause markers (a download's name, a caption). */
export const spokenWords = (text: string): string => text.replace(MARKER_RE, '');

/** The pauses written in a text, in seconds. */
export const pausesIn = (text: string): number[] => Array.from(text.matchAll(MARKER_RE), (m) => Number(m[1]));

export function checkText(text: string, tier: TimbreTier): ScriptMessage | null {
  const n = countChars(text.trim());
  if (n === 0) return { key: 'script.textRequired' };
  if (n < TEXT_MIN) return { key: 'script.textShort', values: { min: TEXT_MIN } };
  const max = textMax(tier);
  if (n > max) return { key: 'script.textLong', values: { max } };
  for (const p of pausesIn(text)) if (checkPauseValue(p)) return checkPauseValue(p);
  return null;
}

/** Over-long text is cut to the limit on confirm; a pause marker is never split. */
export function cutToLimit(text: string, max: number): { text: string; cut: boolean } {
  if (countChars(text) <= max) return { text, cut: false };
  let n = 0;
  let out = '';
  for (const token of text.match(TOKEN_RE) ?? []) {
    if (isMarker(token)) {
      out += token;
      continue;
    }
    if (n === max) break;
    out += token;
    n++;
  }
  // A pause at the very end would be silence after the last word.
  return { text: out.replace(/(<#\d+(?:\.\d+)?#>)+$/, ''), cut: true };
}

const decimals = (raw: string): number => (raw.includes('.') ? raw.split('.')[1].length : 0);

/** Speech rate: above 0 and at most 2x, one decimal (steps of 0.1). */
export function parseRate(raw: string): { value: number } | { error: ScriptMessage } {
  const v = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(v)) return { error: { key: 'script.rateInvalid' } };
  const n = Number(v);
  if (n <= 0 || n > RATE_MAX) return { error: { key: 'script.rateRange', values: { max: RATE_MAX } } };
  if (decimals(v) > 1 && Math.round(n * 10) / 10 !== n) return { error: { key: 'script.rateStep' } };
  return { value: Math.round(n * 10) / 10 };
}

export const checkRateValue = (n: number): ScriptMessage | null => {
  const r = parseRate(String(n));
  return 'error' in r ? r.error : null;
};

/** A custom pause: a positive number of seconds with at most two decimals. */
export function parsePause(raw: string): { value: number } | { error: ScriptMessage } {
  const v = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(v)) return { error: { key: 'script.pauseInvalid' } };
  if (decimals(v) > 2) return { error: { key: 'script.pauseDecimals' } };
  const n = Number(v);
  if (n <= 0 || n > PAUSE_MAX) return { error: { key: 'script.pauseRange', values: { max: PAUSE_MAX } } };
  return { value: n };
}

function checkPauseValue(n: number): ScriptMessage | null {
  const r = parsePause(String(n));
  return 'error' in r ? r.error : null;
}

/** Inserts a pause marker at the cursor (or replacing a selection); returns the text and where the cursor goes. */
export function insertPause(
  text: string,
  start: number,
  end: number,
  seconds: number,
): { text: string; cursor: number } {
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  const marker = pauseMarker(seconds);
  return { text: text.slice(0, s) + marker + text.slice(e), cursor: s + marker.length };
}

/**
 * Speaking time: the pace of each kind of character at 1x (src/domain/speech.ts, the pace the platform's engine
 * keeps: about 4 Chinese characters or 17 letters a second) divided by the rate, plus the pauses.
 */
export function estimateSeconds(text: string, rate: number): number {
  const speech = speechSeconds(text.replace(MARKER_RE, '')) / rate;
  const pauses = pausesIn(text).reduce((a, b) => a + b, 0);
  return Math.max(1, Math.round((speech + pauses) * 10) / 10);
}
