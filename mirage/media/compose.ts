import { CARD_LOOK, COVER_FONTS, designWidth, LAYOUT, personSize } from '../../src/domain/videoLayout';
import type { CardStyle, FontStyle, TaskOrientation } from '../../src/domain/task';
import type { Cue } from './speech';

/**
 * One frame of a made video, drawn as the editor's preview lays it out (src/domain/videoLayout.ts): the background
 * (or the studio backdrop), the presenter with the mouth the speech calls for and now and then a blink, the cover
 * title and image, the business card, and the line being spoken as a subtitle.
 */
export interface FaceFrames {
  closed: ImageBitmap;
  mid?: ImageBitmap;
  open?: ImageBitmap;
  blink?: ImageBitmap;
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

export type Mouth = 'closed' | 'mid' | 'open';

type Ctx = OffscreenCanvasRenderingContext2D;
const SANS = '"Noto Sans CJK SC", "WenQuanYi Micro Hei", "PingFang SC", "Microsoft YaHei", sans-serif';

export function drawFrame(ctx: Ctx, scene: Scene, t: number, mouth: Mouth, blink: boolean): void {
  const { width: w, height: h } = scene;
  drawBackdrop(ctx, scene);
  if (scene.face) {
    const size = personSize(w, h);
    const face =
      blink && mouth === 'closed' && scene.face.blink ? scene.face.blink : (scene.face[mouth] ?? scene.face.closed);
    ctx.drawImage(face, (w - size) / 2, h - size, size, size);
  }
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
