import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BRANDS = join(import.meta.dirname, '../../public/brands');
const images = readdirSync(BRANDS).flatMap((brand) =>
  readdirSync(join(BRANDS, brand))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => `${brand}/${f}`),
);

describe("the brands' own images", () => {
  it('are there', () => {
    expect(images).toEqual(expect.arrayContaining(['default/logo.svg', 'acme/logo.svg', 'nova/logo.svg']));
  });

  // A logo's letter drawn as <text> takes the visitor's fonts (it looked different on each machine), and the browser
  // laid the image out with font lookups of its own on the sign-in page's main thread: its letters are outlines.
  it.each(images)('%s draws no text', (image) => {
    const svg = readFileSync(join(BRANDS, image), 'utf8');
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).not.toMatch(/<text[\s>]|font-family/);
  });
});
