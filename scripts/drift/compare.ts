import type { OpenApiDocument } from '../contract/openapi.ts';
import { readPage } from '../../src/domain/paging.ts';
import { type Finding, finding } from './findings.ts';
import { messageKind } from './msgKind.ts';
import { CallSchema, typeOf } from './schema.ts';
import type { Envelope, RecordedCall } from './session.ts';

/** A recorded call beside the fake's answer to its replay. */
export interface CallPair {
  index: number;
  /** The recorded (real) call. */
  real: RecordedCall;
  /** The fake's answer to the call as replayed, and the input it was sent. */
  fake: { status: number; answer: Envelope | null; ms: number };
  /** The call's input as recorded (query for a GET, else the body). */
  input: unknown;
}

/** The shape of the values seen at one place: their types, and for objects their fields (array items merged). */
interface Shape {
  types: Set<string>;
  fields: Map<string, Shape>;
  items: Shape | null;
}

const newShape = (): Shape => ({ types: new Set(), fields: new Map(), items: null });

/** Adds `value` to `shape`, following the contract where it says an object is a dictionary (its keys are data). */
function addShape(shape: Shape, value: unknown, schema: CallSchema, at: string[]): void {
  const t = typeOf(value);
  shape.types.add(t);
  if (t === 'array') {
    for (const item of value as unknown[]) {
      shape.items ??= newShape();
      addShape(shape.items, item, schema, [...at, '[]']);
    }
  } else if (t === 'object') {
    const isMap = !!schema.at(at, value)?.map;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const key = isMap ? '*' : k;
      const field = shape.fields.get(key) ?? newShape();
      shape.fields.set(key, field);
      addShape(field, v, schema, [...at, key]);
    }
  }
}

const dotted = (segments: string[]): string =>
  ['data', ...segments].reduce((acc, s, i) => (s === '[]' ? `${acc}[]` : i === 0 ? s : `${acc}.${s}`), '');

/** field-added, field-removed and type-changed between the fake's shape (expected) and the real one. */
function compareShapes(
  fake: Shape,
  real: Shape,
  at: string[],
  schema: CallSchema,
  add: (
    kind: 'field-added' | 'field-removed' | 'type-changed',
    at: string[],
    e: unknown,
    a: unknown,
    c: boolean,
  ) => void,
): void {
  const place = schema.at(at);
  const foreign = [...real.types].filter((t) => !fake.types.has(t));
  // A null where the fake never had one, or a type the fake never answers here: a client reading it breaks.
  if (fake.types.size && foreign.length) {
    const allowed = place?.types;
    add(
      'type-changed',
      at,
      [...fake.types].join(' | '),
      [...real.types].join(' | '),
      !!allowed && foreign.some((t) => !allowed.includes(t)),
    );
    return;
  }
  if (fake.types.has('object') && real.types.has('object')) {
    for (const [k, r] of real.fields) {
      const f = fake.fields.get(k);
      if (!f) {
        const declared = k === '*' || !!place?.properties?.[k] || !!place?.map;
        add('field-added', [...at, k], null, [...r.types].join(' | '), !!place?.properties && !declared);
      } else compareShapes(f, r, [...at, k], schema, add);
    }
    for (const [k, f] of fake.fields) {
      if (!real.fields.has(k))
        add('field-removed', [...at, k], [...f.types].join(' | '), null, !!place?.required.includes(k));
    }
  }
  if (fake.items && real.items) compareShapes(fake.items, real.items, [...at, '[]'], schema, add);
}

/** Each value of the real answer outside the contract's list for its place (one finding per place). */
function enumValues(
  value: unknown,
  at: string[],
  schema: CallSchema,
  out: Map<string, { allowed: unknown[]; value: unknown }>,
): void {
  const t = typeOf(value);
  if (t === 'array') {
    for (const item of value as unknown[]) enumValues(item, [...at, '[]'], schema, out);
    return;
  }
  const place = schema.at(at, value);
  if (!place) return;
  if (t === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      enumValues(v, [...at, place.map ? '*' : k], schema, out);
    return;
  }
  if (place.enum && !place.enum.includes(value) && !out.has(dotted(at)))
    out.set(dotted(at), { allowed: place.enum, value });
}

const SUCCESS = new Set([20000, 0]);
const asNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** How many rows a page of a list of `total` must hold, when the call names its page; null when it is not paged. */
function pageLength(input: unknown, total: number): number | null {
  const i = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const page = readPage({
    pageNum: asNumber(i.pageNum) as number | undefined,
    pageSize: asNumber(i.pageSize) as number | undefined,
  });
  if ('refused' in page) return null;
  return Math.max(0, Math.min(page.pageSize, total - (page.pageNum - 1) * page.pageSize));
}

