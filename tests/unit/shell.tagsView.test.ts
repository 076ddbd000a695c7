import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { APP_ROUTES, HOME_PATH } from '../../src/router/table';
import { affixViews, MAX_ALIVE, TagsViewStore, type VisitedView } from '../../src/stores/TagsViewStore';

const view = (path: string, affix = false): VisitedView => ({ path, titleKey: 'route.tasklist', affix });
const paths = (s: TagsViewStore) => s.views.map((v) => v.path);

function withTabs(...extra: string[]): TagsViewStore {
  const s = new TagsViewStore();
  s.reset('user');
  for (const p of extra) s.visit(view(p));
  return s;
}

describe('visited-page tabs', () => {
  it('start with the pinned tabs of the role', () => {
    expect(affixViews(APP_ROUTES, 'user')).toEqual([{ path: '/digital', titleKey: 'route.digital', affix: true }]);
    expect(affixViews(APP_ROUTES, null)).toEqual([]);
  });

  it('add a tab on each visit, once per path', () => {
    const s = withTabs('/a', '/b', '/a');
    expect(paths(s)).toEqual(['/digital', '/a', '/b']);
  });

  it('closing the active tab answers the neighbour to the right, else to the left', () => {
    const s = withTabs('/a', '/b', '/c');
    expect(s.close('/b', '/b')).toBe('/c');
    expect(paths(s)).toEqual(['/digital', '/a', '/c']);
    expect(s.close('/c', '/c')).toBe('/a');
    expect(paths(s)).toEqual(['/digital', '/a']);
  });

  it('closing another tab keeps the page where it is', () => {
    const s = withTabs('/a', '/b');
    expect(s.close('/a', '/b')).toBeNull();
    expect(paths(s)).toEqual(['/digital', '/b']);
  });

  it('a pinned tab cannot be closed, by any action', () => {
    const s = withTabs('/a');
    expect(s.close('/digital', '/digital')).toBeNull();
    s.closeOthers('/a');
    s.closeAll();
    expect(paths(s)).toEqual(['/digital']);
  });

  it('close others keeps the pinned tabs and the chosen one, and goes there', () => {
    const s = withTabs('/a', '/b', '/c');
    expect(s.closeOthers('/b')).toBe('/b');
    expect(paths(s)).toEqual(['/digital', '/b']);
  });

  it('close all keeps only the pinned tabs and goes to the last of them (home when none)', () => {
    const s = withTabs('/a', '/b');
    expect(s.closeAll()).toBe('/digital');
    expect(paths(s)).toEqual(['/digital']);
    const none = new TagsViewStore();
    none.visit(view('/a'));
    expect(none.closeAll()).toBe(HOME_PATH);
    expect(paths(none)).toEqual([]);
  });

  it('reset on a role change and on the end of the session', () => {
    const session = observable({ role: null as Role | null, userId: 'u1' });
    const ends: ((end: { how: string; account: string | null }) => void)[] = [];
    const s = new TagsViewStore({
      get role() {
        return session.role;
      },
      get account() {
        return session.role ? `${session.userId}:${session.role}` : null;
      },
      onEnd: (fn) => ends.push(fn),
    });
    expect(paths(s)).toEqual([]);
    runInAction(() => {
      session.role = 'agent';
    });
    s.visit(view('/usermanage/myClient'));
    expect(paths(s)).toEqual(['/digital', '/usermanage/myClient']);
    runInAction(() => {
      session.role = 'user';
    });
    expect(paths(s)).toEqual(['/digital']);
    expect(s.alive).toEqual([]);
    s.visit(view('/a'));
    for (const fn of ends) fn({ how: 'logout', account: 'u1:user' });
    expect(paths(s)).toEqual([]);
  });

  it("the server's sign-out keeps the tabs for the same account's return, and no other account gets them", () => {
    const session = observable({ role: 'user' as Role | null, userId: 'u5' });
    const ends: ((end: { how: string; account: string | null }) => void)[] = [];
    const s = new TagsViewStore({
      get role() {
        return session.role;
      },
      get account() {
        return session.role && session.userId ? `${session.userId}:${session.role}` : null;
      },
      onEnd: (fn) => ends.push(fn),
    });
    // As SessionStore.resetToken: the session is cleared and its end told in one action.
    const signOut = (how: string) =>
      runInAction(() => {
        const account = `${session.userId}:${session.role}`;
        session.userId = '';
        session.role = null;
        for (const fn of ends) fn({ how, account });
      });
    const signIn = (userId: string) =>
      runInAction(() => {
        session.userId = userId;
        session.role = 'user';
      });
    s.visit(view('/aiaudio/index'));
    s.visit(view('/personal/personal'));
    const before = s.keyOf('/aiaudio/index');
    signOut('expired');
    expect(paths(s)).toEqual([]);
    signIn('u5');
    expect(paths(s)).toEqual(['/digital', '/aiaudio/index', '/personal/personal']);
    // The pages themselves start afresh (the editors take their kept drafts then).
    expect(s.keyOf('/aiaudio/index')).not.toBe(before);

    signOut('expired');
    signIn('u6');
    expect(paths(s)).toEqual(['/digital']);
    // Given once: after another account, the first one's tabs are gone too.
    signOut('other');
    signIn('u5');
    expect(paths(s)).toEqual(['/digital']);

    s.visit(view('/aiaudio/index'));
    signOut('logout');
    signIn('u5');
    expect(paths(s)).toEqual(['/digital']);
  });

  it('reset when another account signs in with the same role, and its kept pages mount afresh', () => {
    const session = observable({ role: 'user' as Role | null, userId: 'u5' });
    const s = new TagsViewStore({
      get role() {
        return session.role;
      },
      get account() {
        return session.role ? `${session.userId}:${session.role}` : null;
      },
      onEnd: () => {},
    });
    s.visit(view('/personal/personal'));
    const before = s.keyOf('/personal/personal');
    expect(paths(s)).toEqual(['/digital', '/personal/personal']);
    runInAction(() => {
      session.userId = 'u6';
    });
    expect(paths(s)).toEqual(['/digital']);
    expect(s.alive).toEqual([]);
    expect(s.keyOf('/personal/personal')).not.toBe(before);
  });
});

describe('pages kept alive', () => {
  it('keep at most MAX_ALIVE, dropping the least recently used', () => {
    const s = withTabs();
    const visited = Array.from({ length: MAX_ALIVE + 2 }, (_, i) => `/p${i}`);
    for (const p of visited) s.visit(view(p));
    expect(s.alive).toEqual(visited.slice(2));
    s.visit(view('/p2'));
    s.visit(view('/new'));
    expect(s.alive.at(-1)).toBe('/new');
    expect(s.alive).toHaveLength(MAX_ALIVE);
    expect(s.alive).toContain('/p2');
    expect(s.alive).not.toContain('/p3');
  });

  it('a closed tab is no longer kept, nor are the others after close others', () => {
    const s = withTabs('/a', '/b', '/c');
    s.close('/a', '/c');
    expect(s.alive).toEqual(['/b', '/c']);
    s.closeOthers('/c');
    expect(s.alive).toEqual(['/c']);
    s.closeAll();
    expect(s.alive).toEqual([]);
  });

  it('refresh gives the page a new version, so it starts again', () => {
    const s = withTabs('/a');
    expect(s.versionOf('/a')).toBe(0);
    s.refresh('/a');
    expect(s.versionOf('/a')).toBe(1);
    expect(s.versionOf('/b')).toBe(0);
  });
});
