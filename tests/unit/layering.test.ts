import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return filesUnder(p);
    return /\.(ts|tsx)$/.test(p) ? [p] : [];
  });
}

/** The api module a line imports at run time, unless it is one screens may read (types, the call table). */
function forbiddenApiImport(line: string): string | null {
  const m = /^import (?!type )[^'"]*from '(?:\.\.\/)+api\/(\w+)'/.exec(line);
  return m && m[1] !== 'types' && m[1] !== 'contract' ? m[1] : null;
}

/**
 * Screens act through stores (docs/architecture.md). A page, the frame, a shared component or the demo drawer may read
 * the api's types and its call table, but never call the service or read its error class.
 */
describe('layering', () => {
  const screens = ['src/pages', 'src/layout', 'src/components', 'src/demo'].flatMap(filesUnder);

  it('screens import nothing from src/api but types and the call table', () => {
    const offending: string[] = [];
    for (const file of screens) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (forbiddenApiImport(line)) offending.push(`${file}: ${line.trim()}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('the check sees an offending import, and lets types and the call table through', () => {
    expect(forbiddenApiImport("import { getAgentMobile } from '../api/user';")).toBe('user');
    expect(forbiddenApiImport("import { isApiError } from '../../api/errors';")).toBe('errors');
    expect(forbiddenApiImport("import type { TaskDto } from '../../api/types';")).toBeNull();
    expect(forbiddenApiImport("import { CALL_PATHS } from '../api/contract';")).toBeNull();
  });
});
