// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_BEAT_MS } from '../../src/domain/demoLinks';
import { applyVisit, readHostConfig } from '../../src/demo/host/hostConfig';
import { trackViews, type ViewReport } from '../../src/demo/host/views';

/** What the page served by the demo host reads at boot, and what a prospect's page reports. */
const meta = (content: string) => {
  document.head.innerHTML = `<meta name="demo-host" content='${content}'>`;
};

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.location.hash = '';
});

describe("the host's config in the page", () => {
  it('is there only when the host serves the page, and only as a seller or a prospect', () => {
    expect(readHostConfig()).toBeNull();
    meta('{"role":"seller"}');
    expect(readHostConfig()).toEqual({ role: 'seller' });
    meta('{"role":"admin"}');
    expect(readHostConfig()).toBeNull();
    meta('not json');
    expect(readHostConfig()).toBeNull();
    meta('{"role":"prospect","visit":"v1","language":"xx","brand":"acme.localhost"}');
    expect(readHostConfig()).toEqual({ role: 'prospect', visit: 'v1', brand: 'acme.localhost' });
  });

  it("applies a new opening's language and brand once; the prospect's own choices stand after that", () => {
    applyVisit({ role: 'prospect', visit: 'v1', language: 'es', brand: 'acme.localhost' });
    expect(localStorage.getItem('console.language')).toBe('es');
    expect(localStorage.getItem('console.brandHost')).toBe('acme.localhost');
    localStorage.setItem('console.language', 'ja');
    applyVisit({ role: 'prospect', visit: 'v1', language: 'es', brand: 'acme.localhost' });
    expect(localStorage.getItem('console.language')).toBe('ja');
    applyVisit({ role: 'prospect', visit: 'v2', language: 'en' });
    expect(localStorage.getItem('console.language')).toBe('en');
    expect(localStorage.getItem('console.brandHost')).toBeNull();
    applyVisit({ role: 'seller' });
    expect(localStorage.getItem('console.language')).toBe('en');
  });
});

describe("a prospect's viewing", () => {
  it('reports each page once, Play and Listen, and the end; a muted looping backdrop is not a Play', () => {
    const sent: ViewReport[] = [];
    window.location.hash = '#/digital?x=1';
    const stop = trackViews((v) => sent.push(v));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    window.location.hash = '#/aiaudio/aiaudio';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const video = document.createElement('video');
    const backdrop = Object.assign(document.createElement('video'), { muted: true, loop: true });
    const audio = document.createElement('audio');
    document.body.append(video, backdrop, audio);
    for (const el of [video, backdrop, audio]) el.dispatchEvent(new Event('play'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sent).toEqual([
      { kind: 'page', page: '/digital' },
      { kind: 'page', page: '/aiaudio/aiaudio' },
      { kind: 'action', action: 'play' },
      { kind: 'action', action: 'listen' },
      { kind: 'end' },
    ]);
  });

  it('beats every VIEW_BEAT_MS with its page while shown, and not once the viewing has ended', () => {
    vi.useFakeTimers();
    try {
      const sent: ViewReport[] = [];
      window.location.hash = '#/tasklist/tasklist';
      const stop = trackViews((v) => sent.push(v));
      vi.advanceTimersByTime(VIEW_BEAT_MS - 1);
      expect(sent).toEqual([{ kind: 'page', page: '/tasklist/tasklist' }]);
      vi.advanceTimersByTime(1);
      expect(sent.at(-1)).toEqual({ kind: 'beat', page: '/tasklist/tasklist' });
      window.dispatchEvent(new Event('pagehide'));
      vi.advanceTimersByTime(3 * VIEW_BEAT_MS);
      expect(sent.filter((v) => v.kind === 'beat')).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
