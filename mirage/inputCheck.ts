import { CHECKS, type InputError } from './inputChecks.gen.js';

/** A call's input as checked: the input itself (typed by the call table from here on), or the field that is wrong. */
export type InputVerdict = { input: unknown } | { field: string };

/**
 * The field a refusal names: a top-level field by its name, one inside a part of the input (advanced editing's
 * cover, card, background) by that part, the words the console's form uses.
 */
function fieldOf(e: InputError): string {
  const at = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required' && e.params.missingProperty) at.push(e.params.missingProperty);
  return at[Math.min(1, at.length - 1)] ?? '';
}

/**
 * Checks what a call takes (the query of a GET, the body of a POST) against its schema in openapi.json, once, before
 * the handler runs. The check works on a copy, coercing as a web server reads parameters (a query's '1' is 1); the
 * request itself stays as it came (the journal replays it).
 */
export function checkInput(path: string, raw: Record<string, unknown>): InputVerdict {
  const check = CHECKS[path];
  if (!check) return { input: raw };
  const input = structuredClone(raw);
  if (check(input)) return { input };
  // A field sent wrong is named before one not sent: the handlers have always checked what they were given first.
  const errors = check.errors ?? [];
  const first = errors.find((e) => e.keyword !== 'required') ?? errors[0];
  return { field: first ? fieldOf(first) : '' };
}
