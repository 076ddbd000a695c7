import { describe, expect, it, vi } from 'vitest';
import { call, makeBackend } from './backendHelpers';
import { csvField, toCsv } from '../../src/lib/csv';
import { formatListPlace, hasListPlace, parseListPlace, samePlace } from '../../src/lib/listUrl';
import { PersonListStore } from '../../src/stores/ClientListStore';
import { EXPORT_PAGE_SIZE, EXPORT_READS_AT_ONCE, exportPages } from '../../src/stores/ListExport';

/** The rules of the people lists' place (my clients, my agents). */
const PERSON_PLACE = new PersonListStore('clients').placeRules;
import { ListLoader, type ListPage } from '../../src/stores/ListLoader';

const params = (s: string) => new URLSearchParams(s);

describe('a list’s place in the address', () => {
  it('a bare address is the first page of the defaults, and writes nothing', () => {
    expect(hasListPlace(params(''))).toBe(false);
    expect(parseListPlace(params(''), PERSON_PLACE)).toEqual(PERSON_PLACE.defaults);
    expect(formatListPlace(PERSON_PLACE.defaults, PERSON_PLACE).toString()).toBe('');
  });

  it('page, size, search and sort go in and come back the same', () => {
    const place = { page: 37, perPage: 50, q: '王 芳', sort: 'power', order: 'asc' as const };
    const search = formatListPlace(place, PERSON_PLACE);
    expect(search.toString()).toBe('page=37&perPage=50&q=%E7%8E%8B+%E8%8A%B3&sort=power&order=asc');
    expect(hasListPlace(search)).toBe(true);
    expect(parseListPlace(search, PERSON_PLACE)).toEqual(place);
    expect(samePlace(parseListPlace(search, PERSON_PLACE), place)).toBe(true);
  });

  it('what cannot be read falls back to the default, never to a call the service refuses', () => {
    const place = parseListPlace(params('page=abc&perPage=1000&sort=balance&order=up&q=%20x%20'), PERSON_PLACE);
    expect(place).toEqual({ page: 1, perPage: 20, q: 'x', sort: 'createdAt', order: 'desc' });
    expect(parseListPlace(params('page=0&perPage=7'), PERSON_PLACE)).toMatchObject({ page: 1, perPage: 20 });
    expect(parseListPlace(params('page=2.5'), PERSON_PLACE).page).toBe(1);
  });

  it('keeps parameters that are not the list’s own, and drops a stale list parameter', () => {
    const out = formatListPlace({ ...PERSON_PLACE.defaults, page: 2 }, PERSON_PLACE, params('tab=x&q=old&page=9'));
    expect(out.toString()).toBe('tab=x&page=2');
  });
});

describe('a list of people follows its place', () => {
  it('goTo asks the service for that page, size, search and sort, and says it back as its place', async () => {
    const fetch = vi.fn(async () => ({ list: [], total: 0 }));
    const list = new ListLoader<never, { keyword: string }>({ pageSize: 20, filter: { keyword: '' }, fetch });
    await list.setQuery({ pageNum: 3, pageSize: 50, filter: { keyword: 'a' } });
    expect(fetch).toHaveBeenLastCalledWith({ pageNum: 3, pageSize: 50, filter: { keyword: 'a' } });
    // The place shown again (the back button to where the rows already are): no second read.
    await list.setQuery({ pageNum: 3, pageSize: 50, filter: { keyword: 'a' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    await list.setPageSize(100);
    expect(fetch).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 100, filter: { keyword: 'a' } });
    list.reset();
    expect(list.pageSize).toBe(20);
  });

  it('a failed read is read again when its place is asked for again (Retry, a reload)', async () => {
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('Cannot reach the server');
      return { list: [], total: 0 };
    });
    const list = new ListLoader<never, { keyword: string }>({ pageSize: 20, filter: { keyword: '' }, fetch });
    await list.setQuery({ pageNum: 2, pageSize: 20, filter: { keyword: '' } });
    expect(list.error).toBe('Cannot reach the server');
    fail = false;
    await list.setQuery({ pageNum: 2, pageSize: 20, filter: { keyword: '' } });
    expect(list.error).toBe('');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting, defuses formulas, and starts with a byte-order mark', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+86 138')).toBe("'+86 138");
    expect(csvField(-20)).toBe('-20');
    const csv = toCsv(
      [
        { n: '王芳', p: 1200 },
        { n: 'Li, Lei', p: 0 },
      ],
      [
        { header: 'Name', value: (r) => r.n },
        { header: 'Power', value: (r) => r.p },
      ],
    );
    expect(csv).toBe('\uFEFFName,Power\r\n王芳,1200\r\n"Li, Lei",0\r\n');
  });
});

