import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveRole, permissionKey, roleAllows } from '../../src/domain/roles';

const flag = fc.constantFrom<number | boolean | null | undefined>(0, 1, true, false, null, undefined);
const roleTokens = fc.array(fc.constantFrom('zhuli', 'editor', 'ops', ' zhuli ', 'zhulix', ''), { maxLength: 4 });

describe('deriveRole (spec.md section 6)', () => {
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

  it('opens routes with no roles to all, gated routes to their roles, everything to admin', () => {
    expect(roleAllows('user', undefined)).toBe(true);
    expect(roleAllows('user', [])).toBe(true);
    expect(roleAllows('agent', ['admin', 'assistant'])).toBe(false);
    expect(roleAllows('assistant', ['admin', 'assistant'])).toBe(true);
    expect(roleAllows('admin', ['assistant'])).toBe(true);
  });
});
