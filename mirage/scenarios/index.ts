import type { DbData } from '../db';
import { emptyScenario } from './empty';
import { largeScenario } from './large';

export interface ScenarioContext {
  seed: number;
  now: number;
}

/** A scenario changes the seeded database; the seeds and the tests both use these modules. */
export interface Scenario {
  apply(db: DbData, ctx: ScenarioContext): void;
}

export const SCENARIOS = {
  default: { apply: () => {} },
  empty: emptyScenario,
  large: largeScenario,
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];
// Own names only: 'hasOwnProperty' or '__proto__' is no scenario.
export const isScenario = (v: unknown): v is ScenarioName => typeof v === 'string' && Object.hasOwn(SCENARIOS, v);
