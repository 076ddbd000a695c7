import { type OpenApiDocument, resolveRef, type Schema } from '../contract/openapi.ts';

/** What the contract says of one place in an answer: the types it takes, its values, its fields. */
export interface Place {
  types: string[] | null;
  enum: unknown[] | null;
  properties: Record<string, Schema> | null;
  required: string[];
  /** A dictionary (additionalProperties with no listed fields): its keys are data, not fields. */
  map: Schema | null;
  items: Schema | null;
}

const SUCCESS = new Set([20000, 0]);

/** The JSON type of a value as the contract names it (integers are numbers). */
export const typeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/** The contract's places for one call's answers. */
export class CallSchema {
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly data: Schema | null,
    /** Every business code the call may answer. */
    readonly codes: number[],
  ) {}

  static of(doc: OpenApiDocument, method: string, path: string, code: number): CallSchema {
    const op = doc.paths[path]?.[method.toLowerCase()] as {
      responses?: unknown;
      'x-business-codes'?: { code: number }[];
    };
    if (!op) return new CallSchema(doc, null, []);
    const codes = (op['x-business-codes'] ?? []).map((c) => c.code);
    const envelope = (op.responses as Record<string, { content?: Record<string, { schema: Schema }> }>)?.['200']
      ?.content?.['application/json']?.schema;
    const branches = (envelope?.oneOf ?? [envelope]) as Schema[];
    const branch = branches.find((b) => (b?.title === 'success') === SUCCESS.has(code)) ?? branches[0];
    const data = (branch?.properties as Record<string, Schema> | undefined)?.data ?? null;
    return new CallSchema(doc, data, codes);
  }

  get known(): boolean {
    return this.data !== null;
  }

  private resolve(s: Schema, value?: unknown): Schema {
    const r = resolveRef(s, this.doc.components.schemas);
    const choices = (r.oneOf ?? r.anyOf) as Schema[] | undefined;
    if (!choices) return r;
    const resolved = choices.map((c) => resolveRef(c, this.doc.components.schemas));
    const fits = (c: Schema) => {
      const t = this.placeOf(c).types;
      return value === undefined || !t || t.includes(typeOf(value));
    };
    return resolved.find(fits) ?? resolved[0];
  }

  private placeOf(s: Schema): Place {
    const t = s.type;
    const types = Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : null;
    const props = (s.properties as Record<string, Schema> | undefined) ?? null;
    const extra = s.additionalProperties;
    return {
      types: types?.map((x) => (x === 'integer' ? 'number' : x)) ?? null,
      enum: Array.isArray(s.enum) ? (s.enum as unknown[]) : s.const !== undefined ? [s.const] : null,
      properties: props,
      required: (s.required as string[] | undefined) ?? [],
      map: !props && extra && typeof extra === 'object' ? (extra as Schema) : null,
      items: (s.items as Schema | undefined) ?? null,
    };
  }

  /**
   * The place at a path of segments under `data` (a field name, '[]' for an array's items, '*' for a dictionary's
   * values), or null where the contract says nothing. `value` picks the branch of a oneOf.
   */
  at(segments: readonly string[], value?: unknown): Place | null {
    let s: Schema | null = this.data;
    for (const seg of segments) {
      if (!s) return null;
      const p = this.placeOf(this.resolve(s));
      s = seg === '[]' ? p.items : seg === '*' ? p.map : (p.properties?.[seg] ?? null);
    }
    return s ? this.placeOf(this.resolve(s, value)) : null;
  }
}
