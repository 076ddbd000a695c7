import type { ProxyOptions } from 'vite';
import { parsePassthrough } from '../src/lib/passthrough.ts';
import { recordDevProxy } from './drift/devRecord.ts';

/**
 * The dev server's proxy for a partial backend: with `VITE_API_PASSTHROUGH` (path patterns) and an absolute
 * `VITE_API_BASE_URL`, /api on the dev server forwards to the real service (the console sends only the matching calls
 * there, src/app/fakeServer.ts). Without both, no proxy. With `DRIFT_RECORD=file.ndjson` (read from the process's
 * environment), the proxied calls are recorded for `npm run drift -- replay` (scripts/drift/devRecord.ts).
 */
export function devProxy(
  env: Record<string, string>,
  processEnv: Record<string, string | undefined> = {},
): Record<string, ProxyOptions> | undefined {
  const patterns = parsePassthrough(env.VITE_API_PASSTHROUGH);
  const base = env.VITE_API_BASE_URL ?? '';
  if (!patterns.length) return undefined;
  if (!/^https?:\/\//.test(base)) {
    throw new Error(
      'VITE_API_PASSTHROUGH needs VITE_API_BASE_URL to be the real service, e.g. https://staging.example.com/api',
    );
  }
  const target = new URL(base);
  const path = target.pathname.replace(/\/+$/, '');
  return {
    '/api': {
      target: target.origin,
      changeOrigin: true,
      secure: true,
      rewrite: (p: string) => p.replace(/^\/api/, path),
      ...(processEnv.DRIFT_RECORD ? { configure: (proxy) => void recordDevProxy(proxy, processEnv) } : {}),
    },
  };
}
