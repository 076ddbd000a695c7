import { clearMediaStore } from '../mediaStore';
import { isScenario, type ScenarioName } from '../scenarios';
import { demoControl, demoState } from './demoControl';
import { type BodyBudget, controlBody, type Exchange, readBody, readRefusal } from './parse';
import { mediaScope, SANDBOX_NAME, type SandboxesFull, type Worlds } from './worlds';

/** The demo controls: a prefix the real service never serves, and which no production build calls. */
export const DEMO_PREFIX = '/__demo';
const SANDBOXES = '/sandboxes';

/**
 * The demo controls of one world over HTTP (mirage/node/demoControl.ts), the list of sandboxes and their removal.
 * `name` is the caller's world (X-Fake-Sandbox): a bare look at it (GET /__demo, GET /__demo/requests) before any
 * call has used it answers what it would start as, and makes nothing (twenty looks at new names once filled the cap).
 */
export async function answerDemo(
  x: Exchange,
  worlds: Worlds,
  name: string,
  limits: { maxBody: number; budget: BodyBudget; full(x: Exchange, f: SandboxesFull): void },
): Promise<void> {
  const read = await readBody(x, limits.maxBody, limits.budget);
  if ('refused' in read) return x.refuse(readRefusal(x, read.refused, limits.maxBody, limits.budget));
  const sub = x.url.pathname.slice(DEMO_PREFIX.length) || '/';
  const method = x.req.method ?? 'GET';
  if (method === 'GET' && sub === SANDBOXES) return x.send(200, worlds.list());
  if (method === 'DELETE' && sub.startsWith(`${SANDBOXES}/`)) return removeSandbox(x, worlds, sub);
  const found = worlds.find(name);
  if (!found && method !== 'POST') {
    // Only a control (a POST) is a use; a look or a wrong path makes nothing.
    const fresh = worlds.fresh();
    if (method === 'GET' && sub === '/') return x.send(200, demoState(fresh.clock, fresh.seed, fresh.scenario));
    if (method === 'GET' && sub === '/requests') return x.send(200, []);
    return x.send(404, { error: `no demo control ${method} ${sub}` });
  }
  const w = worlds.get(name);
  if ('full' in w) return limits.full(x, w);
  const control = demoControl(w.backend, {
    reset: (seed?: number, scenario?: ScenarioName) => {
      clearMediaStore(mediaScope(w.name));
      const b = w.backend;
      b.reset(seed ?? b.db.seed, scenario && isScenario(scenario) ? scenario : (b.db.scenario as ScenarioName));
    },
    persist: () => w.backend.onChange(),
  });
  const out = control(method, sub, controlBody(read.body));
  x.send(out.status, out.body);
}

/** DELETE /__demo/sandboxes/NAME: the sandbox dropped now, its place under --max-sandboxes free at once. */
function removeSandbox(x: Exchange, worlds: Worlds, sub: string): void {
  const out = removal(worlds, sub.slice(SANDBOXES.length + 1));
  x.send(out.status, out.body);
}

function removal(worlds: Worlds, raw: string): { status: number; body: unknown } {
  let target = '';
  try {
    target = decodeURIComponent(raw);
  } catch {
    // Not a name: refused below.
  }
  if (!SANDBOX_NAME.test(target)) {
    return {
      status: 400,
      body: { error: `"${raw}" is not a sandbox name (a letter or digit, then letters, digits, . _ -)` },
    };
  }
  const done = worlds.remove(target);
  if (done === 'default') {
    return { status: 400, body: { error: 'the default world is not a sandbox: POST /__demo/reset starts it over' } };
  }
  if (done === 'none')
    return { status: 404, body: { error: `no sandbox ${target} (GET /__demo/sandboxes lists them)` } };
  return { status: 200, body: { dropped: target } };
}
