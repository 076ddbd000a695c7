import { CARD_LOOK, COVER_FONTS, designWidth, frameSize, LAYOUT, personSize } from '../../src/domain/videoLayout';
import type { CardStyle, FontStyle, TaskOrientation } from '../../src/domain/task';
import type { MouthShape } from './lipSync';
import { MOUTH_BOX } from './mouthArt';
import type { Head } from './motion';
import type { VideoSpec } from './recipe';
import type { Cue } from './speech';

/**
 * One frame of a made video, drawn as the editor's preview lays it out (src/domain/videoLayout.ts): the background
 * (or the studio backdrop), the presenter (a drawn face with the mouth shape the sound calls for, now and then a
 * blink and a slight movement of the head; or a frame of a person's own clip), the cover title and image, the
 * business card, and the line being spoken as a subtitle.
 */
export interface FaceFrames {
  /** The face as it is: its own mouth, at rest. A person's upload is only this, its still. */
  still: ImageBitmap;
  blink?: ImageBitmap;
  /** The face without a mouth, eyes open and closed, for a mouth shape drawn over it. */
  bare?: ImageBitmap;
  bareBlink?: ImageBitmap;
  /** Each mouth shape alone, on a clear picture of the mouth's region (MOUTH_BOX, mirage/media/mouthArt.ts). */
  mouths?: Partial<Record<MouthShape, ImageBitmap>>;
}

/** How the presenter is drawn in one frame. `footage`: the frame of a person's own clip, shown instead of a face. */
export interface Pose {
  mouth: MouthShape;
  blink: boolean;
  head: Head;
  footage: OffscreenCanvas | HTMLCanvasElement | ImageBitmap | null;
}

export interface Scene {
  width: number;
  height: number;
  orientation: TaskOrientation;
  face: FaceFrames | null;
  background: ImageBitmap | null;
  coverImage: ImageBitmap | null;
  coverTitle: { text: string; font: FontStyle; size: number } | null;
  card: { name: string; intro: string; size: number; style: CardStyle } | null;
  cues: Cue[];
}

/**
 * A video's scene: its spec laid out with the pictures fetched for it. The one place both studios (the browser's,
 * mirage/media/maker.ts, and fake:serve's, mirage/node/nodeVideo.ts) take it from. `cues`: the subtitles, once the
 * speech is made.
 */
export function sceneOf(
  spec: VideoSpec,
  pictures: Pick<Scene, 'face' | 'background' | 'coverImage'>,
  cues: Cue[] = [],
): Scene {
  const { width, height } = frameSize(spec.orientation);
  return {
    width,
    height,
    orientation: spec.orientation,
    ...pictures,
    coverTitle: spec.coverTitle,
    card: spec.card,
    cues,
  };
}

type Ctx = OffscreenCanvasRenderingContext2D;
const SANS = '"Noto Sans CJK SC", "WenQuanYi Micro Hei", "PingFang SC", "Microsoft YaHei", sans-serif';

export function drawFrame(ctx: Ctx, scene: Scene, t: number, pose: Pose): void {
  const { width: w, height: h } = scene;
  drawBackdrop(ctx, scene);
  drawPresenter(ctx, scene, pose);
  if (scene.coverImage) {
    const img = scene.coverImage;
    const iw = LAYOUT.coverImage.width * w;
    const ih = (iw * img.height) / img.width;
    const x = w - LAYOUT.coverImage.right * w - iw;
    const y = LAYOUT.coverImage.top * h;
    ctx.fillStyle = '#ffffff';
    const border = Math.max(2, Math.round(w / 400));
    ctx.fillRect(x - border, y - border, iw + 2 * border, ih + 2 * border);
    ctx.drawImage(img, x, y, iw, ih);
  }
  if (scene.coverTitle) drawCoverTitle(ctx, scene, scene.coverTitle);
  if (scene.card) drawCard(ctx, scene, scene.card);
  const cue = scene.cues.find((c) => t >= c.start && t < c.end);
  if (cue) drawCaption(ctx, scene, cue.text);
}

/**
 * Where a picture of the presenter goes: as the preview shows it (object-fit: contain, at the bottom of a square of
 * the person's size, src/pages/createtask/createtask.css).
 */
export function presenterBox(
  width: number,
  height: number,
  picture: { width: number; height: number },
): { x: number; y: number; w: number; h: number } {
  const size = personSize(width, height);
  const scale = Math.min(size / picture.width, size / picture.height);
  const w = Math.round(picture.width * scale);
  const h = Math.round(picture.height * scale);
  return { x: Math.round((width - w) / 2), y: height - h, w, h };
}

function drawPresenter(ctx: Ctx, scene: Scene, pose: Pose): void {
  const { width: w, height: h } = scene;
  if (pose.footage) {
    const box = presenterBox(w, h, pose.footage);
    ctx.drawImage(pose.footage, box.x, box.y, box.w, box.h);
    return;
  }
  const face = scene.face;
  if (!face) return;
  const overlay = pose.mouth === 'X' ? undefined : face.mouths?.[pose.mouth];
  const base =
    overlay && face.bare
      ? pose.blink && face.bareBlink
        ? face.bareBlink
        : face.bare
      : pose.blink && face.blink
        ? face.blink
        : face.still;
  const box = presenterBox(w, h, face.still);
  // Whole pixels: the face is copied, not resampled, every frame.
  const x = box.x + Math.round(pose.head.dx * box.w);
  const y = box.y + Math.round(pose.head.dy * box.h);
  ctx.drawImage(base, x, y, box.w, box.h);
  if (overlay && face.bare) {
    const m = MOUTH_BOX;
    ctx.drawImage(overlay, x + Math.round((m.x / m.of) * box.w), y + Math.round((m.y / m.of) * box.h));
  }
}

