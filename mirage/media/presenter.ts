import type { Pose } from './compose';
import type { Footage } from './footage';
import { mouthShapes, shapeOfLoudness, type TimedPhoneme } from './lipSync';
import { blinkTrack, HEAD_AT_REST, headTrack, loudness, mouthTrack } from './motion';

/**
 * The presenter of a made video, frame by frame (mirage/media/motion.ts, lipSync.ts): a drawn face's mouth shapes
 * from the engine's phonemes (from the loudness for a person's own recording, which has none), its blinks and head
 * movement; or the frames of a person's own clip, which moves by itself.
 */
export interface PresenterInput {
  fps: number;
  frames: number;
  samples: Float32Array;
  sampleRate: number;
  phonemes: TimedPhoneme[];
  seed: number;
  footage: Footage | null;
}

export function presenter(input: PresenterInput): (f: number) => Promise<Pose> {
  const { fps, frames, footage } = input;
  const mouth = input.phonemes.length
    ? mouthShapes(input.phonemes, fps, frames)
    : mouthTrack(loudness(input.samples, input.sampleRate, fps, frames)).map(shapeOfLoudness);
  const blink = blinkTrack(frames, fps, input.seed);
  const head = headTrack(
    mouth.map((m) => m !== 'X'),
    fps,
    input.seed,
  );
  return async (f) =>
    footage
      ? { mouth: 'X', blink: false, head: HEAD_AT_REST, footage: await footage.frameAt(f) }
      : { mouth: mouth[f], blink: blink[f], head: head[f], footage: null };
}
