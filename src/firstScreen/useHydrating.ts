import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React hydrates the prerendered page (the server snapshot), false from the render that follows: a part
 * that may differ from the prerender (the address changed before the script ran) draws as prerendered first, then as
 * it is, so hydration always matches. Outside hydration it is false from the first render.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