function drawBackdrop(ctx: Ctx, scene: Scene): void {
  const { width: w, height: h } = scene;
  if (scene.background) {
    // object-fit: cover
    const b = scene.background;
    const scale = Math.max(w / b.width, h / b.height);
    ctx.drawImage(b, (w - b.width * scale) / 2, (h - b.height * scale) / 2, b.width * scale, b.height * scale);
    return;
  }
  const { x, y, stops } = LAYOUT.backdrop;
  const cx = x * w;
  const cy = y * h;
  // A CSS circle reaches the farthest corner.
  const r = Math.hypot(Math.max(cx, w - cx), Math.max(cy, h - cy));
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/** Lines of at most `max` pixels: words for spaced scripts, characters for Chinese and Japanese. */
export function wrap(ctx: Ctx, text: string, max: number): string[] {
  const tokens =
    text.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && ctx.measureText(line + token).width > max) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function drawCaption(ctx: Ctx, scene: Scene, text: string): void {
  const { width: w, height: h } = scene;
  const c = LAYOUT.caption;
  const font = Math.round(c.font * w);
  const lineH = font * c.lineHeight;
  const padX = font * 0.45;
  const padY = font * 0.15;
  ctx.font = `${font}px ${SANS}`;
  let lines = wrap(ctx, text, w * (1 - 2 * c.side) - 2 * padX);
  if (lines.length > c.lines) lines = [...lines.slice(0, c.lines - 1), `${lines[c.lines - 1]}…`];
  const boxH = lines.length * lineH + 2 * padY;
  const top = h - c.bottom * h - boxH;
  ctx.fillStyle = c.fill;
  ctx.fillRect(c.side * w, top, w * (1 - 2 * c.side), boxH);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((l, i) => {
    ctx.fillText(l, w / 2, top + padY + lineH * (i + 0.5));
  });
}

function drawCoverTitle(ctx: Ctx, scene: Scene, title: NonNullable<Scene['coverTitle']>): void {
  const { width: w, height: h } = scene;
  const font = Math.round((title.size / designWidth(scene.orientation)) * w);
  ctx.font = `700 ${font}px ${COVER_FONTS[title.font]}, ${SANS}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.shadowColor = 'rgba(0, 0, 0, 0.8)';
  ctx.shadowBlur = 3;
  ctx.shadowOffsetY = 1;
  ctx.fillStyle = '#ffffff';
  const lines = wrap(ctx, title.text, w * (1 - 2 * LAYOUT.coverTitle.side));
  lines.forEach((l, i) => {
    ctx.fillText(l, w / 2, LAYOUT.coverTitle.top * h + i * font * 1.2);
  });
  ctx.shadowColor = 'transparent';
}

function drawCard(ctx: Ctx, scene: Scene, card: NonNullable<Scene['card']>): void {
  const { width: w, height: h } = scene;
  const look = CARD_LOOK[card.style];
  const font = Math.round((card.size / designWidth(scene.orientation)) * w);
  const lineH = font * LAYOUT.card.lineHeight;
  const padX = font * 0.6;
  const padY = font * 0.3;
  const rule = look.rule ? Math.max(3, Math.round(w / 320)) : 0;
  const max = LAYOUT.card.maxWidth * w - 2 * padX - rule;
  ctx.font = `700 ${font}px ${SANS}`;
  const nameLines = wrap(ctx, card.name, max);
  const nameW = Math.max(...nameLines.map((l) => ctx.measureText(l).width));
  ctx.font = `${font}px ${SANS}`;
  const introLines = card.intro ? wrap(ctx, card.intro, max) : [];
  const introW = Math.max(0, ...introLines.map((l) => ctx.measureText(l).width));
  const boxW = Math.max(nameW, introW) + 2 * padX + rule;
  const boxH = (nameLines.length + introLines.length) * lineH + 2 * padY;
  const x = LAYOUT.card.left * w;
  const y = h - LAYOUT.card.bottom * h - boxH;
  if (look.fill) {
    ctx.fillStyle = look.fill;
    ctx.fillRect(x, y, boxW, boxH);
  }
  if (look.rule) {
    ctx.fillStyle = look.rule;
    ctx.fillRect(x, y, rule, boxH);
  }
  if (look.shadow) {
    ctx.shadowColor = 'rgba(0, 0, 0, 0.9)';
    ctx.shadowBlur = 3;
    ctx.shadowOffsetY = 1;
  }
  ctx.fillStyle = look.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  let line = 0;
  ctx.font = `700 ${font}px ${SANS}`;
  for (const l of nameLines) ctx.fillText(l, x + rule + padX, y + padY + lineH * (line++ + 0.5));
  ctx.font = `${font}px ${SANS}`;
  for (const l of introLines) ctx.fillText(l, x + rule + padX, y + padY + lineH * (line++ + 0.5));
  ctx.shadowColor = 'transparent';
}
