/**
 * How the platform speaks a script: the pace of each kind of character, and how a script is cut into the lines a
 * subtitle shows (with the pauses written into it). The editor's length estimate, the fake server's synthesizer and
 * the subtitles of a made video all read these, so the length a person is told is the length of the video they get.
 * The engine's own settings (its voices, pitch and speed) are the studio's: mirage/media/engineVoice.ts.
 */
import type { OutputLanguage } from './task';

/**
 * Seconds each thing in a text takes at 1x, as the platform's engine (eSpeak NG) speaks it: fitted to the engine's
 * real lengths of the 80 scripts of tests/unit/spokenScripts.ts (plain and full of figures, in four languages), so
 * that none is estimated more than a tenth off. A Chinese character is a syllable; Japanese is counted in morae (a
 * small ゃ, ゅ or ょ belongs to the kana before it); a Latin word is a beat and its letters. Commas and the end of
 * what is said are silences, longer in Chinese and Japanese speech, whose lines the engine closes with a long pause.
 */
export const SPEECH_PACE = {
  han: 0.2208,
  mora: 0.0846,
  hangul: 0.167,
  letter: 0.0535,
  word: 0.0887,
  clause: { syllabic: 0.3246, latin: 0.2163 },
  sentence: { syllabic: 0.95, latin: 0.0246 },
} as const;

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const SMALL_KANA = /[ゃゅょぁぃぅぇぉャュョァィゥェォ]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LETTER = /\p{Script=Latin}/u;
const CLAUSE = /[，、,：:;；]/u;
const SENTENCE = /[。！？!?…]/u;

/**
 * Seconds of speech in `spoken` (no pause markers) at 1x, as it is read aloud: its figures already written out
 * (src/domain/spokenText.ts; a digit left counts as a word).
 */
export function speechSeconds(spoken: string): number {
  const syllabic = HAN.test(spoken) || KANA.test(spoken) || HANGUL.test(spoken);
  const clause = syllabic ? SPEECH_PACE.clause.syllabic : SPEECH_PACE.clause.latin;
  const sentence = syllabic ? SPEECH_PACE.sentence.syllabic : SPEECH_PACE.sentence.latin;
  let s = 0;
  let sentences = 0;
  let inWord = false;
  const chars = Array.from(spoken);
  chars.forEach((ch, i) => {
    const letter = LETTER.test(ch);
    if (letter && !inWord) s += SPEECH_PACE.word;
    inWord = letter || (inWord && /['’-]/.test(ch));
    if (letter) s += SPEECH_PACE.letter;
    else if (HAN.test(ch)) s += SPEECH_PACE.han;
    else if (KANA.test(ch)) s += SMALL_KANA.test(ch) ? 0 : SPEECH_PACE.mora;
    else if (HANGUL.test(ch)) s += SPEECH_PACE.hangul;
    else if (/\d/.test(ch)) s += SPEECH_PACE.word;
    else if (CLAUSE.test(ch)) s += clause;
    else if (SENTENCE.test(ch) || (ch === '.' && (i === chars.length - 1 || /\s/.test(chars[i + 1])))) {
      s += sentence;
      sentences++;
    }
  });
  // What is said ends as a sentence does, stop written or not.
  if (sentences === 0 && /[\p{L}\p{N}]/u.test(spoken)) s += sentence;
  return s;
}

/** One piece of a script as it is spoken: a line of speech (one subtitle) or a written pause. */
export type SpeechPart = { say: string } | { pause: number };

/** Longest subtitle line before it is cut at a comma, in seconds of speech. */
const LINE_MAX_S = 4.5;
const MARKER_SPLIT = /(<#\d+(?:\.\d+)?#>)/;
const SENTENCE_END = /(?<=[。！？!?；;…]|[.](?=\s|$))\s*|\r?\n+/u;
const CLAUSE_END = /(?<=[，、,：:])\s*/u;

/**
 * A script cut into what is spoken, line by line, and the pauses written into it. A line is a sentence, or a
 * clause of one when the sentence would stay on screen too long to read as one subtitle.
 */
export function speechParts(text: string): SpeechPart[] {
  const parts: SpeechPart[] = [];
  for (const piece of text.split(MARKER_SPLIT)) {
    const marker = /^<#(\d+(?:\.\d+)?)#>$/.exec(piece);
    if (marker) {
      const seconds = Number(marker[1]);
      const last = parts[parts.length - 1];
      if (last && 'pause' in last) last.pause += seconds;
      else parts.push({ pause: seconds });
      continue;
    }
    for (const sentence of piece.split(SENTENCE_END)) {
      for (const line of splitLong(sentence.trim())) if (/[\p{L}\p{N}]/u.test(line)) parts.push({ say: line });
    }
  }
  return parts;
}

function splitLong(sentence: string): string[] {
  if (speechSeconds(sentence) <= LINE_MAX_S) return [sentence];
  const lines: string[] = [];
  let line = '';
  for (const clause of sentence.split(CLAUSE_END)) {
    if (line && speechSeconds(line + clause) > LINE_MAX_S) {
      lines.push(line.trim());
      line = '';
    }
    line += clause;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** The language a text is written in, read from its characters; `fallback` for Latin text that names none. */
export function languageOfText(text: string, fallback: OutputLanguage): OutputLanguage {
  if (KANA.test(text)) return 'ja';
  if (HANGUL.test(text)) return 'ko';
  if (HAN.test(text)) return 'zh';
  if (/[ñ¿¡áéíóú]/i.test(text)) return 'es';
  if (/[a-z]/i.test(text) && !LATIN_LANGUAGES.includes(fallback)) return 'en';
  return fallback;
}
const LATIN_LANGUAGES: readonly OutputLanguage[] = ['en', 'es', 'fr'];
