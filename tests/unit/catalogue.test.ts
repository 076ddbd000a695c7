import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../mirage/routes';
import { CATALOGUE, catalogueMarkdown } from '../../src/api/catalogue';

const START = '<!-- api-catalogue:start -->';
const END = '<!-- api-catalogue:end -->';

describe('API catalogue', () => {
  it('lists exactly the calls the fake server answers', () => {
    const served = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    const listed = CATALOGUE.map((e) => `${e.method} ${e.path}`).sort();
    expect(listed).toEqual(served);
  });
  it('public calls are exactly the routes that need no token', () => {
    const publicServed = ROUTES.filter((r) => !r.auth)
      .map((r) => r.path)
      .sort();
    expect(
      CATALOGUE.filter((e) => e.roles === 'public')
        .map((e) => e.path)
        .sort(),
    ).toEqual(publicServed);
  });
  it('README shows the current catalogue (UPDATE_README=1 rewrites it)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = catalogueMarkdown();
    const current = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    if (process.env.UPDATE_README) {
      const head = readme.slice(0, readme.indexOf(START) + START.length);
      writeFileSync('README.md', `${head}\n${table}\n${readme.slice(readme.indexOf(END))}`);
      return;
    }
    expect(readme.indexOf(START)).toBeGreaterThan(0);
    expect(current).toBe(table);
  });
});
