import { ResellerStores } from './ResellerStores';
import { type RootStore, useStores } from './RootStore';

const made = new WeakMap<RootStore, ResellerStores>();

/**
 * Reseller management's stores for this console, made the first time a reseller page asks for them. They live with
 * the reseller pages' modules, not with start-up: most people never open one, and none of it is needed to sign in.
 */
export function resellerOf(root: RootStore): ResellerStores {
  const known = made.get(root);
  if (known) return known;
  const created = new ResellerStores();
  root.session.onEnd(() => created.reset());
  made.set(root, created);
  return created;
}

export const useReseller = (): ResellerStores => resellerOf(useStores());
