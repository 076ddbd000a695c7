import { readdirSync, readFileSync } from 'node:fs';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { frameSize } from '../../src/domain/videoLayout';
import { FACE_CLIPS, faceClipRef } from '../../mirage/faceClips';
import { makeBackend } from './backendHelpers';

/** The seeded digital humans' own clips: each face of the seed speaking, at 720p with its sound. */
describe('the seeded clips of the faces', () => {
  it('ship exactly the clips listed, each a 720p WebM of the face with its sound', async () => {
    const files = readdirSync('fixtures/media/clips').sort();
    expect(files).toEqual(FACE_CLIPS.map((c) => `${c}.webm`).sort());
    for (const name of FACE_CLIPS) {
      const input = new Input({
        formats: ALL_FORMATS,
        source: new BufferSource(readFileSync(`fixtures/media/clips/${name}.webm`)),
      });
      const video = await input.getPrimaryVideoTrack();
      const orientation = name.endsWith('vertical') ? 'vertical' : 'landscape';
      expect([video?.displayWidth, video?.displayHeight]).toEqual([
        frameSize(orientation).width,
        frameSize(orientation).height,
      ]);
      expect((await input.getPrimaryAudioTrack())?.codec).toBe('opus');
      expect(await input.computeDuration()).toBeGreaterThan(2);
    }
  });

  it('give a face its own clip in its orientation, and a face without one the generic clip it is given', () => {
    expect(faceClipRef('seed:portrait-p14', 'landscape', 'seed:avatar-landscape')).toBe('seed:clip-p14-landscape');
    expect(faceClipRef('seed:portrait-p14', 'vertical', 'seed:avatar-vertical')).toBe('seed:avatar-vertical');
    expect(faceClipRef('seed:portrait-p01', 'landscape', 'seed:avatar-landscape')).toBe('seed:avatar-landscape');
    expect(faceClipRef('up:photo', 'landscape', 'up:clip')).toBe('up:clip');
  });

  it("every seeded digital human and work of the default seed shows its own face's clip, at its size", () => {
    const b = makeBackend();
    const seeded = b.db.avatars.filter((a) => !a.id.startsWith('avm'));
    expect(seeded.length).toBeGreaterThan(5);
    for (const a of seeded) {
      const face = /^seed:portrait-(p\d+)$/.exec(a.posterRef ?? '')?.[1];
      expect(a.ref).toBe(`seed:clip-${face}-${a.orientation}`);
      expect({ width: a.width, height: a.height }).toEqual(frameSize(a.orientation));
    }
    expect(b.db.tasks.length).toBeGreaterThan(3);
    for (const t of b.db.tasks) {
      const face = /^seed:portrait-(p\d+)$/.exec(t.posterRef ?? '')?.[1];
      expect(t.ref).toBe(`seed:clip-${face}-${t.orientation}`);
    }
  });
});
