import { describe, expect, it } from 'vitest';
import {
  blinkTrack,
  HEAD_AT_REST,
  HEAD_SWAY,
  headTrack,
  loudness,
  mouthTrack,
  pingPong,
} from '../../mirage/media/motion';

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

  it('the head sways a little while speaking, the same way for the same work, and holds still in pauses', () => {
    // Two seconds of speech, one of pause, one of speech, at 25 frames a second.
    const speaking = Array.from({ length: 100 }, (_, f) => f < 50 || f >= 75);
    const a = headTrack(speaking, 25, 42);
    expect(a).toEqual(headTrack(speaking, 25, 42));
    expect(a).not.toEqual(headTrack(speaking, 25, 43));
    // Still once the ease (3 frames) is over, moving while speaking, and never more than slightly.
    expect(a.slice(54, 71).every((h) => h === HEAD_AT_REST)).toBe(true);
    expect(new Set(a.slice(0, 50).map((h) => h.dx.toFixed(4))).size).toBeGreaterThan(10);
    for (const h of a) {
      expect(Math.abs(h.dx)).toBeLessThanOrEqual(HEAD_SWAY.dx);
      expect(h.dy).toBeGreaterThanOrEqual(0);
      expect(h.dy).toBeLessThanOrEqual(HEAD_SWAY.dy);
    }
    // Eased: no jump between frames larger than a fraction of the sway.
    for (let f = 1; f < a.length; f++) expect(Math.abs(a[f].dx - a[f - 1].dx)).toBeLessThan(HEAD_SWAY.dx / 2);
  });

  it("a person's clip plays forward, then backward, over and over, with no jump", () => {
    expect(Array.from({ length: 12 }, (_, f) => pingPong(f, 4))).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2, 3, 2, 1]);
    expect(Array.from({ length: 4 }, (_, f) => pingPong(f, 1))).toEqual([0, 0, 0, 0]);
    expect(Array.from({ length: 5 }, (_, f) => pingPong(f, 2))).toEqual([0, 1, 0, 1, 0]);
    // Any length: consecutive frames are neighbours of the clip, always within it.
    for (const n of [3, 7, 50]) {
      for (let f = 1; f < 500; f++) {
        expect(Math.abs(pingPong(f, n) - pingPong(f - 1, n))).toBe(1);
        expect(pingPong(f, n)).toBeLessThan(n);
      }
    }
  });
});
