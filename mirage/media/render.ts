import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { drawFrame, type Scene } from './compose';
import type { Footage } from './footage';
import type { TimedPhoneme } from './lipSync';
import { presenter } from './presenter';

/**
 * Encodes a made video: every frame drawn on a canvas, encoded with the browser's own VP8 encoder (WebCodecs), the
 * speech encoded as Opus, both put in a WebM file by webm-muxer. Runs in a worker, so the console stays responsive
 * while it works.
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

const OPUS_RATE = 48_000;
/** Frames the encoder may hold before drawing waits for it: memory stays flat for any length. */
const QUEUE_MAX = 8;

export async function renderVideo(input: RenderInput, progress: (share: number) => void): Promise<ArrayBuffer> {
  const { scene, fps } = input;
  const seconds = input.samples.length / input.sampleRate;
  const frames = Math.max(1, Math.ceil(seconds * fps));
  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: 'V_VP8', width: scene.width, height: scene.height, frameRate: fps },
    audio: { codec: 'A_OPUS', sampleRate: OPUS_RATE, numberOfChannels: 1 },
    firstTimestampBehavior: 'offset',
  });
  let failure: Error | null = null;
  const fail = (e: Error) => {
    failure = e;
  };
  const video = new VideoEncoder({ output: (chunk, meta) => muxer.addVideoChunk(chunk, meta), error: fail });
  video.configure({
    codec: 'vp8',
    width: scene.width,
    height: scene.height,
    bitrate: 1_200_000,
    framerate: fps,
    latencyMode: 'realtime',
  });
  const audio = new AudioEncoder({ output: (chunk, meta) => muxer.addAudioChunk(chunk, meta), error: fail });
  audio.configure({ codec: 'opus', sampleRate: OPUS_RATE, numberOfChannels: 1, bitrate: 64_000 });
  encodeAudio(audio, resample(input.samples, input.sampleRate, OPUS_RATE));

  const canvas = new OffscreenCanvas(scene.width, scene.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const pose = presenter({ ...input, frames });
  for (let f = 0; f < frames; f++) {
    if (failure) throw failure;
    while (video.encodeQueueSize > QUEUE_MAX) await new Promise((r) => setTimeout(r, 1));
    drawFrame(ctx, scene, f / fps, await pose(f));
    const frame = new VideoFrame(canvas, { timestamp: Math.round((f * 1e6) / fps), duration: Math.round(1e6 / fps) });
    video.encode(frame, { keyFrame: f % (fps * 2) === 0 });
    frame.close();
    if (f % 10 === 0) progress(f / frames);
  }
  await video.flush();
  await audio.flush();
  if (failure) throw failure;
  muxer.finalize();
  progress(1);
  return muxer.target.buffer;
}

/** Linear resampling to the encoder's rate. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.round((samples.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const x = (i * from) / to;
    const j = Math.floor(x);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}

function encodeAudio(encoder: AudioEncoder, samples: Float32Array): void {
  const block = OPUS_RATE / 50;
  for (let at = 0; at < samples.length; at += block) {
    const part = samples.slice(at, Math.min(samples.length, at + block));
    const data = new AudioData({
      format: 'f32',
      sampleRate: OPUS_RATE,
      numberOfFrames: part.length,
      numberOfChannels: 1,
      timestamp: Math.round((at * 1e6) / OPUS_RATE),
      data: part,
    });
    encoder.encode(data);
    data.close();
  }
}
