import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument, Schema } from './openapi';

/** '/a/b' -> '~1a~1b' (a JSON pointer segment). */
const pointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Closes every object schema that lists its properties (`additionalProperties: false`), so the fake server cannot add
 * a field the document does not declare. The document itself stays open: a real service may send more.
 */
export function closeObjects<T>(value: T): T {
  if (Array.isArray(value)) return value.map(closeObjects) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [k, v] of Object.entries(value)) out[k] = closeObjects(v);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined)
    out.additionalProperties = false;
  return out as T;
}

/** The schema errors of an answer to `method path`, empty when it conforms. */
export type AnswerCheck = (method: string, path: string, body: unknown) => string[];

/**
 * Checks answers against the document's schema for their call, with Ajv (JSON Schema 2020-12, which OpenAPI 3.1
 * uses). `strict` closes the objects (for the fake server's own answers).
 */
export function answerChecker(doc: OpenApiDocument, { strict = false } = {}): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'openapi.json', ...(strict ? closeObjects(doc) : doc) });
  const compiled = new Map<string, ValidateFunction>();
  return (method, path, body) => {
    const m = method.toLowerCase();
    if (!doc.paths[path]?.[m]) return [`${method.toUpperCase()} ${path} is not in openapi.json`];
    const key = `${m} ${path}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({
        $ref: `openapi.json#/paths/${pointer(path)}/${m}/responses/200/content/application~1json/schema`,
      });
      compiled.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => {
      const where = e.instancePath || '(answer)';
      if (e.keyword === 'additionalProperties')
        return `${where} has the undeclared field "${String(e.params.additionalProperty)}" (must NOT have additional properties)`;
      return `${where} ${e.message ?? ''}`.trim();
    });
  };
}
