// @vitest-environment jsdom
// Screens ask the policy through useCan(capability) and <Can capability> (src/components/Can.tsx), as react-admin's
// <CanAccess> does; the policy takes the role as the session holds it (null before it is known) and decides.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInAction } from 'mobx';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Can, useCan } from '../../src/components/Can';
import type { Capability } from '../../src/domain/permissions';
import { ROLES, type Role } from '../../src/domain/roles';
import { accessTo, filterRoutes, mayOpen } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { type RootStore, StoresContext } from '../../src/stores/RootStore';
import { SessionStore } from '../../src/stores/SessionStore';
import { observer } from 'mobx-react-lite';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Renders with a session of the given role (the only store these components read). */
function render(node: React.ReactNode, role: Role | null): { host: HTMLElement; session: SessionStore } {
  const session = new SessionStore();
  runInAction(() => {
    session.role = role;
  });
  const stores = { session } as unknown as RootStore;
  const host = document.createElement('div');
  document.body.append(host);
  act(() => createRoot(host).render(<StoresContext.Provider value={stores}>{node}</StoresContext.Provider>));
  return { host, session };
}

const Probe = observer(function Probe({ capability }: { capability: Capability }) {
  return <span>{useCan(capability) ? 'yes' : 'no'}</span>;
});

describe('useCan and <Can>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('show what the role holds and hide the rest, with a fallback when given', () => {
    const label = (
      <Can capability="createLabels" fallback={<i>none</i>}>
        <b>new label</b>
      </Can>
    );
    expect(render(label, 'admin').host.textContent).toBe('new label');
    expect(render(label, 'agent').host.textContent).toBe('none');
    expect(render(<Can capability="seeClients">list</Can>, 'user').host.textContent).toBe('');
    expect(render(<Can capability="seeClients">list</Can>, 'agent').host.textContent).toBe('list');
  });

  it('give nothing before the role is known, and follow a role change at once', () => {
    const { host, session } = render(
      <>
        <Probe capability="setAgents" />
        <Can capability="managePackages">packages</Can>
      </>,
      null,
    );
    expect(host.textContent).toBe('no');
    act(() => runInAction(() => (session.role = 'assistant')));
    expect(host.textContent).toBe('yespackages');
    act(() => runInAction(() => (session.role = 'cansetAgent')));
    expect(host.textContent).toBe('yes');
  });
});

describe('the route policy takes the role as the session holds it', () => {
  it('an unknown role (null) opens what any signed-in person opens, and nothing gated', () => {
    expect(mayOpen(null, undefined)).toBe(true);
    expect(mayOpen(null, 'seeClients')).toBe(false);
    expect(filterRoutes(APP_ROUTES, null)).toEqual(filterRoutes(APP_ROUTES, 'user'));
    expect(accessTo(APP_ROUTES, null, '/usermanage/myClient')).toBe('forbidden');
    expect(accessTo(APP_ROUTES, 'agent', '/usermanage/myClient')).toBe('ok');
    for (const r of ROLES) expect(filterRoutes(APP_ROUTES, r).length).toBeGreaterThan(0);
  });
});

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

describe('screens ask the policy, never a role', () => {
  it("no `?? 'user'` outside src/domain, and no screen calls can() inline", () => {
    const outside = files('src').filter((f) => !f.startsWith(join('src', 'domain')));
    expect(outside.filter((f) => readFileSync(f, 'utf8').includes("?? 'user'"))).toEqual([]);
    const screens = outside.filter((f) => /^src\/(pages|layout|components)\//.test(f) && !f.endsWith('Can.tsx'));
    expect(screens.filter((f) => /\bcan\(/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
