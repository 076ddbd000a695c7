import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
} from 'mediabunny';
import { drawFrame, type Scene } from './compose';
import type { Footage } from './footage';
import type { TimedPhoneme } from './lipSync';
import { presenter } from './presenter';
import { AUDIO_RATE, chooseFormat, encoderConfigs, KEY_FRAME_S, type VideoFormat, webCodecsProbe } from './videoFormat';

/**
 * Encodes a made video: every frame drawn on a canvas and encoded by the browser's own encoders (WebCodecs), the
 * speech encoded beside it, both put in one file by Mediabunny, which also holds drawing back while the encoder is
 * behind (memory stays flat for any length), resamples the speech to the encoder's rate and cuts it into the
 * encoder's pieces. MP4 (H.264/AAC) where the browser encodes both, else WebM (mirage/media/videoFormat.ts). Runs in
 * a worker, so the console stays responsive while it works.
 */
export interface RenderInput {
  scene: Scene;
  fps: number;
  samples: Float32Array;
  sampleRate: number;
  seed: number;
  /** What the speech says when (none for a person's own recording), for a drawn face's mouth. */
  phonemes: TimedPhoneme[];
  /** A person's own clip, played under the speech instead of a face. */
  footage: Footage | null;
}

export interface RenderedVideo {
  bytes: ArrayBuffer;
  mimeType: VideoFormat['mimeType'];
  /** Frames drawn, every one of them in the file (a render that loses one fails). */
  frames: number;
}

/** An encoder gave back fewer frames than it was given: the file would stutter, so it is not delivered. */
export class FramesDropped extends Error {}

export async function renderVideo(input: RenderInput, progress: (share: number) => void): Promise<RenderedVideo> {
  const { scene, fps } = input;
  const seconds = input.samples.length / input.sampleRate;
  const frames = Math.max(1, Math.ceil(seconds * fps));
  const format = await chooseFormat(webCodecsProbe(scene.width, scene.height, fps));
  const configs = encoderConfigs(format, scene.width, scene.height, fps);
  const output = new Output({
    format: format.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const canvas = new OffscreenCanvas(scene.width, scene.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  let encoded = 0;
  const video = new CanvasSource(canvas, {
    codec: format.video.codec,
    fullCodecString: format.video.codecString,
    quality: new Quality({ bitrate: format.video.bitrate }),
    keyFrameInterval: KEY_FRAME_S,
    latencyMode: configs.video.latencyMode,
    onEncodedPacket: () => {
      encoded++;
    },
  });
  const audio = new AudioSampleSource({
    codec: format.audio.codec,
    fullCodecString: format.audio.codecString,
    quality: new Quality({ bitrate: format.audio.bitrate }),
    transform: { sampleRate: AUDIO_RATE },
  });
  output.addVideoTrack(video, { frameRate: fps });
  output.addAudioTrack(audio);
  await output.start();
  try {
    // The whole speech at once: Mediabunny resamples it and feeds the encoder piece by piece.
    const speech = new AudioSample({
      data: input.samples,
      format: 'f32',
      numberOfChannels: 1,
      sampleRate: input.sampleRate,
      timestamp: 0,
    });
    try {
      await audio.add(speech);
    } finally {
      speech.close();
    }
    audio.close();
    const pose = presenter({ ...input, frames });
    for (let f = 0; f < frames; f++) {
      drawFrame(ctx, scene, f / fps, await pose(f));
      // Resolves once the encoder and the file can take more: the loop draws no faster than they keep up.
      await video.add(f / fps, 1 / fps);
      if (f % 10 === 0) progress(f / frames);
    }
    video.close();
    await output.finalize();
  } catch (e) {
    await output.cancel();
    throw e;
  }
  if (encoded !== frames) throw new FramesDropped(`${frames} frames drawn, ${encoded} encoded`);
  const bytes = (output.target as BufferTarget).buffer;
  if (!bytes) throw new Error('no video');
  progress(1);
  return { bytes, mimeType: format.mimeType, frames };
}
