import { createHash } from 'node:crypto';

/** What a finding says differs (docs/architecture.md#drift-record-and-replay). */
export const KINDS = [
  'status',
  'code',
  'msg',
  'field-added',
  'field-removed',
  'type-changed',
  'enum-value',
  'total',
  'transition',
  'timing',
] as const;
export type Kind = (typeof KINDS)[number];
export type Severity = 'error' | 'warning' | 'info';

/**
 * How much each kind weighs: an error is what breaks a client (a code, a missing field, a type, a value or a
 * sequence it does not expect); a warning what a client may meet without harm (a new field, a message it does not
 * know); timing is information only.
 */
export const SEVERITY: Record<Kind, Severity> = {
  status: 'error',
  code: 'error',
  msg: 'warning',
  'field-added': 'warning',
  'field-removed': 'error',
  'type-changed': 'error',
  'enum-value': 'error',
  total: 'error',
  transition: 'error',
  timing: 'info',
};

export interface Finding {
  /** Stable across recordings of the same session: the kind, the call and the path, hashed (for .driftignore). */
  id: string;
  kind: Kind;
  severity: Severity;
  /** Where in the answer: `data.list[].status` (array items as [], dictionary values as *); '' for the whole call. */
  path: string;
  /** What the fake answered (null: nothing there). */
  expected: unknown;
  /** What the real service answered (null: nothing there). */
  actual: unknown;
  /** The real answer breaks openapi.json itself here. */
  contract: boolean;
}

/** A finding's stable id: its kind and a hash of the call and the path (not of the call's place in the session). */
export function findingId(kind: Kind, method: string, call: string, path: string): string {
  const hash = createHash('sha256').update(`${method.toUpperCase()} ${call} ${kind} ${path}`).digest('hex');
  return `${kind}-${hash.slice(0, 10)}`;
}

export function finding(
  call: { method: string; path: string },
  kind: Kind,
  path: string,
  expected: unknown,
  actual: unknown,
  contract = false,
): Finding {
  return {
    id: findingId(kind, call.method, call.path, path),
    kind,
    severity: SEVERITY[kind],
    path,
    expected,
    actual,
    contract,
  };
}
