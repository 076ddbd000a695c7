/**
 * Creation assets (digital humans, voice models, generated audio): their states and how time moves them. The states
 * are derived from stored timestamps and the clock when read, so the fake server and any screen agree.
 */
import type { TimbreTier } from './script';

export const AVATAR_ORIENTATIONS = ['landscape', 'vertical'] as const;
export type AvatarOrientation = (typeof AVATAR_ORIENTATIONS)[number];
export type AvatarStatus = 'processing' | 'ready';
/** The cutout takes 5-10 s of server time. */
export const CUTOUT_MIN_MS = 5_000;
export const CUTOUT_MAX_MS = 10_000;
export const avatarStatus = (readyAt: number, now: number): AvatarStatus => (now >= readyAt ? 'ready' : 'processing');

export const VOICE_VERSIONS = ['basic', 'hifi'] as const;
export type VoiceVersion = (typeof VOICE_VERSIONS)[number];
export type VoiceStatus = 'pending' | 'done' | 'failed';
/** How long training takes on the server clock. */
export const TRAINING_MS: Record<VoiceVersion, number> = { basic: 20_000, hifi: 60_000 };
export function voiceStatus(v: { trainedAt: number; fails: boolean }, now: number): VoiceStatus {
  if (now < v.trainedAt) return 'pending';
  return v.fails ? 'failed' : 'done';
}
/** Every operation on a voice (use, audition, rename, delete, buy) waits for training to end. */
export const voiceOperable = (s: VoiceStatus): boolean => s === 'done';

/** Creations a member may still make; a user without VIP has none. */
export const DEFAULT_AVATAR_QUOTA = 3;
export const DEFAULT_CLONE_QUOTA = 3;
/** Voice-clone attempts (failed ones included) per day; beyond it 'insufficient attempts'. */
export const CLONE_ATTEMPTS_PER_DAY = 5;

export const AUDIO_KEEP_MS = 48 * 60 * 60 * 1000;
export type AudioStatus = 'generating' | 'done' | 'expired';
/** Generation takes 3 s plus a second per 50 characters of server time. */
export const generationMs = (chars: number): number => 3_000 + Math.ceil(chars / 50) * 1_000;
export function audioStatus(a: { createdAt: number; readyAt: number }, now: number): AudioStatus {
  if (now >= a.createdAt + AUDIO_KEEP_MS) return 'expired';
  return now >= a.readyAt ? 'done' : 'generating';
}
export const audioProgress = (a: { createdAt: number; readyAt: number }, now: number): number =>
  a.readyAt <= a.createdAt ? 1 : Math.max(0, Math.min(1, (now - a.createdAt) / (a.readyAt - a.createdAt)));

/**
 * The computing power of one generation: 10 points per started 100 characters. A brand with the third-party
 * (hailuoAudioGeneratePower) flag bills at the third-party engine's rate instead, twice the platform's, and the
 * record says so; either way it is one 'audioGeneration' record.
 */
export const AUDIO_POINTS_PER_100 = 10;
export const HAILUO_AUDIO_POINTS_PER_100 = 20;
export const audioCost = (chars: number, hailuo: boolean): number =>
  Math.max(1, Math.ceil(chars / 100)) * (hailuo ? HAILUO_AUDIO_POINTS_PER_100 : AUDIO_POINTS_PER_100);

export const timbreTier = (purchased: boolean): TimbreTier => (purchased ? 'paid' : 'free');

/** The business code of 'insufficient computing power': the console answers it with the contact-agent dialog. */
export const CODE_POWER_SHORT = 50020;

/** How far a voice's training has come at `now` (0 to 1), from when it was made to when it ends, on the server clock. */
export function trainingProgress(v: { createdAt: number; trainedAt: number }, now: number): number {
  const span = v.trainedAt - v.createdAt;
  if (span <= 0 || now >= v.trainedAt) return 1;
  return Math.max(0, Math.min(1, (now - v.createdAt) / span));
}
