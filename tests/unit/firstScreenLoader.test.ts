// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from '../../scripts/firstScreen';

const HTML =
  '<html><head><script type="module" crossorigin src="./assets/index-1.js"></script>\n</head><body></body></html>';

const loaderOf = (html: string) => html.match(/<script>([\s\S]*)<\/script>/)?.[1] ?? '';
const added = () => document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null;

afterEach(() => {
  document.head.innerHTML = '';
});

describe("index.html's loader of the console's scripts", () => {
  it('takes the module script out of the page', () => {
    const out = startScriptsAfterPaint(HTML);
    expect(out).not.toContain('<script type="module"');
    expect(loaderOf(out)).toContain('./assets/index-1.js');
  });

  it('in a hidden tab, which draws no frame, adds the script at once', () => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    new Function(loaderOf(startScriptsAfterPaint(HTML)))();
    expect(added()).toBe('./assets/index-1.js');
  });

  it('in a visible tab, waits for the first frame to be drawn: a task after its animation callbacks', async () => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    const frames: FrameRequestCallback[] = [];
    const real = window.requestAnimationFrame;
    window.requestAnimationFrame = (cb) => frames.push(cb);
    try {
      new Function(loaderOf(startScriptsAfterPaint(HTML)))();
      await new Promise((r) => setTimeout(r, 50));
      expect(added()).toBeNull(); // No frame yet: nothing, however long it takes.
      for (const f of frames) f(0);
      expect(added()).toBeNull(); // Nor while the frame is being made.
      await new Promise((r) => setTimeout(r, 0));
      expect(added()).toBe('./assets/index-1.js');
    } finally {
      window.requestAnimationFrame = real;
    }
  });
});
