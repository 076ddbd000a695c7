import type { Redraw } from './demoLink';

/**
 * A picture drawn again on a canvas, at most `px` on its longer side, as WebP at `quality` (transparency kept); a
 * browser that cannot write WebP gives PNG. What a demo link carries instead of the logo as uploaded.
 */
export const redrawImage: Redraw = async (url, px, quality) => {
  const img = new Image();
  img.src = url;
  await img.decode();
  // An SVG without a size of its own is drawn square.
  const w0 = img.naturalWidth || px;
  const h0 = img.naturalHeight || px;
  const scale = Math.min(1, px / Math.max(w0, h0));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w0 * scale));
  canvas.height = Math.max(1, Math.round(h0 * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return url;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/webp', quality);
};