describe('export pages through the service', () => {
  const source = (total: number) => {
    const fetch = vi.fn(
      async (pageNum: number, pageSize: number): Promise<ListPage<number>> => ({
        list: Array.from(
          { length: Math.max(0, Math.min(pageSize, total - (pageNum - 1) * pageSize)) },
          (_, i) => (pageNum - 1) * pageSize + i,
        ),
        total,
      }),
    );
    return fetch;
  };
  /** A file that keeps only how many rows it took and the last one, as a streamed file would. */
  const counting = () => {
    const seen = { rows: 0, last: -1, pages: 0, inOrder: true };
    const write = (rows: readonly number[]) => {
      if (rows.length && rows[0] !== seen.last + 1) seen.inOrder = false;
      seen.rows += rows.length;
      seen.pages += 1;
      if (rows.length) seen.last = rows[rows.length - 1];
    };
    return { seen, write };
  };

  it('reads every page of a short list once, writes it in order, with its progress', async () => {
    const fetch = source(250);
    const progress: [number, number][] = [];
    const { seen, write } = counting();
    const r = await exportPages({ fetch, write, onProgress: (d, w) => progress.push([d, w]) });
    expect(fetch.mock.calls).toEqual([
      [1, EXPORT_PAGE_SIZE],
      [2, EXPORT_PAGE_SIZE],
      [3, EXPORT_PAGE_SIZE],
    ]);
    expect(r).toEqual({ count: 250, total: 250 });
    expect(seen).toEqual({ rows: 250, last: 249, pages: 3, inOrder: true });
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('writes every row of 10,019, in order, with a few reads at once and no more pages held than that', async () => {
    let inFlight = 0;
    let most = 0;
    const inner = source(10_019);
    // Answers come back out of order: the later page first.
    const fetch = vi.fn(async (n: number, size: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, n % 2 ? 2 : 0));
      inFlight -= 1;
      return inner(n, size);
    });
    const { seen, write } = counting();
    const r = await exportPages({ fetch, write });
    expect(r).toEqual({ count: 10_019, total: 10_019 });
    expect(seen).toEqual({ rows: 10_019, last: 10_018, pages: 101, inOrder: true });
    expect(fetch).toHaveBeenCalledTimes(101);
    expect(most).toBeLessThanOrEqual(EXPORT_READS_AT_ONCE);
    expect(most).toBeGreaterThan(1);
  });

  it('a cancel stops the reads and writes nothing more, and gives nothing', async () => {
    const fetch = source(10_000);
    let stop = false;
    const { seen, write } = counting();
    const r = await exportPages({ fetch, write, cancelled: () => stop, onProgress: (d) => (stop = d >= 300) });
    expect(r).toBeNull();
    expect(seen.rows).toBe(300);
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(3 + EXPORT_READS_AT_ONCE);
  });

  it('a list that shrank while read ends at its short page', async () => {
    const fetch = vi.fn(async (n: number) => ({ list: n < 3 ? Array(100).fill(n) : [3, 3], total: 1000 }));
    const { seen, write } = counting();
    const r = await exportPages({ fetch, write });
    expect(r).toEqual({ count: 202, total: 1000 });
    expect(seen.rows).toBe(202);
  });

  it('an empty list is one read and no rows', async () => {
    const fetch = source(0);
    const { write } = counting();
    expect(await exportPages({ fetch, write })).toEqual({ count: 0, total: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('seed data that tells a story', () => {
  it('no column of the agent’s clients is the same for everyone', () => {
    for (const scenario of ['default', 'large'] as const) {
      const b = makeBackend(scenario);
      const clients = b.db.users.filter((u) => u.parentId === 'u4' && u.isAgent === 0);
      const distinct = (f: (u: (typeof clients)[number]) => unknown) => new Set(clients.map(f)).size;
      expect(clients.length, scenario).toBeGreaterThan(3);
      expect(
        distinct((u) => u.power),
        scenario,
      ).toBeGreaterThan(2);
      expect(
        distinct((u) => u.cards.day),
        scenario,
      ).toBeGreaterThan(1);
      expect(
        distinct((u) => u.cards.month),
        scenario,
      ).toBeGreaterThan(1);
      expect(
        distinct((u) => u.aigcExpiresTime > b.clock.now()),
        scenario,
      ).toBe(2);
      expect(
        distinct((u) => u.createdAt),
        scenario,
      ).toBeGreaterThan(2);
    }
  });

  it('the empty scenario is a brand-new account for every demo account: no people under anyone, no assets, no works', () => {
    const b = makeBackend('empty');
    expect(b.db.users.map((u) => u.mobile).sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `1380000000${n}`));
    expect([b.db.avatars, b.db.voices, b.db.audios, b.db.tasks, b.db.sources]).toEqual([[], [], [], [], []]);
    // Power and membership are the scenario's: the new member has none, the agent keeps theirs.
    expect(b.db.users.find((u) => u.mobile === '13800000005')?.power).toBe(0);
    expect(b.db.users.find((u) => u.mobile === '13800000004')?.power).toBe(80_000);
  });
});

describe('an injected fault reads as the service’s own answer for its code', () => {
  it.each([
    ['50000', 'en', 'Operation failed'],
    ['50000', 'zh', '操作失败'],
    ['-1', 'en', 'Operation failed'],
    ['50014', 'en', 'Your sign-in has expired, please sign in again'],
    ['50012', 'en', 'Your account has signed in on another device, please sign in again'],
    ['204', 'en', 'Your session has ended, please sign in again'],
  ])('code %s in %s', (fault, lang, msg) => {
    const reply = call(makeBackend(), 'post', '/avatar/listAvatar', { fault, lang });
    expect(reply).toEqual({ code: Number(fault), msg, data: null });
  });
});
