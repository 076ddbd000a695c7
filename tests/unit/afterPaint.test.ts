import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/lib/afterPaint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('runs after the next frame, in a task of its own, and not when cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const ran: string[] = [];
    afterPaint(() => ran.push('a'));
    const cancel = afterPaint(() => ran.push('b'));
    vi.runAllTimers();
    expect(ran).toEqual([]); // Nothing before the frame.
    for (const f of frames) f(0);
    expect(ran).toEqual([]); // Nor during it (the frame is not drawn yet).
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['a']);
  });
  it('without a document to draw (Node), runs a task later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', undefined);
    const fn = vi.fn();
    afterPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledOnce();
  });
});
