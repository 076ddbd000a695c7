/**
 * Text-to-speech script rules (docs/product.md): length limits per timbre tier, speech rate and pauses.
 * The AI audio screen and the video editor share them, and the fake server checks the same.
 *
 * A pause is written into the text as a visible marker `<#0.3#>` (seconds), the notation of the speech engines the
 * platform drives. The length limit counts the text as written, markers included (`<#0.3#>` is 7 characters), and the
 * pauses of one text add up to at most PAUSES_MAX_S: a text within the rules is never more than a bounded length of
 * audio (SCRIPT_AUDIO_MAX_S), which is what lets a server make it without running out of memory.
 */
import { languageOfText, SPEECH_PACE, speechSeconds } from './speech';
import { spokenText } from './spokenText';
import type { OutputLanguage } from './task';

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
/** The pauses of one text together: at most a minute, the spec's 60 s of free audio. */
export const PAUSES_MAX_S = 60;

/**
 * The slowest a script is ever spoken, as a share of its pace at 1x: a rate below it is spoken at this pace or faster
 * (the studio's engine takes nothing slower than 80 of its 175 words a minute, mirage/media/engineVoice.ts).
 */
export const SPOKEN_PACE_MIN = 0.45;

/**
 * The longest audio a text within the rules can make, in seconds: the paid limit in Chinese (src/domain/speech.ts),
 * at the slowest pace a script is spoken at (SPOKEN_PACE_MIN), with a fifth for the engine's own pace
 * and a fifth again for commas' silences and figures written out, plus the longest pauses. About 30 minutes; the
 * speech maker refuses to build more.
 */
export const SCRIPT_AUDIO_MAX_S = Math.ceil(
  PAID_TEXT_MAX * SPEECH_PACE.han * (1 / SPOKEN_PACE_MIN) * 1.2 * 1.2 + PAUSES_MAX_S,
);

export type ScriptRuleKey =
  | 'script.textRequired'
  | 'script.textShort'
  | 'script.textLong'
  | 'script.rateInvalid'
  | 'script.rateRange'
  | 'script.rateStep'
  | 'script.pauseInvalid'
  | 'script.pauseRange'
  | 'script.pauseDecimals'
  | 'script.pausesLong';

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

/** The characters that will be spoken: everything except pause markers (what audio is billed by). */
export const countChars = (text: string): number => Array.from(text.replace(MARKER_RE, '')).length;

/** The length the limit counts: every character as written, pause markers included, an emoji as one. */
export const scriptLength = (text: string): number => Array.from(text).length;

/** The words of a script without its pause markers (a download's name, a caption). */
export const spokenWords = (text: string): string => text.replace(MARKER_RE, '');

/** The pauses written in a text, in seconds. */
export const pausesIn = (text: string): number[] => Array.from(text.matchAll(MARKER_RE), (m) => Number(m[1]));

/** The pauses of a text together, in seconds (to the hundredth, as they are written). */
export const pauseTotal = (text: string): number => Math.round(pausesIn(text).reduce((a, b) => a + b * 100, 0)) / 100;

export function checkText(text: string, tier: TimbreTier): ScriptMessage | null {
  const t = text.trim();
  const n = countChars(t);
  if (n === 0) return { key: 'script.textRequired' };
  if (n < TEXT_MIN) return { key: 'script.textShort', values: { min: TEXT_MIN } };
  const max = textMax(tier);
  if (scriptLength(t) > max) return { key: 'script.textLong', values: { max } };
  for (const p of pausesIn(t)) if (checkPauseValue(p)) return checkPauseValue(p);
  return checkPauses(t);
}

/** The pauses of a text together against their cap: null when within it. */
export const checkPauses = (text: string): ScriptMessage | null =>
  pauseTotal(text) > PAUSES_MAX_S ? { key: 'script.pausesLong', values: { max: PAUSES_MAX_S } } : null;

/**
 * Over-long text is cut to the limit on confirm: the longest start whose written length fits, a pause marker never
 * split (one that does not fit whole ends the text).
 */
export function cutToLimit(text: string, max: number): { text: string; cut: boolean } {
  if (scriptLength(text) <= max) return { text, cut: false };
  let n = 0;
  let out = '';
  for (const token of text.match(TOKEN_RE) ?? []) {
    const size = isMarker(token) ? token.length : 1;
    if (n + size > max) break;
    out += token;
    n += size;
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
 * Speaking time: the text as it is read aloud in its language (src/domain/spokenText.ts: figures, dates, prices and
 * addresses in words), at the pace of each kind of character at 1x (src/domain/speech.ts, the pace the platform's
 * engine keeps) divided by the rate, plus the pauses. `language` is the one chosen for the speech; the text's own
 * characters decide when they name another, as the synthesizer does.
 */
export function estimateSeconds(text: string, rate: number, language: OutputLanguage = 'en'): number {
  const spoken = text.replace(MARKER_RE, '');
  const speech = speechSeconds(spokenText(spoken, languageOfText(spoken, language))) / rate;
  const pauses = pausesIn(text).reduce((a, b) => a + b, 0);
  return Math.max(1, Math.round((speech + pauses) * 10) / 10);
}
