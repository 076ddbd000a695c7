import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, GRANTS, rolesWith } from '../../src/domain/permissions';
import { deriveRole, permissionKey, ROLES } from '../../src/domain/roles';
import { mayOpen } from '../../src/router/helpers';

const flag = fc.constantFrom<number | boolean | null | undefined>(0, 1, true, false, null, undefined);
const roleTokens = fc.array(fc.constantFrom('zhuli', 'editor', 'ops', ' zhuli ', 'zhulix', ''), { maxLength: 4 });

describe('deriveRole', () => {
  it('the assistant mark overrides every other field', () => {
    fc.assert(
      fc.property(flag, flag, flag, roleTokens, (isAdmin, isAgent, canSetAgent, tokens) => {
        const userRole = [...tokens, 'zhuli'].join(',');
        expect(deriveRole({ isAdmin, isAgent, canSetAgent, userRole })).toBe('assistant');
      }),
    );
  });

  it('follows the order admin > cansetAgent > agent > user when there is no assistant mark', () => {
    fc.assert(
      fc.property(flag, flag, flag, roleTokens, (isAdmin, isAgent, canSetAgent, tokens) => {
        const userRole = tokens.filter((t) => t.trim() !== 'zhuli').join(',');
        const on = (v: unknown) => v === 1 || v === true;
        const expected = on(isAdmin)
          ? 'admin'
          : on(isAgent) && on(canSetAgent)
            ? 'cansetAgent'
            : on(isAgent)
              ? 'agent'
              : 'user';
        expect(deriveRole({ isAdmin, isAgent, canSetAgent, userRole })).toBe(expected);
      }),
    );
  });

  it('reads the mark only as a whole comma-separated entry', () => {
    expect(deriveRole({ userRole: 'ops,zhuli' })).toBe('assistant');
    expect(deriveRole({ userRole: 'zhulix' })).toBe('user');
    expect(deriveRole({ userRole: 'ops, zhuli' })).toBe('assistant');
  });

  it('names the permission cookie after the role', () => {
    expect(permissionKey('cansetAgent')).toBe('cansetAgent-permission');
  });

  it('opens routes with no capability to all, gated routes to the roles the policy grants, everything to admin', () => {
    expect(mayOpen('user', undefined)).toBe(true);
    expect(mayOpen('agent', 'managePackages')).toBe(false);
    expect(mayOpen('assistant', 'managePackages')).toBe(true);
    for (const c of CAPABILITIES) expect(mayOpen('admin', c)).toBe(true);
  });
});

describe('the permission policy', () => {
  it('gives the admin every capability and a plain user none', () => {
    expect(CAPABILITIES.every((c) => can('admin', c))).toBe(true);
    expect(CAPABILITIES.some((c) => can('user', c))).toBe(false);
    expect(CAPABILITIES.some((c) => can(null, c))).toBe(false);
  });
  it('grants the reseller section as the spec lists it', () => {
    expect(rolesWith('seeOverview')).toEqual(['admin', 'assistant', 'cansetAgent', 'agent']);
    expect(rolesWith('seeClients')).toEqual(['admin', 'assistant', 'cansetAgent', 'agent']);
    expect(rolesWith('setAgents')).toEqual(['admin', 'assistant', 'cansetAgent']);
    expect(rolesWith('managePackages')).toEqual(['admin', 'assistant']);
    expect(rolesWith('manageAssistants')).toEqual(['admin']);
    expect(rolesWith('createLabels')).toEqual(['admin']);
  });
  it("gives the boss assistant the boss's powers over customers: all of them, recharge, revoke", () => {
    for (const c of [
      'seeClients',
      'recharge',
      'setAgents',
      'grantAgentSetting',
      'manageBrand',
      'unlimitedStock',
    ] as const)
      expect(can('assistant', c)).toBe(true);
    expect(can('assistant', 'manageBoss')).toBe(false);
  });
  it('names only capabilities that exist, for every role', () => {
    for (const r of ROLES) for (const c of GRANTS[r]) expect(CAPABILITIES).toContain(c);
  });
});
