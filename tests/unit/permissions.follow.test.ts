import { describe, expect, it, vi } from 'vitest';

/**
 * The policy is the one home of who may do what: take the overview away from the plain agent in it, and the menu, the
 * page guard and the fake server all refuse it, with nothing else changed.
 */
vi.mock('../../src/domain/permissions', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/domain/permissions')>();
  const grants = { ...real.GRANTS, agent: real.GRANTS.agent.filter((c) => c !== 'seeOverview') };
  return { ...real, GRANTS: grants, ...real.policyOf(grants) };
});

// The shared setup has loaded the fake server with the real policy already: load everything again, mocked.
vi.resetModules();
await import('../../mirage/allMessages');
const { call, makeBackend, signIn } = await import('./backendHelpers');
const { filterRoutes, routesToMenu, accessTo } = await import('../../src/router/helpers');
const { APP_ROUTES } = await import('../../src/router/table');
const { CALLS } = await import('../../src/api/contract');
const { rolesOf } = await import('../../scripts/contract/openapi');

const menuPaths = (role: 'agent' | 'cansetAgent') =>
  routesToMenu(filterRoutes(APP_ROUTES, role)).flatMap(function flat(m): string[] {
    return m.children ? m.children.flatMap(flat) : [m.path];
  });

const OVERVIEW = '/usermanage/usermanage';

describe('one capability changed in the policy', () => {
  it('the menu follows', () => {
    expect(menuPaths('agent')).not.toContain(OVERVIEW);
    expect(menuPaths('agent')).toContain('/usermanage/myClient');
    expect(menuPaths('cansetAgent')).toContain(OVERVIEW);
  });

  it('the page guard follows', () => {
    expect(accessTo(APP_ROUTES, 'agent', OVERVIEW)).toBe('forbidden');
    expect(accessTo(APP_ROUTES, 'cansetAgent', OVERVIEW)).toBe('ok');
  });

  it("the fake server's answer follows", () => {
    const body = { range: 'week' };
    const b = makeBackend();
    const agent = signIn(b, '13800000004');
    expect(call(b, 'post', '/overview/getOverviewData', { token: agent.token, body })).toMatchObject({
      code: 50000,
      msg: 'No permission',
    });
    const setter = signIn(b, '13800000003');
    expect(call(b, 'post', '/overview/getOverviewData', { token: setter.token, body }).code).toBe(20000);
  });

  it('the roles openapi.json documents for the call follow', () => {
    expect(rolesOf(CALLS['/overview/getOverviewData'])).toEqual(['admin', 'assistant', 'cansetAgent']);
  });
});
