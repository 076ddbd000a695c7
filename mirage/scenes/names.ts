/**
 * The demo scenes, by name, in the order the Demo drawer lists them: the one list (./index.ts gives each its data
 * step). Its own module, with nothing to load, so that a spec can read it.
 */
export const SCENE_NAMES = [
  'voiceTrains',
  'videoRenders',
  'paymentArrives',
  'outOfPower',
  'largeReseller',
  'vipExpires',
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];
