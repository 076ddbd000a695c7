import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

/** npm's own range reader (a dependency of the toolchain; it ships no types). */
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

/**
 * `npm ci` on the oldest Node the project supports prints no EBADENGINE warning: every package the lock file
 * installs accepts that Node. (Prism 5.15 and later ask for Node >= 24; package.json pins 5.14.2 and the Prism parts
 * that support Node 20.)
 */
it('every locked package accepts the oldest Node of package.json engines', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';
  expect(oldest).toBe('20.19.0');
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  };
  const refusing = Object.entries(lock.packages)
    .filter(([name, p]) => {
      const want = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      return name && !p.optional && want && !semver.satisfies(oldest, want);
    })
    .map(([name, p]) => `${name} (node ${JSON.stringify(p.engines)})`);
  expect(refusing).toEqual([]);
});
