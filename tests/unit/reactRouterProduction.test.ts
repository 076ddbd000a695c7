import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../scripts/reactRouterProduction';

describe("the build's React Router", () => {
  const aliases = reactRouterProduction();

  it('sends both entries react-router-dom re-exports to the production files', () => {
    expect(aliases.map((a) => a.find.source)).toEqual(['^react-router$', '^react-router\\/dom$']);
    for (const a of aliases) {
      expect(a.replacement).toMatch(/[\\/]dist[\\/]production[\\/]/);
      expect(existsSync(a.replacement)).toBe(true);
    }
  });

  it('whose shared code has the developer warnings off', () => {
    // Each entry imports the router's code from chunks beside it; the one that declares the switch must turn it off.
    const chunks = aliases.flatMap((a) =>
      [...readFileSync(a.replacement, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) =>
        join(dirname(a.replacement), m[1]),
      ),
    );
    const declared = [...new Set(chunks)]
      .map((f) => readFileSync(f, 'utf8').match(/var ENABLE_DEV_WARNINGS = (\w+);/)?.[1])
      .filter(Boolean);
    expect(declared).toEqual(['false']);
  });
});
