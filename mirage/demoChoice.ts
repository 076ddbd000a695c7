import { isScenario, type ScenarioName } from './scenarios';
import { DEFAULT_SEED } from './seed';

const KEY = 'console.demoChoice';

export interface DemoChoice {
  seed: number;
  scenario: ScenarioName;
}

function params(): URLSearchParams {
  const p = new URLSearchParams(window.location.search);
  const hashQuery = window.location.hash.split('?')[1];
  if (hashQuery) for (const [k, v] of new URLSearchParams(hashQuery)) if (!p.has(k)) p.set(k, v);
  return p;
}

/** The seed and scenario: from the URL (`?seed=7&scenario=large`) when given, then kept until a reset. */
export function readDemoChoice(): DemoChoice {
  const p = params();
  const stored = (() => {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DemoChoice> | null;
    } catch {
      return null;
    }
  })();
  const seedParam = Number(p.get('seed'));
  const scenarioParam = p.get('scenario');
  const choice: DemoChoice = {
    seed: Number.isInteger(seedParam) && seedParam > 0 ? seedParam : (stored?.seed ?? DEFAULT_SEED),
    scenario: isScenario(scenarioParam) ? scenarioParam : isScenario(stored?.scenario) ? stored.scenario : 'default',
  };
  writeDemoChoice(choice);
  return choice;
}

export function writeDemoChoice(choice: DemoChoice | null): void {
  if (choice) localStorage.setItem(KEY, JSON.stringify(choice));
  else localStorage.removeItem(KEY);
}
