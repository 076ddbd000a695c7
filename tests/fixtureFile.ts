import { readFileSync } from 'node:fs';

/**
 * A file of fixtures/, as the fake server reads it. Read as a file: Playwright loads specs as ES modules, where a JSON
 * import needs an import attribute that mirage/seed.ts does not carry.
 */
export const fixture = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8')) as T;
