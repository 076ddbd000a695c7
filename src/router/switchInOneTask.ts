import type { DataRouter } from 'react-router-dom';

/**
 * A page switch drawn in the click's own task. A navigation begun with `flushSync` (a menu click, whose new tab and
 * progress line are drawn at once) that ends within the same task (the page's code is in, its loaders answer at once)
 * has its page drawn there too, before the browser paints. Otherwise the router's last update is drawn in a task of its
 * own, after a frame showing only the pending state: the switch was drawn twice and shown a frame later (a fifth of a
 * page switch, docs/performance.md). A page whose code is still on its way is drawn when it arrives, as before.
 */
export function drawSwitchesInOneTask(router: DataRouter): DataRouter {
  let clickTask = false;
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) =>
    subscribe((state, opts) => {
      const ended = state.navigation.state === 'idle';
      if (opts.flushSync && !ended && !clickTask) {
        clickTask = true;
        // Tasks come after every promise settled in this one: the loaders' answers at once, the code already loaded.
        setTimeout(() => {
          clickTask = false;
        }, 0);
      }
      subscriber(state, clickTask && ended ? { ...opts, flushSync: true } : opts);
    });
  return router;
}
