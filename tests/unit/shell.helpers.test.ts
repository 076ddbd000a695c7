import { describe, expect, it } from 'vitest';
import { vipState } from '../../src/domain/membership';
import { crumbsFor } from '../../src/router/crumbs';
import { filterRoutes, routesToMenu } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { describeError, ErrorLogStore, MAX_ERRORS } from '../../src/stores/ErrorLogStore';

describe('route to menu', () => {
  it('nests /usermanage as a group of the pages the role may open, hidden pages never listed', () => {
    const menu = routesToMenu(filterRoutes(APP_ROUTES, 'admin'));
    const group = menu.find((m) => m.path === '/usermanage');
    expect(group?.children?.map((c) => c.path)).toEqual([
      '/usermanage/usermanage',
      '/usermanage/myClient',
      '/usermanage/proxyUser',
      '/usermanage/setPackage',
      '/usermanage/setApplication',
    ]);
    expect(group?.children?.at(-1)?.children?.map((c) => c.path)).toEqual(['/usermanage/setApplication/bossAssistant']);
    expect(routesToMenu(filterRoutes(APP_ROUTES, 'user')).some((m) => m.path === '/usermanage')).toBe(false);
  });
});

describe('breadcrumb', () => {
  it('a top page is one crumb', () => {
    expect(crumbsFor('/digital')).toEqual([{ titleKey: 'route.digital', path: '/digital' }]);
  });
  it('a nested page names its groups, which are not links', () => {
    expect(crumbsFor('/usermanage/setApplication/bossAssistant')).toEqual([
      { titleKey: 'route.usermanage', path: undefined },
      { titleKey: 'route.setApplication', path: undefined },
      { titleKey: 'route.bossAssistant', path: '/usermanage/setApplication/bossAssistant' },
    ]);
  });
  it('a hidden details page names the list it was reached from', () => {
    expect(crumbsFor('/usermanage/myClientDetail/42')).toEqual([
      { titleKey: 'route.usermanage', path: undefined },
      { titleKey: 'route.myClient', path: '/usermanage/myClient' },
      { titleKey: 'route.myClientDetail', path: '/usermanage/myClientDetail/42' },
    ]);
    expect(crumbsFor('/usermanage/proxyDetail/7').map((c) => c.titleKey)).toEqual([
      'route.usermanage',
      'route.proxyUser',
      'route.proxyDetail',
    ]);
  });
  it('an unknown path has no crumbs', () => {
    expect(crumbsFor('/nowhere')).toEqual([]);
  });
});

describe('membership shown in the top bar', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('0 means never a member; a past time has expired; a future one is active', () => {
    expect(vipState(0, now)).toEqual({ kind: 'none' });
    expect(vipState(undefined, now)).toEqual({ kind: 'none' });
    expect(vipState(now - 1, now)).toEqual({ kind: 'expired', at: now - 1 });
    expect(vipState(now, now)).toEqual({ kind: 'expired', at: now });
    expect(vipState(now + 1, now)).toEqual({ kind: 'active', until: now + 1 });
  });
});

describe('error log', () => {
  it('keeps the newest first, at most MAX_ERRORS', () => {
    const log = new ErrorLogStore();
    for (let i = 0; i < MAX_ERRORS + 5; i++) log.add('error', new Error(`e${i}`), '/digital', i);
    expect(log.count).toBe(MAX_ERRORS);
    expect(log.entries[0].message).toBe(`e${MAX_ERRORS + 4}`);
    log.clear();
    expect(log.count).toBe(0);
  });
  it('describes whatever was thrown', () => {
    expect(describeError(new TypeError('bad')).message).toBe('bad');
    expect(describeError('text')).toEqual({ message: 'text', stack: '' });
    expect(describeError({ code: 1 }).message).toBe('{"code":1}');
    expect(describeError(undefined).message).toBe('undefined');
  });
});
