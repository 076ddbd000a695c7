import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListLoader, type ListPage, type ListQuery, POLL_MS } from '../../src/stores/ListLoader';

interface Row {
  id: string;
  moving?: boolean;
}
interface Filter {
  q: string;
}

/** A fetch whose answers the test hands out, in any order. */
function manualFetch() {
  const calls: { query: ListQuery<Filter>; answer: (p: ListPage<Row>) => void; fail: (e: Error) => void }[] = [];
  const fetch = vi.fn(
    (query: ListQuery<Filter>) =>
      new Promise<ListPage<Row>>((resolve, reject) => calls.push({ query, answer: resolve, fail: reject })),
  );
  return { calls, fetch };
}

const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ListLoader: only the latest read is shown', () => {
  it('an answer for the page left behind never replaces the page now shown', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 2, filter: { q: '' }, fetch });
    const first = list.load();
    calls[0].answer({ list: rows('a', 'b'), total: 6 });
    await first;
    void list.setPage(2);
    void list.setPage(3);
    expect(calls.map((c) => c.query.pageNum)).toEqual([1, 2, 3]);
    calls[2].answer({ list: rows('e', 'f'), total: 6 });
    await flush();
    calls[1].answer({ list: rows('c', 'd'), total: 6 });
    await flush();
    expect(list.list.map((r) => r.id)).toEqual(['e', 'f']);
    expect(list.pageNum).toBe(3);
    expect(list.shown?.pageNum).toBe(3);
    expect(list.loading).toBe(false);
  });

  it('back, then forward before the page between has answered: the rows shown stay those of the page named', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 2, filter: { q: '' }, fetch });
    const seven = { pageNum: 7, pageSize: 2, filter: { q: '' } };
    const first = list.setQuery(seven);
    calls[0].answer({ list: rows('m', 'n'), total: 20 });
    await first;
    // Back to page 1 (its read goes out), then forward to page 7, whose rows are still the ones shown.
    void list.setQuery({ pageNum: 1, pageSize: 2, filter: { q: '' } });
    await list.setQuery(seven);
    expect(list.pageNum).toBe(7);
    expect(list.loading).toBe(false);
    // Page 1's answer comes late: page 7 is what the person asked for last, and its rows stay.
    calls[1].answer({ list: rows('a', 'b'), total: 20 });
    await flush();
    expect(list.list.map((r) => r.id)).toEqual(['m', 'n']);
    expect(list.shown?.pageNum).toBe(7);
    expect(list.loading).toBe(false);
  });

  it('an answer for the filter left behind never replaces the filtered rows', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 10, filter: { q: '' }, fetch });
    void list.setFilter({ q: 'old' });
    void list.setFilter({ q: 'new' });
    expect(calls.map((c) => c.query.filter.q)).toEqual(['old', 'new']);
    calls[1].answer({ list: rows('n1'), total: 1 });
    await flush();
    expect(list.loading).toBe(false);
    calls[0].answer({ list: rows('o1', 'o2'), total: 2 });
    await flush();
    expect(list.list.map((r) => r.id)).toEqual(['n1']);
    expect(list.total).toBe(1);
    expect(list.shown?.filter.q).toBe('new');
  });

  it('a filter change goes back to page one', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 1, filter: { q: '' }, fetch });
    void list.load();
    calls[0].answer({ list: rows('a'), total: 5 });
    await flush();
    void list.setPage(4);
    void list.setFilter({ q: 'x' });
    expect(calls[2].query).toEqual({ pageNum: 1, pageSize: 1, filter: { q: 'x' } });
  });

  it('a failure of a read already overtaken shows no message; the latest failure does, as `error`', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 10, filter: { q: '' }, fetch });
    void list.load();
    void list.setFilter({ q: 'b' });
    calls[0].fail(new Error('old failure'));
    await flush();
    expect(list.error).toBe('');
    expect(list.loading).toBe(true);
    calls[1].fail(new Error('网络错误'));
    await flush();
    expect(list).toMatchObject({ error: '网络错误', loading: false, loaded: false });
    void list.reload();
    calls[2].answer({ list: rows('a'), total: 1 });
    await flush();
    expect(list).toMatchObject({ error: '', loaded: true, total: 1 });
  });

  it('a quiet read that fails keeps the rows and says nothing', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 10, filter: { q: '' }, fetch });
    void list.load();
    calls[0].answer({ list: rows('a'), total: 1 });
    await flush();
    void list.reload();
    expect(list.loading).toBe(false);
    calls[1].fail(new Error('offline'));
    await flush();
    expect(list).toMatchObject({ error: '', total: 1 });
    expect(list.list.map((r) => r.id)).toEqual(['a']);
  });

  it('reset drops a read under way and shows nothing of the last person', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 10, filter: { q: '' }, fetch });
    void list.setFilter({ q: 'theirs' });
    list.reset();
    calls[0].answer({ list: rows('secret'), total: 1 });
    await flush();
    expect(list).toMatchObject({ list: [], total: 0, loading: false, loaded: false, filter: { q: '' }, pageNum: 1 });
  });

  it('steps back a page when the page asked for is empty, if told to', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 1, filter: { q: '' }, fetch, backOnEmpty: true });
    void list.load();
    calls[0].answer({ list: rows('a'), total: 2 });
    await flush();
    void list.setPage(2);
    calls[1].answer({ list: [], total: 1 });
    await flush();
    expect(calls[2].query.pageNum).toBe(1);
    calls[2].answer({ list: rows('a'), total: 1 });
    await flush();
    expect(list).toMatchObject({ pageNum: 1, total: 1, loading: false });
  });
});

