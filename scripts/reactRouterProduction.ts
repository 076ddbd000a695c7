import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Aliases that send `react-router` and `react-router/dom` to the package's production files. Its `exports` map names
 * only `dist/development` (remix-run/react-router#14102), which differs from `dist/production` in one constant:
 * `ENABLE_DEV_WARNINGS = true`, developer warnings (route path and future-flag advice) printed in a built console.
 * react-router-dom re-exports both entries by these names, so one copy of the router is bundled.
 */
export function reactRouterProduction(): Array<{ find: RegExp; replacement: string }> {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}
