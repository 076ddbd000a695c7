import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { frameSize, personSize } from '../../src/domain/videoLayout';
import { drawFrame, type FaceFrames, sceneOf } from '../media/compose';
import { MOUTH_SHAPES, type MouthShape } from '../media/lipSync';
import { MOUTH_BOX, mouthSvg, withoutMouth } from '../media/mouthArt';
import { presenter } from '../media/presenter';
import type { VideoSpec } from '../media/recipe';
import { resample } from './resample';
import type { Speech } from '../media/speech';
import { type LibAV, OPUS_RATE, WebmEncoder } from './webmEncoder';
import { NODE_VIDEO } from './videoRate';
import { i420Size, rgbaToI420 } from './yuv';

/**
 * A work's video made in Node (fake:serve): the browser studio's own film, frame by frame: the same layout and
 * drawing (mirage/media/compose.ts) on a Skia canvas (@napi-rs/canvas, MIT), the same mouth shapes, blinks, head movement and
 * subtitles (mirage/media/presenter.ts), encoded to VP8 and Opus in a WebM file by libav.js (mirage/node/webmEncoder.ts). It runs
 * in a speech worker (mirage/node/speechWorker.ts), never on the server's event loop.
 */

/** What the worker needs of @napi-rs/canvas (loaded from the path the server resolved, see speechMaker.ts). */
export interface NodeCanvasModule {
  createCanvas(width: number, height: number): NodeCanvas;
  Image: new () => NodeImage;
}
interface NodeImage {
  src: Uint8Array;
  width: number;
  height: number;
}
interface NodeCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): NodeContext;
}
interface NodeContext {
  drawImage(image: NodeImage | NodeCanvas, x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

export interface NodeVideoTools {
  canvas: NodeCanvasModule;
  libav: LibAV;
  /** Where the project's files are: the seeded faces are read from fixtures/media/portraits. */
  root: string;
}

/** A picture's bytes: the seeded faces from disk, anything else by its address (an upload, served by fake:serve). */
async function bytesOf(url: string): Promise<Uint8Array | null> {
  try {
    const res = await fetch(url);
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** A picture drawn at the size the video shows it (an SVG face drawn sharp at any size), or null when unreadable. */
async function picture(
  tools: NodeVideoTools,
  bytes: Uint8Array | null,
  width?: number,
  height?: number,
): Promise<ImageBitmap | null> {
  if (!bytes) return null;
  try {
    const img = new tools.canvas.Image();
    img.src = bytes;
    const w = width ?? img.width;
    const h = height ?? img.height;
    if (!w || !h) return null;
    const c = tools.canvas.createCanvas(w, h);
    c.getContext('2d').drawImage(img, 0, 0, w, h);
    // compose.ts draws what it is given with drawImage and reads its width and height: a canvas does both.
    return c as unknown as ImageBitmap;
  } catch {
    return null;
  }
}

/** A drawn face as the browser studio draws it (mirage/media/maker.ts): with its mouth, without it, and each shape. */
async function faceFrames(tools: NodeVideoTools, spec: VideoSpec, size: number): Promise<FaceFrames | null> {
  const p = spec.face.portrait;
  if (p) {
    const dir = join(tools.root, 'fixtures/media/portraits');
    const text = (name: string) => readFile(join(dir, name), 'utf8').catch(() => '');
    const [face, closedEyes] = await Promise.all([text(`${p}.svg`), text(`frames/${p}-blink.svg`)]);
    const svg = (t: string | null, w = size, h = size) =>
      t ? picture(tools, new TextEncoder().encode(t), w, h) : Promise.resolve(null);
    const shapes = MOUTH_SHAPES.filter((m): m is Exclude<MouthShape, 'X'> => m !== 'X');
    const mw = Math.round((size * MOUTH_BOX.w) / MOUTH_BOX.of);
    const mh = Math.round((size * MOUTH_BOX.h) / MOUTH_BOX.of);
    const [still, blink, bare, bareBlink, ...mouths] = await Promise.all([
      svg(face || null),
      svg(closedEyes || null),
      svg(face ? withoutMouth(face) : null),
      svg(closedEyes ? withoutMouth(closedEyes) : null),
      ...shapes.map((m) => svg(mouthSvg(m), mw, mh)),
    ]);
    if (still)
      return {
        still,
        blink: blink ?? undefined,
        bare: bare ?? undefined,
        bareBlink: bareBlink ?? undefined,
        mouths: Object.fromEntries(shapes.flatMap((m, i) => (mouths[i] ? [[m, mouths[i]]] : []))),
      };
  }
  // A face from a person's own upload: its still, as the editor's preview shows it.
  const still = spec.face.stillUrl ? await picture(tools, await bytesOf(spec.face.stillUrl), size, size) : null;
  return still ? { still } : null;
}

/**
 * The video of `spec`, lasting as long as `sound`, with it as its sound. `fps`: fewer frames for tests
 * (fake:serve --video-fps); `bitrate`: the seeded clips shipped with the demo (scripts/gen-clips.mjs) take less.
 */
export async function renderNodeVideo(
  tools: NodeVideoTools,
  spec: VideoSpec,
  sound: Speech,
  opts: { fps?: number; bitrate?: number } = {},
): Promise<{ webm: Uint8Array; seconds: number }> {
  const { width, height } = frameSize(spec.orientation);
  const fps = opts.fps ?? NODE_VIDEO.fps;
  const bitrate = opts.bitrate ?? NODE_VIDEO.bitrate;
  const [face, background, coverImage] = await Promise.all([
    faceFrames(tools, spec, personSize(width, height)),
    // A video background is shown by the backdrop: Node has nothing here to decode its first frame.
    spec.background?.kind === 'image' ? picture(tools, await bytesOf(spec.background.url)) : null,
    spec.coverImageUrl ? picture(tools, await bytesOf(spec.coverImageUrl)) : null,
  ]);
  const scene = sceneOf(spec, { face, background, coverImage }, sound.cues);
  const seconds = sound.samples.length / sound.sampleRate;
  const frames = Math.max(1, Math.ceil(seconds * fps));
  // The browser studio's presenter: mouth shapes from the engine's phonemes, blinks, the head's sway.
  const pose = presenter({
    fps,
    frames,
    samples: sound.samples,
    sampleRate: sound.sampleRate,
    phonemes: sound.phonemes,
    seed: spec.seed,
    footage: null,
  });
  const canvas = tools.canvas.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const encoder = new WebmEncoder(tools.libav, { width, height, fps, videoBitrate: bitrate });
  const i420 = new Uint8Array(i420Size(width, height));
  let shown = '';
  for (let f = 0; f < frames; f++) {
    const t = f / fps;
    const cue = sound.cues.findIndex((c) => t >= c.start && t < c.end);
    const now = await pose(f);
    // A frame like the one before (a pause, a held mouth) is not drawn again: the encoder gets the same picture.
    const look = `${now.mouth} ${now.blink} ${now.head.dx} ${now.head.dy} ${cue}`;
    if (look !== shown) {
      drawFrame(ctx as unknown as OffscreenCanvasRenderingContext2D, scene, t, now);
      rgbaToI420(ctx.getImageData(0, 0, width, height).data, width, height, i420);
      shown = look;
    }
    await encoder.addFrame(i420);
  }
  const webm = await encoder.finish(resample(sound.samples, sound.sampleRate, OPUS_RATE));
  return { webm, seconds };
}