describe('ListLoader: polling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls while the answer shown still moves, and stops once nothing does', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({
      pageSize: 10,
      filter: { q: '' },
      fetch,
      pollWhile: (p) => p.list.some((r) => r.moving),
    });
    void list.load();
    calls[0].answer({ list: [{ id: 'a', moving: true }], total: 1 });
    await flush();
    expect(list.polling).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls).toHaveLength(2);
    // A tick while the read is still under way asks nothing more.
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls).toHaveLength(2);
    calls[1].answer({ list: [{ id: 'a', moving: false }], total: 1 });
    await flush();
    expect(list.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it('a poll for the old page that lands after a page change never replaces the new page', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({
      pageSize: 1,
      filter: { q: '' },
      fetch,
      pollWhile: (p) => p.list.some((r) => r.moving),
    });
    void list.load();
    calls[0].answer({ list: [{ id: 'p1', moving: true }], total: 2 });
    await flush();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls[1].query.pageNum).toBe(1);
    void list.setPage(2);
    calls[2].answer({ list: rows('p2'), total: 2 });
    await flush();
    calls[1].answer({ list: [{ id: 'p1', moving: true }], total: 2 });
    await flush();
    expect(list.list.map((r) => r.id)).toEqual(['p2']);
    expect(list.pageNum).toBe(2);
    // Page two has nothing moving: the poll stops.
    expect(list.polling).toBe(false);
  });

  it('dispose stops polling and drops what is still on its way', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 10, filter: { q: '' }, fetch, pollWhile: () => true });
    void list.load();
    calls[0].answer({ list: rows('a'), total: 1 });
    await flush();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    list.dispose();
    expect(list.polling).toBe(false);
    calls[1].answer({ list: rows('late'), total: 1 });
    await flush();
    expect(list.list.map((r) => r.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls).toHaveLength(2);
  });
});

