import { VIEW_BEAT_MS } from '../../domain/demoLinks';

/** Where a prospect's page sends what the host records of the viewing (mirage/host/demoHost.ts). */
const VIEW_PATH = '/__demo/view';

export type ViewReport =
  | { kind: 'page'; page: string }
  | { kind: 'action'; action: 'play' | 'listen' }
  | { kind: 'beat'; page: string }
  | { kind: 'end' };

/** Sent so that it survives the page going away (a beacon); fetch where there is none. */
function report(v: ViewReport): void {
  const body = JSON.stringify(v);
  if (navigator.sendBeacon?.(VIEW_PATH, new Blob([body], { type: 'text/plain' }))) return;
  void fetch(VIEW_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * A prospect's viewing, as the host records it: each page (the time on it is the host's to reckon), Play and Listen
 * (any video or audio of the page starting), and the end of the viewing (the page hidden or left). A video made and a
 * voice cloned are seen by the host in the calls themselves. While the page is shown it beats every VIEW_BEAT_MS: a
 * browser that crashes or a tab that is killed sends no end, and the host closes a viewing whose beats stop
 * (src/domain/demoLinks.ts VIEW_SILENCE_MS). Nothing else is sent: no address, no text typed.
 */
export function trackViews(send: (v: ViewReport) => void = report, beatMs: number = VIEW_BEAT_MS): () => void {
  let last = '';
  let ended = false;
  const page = (path: string) => {
    if (path === last && !ended) return;
    last = path;
    ended = false;
    send({ kind: 'page', page: path });
  };
  // The console's router keeps the page in the hash (#/digital?x=1): the path is what is recorded.
  const path = () => (window.location.hash.slice(1) || '/').split('?')[0] ?? '/';
  page(path());
  const moved = () => page(path());
  window.addEventListener('hashchange', moved);
  const played = (e: Event) => {
    const t = e.target;
    // A muted, looping video is a page's backdrop (the editor's background), not something the prospect played.
    if (t instanceof HTMLVideoElement && !(t.muted && t.loop)) send({ kind: 'action', action: 'play' });
    else if (t instanceof HTMLAudioElement) send({ kind: 'action', action: 'listen' });
  };
  // The end of a viewing: the page hidden (another tab, the phone locked) or left; shown again, a new viewing.
  const left = () => {
    if (ended) return;
    ended = true;
    send({ kind: 'end' });
  };
  const visibility = () => (document.visibilityState === 'hidden' ? left() : ended && page(last));
  const beat = setInterval(() => {
    if (!ended && document.visibilityState !== 'hidden') send({ kind: 'beat', page: last });
  }, beatMs);
  document.addEventListener('play', played, true);
  document.addEventListener('visibilitychange', visibility);
  window.addEventListener('pagehide', left);
  return () => {
    clearInterval(beat);
    window.removeEventListener('hashchange', moved);
    window.removeEventListener('pagehide', left);
    document.removeEventListener('play', played, true);
    document.removeEventListener('visibilitychange', visibility);
  };
}
