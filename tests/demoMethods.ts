/**
 * Every method the README's "Demo controls" documents for scripts: the unit test of
 * the demo API and the browser test of window.__demo both check this one list.
 */
export const DOCUMENTED = [
  'reset',
  'advance',
  'speed',
  'fail',
  'chaos',
  'chaosHits',
  'faults',
  'speedFactor',
  'brand',
  'link',
  'signIn',
  'requests',
  'now',
  'seed',
  'scenario',
  'scenes',
  'scene',
  'pay',
] as const;
