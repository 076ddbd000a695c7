import { describe, expect, it } from 'vitest';
import { TRAINING_MS, trainingProgress } from '../../src/domain/assets';

describe('how far a voice has trained', () => {
  const v = { createdAt: 1_000, trainedAt: 1_000 + TRAINING_MS.basic };
  it('goes from 0 when made to 1 when training ends, on the server clock', () => {
    expect(trainingProgress(v, 1_000)).toBe(0);
    expect(trainingProgress(v, 1_000 + TRAINING_MS.basic / 4)).toBe(0.25);
    expect(trainingProgress(v, v.trainedAt)).toBe(1);
    expect(trainingProgress(v, v.trainedAt + 5_000)).toBe(1);
  });
  it('never leaves 0..1 (a clock behind the creation, a voice with no span)', () => {
    expect(trainingProgress(v, 0)).toBe(0);
    expect(trainingProgress({ createdAt: 5, trainedAt: 5 }, 0)).toBe(1);
  });
});
