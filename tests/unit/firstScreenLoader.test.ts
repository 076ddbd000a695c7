// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it("in a visible tab, waits for the browser's first contentful paint entry: the page is on screen", () => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    // Filled in by the loader's observer: reports paint entries by name, as the browser would.
    const paint = { report: (_names: string[]) => {} };
    let watched: unknown = null;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'mark'];
      constructor(cb: (list: { getEntriesByName: (n: string) => unknown[] }, o: FakeObserver) => void) {
        paint.report = (names) => cb({ getEntriesByName: (n) => names.filter((x) => x === n) }, this);
      }
      observe(options: unknown) {
        watched = options;
      }
      disconnect() {
        disconnected = true;
      }
    }
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      new Function(loaderOf(startScriptsAfterPaint(HTML)))();
      expect(watched).toEqual({ type: 'paint', buffered: true });
      vi.advanceTimersByTime(2_000);
      expect(added()).toBeNull(); // No paint yet: nothing.
      paint.report(['first-paint']);
      expect(added()).toBeNull(); // A paint with no text or image in it is not the page.
      paint.report(['first-contentful-paint']);
      expect(added()).toBe('./assets/index-1.js');
      expect(disconnected).toBe(true);
      vi.advanceTimersByTime(5_000);
      expect(document.head.querySelectorAll('script[type=module]')).toHaveLength(1); // Added once.
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('in a visible tab that reports no paint, starts the script after 3 s all the same', () => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    try {
      new Function(loaderOf(startScriptsAfterPaint(HTML)))();
      vi.advanceTimersByTime(2_999);
      expect(added()).toBeNull();
      vi.advanceTimersByTime(1);
      expect(added()).toBe('./assets/index-1.js');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('in a browser without paint entries, waits for the first frame to be drawn: a task after its animation callbacks', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
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
      vi.unstubAllGlobals();
    }
  });
});
