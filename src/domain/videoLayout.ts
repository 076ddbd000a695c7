/**
 * Where each part of a video sits in its frame, as shares of the frame's width (w) or height (h): the editor's live
 * preview (src/pages/createtask/createtask.css, held to these numbers by tests/unit/videoLayout.test.ts) and the
 * fake service's renderer (mirage/media/compose.ts) place them alike, so a made video looks like its preview.
 */
import type { CardStyle, FontStyle, TaskOrientation } from './task';

/** The made video's frame, in pixels: 720p, in the chosen orientation. */
export const frameSize = (o: TaskOrientation): { width: number; height: number } =>
  o === 'vertical' ? { width: 720, height: 1280 } : { width: 1280, height: 720 };

/** Font sizes are chosen for a 1080p frame: this is the width they are given for. */
export const designWidth = (o: TaskOrientation): number => (o === 'landscape' ? 1920 : 1080);

export const LAYOUT = {
  /** The studio backdrop before a background is chosen: a radial light at (50%, 35%). */
  backdrop: {
    x: 0.5,
    y: 0.35,
    stops: [
      [0, '#5b7fa8'],
      [0.7, '#2a3d55'],
      [1, '#1c2127'],
    ] as const,
  },
  /** The presenter: a square standing on the bottom edge, centred, 80% of the height, at most 90% of the width. */
  person: { height: 0.8, maxWidth: 0.9 },
  /** The subtitle: 10% in from each side, 3% up from the bottom, 2.6% of the width tall, two lines at most. */
  caption: { side: 0.1, bottom: 0.03, font: 0.026, lineHeight: 1.3, lines: 2, fill: 'rgba(17, 20, 24, 0.6)' },
  /** The cover title: 4% from the top and the sides, centred. */
  coverTitle: { top: 0.04, side: 0.04 },
  /** The cover image: top right, 4% in, 18% of the width. */
  coverImage: { top: 0.04, right: 0.04, width: 0.18 },
  /** The business card: 4% from the left, its bottom 17% up (above the subtitle), at most 55% of the width. */
  card: { left: 0.04, bottom: 0.17, maxWidth: 0.55, lineHeight: 1.25 },
} as const;

/** The presenter's side, in pixels, in a frame of `width` x `height`. */
export const personSize = (width: number, height: number): number =>
  Math.round(Math.min(LAYOUT.person.height * height, LAYOUT.person.maxWidth * width));

/** How each card style is drawn. */
export const CARD_LOOK: Record<CardStyle, { fill: string | null; text: string; rule: string | null; shadow: boolean }> =
  {
    classic: { fill: 'rgba(255, 255, 255, 0.92)', text: '#1c2127', rule: '#0f8f8f', shadow: false },
    modern: { fill: '#0f6a6a', text: '#ffffff', rule: null, shadow: false },
    minimal: { fill: null, text: '#ffffff', rule: null, shadow: true },
  };

/** The cover title's typefaces, Chinese first, as the preview names them. */
export const COVER_FONTS: Record<FontStyle, string> = {
  hei: '"PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif',
  song: '"Songti SC", SimSun, serif',
  kai: '"Kaiti SC", KaiTi, cursive',
};
