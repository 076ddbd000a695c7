import type { Backend } from '../backend';
import type { Fault } from '../faults';
import { demoPay } from '../payments';
import { isScenario, SCENARIO_NAMES, type ScenarioName } from '../scenarios';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

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
 *   GET  /__demo/requests         the latest calls with their headers
 */
export function demoControl(
  backend: Backend,
  io: { reset(seed?: number, scenario?: ScenarioName): void; persist(): void },
): (method: string, path: string, body: Record<string, unknown>) => ControlAnswer {
  const state = () => ({
    now: backend.clock.now(),
    speed: backend.clock.speed,
    seed: backend.db.seed,
    scenario: backend.db.scenario,
    scenarios: SCENARIO_NAMES,
    faults: backend.faults.pending(),
    chaos: backend.faults.chaos.rate,
  });
  const bad = (error: string): ControlAnswer => ({ status: 400, body: { error } });
  return (method, path, body) => {
    if (method === 'GET' && path === '/') return { status: 200, body: state() };
    if (method === 'GET' && path === '/requests') return { status: 200, body: backend.log };
    if (method !== 'POST') return { status: 404, body: { error: `no demo control ${method} ${path}` } };
    switch (path) {
      case '/reset': {
        if (body.scenario !== undefined && !isScenario(body.scenario)) return bad(`scenario: ${SCENARIO_NAMES}`);
        io.reset(num(body.seed), body.scenario as ScenarioName | undefined);
        return { status: 200, body: state() };
      }
      case '/advance': {
        const ms = num(body.ms);
        if (ms === undefined || ms < 0) return bad('ms: a number of milliseconds >= 0');
        backend.clock.advance(ms);
        io.persist();
        return { status: 200, body: state() };
      }
      case '/speed': {
        const factor = num(body.factor);
        if (factor === undefined || factor < 0) return bad('factor: a number >= 0');
        backend.clock.setSpeed(factor);
        io.persist();
        return { status: 200, body: state() };
      }
      case '/fail': {
        const fault = body.fault;
        const ok = fault === 'network' || fault === 'timeout' || num(fault) !== undefined;
        if (typeof body.path !== 'string' || !ok) return bad('path and fault (a code, "network" or "timeout")');
        backend.faults.fail(body.path, fault as Fault, num(body.times) ?? 1);
        io.persist();
        return { status: 200, body: state() };
      }
      case '/chaos': {
        const rate = num(body.rate);
        if (rate === undefined) return bad('rate: 0..1');
        backend.faults.chaos = { rate: Math.min(1, Math.max(0, rate)) };
        return { status: 200, body: state() };
      }
      case '/pay': {
        const outcome = body.outcome;
        if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'expired' && outcome !== 'closed') {
          return bad('outcome: paid, failed, expired or closed');
        }
        const paymentId = typeof body.paymentId === 'string' ? body.paymentId : undefined;
        const result = demoPay(backend.db, backend.clock.now(), outcome, paymentId);
        io.persist();
        return { status: 200, body: { state: result } };
      }
      default:
        return { status: 404, body: { error: `no demo control ${method} ${path}` } };
    }
  };
}
