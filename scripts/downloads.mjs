// The page's downloads as the browser sees them, for the tools that wait for the console to settle before they
// measure: the bench (bench/run.mjs) and the e2e specs (tests/e2e/navigation.spec.ts). One count, so "settled" means
// the same in a figure and in a test.

/**
 * Counts `page`'s downloads from now on (call it when the page is created). `settled` resolves once none is on its
 * way and none was asked for in the last second (the console has settled, the role's pages loaded ahead:
 * src/router/prefetch.ts); it throws when that has not come within `limitMs`.
 */
export function downloadsOf(page) {
  let open = 0;
  let last = Date.now();
  const seen = (d) => () => {
    open += d;
    last = Date.now();
  };
  page.on('request', seen(1));
  page.on('requestfinished', seen(-1));
  page.on('requestfailed', seen(-1));
  return {
    settled: async (limitMs = 30_000) => {
      const t0 = Date.now();
      while (open > 0 || Date.now() - last < 1_000) {
        if (Date.now() - t0 > limitMs) throw new Error(`downloads still going after ${limitMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
