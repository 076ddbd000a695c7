import type { Clock } from '../clock';
import type { DbData } from '../db';
import type { ScenarioName } from '../scenarios';
import { SCENE_NAMES, type SceneName } from './names';
import { expiringMembership, largeReseller, outOfPower, paymentArrives, videoRenders, voiceTrains } from './moments';

/** What a scene's data step works on: the fake server's data at the scene's start, on its clock. */
export interface SceneContext {
  db: DbData;
  now: number;
  clock: Clock;
}

/**
 * A demo scene: a moment that sells the product, on cue. Its data step puts the fake server's data into a state
 * where the moment happens a few seconds after the page opens (on the demo clock); the console then signs in as the
 * account and opens the page. Scenes are data: the console runs them the same way (src/demo/scenes.ts).
 */
export interface Scene {
  name: SceneName;
  /** The demo account that sees the moment. */
  account: string;
  /** The page where it shows (a hash path). */
  page: string;
  /** The data it starts from; the default scenario unless it says. */
  scenario?: ScenarioName;
  /** The demo clock's speed during the scene (virtual ms per real ms); tests keep the clock stopped. */
  speed: number;
  /** How long after the page opens the moment happens, on the demo clock (ms). */
  momentAfterMs: number;
  /** Puts the data in the scene's state; answers the page to open when it depends on the data (a new record's id). */
  prepare(ctx: SceneContext): { page?: string } | undefined;
}

export { SCENE_NAMES, type SceneName } from './names';

export const SCENES: Record<SceneName, Scene> = {
  voiceTrains,
  videoRenders,
  paymentArrives,
  outOfPower,
  largeReseller,
  vipExpires: expiringMembership,
};

export const isSceneName = (v: unknown): v is SceneName =>
  typeof v === 'string' && (SCENE_NAMES as readonly string[]).includes(v);
