import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm test` builds production first; this proves the fake server never ships to end users. */
const DIST = join(process.cwd(), 'dist', 'assets');

describe('production build', () => {
  it('exists (npm test builds it before the unit tests)', () => {
    expect(existsSync(DIST)).toBe(true);
  });
  it('holds no Mirage, pretender, faker, fixtures or demo controls', () => {
    const js = readdirSync(DIST)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(DIST, f), 'utf8'))
      .join('\n');
    expect(js.length).toBeGreaterThan(10_000);
    const markers = [
      'miragejs',
      'Mirage:',
      'pretender',
      'FakeXMLHttpRequest',
      'faker',
      '__demo',
      '13800000001',
      'x-fake-fault',
    ];
    expect(markers.filter((m) => js.includes(m))).toEqual([]);
  });
  it('carries the chart library in the overview chart chunk only, never in the entry or another page', () => {
    // Names of uPlot's own API that no other code here uses; the chunk is named for the module that imports it.
    const holders = readdirSync(DIST).filter((f) => {
      const js = f.endsWith('.js') ? readFileSync(join(DIST, f), 'utf8') : '';
      return js.includes('syncRect') || js.includes('tzDate');
    });
    expect(holders).toHaveLength(1);
    expect(holders[0]).toMatch(/^OverviewChart-/);
  });
});
