import { describe, expect, it } from 'vitest';
import { splitDarkTheme } from '../../scripts/blueprintCss';

const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

describe("Blueprint's stylesheet split by theme", () => {
  it('moves dark-theme rules out, keeps the rest, and splits rules that serve both', () => {
    const { light, dark } = splitDarkTheme(`
      .bp6-button { color: black; }
      .bp6-dark .bp6-button { color: white; }
      .bp6-card, .bp6-dark .bp6-card { padding: 20px; }
      .bp6-darker { color: grey; }`);
    expect(squash(light)).toBe(
      '.bp6-button { color: black; } .bp6-card { padding: 20px; } .bp6-darker { color: grey; }',
    );
    expect(squash(dark)).toBe('.bp6-dark .bp6-button { color: white; } .bp6-dark .bp6-card { padding: 20px; }');
  });
  it("moves the rules Blueprint writes for its colour-scheme attribute too: the console's dark theme is the class", () => {
    const { light, dark } = splitDarkTheme(`
      .bp6-menu { color: black; }
      [data-bp-color-scheme=dark] .bp6-menu, .bp6-dark .bp6-menu { color: white; }
      .bp6-html-select [data-bp-color-scheme=dark] select, .bp6-html-select select { margin: 0; }
      [data-bp-color-scheme=darker] .bp6-menu { color: grey; }`);
    expect(squash(light)).toBe(
      '.bp6-menu { color: black; } .bp6-html-select select { margin: 0; } [data-bp-color-scheme=darker] .bp6-menu { color: grey; }',
    );
    expect(squash(dark)).toBe(
      '[data-bp-color-scheme=dark] .bp6-menu, .bp6-dark .bp6-menu { color: white; } .bp6-html-select [data-bp-color-scheme=dark] select { margin: 0; }',
    );
  });
  it('keeps the @media around a moved rule and drops a block left empty', () => {
    const { light, dark } = splitDarkTheme(`
      @media (forced-colors: active) { .bp6-dark .bp6-tag { border: 1px solid; } }
      @media (min-width: 1px) { .bp6-tag { margin: 0; } .bp6-dark .bp6-tag { margin: 1px; } }
      @keyframes spin { from { opacity: 0; } to { opacity: 1; } }`);
    expect(squash(light)).toBe(
      '@media (min-width: 1px) { .bp6-tag { margin: 0; } } @keyframes spin { from { opacity: 0; } to { opacity: 1; } }',
    );
    expect(squash(dark)).toBe(
      '@media (forced-colors: active) { .bp6-dark .bp6-tag { border: 1px solid; } } @media (min-width: 1px) { .bp6-dark .bp6-tag { margin: 1px; } }',
    );
  });
});
