/**
 * Runs `fn` once the browser has drawn the next frame; answers a cancel. For work that reads the layout (scrolling an
 * element into view) or that is not needed for the first sight of a page (drawing a QR code): done in the middle of
 * a page switch, it lays the page out early, or delays the switch, for nothing the person sees sooner.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Nothing is drawn without a document (tests in Node): a task later is the same promise.
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    // rAF runs before the frame is drawn; the timer after it.
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
