import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../mirage/handler';
import { ROUTES } from '../../mirage/routes';
import { Clock } from '../../mirage/clock';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import { MAX_PAGE_SIZE, pageOf, readPage } from '../../src/domain/paging';
import { PAGE_SIZES } from '../../src/lib/listUrl';
import { call, makeBackend, signIn } from './backendHelpers';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;
type Schema = { $ref?: string; properties?: Record<string, Schema>; maximum?: number; minimum?: number; type?: string };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };
const operations = (path: string) => doc.paths[path] as unknown as Record<string, Operation>;
const inputOf = (op: Operation | undefined) => resolve(op?.requestBody?.content['application/json']?.schema);
const schemas = (doc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? schemas[s.$ref.replace('#/components/schemas/', '')] : s;

/** Every call the contract says takes a page: its input has a pageSize. */
const PAGED = Object.keys(doc.paths).flatMap((path) =>
  Object.entries(operations(path))
    .filter(([, op]) => inputOf(op)?.properties?.pageSize)
    .map(([method]) => ({ path, method: method as 'get' | 'post' })),
);
const REFUSED_SIZE = 'Parameter error: pageSize';

describe('the paging rule', () => {
  it('asks for the first page of 20 when the call names none, and takes any page from 1 and any size to 100', () => {
    expect(readPage({})).toEqual({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(readPage({ pageNum: 7, pageSize: MAX_PAGE_SIZE })).toEqual({ pageNum: 7, pageSize: 100 });
    expect(readPage({ pageSize: 1 })).toEqual({ pageNum: 1, pageSize: 1 });
  });

  it('refuses, naming the field, a page or size outside its bounds or not whole: nothing is clamped', () => {
    expect(readPage({ pageSize: MAX_PAGE_SIZE + 1 })).toEqual({ refused: 'pageSize' });
    expect(readPage({ pageSize: 0 })).toEqual({ refused: 'pageSize' });
    expect(readPage({ pageSize: 2.5 })).toEqual({ refused: 'pageSize' });
    expect(readPage({ pageNum: 0 })).toEqual({ refused: 'pageNum' });
    expect(readPage({ pageNum: 1.5, pageSize: 500 })).toEqual({ refused: 'pageNum' });
  });

  it('cuts one page of the rows and counts them all', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(rows, { pageNum: 3, pageSize: 20 })).toEqual({ list: [40, 41, 42, 43, 44], total: 45 });
    expect(pageOf(rows, { pageNum: 4, pageSize: 20 })).toEqual({ list: [], total: 45 });
  });

  it('is the one the contract states on every paged call', () => {
    const paged = (schemas.PageRequest.properties ?? {}) as Record<string, Schema>;
    expect(paged.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE });
    expect(paged.pageNum).toMatchObject({ type: 'integer', minimum: 1 });
    // The console offers only sizes the rule takes.
    expect(Math.max(...PAGE_SIZES)).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    expect(PAGED.length).toBe(10);
    for (const { path, method } of PAGED) {
      expect(inputOf(operations(path)[method])?.properties?.pageSize, path).toMatchObject({
        maximum: MAX_PAGE_SIZE,
        minimum: 1,
      });
    }
  });
});

describe('every paged call', () => {
  const b = makeBackend();
  const admin = signIn(b, '13800000001');

  it.each(PAGED)('$path refuses a size over 100 with the one message, and serves 100', ({ path, method }) => {
    expect(call(b, method, path, { token: admin.token, body: { pageSize: MAX_PAGE_SIZE + 1 } }).msg).toBe(REFUSED_SIZE);
    expect(call(b, method, path, { token: admin.token, body: { pageSize: MAX_PAGE_SIZE } }).code).toBe(20000);
  });

  it.each(PAGED)("$path's handler keeps the rule itself, behind the input check", ({ path }) => {
    const route = ROUTES.find((r) => r.path === path);
    const user = b.db.users.find((u) => u.id === admin.userId);
    const session = b.db.sessions.find((s) => s.token === admin.token);
    if (!route || !user || !session) throw new Error(`${path}: no route or session`);
    const ctx = (input: object): Ctx => ({
      db: b.db,
      clock: Clock.frozenAt(b.clock.now()),
      req: { headers: {}, host: 'localhost', origin: 'http://localhost/' },
      input,
      lang: 'en',
      user,
      session,
      rand: () => 0.5,
      media: '',
    });
    expect(route.handler(ctx({ pageSize: MAX_PAGE_SIZE + 1 })).msg).toBe(REFUSED_SIZE);
    expect(route.handler(ctx({ pageNum: 0 })).msg).toBe('Parameter error: pageNum');
    expect(route.handler(ctx({ pageSize: MAX_PAGE_SIZE })).code).toBe(20000);
  });
});
