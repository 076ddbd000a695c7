import type { MediaClass, MediaMeta } from '../domain/upload';
import { wavDuration } from './wav';

/** Longer than any local file takes to show its metadata; a file that never does is unreadable. */
const READ_TIMEOUT_MS = 15_000;

/**
 * Reads duration and size from the file itself (never from its name): a WAV header is decoded directly; other files
 * are given to a hidden <audio>, <video> or <img> element, the browser's own decoder.
 */
export async function readMediaInfo(file: File, media: MediaClass): Promise<MediaMeta> {
  if (media === 'audio' && /\.wav$/i.test(file.name)) {
    const d = wavDuration(await file.slice(0, 4096).arrayBuffer(), file.size);
    if (d !== null) return { duration: d };
  }
  const url = URL.createObjectURL(file);
  try {
    return await withTimeout(media === 'image' ? readImage(url) : readTimed(url, media));
  } finally {
    URL.revokeObjectURL(url);
  }
}

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('metadata timeout')), READ_TIMEOUT_MS);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function readImage(url: string): Promise<MediaMeta> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('image unreadable'));
    img.src = url;
  });
}

function readTimed(url: string, media: 'audio' | 'video'): Promise<MediaMeta> {
  return new Promise((resolve, reject) => {
    const el = document.createElement(media);
    el.preload = 'metadata';
    el.muted = true;
    el.onloadedmetadata = () => {
      const meta: MediaMeta = { duration: Number.isFinite(el.duration) ? el.duration : undefined };
      if (el instanceof HTMLVideoElement) Object.assign(meta, { width: el.videoWidth, height: el.videoHeight });
      el.removeAttribute('src');
      resolve(meta);
    };
    el.onerror = () => reject(new Error(`${media} unreadable`));
    el.src = url;
  });
}