describe('every list of the console is one ListLoader, with the same names', () => {
  it('assets, works, people, packages, assistants, the personal and details lists', async () => {
    const [{ DialogStore }, { SessionStore }, { AssetRecords }] = await Promise.all([
      import('../../src/stores/DialogStore'),
      import('../../src/stores/SessionStore'),
      import('../../src/stores/Records'),
    ]);
    const session = new SessionStore();
    const deps = { session, dialog: new DialogStore(), records: new AssetRecords() };
    const [digital, voice, audio, tasks, people, assistants, packages, personal, detail] = await Promise.all([
      import('../../src/stores/DigitalStore').then((m) => new m.DigitalStore(deps)),
      import('../../src/stores/VoiceStore').then((m) => new m.VoiceStore(deps)),
      import('../../src/stores/AudioStore').then((m) => new m.AudioStore(deps)),
      import('../../src/stores/TaskListStore').then((m) => new m.TaskListStore(deps)),
      import('../../src/stores/ClientListStore').then((m) => new m.PersonListStore('clients')),
      import('../../src/stores/AssistantStore').then((m) => new m.AssistantStore()),
      import('../../src/stores/PackageStore').then((m) => new m.PackageStore()),
      import('../../src/stores/PersonalStore').then((m) => new m.PersonalStore(session)),
      import('../../src/stores/ClientDetailStore').then((m) => new m.ClientDetailStore('u1')),
    ]);
    const lists = [
      digital,
      voice,
      audio,
      tasks,
      people,
      assistants,
      packages,
      personal.orders,
      personal.changes,
      personal.ledger.records,
      detail.orders,
      detail.changes,
      detail.ledger.records,
      detail.subordinates,
    ];
    for (const list of lists) {
      expect(list).toBeInstanceOf(ListLoader);
      expect(list).toMatchObject({ list: [], total: 0, pageNum: 1, loading: false, loaded: false, error: '' });
      expect(Object.keys(list)).not.toContain('loadError');
      expect(Object.keys(list)).not.toContain('rows');
    }
  });
});

describe('ListLoader: its place in the address', () => {
  const searched = {
    sorts: ['name'],
    defaults: { q: '', sort: 'name', order: 'asc' as const },
    toFilter: (p: { q: string }, now: Filter & { status: string }) => ({ ...now, q: p.q }),
    fromFilter: (f: Filter) => ({ q: f.q, sort: 'name', order: 'asc' as const }),
  };

  it('a list without search or sort holds page and size, its own size the default', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter>({ pageSize: 12, filter: { q: '' }, fetch });
    expect(list.placeRules.defaults).toEqual({ page: 1, perPage: 12, q: '', sort: '', order: 'desc' });
    expect(list.placeRules.sorts).toEqual([]);
    void list.goTo({ page: 3, perPage: 20, q: 'ignored', sort: '', order: 'desc' }, true);
    expect(calls[0].query).toEqual({ pageNum: 3, pageSize: 20, filter: { q: '' } });
    expect(list.place).toEqual({ page: 3, perPage: 20, q: '', sort: '', order: 'desc' });
  });

  it('a search goes into the filter, what the address does not hold is kept, and a place shown is not read again', async () => {
    const { calls, fetch } = manualFetch();
    const list = new ListLoader<Row, Filter & { status: string }>({
      pageSize: 10,
      filter: { q: '', status: 'failed' },
      fetch,
      place: searched,
    });
    const first = list.goTo({ page: 2, perPage: 10, q: 'wang', sort: 'name', order: 'asc' }, true);
    expect(calls[0].query.filter).toEqual({ q: 'wang', status: 'failed' });
    calls[0].answer({ list: rows('a'), total: 11 });
    await first;
    expect(list.place).toMatchObject({ page: 2, q: 'wang' });
    // Back to the place shown (forward again): no read.
    await list.goTo({ page: 2, perPage: 10, q: 'wang', sort: 'name', order: 'asc' });
    expect(calls).toHaveLength(1);
    // A new visit reads it again: the rows shown may be old.
    void list.goTo({ page: 2, perPage: 10, q: 'wang', sort: 'name', order: 'asc' }, true);
    expect(calls).toHaveLength(2);
  });
});
