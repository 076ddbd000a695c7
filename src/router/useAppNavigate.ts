import { useCallback, useContext } from 'react';
import { type NavigateOptions, type To, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

/**
 * Navigates with absolute paths, like react-router's useNavigate, without subscribing to the current route:
 * useNavigate reads the route context, a new object on every navigation, so every part of the frame holding it (the
 * avatar menu, the top-bar actions, the demo drawer) would draw again on every page switch. The data router's context
 * holds the router itself and does not change.
 */
export function useAppNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const ctx = useContext(DataRouterContext);
  if (!ctx) throw new Error('useAppNavigate needs a data router');
  const { router } = ctx;
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options));
    },
    [router],
  );
}
