import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { accessTo, filterRoutes, leafRoutes, routesToMenu, routeTrail, safeRedirect } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';

const menuPaths = (role: Role) =>
  routesToMenu(filterRoutes(APP_ROUTES, role)).flatMap(function flat(m): string[] {
    return m.children ? m.children.flatMap(flat) : [m.path];
  });

const BASE = [
  '/digital',
  '/voiceclone/index',
  '/createtask/basic',
  '/createtask/senior',
  '/aiaudio/aiaudio',
  '/tasklist/tasklist',
  '/personal/personal',
];

describe('routes by role', () => {
  it('a member sees only the creation routes', () => {
    expect(menuPaths('user')).toEqual(BASE);
  });
  it('an agent adds overview and my clients', () => {
    expect(menuPaths('agent')).toEqual([...BASE, '/usermanage/usermanage', '/usermanage/myClient']);
  });
  it('a cansetAgent adds my agents', () => {
    expect(menuPaths('cansetAgent')).toEqual([
      ...BASE,
      '/usermanage/usermanage',
      '/usermanage/myClient',
      '/usermanage/proxyUser',
    ]);
  });
  it('an assistant adds package configuration', () => {
    expect(menuPaths('assistant')).toEqual([
      ...BASE,
      '/usermanage/usermanage',
      '/usermanage/myClient',
      '/usermanage/proxyUser',
      '/usermanage/setPackage',
    ]);
  });
  it('an admin sees every listed route, hidden ones never', () => {
    const paths = menuPaths('admin');
    expect(paths).toContain('/usermanage/setApplication/bossAssistant');
    expect(paths.some((p) => p.includes('Detail') || p.endsWith('/create') || p.endsWith('createTiepai'))).toBe(false);
    expect(paths).toHaveLength(leafRoutes(APP_ROUTES).filter((r) => !r.meta.hidden).length);
  });
  it('access: forbidden for a gated route of another role, ok for own, unknown elsewhere', () => {
    expect(accessTo(APP_ROUTES, 'agent', '/usermanage/setApplication/bossAssistant')).toBe('forbidden');
    expect(accessTo(APP_ROUTES, 'admin', '/usermanage/setApplication/bossAssistant')).toBe('ok');
    expect(accessTo(APP_ROUTES, 'user', '/usermanage/myClient')).toBe('forbidden');
    expect(accessTo(APP_ROUTES, 'agent', '/usermanage/myClientDetail/c4')).toBe('ok');
    expect(accessTo(APP_ROUTES, 'agent', '/usermanage/proxyDetail/c4')).toBe('forbidden');
    expect(accessTo(APP_ROUTES, 'user', '/nowhere')).toBe('unknown');
  });
  it('the trail of a nested page runs from its group down (breadcrumb)', () => {
    expect(routeTrail(APP_ROUTES, '/usermanage/setApplication/bossAssistant').map((r) => r.meta.titleKey)).toEqual([
      'route.usermanage',
      'route.setApplication',
      'route.bossAssistant',
    ]);
  });
});

describe('redirect after sign-in', () => {
  it('goes back to a path of ours, never to /login or another site', () => {
    expect(safeRedirect('/tasklist/tasklist', '/digital')).toBe('/tasklist/tasklist');
    expect(safeRedirect('/login?x=1', '/digital')).toBe('/digital');
    expect(safeRedirect('//evil.example', '/digital')).toBe('/digital');
    expect(safeRedirect('https://evil.example', '/digital')).toBe('/digital');
    expect(safeRedirect(null, '/digital')).toBe('/digital');
  });
});

describe("a page's header (the page's own and the console frame's)", () => {
  it("is its route's title and its own line, for every page, in every language", async () => {
    const { PAGES } = await import('../../src/router/pages');
    const { pageHeadingKeys } = await import('../../src/router/table');
    const { i18n, initI18n, loadConsoleMessages, switchLanguage } = await import('../../src/i18n');
    await initI18n('zh');
    const routes = leafRoutes(APP_ROUTES).filter((r) => r.page);
    for (const page of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const { titleKey, descKey } = pageHeadingKeys(page);
      expect(titleKey).toBe(routes.find((r) => r.page === page)?.meta.titleKey);
      expect(descKey).toBe(`page.${page}`);
      for (const lng of ['zh', 'en', 'es', 'ja'] as const) {
        await loadConsoleMessages(lng);
        await switchLanguage(lng);
        for (const key of [titleKey, descKey]) expect(i18n.t(key, { lng })).not.toBe(key);
      }
    }
  });
});
