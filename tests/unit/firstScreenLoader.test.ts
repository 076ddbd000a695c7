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

  it('in a visible tab, waits for the first contentful paint, and starts after a while when none is reported', async () => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    const observers: Array<{ observe: () => void; disconnect: () => void }> = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      observe = () => {};
      disconnect = () => {};
      constructor(_cb: unknown) {
        observers.push(this);
      }
    }
    const win = window as unknown as { PerformanceObserver: unknown };
    const real = win.PerformanceObserver;
    win.PerformanceObserver = FakeObserver;
    try {
      new Function(loaderOf(startScriptsAfterPaint(HTML)))();
      expect(observers).toHaveLength(1);
      expect(added()).toBeNull();
      await new Promise((r) => setTimeout(r, 600));
      expect(added()).toBe('./assets/index-1.js');
    } finally {
      win.PerformanceObserver = real;
    }
  });
});
