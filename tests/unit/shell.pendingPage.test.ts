import { describe, expect, it } from 'vitest';
import { tabFor } from '../../src/layout/usePendingPage';
import { APP_ROUTES } from '../../src/router/table';

describe('the tab of a page being opened', () => {
  it('is the tab the page will have: its title, pinned or not, a details page with its id', () => {
    expect(tabFor(APP_ROUTES, 'user', '/tasklist/tasklist')).toEqual({
      path: '/tasklist/tasklist',
      titleKey: 'route.tasklist',
      affix: false,
    });
    expect(tabFor(APP_ROUTES, 'user', '/digital')).toMatchObject({ affix: true });
    expect(tabFor(APP_ROUTES, 'admin', '/usermanage/myClientDetail/42')).toMatchObject({
      path: '/usermanage/myClientDetail/42',
    });
  });

  it('is none for a page the role may not open, a group, an unknown path, or nobody signed in', () => {
    expect(tabFor(APP_ROUTES, 'user', '/usermanage/usermanage')).toBeNull();
    expect(tabFor(APP_ROUTES, 'admin', '/usermanage')).toBeNull();
    expect(tabFor(APP_ROUTES, 'admin', '/login')).toBeNull();
    expect(tabFor(APP_ROUTES, null, '/digital')).toBeNull();
  });
});
