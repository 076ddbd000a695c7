import { describe, expect, it } from 'vitest';
import { blinkTrack, loudness, mouthTrack } from '../../mirage/media/motion';

/** How a made video's presenter moves (mirage/media/motion.ts). */
describe('the presenter moves with the speech', () => {
  const rate = 1000;
  // One second of speech, one of silence, one of quieter speech.
  const samples = Float32Array.from({ length: 3 * rate }, (_, i) =>
    i < rate ? Math.sin(i / 3) * 0.5 : i < 2 * rate ? 0 : Math.sin(i / 3) * 0.2,
  );

  it('the mouth is closed in silence and opens while speaking, a quieter voice included', () => {
    const mouth = mouthTrack(loudness(samples, rate, 10, 30));
    expect(mouth.slice(0, 10).every((m) => m !== 'closed')).toBe(true);
    expect(mouth.slice(11, 19).every((m) => m === 'closed')).toBe(true);
    expect(mouth.slice(21, 30).every((m) => m !== 'closed')).toBe(true);
    expect(mouth.slice(0, 10)).toContain('open');
  });

  it('the eyes blink every few seconds, at the same moments for the same work', () => {
    const a = blinkTrack(25 * 30, 25, 42);
    expect(a).toEqual(blinkTrack(25 * 30, 25, 42));
    expect(a).not.toEqual(blinkTrack(25 * 30, 25, 43));
    const starts = a.flatMap((on, i) => (on && !a[i - 1] ? [i / 25] : []));
    expect(starts.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(2.4);
    expect(a.filter(Boolean).length).toBeLessThan(a.length * 0.1);
  });
});
