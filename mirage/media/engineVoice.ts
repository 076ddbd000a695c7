/**
 * eSpeak NG's settings, the fake service's studio's own: the engine's voice for each language, its speed for a
 * rate, and each voice's variant (its timbre) and pitch. The product's rules (the pace a script is estimated at, how
 * it is cut into lines) are in src/domain/speech.ts; these only make the engine follow them.
 *
 * How high a voice sounds, and the engine setting that makes it so. eSpeak NG's pitch setting (0-99) is not in Hz:
 * each voice variant starts from its own register and rises faster towards the top. The table below is the median
 * pitch each variant speaks at five settings, measured with src/lib/pitch.ts on the engine's own output (an English
 * and a Chinese sentence, their geometric mean: English runs about 6% above it, Chinese about 6% below); between the
 * five, the pitch is interpolated on a log scale. Every voice's engine pitch is asked of this one table.
 */
import type { OutputLanguage } from '../../src/domain/task';

export type VoiceGender = 'female' | 'male';

/** The settings the table was measured at. */
const SETTINGS = [0, 25, 50, 75, 99] as const;

/** Median Hz of each variant at each of SETTINGS. */
export const ENGINE_PITCH_HZ: Readonly<Record<string, readonly number[]>> = {
  f1: [108, 133, 170, 225, 298],
  f2: [118, 144, 182, 238, 311],
  f3: [134, 158, 195, 249, 321],
  f4: [103, 131, 170, 224, 298],
  f5: [119, 150, 194, 256, 340],
  m1: [66, 73, 89, 116, 151],
  m2: [64, 74, 96, 129, 172],
  m3: [71, 81, 98, 127, 166],
  m4: [68, 77, 87, 112, 145],
  m5: [67, 76, 96, 125, 164],
  m6: [67, 77, 96, 125, 166],
  m7: [75, 87, 102, 126, 164],
};

/** The median pitch a listener hears as a woman's or a man's voice. */
export const LABEL_HZ: Record<VoiceGender, { low: number; high: number }> = {
  female: { low: 165, high: 255 },
  male: { low: 85, high: 155 },
};

/**
 * Where a voice named for its gender is placed: inside its label's range with room for the languages' spread (a
 * voice speaks about 6% higher or lower by language), so every language it speaks still sounds its label.
 */
export const VOICE_BAND: Record<VoiceGender, { low: number; high: number }> = {
  female: { low: 185, high: 225 },
  male: { low: 100, high: 135 },
};

/** Below this median a recording is a man's register, at or above it a woman's. */
export const REGISTER_SPLIT_HZ = 160;
export const genderOfPitch = (hz: number): VoiceGender => (hz < REGISTER_SPLIT_HZ ? 'male' : 'female');

const tableOf = (variant: string): readonly number[] => ENGINE_PITCH_HZ[variant] ?? ENGINE_PITCH_HZ.f1;

/** The median Hz a variant speaks at an engine pitch setting. */
export function engineHz(variant: string, pitch: number): number {
  const hz = tableOf(variant);
  const p = Math.max(0, Math.min(99, pitch));
  let i = 0;
  while (i < SETTINGS.length - 2 && p > SETTINGS[i + 1]) i++;
  const k = (p - SETTINGS[i]) / (SETTINGS[i + 1] - SETTINGS[i]);
  return Math.exp(Math.log(hz[i]) + k * (Math.log(hz[i + 1]) - Math.log(hz[i])));
}

/** The engine pitch setting (0-99, whole) at which a variant speaks nearest to `hz`. */
export function enginePitchFor(variant: string, hz: number): number {
  const table = tableOf(variant);
  if (hz <= table[0]) return 0;
  if (hz >= table[table.length - 1]) return 99;
  let i = 0;
  while (hz > table[i + 1]) i++;
  const k = (Math.log(hz) - Math.log(table[i])) / (Math.log(table[i + 1]) - Math.log(table[i]));
  return Math.round(SETTINGS[i] + k * (SETTINGS[i + 1] - SETTINGS[i]));
}

export const FEMALE_VARIANTS = ['f1', 'f2', 'f3', 'f4', 'f5'] as const;
export const MALE_VARIANTS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'] as const;

/**
 * A voice cloned from a recording whose median pitch is `hz`: it keeps its own variant when that is of the
 * recording's register (else the variant at the same place in the other register's list), at the setting that
 * speaks at `hz`, so a person hears their own register.
 */
export function timbreAtPitch(timbre: Timbre, hz: number): Timbre {
  const variants: readonly string[] = genderOfPitch(hz) === 'female' ? FEMALE_VARIANTS : MALE_VARIANTS;
  const own = variants.includes(timbre.variant);
  const index = Number(/\d+/.exec(timbre.variant)?.[0] ?? '1') - 1;
  const variant = own ? timbre.variant : variants[index % variants.length];
  return { variant, pitch: enginePitchFor(variant, hz) };
}

/** The engine's name for each output language (eSpeak NG's voices). */
export const ENGINE_LANGUAGE: Record<OutputLanguage, string> = {
  zh: 'cmn',
  en: 'en-us',
  ja: 'ja',
  ko: 'ko',
  es: 'es',
  fr: 'fr',
};

/** How a voice sounds: the engine's voice variant (its timbre) and its pitch setting (0-99, ENGINE_PITCH_HZ above). */
export interface Timbre {
  variant: string;
  pitch: number;
}

/**
 * A voice's timbre, from its id alone: the same voice always sounds the same, sample after sample, and two voices
 * rarely share one. `gender` fixes the family for the platform's named voices, and the voice is placed at a pitch
 * inside its gender's band (or at `hz`, a voice's own figure), so it sounds like its label.
 */
export function timbreOf(voiceId: string, gender?: VoiceGender, hz?: number): Timbre {
  let h = 0x811c9dc5;
  for (let i = 0; i < voiceId.length; i++) h = Math.imul(h ^ voiceId.charCodeAt(i), 0x01000193) >>> 0;
  const family = gender ?? (h & 1 ? 'female' : 'male');
  const variants = family === 'female' ? FEMALE_VARIANTS : MALE_VARIANTS;
  const variant = variants[(h >>> 1) % variants.length];
  const band = VOICE_BAND[family];
  const at = hz ?? band.low + (((h >>> 8) % 1000) / 999) * (band.high - band.low);
  return { variant, pitch: enginePitchFor(variant, at) };
}

/** The engine's pace in words per minute: its default (1x), and the slowest and fastest it takes. */
export const ENGINE_SPEED_DEFAULT = 175;
export const ENGINE_SPEED_MIN = 80;
export const ENGINE_SPEED_MAX = 450;

/** The engine's speed in words per minute at `rate` (1x is its default of 175; it takes 80-450). */
export const engineSpeed = (rate: number): number =>
  Math.max(ENGINE_SPEED_MIN, Math.min(ENGINE_SPEED_MAX, Math.round(ENGINE_SPEED_DEFAULT * rate)));
