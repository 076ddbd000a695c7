import { availableParallelism } from 'node:os';

/** The cores this run may use (`taskset -c 0` leaves one). */
export const CORES = availableParallelism();

/**
 * The one setting every timeout of the tests comes from, unit and e2e alike: how many times slower than a quiet 2-core
 * machine this one runs them. TEST_SLOWER says it (2 on a machine busy with other work); by default 1, and 3 on one
 * core. A test's own timeout, an expectation's and the servers' start are all this times their base (`timeoutOf`).
 */
export const SLOWER = Number(process.env.TEST_SLOWER) || (CORES < 2 ? 3 : 1);

/** A timeout of the tests: `ms` on a quiet 2-core machine, scaled by SLOWER. */
export const timeoutOf = (ms: number): number => Math.round(ms * SLOWER);
