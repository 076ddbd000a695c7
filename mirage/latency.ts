/**
 * The latency a person sees in demo mode, in ms, the least and the most (tests get none): the Mirage adapter waits it
 * out, and `npm run drift` calls a real answer slower than a few times the most a `timing` finding.
 */
export const DEMO_LATENCY: readonly [number, number] = [300, 800];
