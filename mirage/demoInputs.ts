import { CALL_PATHS } from '../src/api/contract';
import { CLOCK_SPAN_MS, MAX_SPEED } from './clock';
import { type Fault, normalizePath } from './faults';
import { isScenario, SCENARIO_NAMES, type ScenarioName } from './scenarios';

/**
 * What each demo control takes, one schema each, for `/__demo/*` over HTTP (mirage/node/demoControl.ts) and for
 * `window.__demo` (mirage/demoApi.ts) alike. A body it cannot take is refused whole, naming the field and what it
 * takes, before anything is reset or added: a seed of "x" never silently becomes seed 1, and a fault is never set on a
 * path no call has.
 */
export interface DemoInputs {
  reset: { seed?: number; scenario?: ScenarioName };
  advance: { ms: number };
  speed: { factor: number };
  fail: { path: string; fault: Fault; times: number };
  chaos: { rate: number };
  pay: { outcome: DemoPayOutcome; paymentId?: string };
}

export type DemoControlName = keyof DemoInputs;
export type DemoPayOutcome = 'paid' | 'failed' | 'expired' | 'closed';

/** A demo control refused what it was given; the message names the field and what it takes. */
export class DemoInputError extends Error {}

interface Field {
  required: boolean;
  /** What the field takes, as the refusal says it. */
  takes: string;
  /** The value taken, or undefined when it cannot be. */
  read: (v: unknown) => unknown;
}

const MAX_SEED = 2 ** 32 - 1;
/** The most calls one injected fault may fail: a count, never Infinity. */
const MAX_TIMES = 1_000_000;
const OUTCOMES: readonly DemoPayOutcome[] = ['paid', 'failed', 'expired', 'closed'];
const KNOWN_PATHS = new Set<string>(CALL_PATHS.map((p) => normalizePath(p)));

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const within = (min: number, max: number) => (v: unknown) => (finite(v) && v >= min && v <= max ? v : undefined);

const SCHEMAS: { [C in DemoControlName]: Record<keyof DemoInputs[C] & string, Field> } = {
  reset: {
    seed: {
      required: false,
      takes: `an integer from 0 to ${MAX_SEED}`,
      read: (v) => (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_SEED ? v : undefined),
    },
    scenario: {
      required: false,
      takes: `one of ${SCENARIO_NAMES.join(', ')}`,
      read: (v) => (isScenario(v) ? v : undefined),
    },
  },
  // The clock's own range (mirage/clock.ts): an advance of 1e308 or a speed of 1e308 once sent every time to Infinity.
  advance: {
    ms: {
      required: true,
      takes: `a number of milliseconds, 0 or more, at most ${CLOCK_SPAN_MS} (100 years)`,
      read: within(0, CLOCK_SPAN_MS),
    },
  },
  speed: {
    factor: {
      required: true,
      takes: `a number, 0 or more (0 stops the clock), at most ${MAX_SPEED}`,
      read: within(0, MAX_SPEED),
    },
  },
  fail: {
    path: {
      required: true,
      takes: "a call's path, such as /userInfo/getUserInfo",
      read: (v) => (typeof v === 'string' && KNOWN_PATHS.has(normalizePath(v)) ? v : undefined),
    },
    fault: {
      required: true,
      takes: 'a code (an integer), "network" or "timeout"',
      read: (v) => (v === 'network' || v === 'timeout' || Number.isSafeInteger(v) ? v : undefined),
    },
    times: {
      required: false,
      takes: `an integer, 1 or more, at most ${MAX_TIMES}`,
      read: (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_TIMES ? v : undefined),
    },
  },
  chaos: {
    rate: {
      required: true,
      takes: 'a number from 0 to 1',
      read: (v) => (finite(v) && v >= 0 && v <= 1 ? v : undefined),
    },
  },
  pay: {
    outcome: {
      required: true,
      takes: OUTCOMES.join(', '),
      read: (v) => (OUTCOMES.includes(v as DemoPayOutcome) ? v : undefined),
    },
    paymentId: {
      required: false,
      takes: 'a payment id (a string)',
      read: (v) => (typeof v === 'string' ? v : undefined),
    },
  },
};

export const isDemoControl = (name: string): name is DemoControlName => Object.hasOwn(SCHEMAS, name);

/** An example body of a control, for the refusal of a body that is not an object. */
function example(control: DemoControlName): string {
  const fields = Object.keys(SCHEMAS[control]);
  return fields.length ? `{${fields.map((f) => `"${f}": …`).join(', ')}}` : '{}';
}

/**
 * Checks a control's body against its schema: the values taken, or a DemoInputError naming the first field it cannot
 * take. No body at all (undefined) is an empty object; any other body that is not an object is refused.
 */
export function checkDemoInput<C extends DemoControlName>(control: C, body: unknown): DemoInputs[C] {
  const given = body === undefined ? {} : body;
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    throw new DemoInputError(`the body: a JSON object, such as ${example(control)}`);
  }
  const schema: Record<string, Field> = SCHEMAS[control];
  const entries = Object.entries(given as Record<string, unknown>);
  for (const [name] of entries) {
    if (!Object.hasOwn(schema, name)) {
      throw new DemoInputError(`${name}: not a field of ${control} (it takes ${Object.keys(schema).join(', ')})`);
    }
  }
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema)) {
    const present = Object.hasOwn(given, name);
    const raw = present ? (given as Record<string, unknown>)[name] : undefined;
    if (!present) {
      if (field.required) throw new DemoInputError(`${name}: required, ${field.takes}`);
      continue;
    }
    const value = field.read(raw);
    if (value === undefined) throw new DemoInputError(`${name}: ${field.takes}`);
    out[name] = value;
  }
  if (control === 'fail' && out.times === undefined) out.times = 1;
  return out as DemoInputs[C];
}
