import { estimateSeconds } from '../../src/domain/script';
import { frameSize, personSize } from '../../src/domain/videoLayout';
import { medianPitch } from '../../src/lib/pitch';
import { type FaceFrames, sceneOf } from './compose';
import { timbreAtPitch } from './engineVoice';
import type { MadeFile, MediaMaker, MediaRecipe } from './jobs';
import { MOUTH_SHAPES, type MouthShape } from './lipSync';
import { MOUTH_BOX, mouthSvg, withoutMouth } from './mouthArt';
import type { VideoSpec } from './recipe';
import type { SpeakRequest } from './speech';
import { ask } from './studioWorker';

/**
 * The browser's media studio (mirage/media/jobs.ts): speech and videos are made in a worker (mirage/media/worker.ts);
 * this side loads the pictures a video shows (the face with and without its mouth, eyes open and closed, and the mouth
 * shapes; the background, the cover image), a person's own clip as its file, and an uploaded recording's samples,
 * which only the page can decode, and hands them over. Loaded the first time the fake
 * service makes a file, so no page pays for it before.
 */
const FACE_FRAMES = import.meta.glob<string>('../../fixtures/media/portraits/frames/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const PORTRAITS = import.meta.glob<string>('../../fixtures/media/portraits/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * Frames a second: smooth speech at a cost a 2-core machine renders faster than real time. Test mode takes a short
 * path, 5 frames a second: the same file, size, sound and subtitles with fewer frames, so a suite that makes many
 * videos on a busy machine is not kept waiting.
 */
export const VIDEO_FPS = { demo: 25, test: 5 } as const;
let fps: number = VIDEO_FPS.demo;

async function image(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return img;
}

/** A picture drawn at the size the video shows it (an SVG face is drawn sharp at any size). */
async function bitmap(url: string, width?: number, height?: number): Promise<ImageBitmap> {
  const img = await image(url);
  const w = width ?? img.naturalWidth;
  const h = height ?? img.naturalHeight;
  const canvas = new OffscreenCanvas(w, h);
  canvas.getContext('2d')?.drawImage(img, 0, 0, w, h);
  return canvas.transferToImageBitmap();
}

/** A video background is shown by its first frame. */
async function firstFrame(url: string): Promise<ImageBitmap> {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  await new Promise<void>((resolve, reject) => {
    video.onloadeddata = () => resolve();
    video.onerror = () => reject(new Error('background video unreadable'));
  });
  return createImageBitmap(video);
}

/** An SVG's text drawn at `size` x `height`. */
async function svgBitmap(svg: string, size: number, height = size): Promise<ImageBitmap> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    return await bitmap(url, size, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function faceFrames(spec: VideoSpec, size: number): Promise<FaceFrames | null> {
  const p = spec.face.portrait;
  const base = p ? PORTRAITS[`../../fixtures/media/portraits/${p}.svg`] : undefined;
  if (p && base) {
    const blinkUrl = FACE_FRAMES[`../../fixtures/media/portraits/frames/${p}-blink.svg`];
    const [face, closedEyes] = await Promise.all(
      [base, blinkUrl].map((url) => (url ? fetch(url).then((r) => r.text()) : Promise.resolve(''))),
    );
    const bare = withoutMouth(face);
    const bareBlink = closedEyes ? withoutMouth(closedEyes) : null;
    const shapes = MOUTH_SHAPES.filter((m): m is Exclude<MouthShape, 'X'> => m !== 'X');
    const [still, blink, bareFace, bareBlinkFace, ...mouths] = await Promise.all([
      svgBitmap(face, size),
      closedEyes ? svgBitmap(closedEyes, size) : undefined,
      bare ? svgBitmap(bare, size) : undefined,
      bareBlink ? svgBitmap(bareBlink, size) : undefined,
      ...shapes.map((m) =>
        svgBitmap(
          mouthSvg(m),
          Math.round((size * MOUTH_BOX.w) / MOUTH_BOX.of),
          Math.round((size * MOUTH_BOX.h) / MOUTH_BOX.of),
        ),
      ),
    ]);
    if (!still) return null;
    return {
      still,
      blink,
      bare: bareFace,
      bareBlink: bareBlinkFace,
      mouths: Object.fromEntries(shapes.map((m, i) => [m, mouths[i]])),
    };
  }
  // A face from a person's own upload: its still, as the editor's preview shows it (its own clip plays over it).
  return spec.face.stillUrl ? { still: await bitmap(spec.face.stillUrl) } : null;
}

/** A person's own clip, as its file: the worker reads and decodes it (mirage/media/footage.ts). */
async function clipBytes(url: string): Promise<ArrayBuffer | null> {
  if (!url) return null;
  try {
    const r = await fetch(url);
    return r.ok ? await r.arrayBuffer() : null;
  } catch {
    return null;
  }
}

/** An uploaded recording as mono samples (the page decodes mp3, m4a and wav). */
async function recording(url: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const bytes = await (await fetch(url)).arrayBuffer();
  const ctx = new OfflineAudioContext(1, 1, 44_100);
  const buf = await ctx.decodeAudioData(bytes);
  const samples = new Float32Array(buf.length);
  for (let c = 0; c < buf.numberOfChannels; c++) {
    const ch = buf.getChannelData(c);
    for (let i = 0; i < ch.length; i++) samples[i] += ch[i] / buf.numberOfChannels;
  }
  return { samples, sampleRate: buf.sampleRate };
}

/**
 * The script spoken at the median pitch of `pitchOf`, the recording a cloned voice was made from, so a person hears
 * their own register; as it is when there is none or it cannot be read.
 */
async function tuned(speak: SpeakRequest, pitchOf: string | undefined): Promise<SpeakRequest> {
  if (!pitchOf) return speak;
  const rec = await recording(pitchOf).catch(() => null);
  const hz = rec ? medianPitch(rec.samples, rec.sampleRate) : null;
  return hz ? { ...speak, timbre: timbreAtPitch(speak.timbre, hz) } : speak;
}

async function makeVideo(spec: VideoSpec, progress: (share: number) => void): Promise<MadeFile> {
  const { width, height } = frameSize(spec.orientation);
  const [face, footage, background, coverImage, sound] = await Promise.all([
    faceFrames(spec, personSize(width, height)),
    spec.face.portrait ? null : clipBytes(spec.face.clipUrl),
    spec.background
      ? spec.background.kind === 'image'
        ? bitmap(spec.background.url)
        : firstFrame(spec.background.url)
      : null,
    spec.coverImageUrl ? bitmap(spec.coverImageUrl) : null,
    'audioUrl' in spec.sound
      ? recording(spec.sound.audioUrl)
      : tuned(spec.sound.speak, spec.sound.pitchOf).then((speak) => ({ speak })),
  ]);
  const bitmaps = [
    face?.still,
    face?.blink,
    face?.bare,
    face?.bareBlink,
    ...Object.values(face?.mouths ?? {}),
    background,
    coverImage,
  ].filter((b): b is ImageBitmap => !!b);
  const samples = 'samples' in sound ? [sound.samples.buffer as ArrayBuffer] : [];
  const soundSeconds = 'samples' in sound ? sound.samples.length / sound.sampleRate : heardFor(sound.speak);
  const reply = await ask(
    {
      type: 'video',
      sound,
      scene: sceneOf(spec, { face, background, coverImage }),
      footage,
      fps,
      seed: spec.seed,
      fault: spec.fault,
    },
    [...bitmaps, ...samples, ...(footage ? [footage] : [])],
    soundSeconds,
    progress,
  );
  if ('error' in reply) throw new Error(reply.error);
  if (!('video' in reply)) throw new Error('no video');
  // As long as its speech: the work's listed length follows it. MP4 or WebM: the download's name follows the type.
  return { blob: new Blob([reply.video], { type: reply.mimeType }), seconds: reply.seconds };
}

/**
 * About how long a script is heard, the editor's estimate (its job's time limit follows it; the limit's margin covers
 * the estimate's error): the page already holds that code, so asking costs the page's thread nothing new.
 */
const heardFor = (speak: SpeakRequest): number => estimateSeconds(speak.text, speak.rate, speak.language);

export function setVideoMode(mode: keyof typeof VIDEO_FPS): void {
  fps = VIDEO_FPS[mode];
}

export const browserMediaMaker: MediaMaker = {
  kinds: ['speech', 'video'],
  async make(recipe: MediaRecipe, progress) {
    if (recipe.kind === 'video') return makeVideo(recipe.spec, progress);
    const req = await tuned(recipe.speak, recipe.pitchOf);
    const reply = await ask({ type: 'speak', req }, [], heardFor(req));
    if ('error' in reply) throw new Error(reply.error);
    if (!('wav' in reply)) throw new Error('no speech');
    return new Blob([reply.wav], { type: 'audio/wav' });
  },
};
