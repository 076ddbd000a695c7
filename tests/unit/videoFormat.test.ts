import { describe, expect, it } from 'vitest';
import { ENGINE_SPEED_DEFAULT, ENGINE_SPEED_MIN } from '../../mirage/media/engineVoice';
import { chooseFormat, encoderConfigs, MP4, WEBM } from '../../mirage/media/videoFormat';
import { SPOKEN_PACE_MIN } from '../../src/domain/script';

describe("a made video's file (mirage/media/videoFormat.ts)", () => {
  it('is MP4 (H.264/AAC) when the browser encodes both, else WebM', async () => {
    expect((await chooseFormat(async () => true)).container).toBe('mp4');
    expect((await chooseFormat(async (f) => f !== MP4)).container).toBe('webm');
    // A probe that fails is a no.
    expect(await chooseFormat(() => Promise.reject(new Error('no WebCodecs')))).toBe(WEBM);
    expect([MP4.mimeType, WEBM.mimeType]).toEqual(['video/mp4', 'video/webm']);
    expect([MP4.video.codecString, MP4.audio.codecString]).toEqual(['avc1.64001f', 'mp4a.40.2']);
  });

  it('asks the encoders for what it encodes: the frame, its rate, the quality mode that drops no frame', () => {
    for (const f of [MP4, WEBM]) {
      const c = encoderConfigs(f, 720, 1280, 25);
      expect(c.video).toMatchObject({ codec: f.video.codecString, width: 720, height: 1280, framerate: 25 });
      expect(c.video.latencyMode).toBe('quality');
      expect(c.audio).toMatchObject({ codec: f.audio.codecString, sampleRate: 48_000, numberOfChannels: 1 });
    }
    // H.264 in MP4 is written as its own boxes describe it (avcC), not as a stream of start codes.
    expect(encoderConfigs(MP4, 1280, 720, 25).video.avc).toEqual({ format: 'avc' });
  });
});

describe("the engine's slowest pace", () => {
  it('is no slower than the slowest a script is ever spoken by the rules (src/domain/script.ts)', () => {
    expect(ENGINE_SPEED_MIN / ENGINE_SPEED_DEFAULT).toBeGreaterThanOrEqual(SPOKEN_PACE_MIN);
  });
});
