import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { type Capability, can } from '../domain/permissions';
import { useStores } from '../stores/RootStore';

/**
 * Whether the signed-in person holds a capability, by the policy (src/domain/permissions.ts): the one question a
 * screen asks. Nobody holds one before the role is known. Read inside an observer, it follows a role change at once.
 */
export function useCan(capability: Capability): boolean {
  return can(useStores().session.role, capability);
}

/** Shows its children to those who hold the capability, and `fallback` (nothing by default) to the rest. */
export const Can = observer(function Can({
  capability,
  children,
  fallback = null,
}: {
  capability: Capability;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(capability) ? children : fallback}</>;
});
