import { clearMediaStore } from '../mediaStore';
import { isScenario, type ScenarioName } from '../scenarios';
import { demoControl } from './demoControl';
import { type BodyBudget, controlBody, type Exchange, readBody, readRefusal } from './parse';
import { mediaScope, type SandboxesFull, type World, type Worlds } from './worlds';

/** The demo controls: a prefix the real service never serves, and which no production build calls. */
export const DEMO_PREFIX = '/__demo';

/** The demo controls of one world over HTTP (mirage/node/demoControl.ts), and the list of sandboxes. */
export async function answerDemo(
  x: Exchange,
  worlds: Worlds,
  world: () => World | SandboxesFull,
  limits: { maxBody: number; budget: BodyBudget; full(x: Exchange, f: SandboxesFull): void },
): Promise<void> {
  const read = await readBody(x, limits.maxBody, limits.budget);
  if ('refused' in read) return x.refuse(readRefusal(x, read.refused, limits.maxBody, limits.budget));
  const sub = x.url.pathname.slice(DEMO_PREFIX.length) || '/';
  if (x.req.method === 'GET' && sub === '/sandboxes') return x.send(200, worlds.list());
  const w = world();
  if ('full' in w) return limits.full(x, w);
  const control = demoControl(w.backend, {
    reset: (seed?: number, scenario?: ScenarioName) => {
      clearMediaStore(mediaScope(w.name));
      const b = w.backend;
      b.reset(seed ?? b.db.seed, scenario && isScenario(scenario) ? scenario : (b.db.scenario as ScenarioName));
    },
    persist: () => w.backend.onChange(),
  });
  const out = control(x.req.method ?? 'GET', sub, controlBody(read.body));
  x.send(out.status, out.body);
}
