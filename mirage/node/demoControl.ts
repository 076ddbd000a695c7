import type { Backend } from '../backend';
import { type Clock, ClockRangeError } from '../clock';
import type { PendingFault } from '../faults';
import { checkDemoInput, type DemoControlName, DemoInputError, isDemoControl } from '../demoInputs';
import { demoPay } from '../payments';
import { SCENARIO_NAMES, type ScenarioName } from '../scenarios';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/**
 * The demo controls of `window.__demo` (mirage/demoApi.ts) as HTTP calls, for the fake service over Node: the
 * same operations on the same Backend, so a script can reset the data, move the clock, inject faults and settle a
 * payment from curl.
 *
 *   GET  /__demo                  the state: now, speed, seed, scenario, pending faults, chaos
 *   POST /__demo/reset            { seed?, scenario? }
 *   POST /__demo/advance          { ms }
 *   POST /__demo/speed            { factor }
 *   POST /__demo/fail             { path, fault (a code, "network" or "timeout"), times? }
 *   POST /__demo/chaos            { rate (0..1) }
 *   POST /__demo/pay              { outcome (paid, failed, expired, closed), paymentId? }
 *   GET  /__demo/requests         the latest calls with their headers, query and body (secrets masked)
 *
 * Each body is checked against its control's schema (mirage/demoInputs.ts): a body it cannot take answers 400 naming
 * the field and what it takes, and changes nothing.
 */
/** What GET /__demo answers: the world's clock, seed, scenario, pending faults and chaos. */
export function demoState(clock: Clock, seed: number, scenario: string, faults: PendingFault[] = [], chaos = 0) {
  return { now: clock.now(), speed: clock.speed, seed, scenario, scenarios: SCENARIO_NAMES, faults, chaos };
}

export function demoControl(
  backend: Backend,
  io: { reset(seed?: number, scenario?: ScenarioName): void; persist(): void },
): (method: string, path: string, body: unknown) => ControlAnswer {
  const state = () =>
    demoState(backend.clock, backend.db.seed, backend.db.scenario, backend.faults.pending(), backend.faults.chaos.rate);
  const bad = (error: string): ControlAnswer => ({ status: 400, body: { error } });
  return (method, path, body) => {
    if (method === 'GET' && path === '/') return { status: 200, body: state() };
    if (method === 'GET' && path === '/requests') return { status: 200, body: backend.log };
    const name = path.slice(1);
    if (method !== 'POST' || !isDemoControl(name)) {
      return { status: 404, body: { error: `no demo control ${method} ${path}` } };
    }
    // The whole body is checked before anything changes: a refused one resets nothing and adds no fault.
    try {
      return run(name, body);
    } catch (e) {
      // The clock's own edge (100 years from the reference date) is known only once the advance is added to its time.
      if (e instanceof DemoInputError || e instanceof ClockRangeError) return bad(e.message);
      throw e;
    }
  };

  function run(name: DemoControlName, body: unknown): ControlAnswer {
    switch (name) {
      case 'reset': {
        const { seed, scenario } = checkDemoInput('reset', body);
        io.reset(seed, scenario);
        return { status: 200, body: state() };
      }
      case 'advance': {
        backend.clock.advance(checkDemoInput('advance', body).ms);
        io.persist();
        return { status: 200, body: state() };
      }
      case 'speed': {
        backend.clock.setSpeed(checkDemoInput('speed', body).factor);
        io.persist();
        return { status: 200, body: state() };
      }
      case 'fail': {
        const { path, fault, times } = checkDemoInput('fail', body);
        backend.faults.fail(path, fault, times);
        io.persist();
        return { status: 200, body: state() };
      }
      case 'chaos': {
        backend.faults.chaos = { rate: checkDemoInput('chaos', body).rate };
        return { status: 200, body: state() };
      }
      case 'pay': {
        const { outcome, paymentId } = checkDemoInput('pay', body);
        const result = demoPay(backend.db, backend.clock.now(), outcome, paymentId);
        io.persist();
        return { status: 200, body: { state: result } };
      }
    }
  }
}
