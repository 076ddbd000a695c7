import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { BootSpinner } from '../../src/components/BootSpinner';

it('index.html paints the very spinner React shows while the first page loads (where no first screen fits)', () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  // #root is followed by the first screen's inline script (scripts/firstScreen.ts).
  const inRoot = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<!--first-screen:script-->/)?.[1].trim();
  expect(inRoot).toBe(renderToStaticMarkup(createElement(BootSpinner)));
});