interface ListRead {
  total: number;
  length: number;
}
const listOf = (data: unknown): ListRead | null => {
  const d = data as { total?: unknown; list?: unknown } | null;
  return d && typeof d === 'object' && typeof d.total === 'number' && Array.isArray(d.list)
    ? { total: d.total, length: d.list.length }
    : null;
};

export interface CompareOptions {
  doc: OpenApiDocument;
  /** A real answer slower than this is a `timing` finding (information). */
  slowMs: number;
}

/**
 * Compares the calls of a session one by one, in order: the real answer (actual) against the fake's (expected).
 * The lists' totals are compared across the session too: a list's total must count its rows as the paging rule does,
 * and move between two reads of the same list as the fake's moves.
 */
export class Comparer {
  private readonly lists = new Map<string, { real: number; fake: number }>();

  constructor(private readonly opts: CompareOptions) {}

  compare(pair: CallPair): Finding[] {
    const { real, fake } = pair;
    const out: Finding[] = [];
    // A call openapi.json does not have is outside the contract whatever it answers.
    const documented = !!this.opts.doc.paths[real.path]?.[real.method.toLowerCase()];
    if (real.status !== fake.status) {
      out.push(finding(real, 'status', '', fake.status, real.status, real.status !== 200 || !documented));
      return out;
    }
    if (real.ms > this.opts.slowMs)
      out.push(finding(real, 'timing', '', `at most ${this.opts.slowMs} ms`, `${real.ms} ms`));
    const r = real.answer;
    const f = fake.answer;
    // One side answered the envelope and the other did not (an error page, a file): the code is what is missing.
    if (!r !== !f) out.push(finding(real, 'code', 'code', f?.code ?? null, r?.code ?? null, !r && documented));
    if (!r || !f) return out;
    const schema = CallSchema.of(this.opts.doc, real.method, real.path, r.code);
    if (r.code !== f.code) {
      out.push(finding(real, 'code', 'code', f.code, r.code, schema.known && !schema.codes.includes(r.code)));
      return out;
    }
    const fk = messageKind(f.code, f.msg);
    const rk = messageKind(r.code, r.msg);
    if (fk !== rk) out.push(finding(real, 'msg', 'msg', fk ?? f.msg, rk ?? r.msg));
    if (!SUCCESS.has(r.code)) return out;
    const fs = newShape();
    const rs = newShape();
    addShape(fs, f.data, schema, []);
    addShape(rs, r.data, schema, []);
    compareShapes(fs, rs, [], schema, (kind, at, e, a, c) => out.push(finding(real, kind, dotted(at), e, a, c)));
    const bad = new Map<string, { allowed: unknown[]; value: unknown }>();
    if (schema.known) enumValues(r.data, [], schema, bad);
    for (const [path, { allowed, value }] of bad) out.push(finding(real, 'enum-value', path, allowed, value, true));
    const total = this.total(pair, listOf(r.data), listOf(f.data));
    if (total) out.push(total);
    return out;
  }

  private total(pair: CallPair, r: ListRead | null, f: ListRead | null): Finding | null {
    if (!r || !f) return null;
    const { real } = pair;
    const expected = { total: f.total, rows: f.length };
    const actual = { total: r.total, rows: r.length };
    // Counted as the fake counts: the rows of the page asked for out of the total.
    const fakeRows = pageLength(pair.input, f.total);
    const realRows = pageLength(pair.input, r.total);
    if (fakeRows === f.length && realRows !== null && realRows !== r.length)
      return finding(real, 'total', 'data.total', expected, actual);
    // Moved as the fake's moved since the last read of the same list (the same call and filter, any page).
    const i = (pair.input && typeof pair.input === 'object' ? pair.input : {}) as Record<string, unknown>;
    const { pageNum: _n, pageSize: _s, ...filter } = i;
    const key = `${real.method} ${real.path} ${JSON.stringify(filter)}`;
    const last = this.lists.get(key);
    this.lists.set(key, { real: r.total, fake: f.total });
    if (last && r.total - last.real !== f.total - last.fake)
      return finding(
        real,
        'total',
        'data.total',
        { ...expected, change: f.total - last.fake },
        { ...actual, change: r.total - last.real },
      );
    return null;
  }
}
