/** The still's longest side: enough for a card and the editor's preview, a few tens of kB as JPEG. */
export const POSTER_MAX_SIDE = 640;
/** A video that shows no frame within this long gets no still (the upload itself is not held up). */
const FRAME_TIMEOUT_MS = 10_000;

/**
 * The first frame of a video file, drawn to a canvas in the browser and encoded as JPEG: the still a digital human
 * made from an upload is shown by. Resolves null when the browser cannot decode the file.
 */
export interface PosterFrame {
  blob: Blob;
  width: number;
  height: number;
}

export function takePosterFrame(file: Blob): Promise<PosterFrame | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  return new Promise<PosterFrame | null>((resolve) => {
    const done = (b: PosterFrame | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(b);
    };
    const timer = setTimeout(() => done(null), FRAME_TIMEOUT_MS);
    video.onerror = () => done(null);
    // Seeking a hair past 0 makes every browser decode and show the first frame.
    video.onloadedmetadata = () => {
      video.currentTime = Math.min(0.05, (video.duration || 1) / 2);
    };
    video.onseeked = () => {
      const { videoWidth: w, videoHeight: h } = video;
      if (!w || !h) return done(null);
      const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(w, h));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(w * scale);
      canvas.height = Math.round(h * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx) return done(null);
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { width, height } = canvas;
      canvas.toBlob((blob) => done(blob ? { blob, width, height } : null), 'image/jpeg', 0.85);
    };
    video.src = url;
  });
}
