import { describe, expect, it } from 'vitest';
import { firstScreenCss, inlineFirstScreenCss } from '../../scripts/firstScreenCss';

const HTML = '<div class="card bp6-button"><h1 class="title">x</h1></div>';

describe("the first screen's rules", () => {
  it('keeps the rules whose classes the markup has, in order, and drops the others', () => {
    const css = '.card{a:1}.dialog{b:2}.card .title{c:3}.card .other{d:4}h1{e:5}[hidden]{f:6}';
    expect(firstScreenCss(css, HTML)).toBe('.card{a:1}.card .title{c:3}h1{e:5}[hidden]{f:6}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(firstScreenCss('.card,.dialog{a:1}', HTML)).toBe('.card{a:1}');
  });

  it('does not let a class under :not() decide', () => {
    expect(firstScreenCss('.bp6-button:not(.bp6-minimal){a:1}', HTML)).toBe('.bp6-button:not(.bp6-minimal){a:1}');
  });

  it("keeps the first screen's own classes, which its inline script may set before the first paint", () => {
    expect(firstScreenCss('.fs-frame--mobile .fs-sidebar{a:1}', HTML)).toBe('.fs-frame--mobile .fs-sidebar{a:1}');
  });

  it("keeps the rules of the sign-in page's states, which its markup has only once they are reached", () => {
    const css = '.card.bp6-intent-danger{a:1}.card .bp6-form-helper-text{b:2}.card.bp6-intent-success{c:3}';
    expect(firstScreenCss(css, HTML)).toBe('.card.bp6-intent-danger{a:1}.card .bp6-form-helper-text{b:2}');
  });

  it('keeps the custom properties the kept rules or the markup use, through each other, and drops the rest', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:red;--d:blue;--e:2px;--f:3px}.card{margin:var(--a);color:var(--b)}' +
      '.dialog{padding:var(--d)}.only-vars{--g:1}';
    const html = `${HTML}<p class="only-vars" style="width:var(--e)"></p>`;
    expect(firstScreenCss(css, html)).toBe(
      ':root{--a:1px;--b:var(--c);--c:red;--e:2px}.card{margin:var(--a);color:var(--b)}',
    );
  });

  it("keeps the dark theme's rules for the markup's classes, with the custom properties they use", () => {
    const css =
      ':root{--fg:#fff;--other:#000;--dialog:red}.bp6-dark .card{color:var(--fg)}.bp6-dark .dialog{color:var(--dialog)}' +
      '.card{a:1}';
    expect(firstScreenCss(css, HTML)).toBe(':root{--fg:#fff}.bp6-dark .card{color:var(--fg)}.card{a:1}');
  });

  it("drops Blueprint's dark rules written under the attribute nothing in the console sets", () => {
    const css = '.bp6-dark .card{a:1}[data-bp-color-scheme=dark] .card{c:3}@media (hover){.bp6-dark .x{d:4}}';
    expect(firstScreenCss(css, HTML)).toBe('.bp6-dark .card{a:1}');
  });

  it('keeps keyframes whole and drops an @media left empty', () => {
    const css = '@keyframes spin{from{a:0}to{a:1}}@media (max-width:600px){.dialog{b:2}}@media print{.card{c:3}}';
    expect(firstScreenCss(css, HTML)).toBe('@keyframes spin{from{a:0}to{a:1}}@media print{.card{c:3}}');
  });
});

describe('index.html with its first-screen rules', () => {
  const page = `<head><link rel="stylesheet" crossorigin href="./assets/index-1.css"></head><body>${HTML}</body>`;

  it('puts the rules before the whole sheet, held disabled for the console to enable (and loaded without script)', () => {
    const out = inlineFirstScreenCss(page, './assets/index-1.css', '.card{a:1}.dialog{b:2}');
    expect(out).toBe(
      '<head><style>.card{a:1}</style>' +
        `<link rel="stylesheet" crossorigin href="./assets/index-1.css" disabled>` +
        `<noscript><link rel="stylesheet" crossorigin href="./assets/index-1.css"></noscript></head><body>${HTML}</body>`,
    );
  });

  it("takes the dev server's link as index.html writes it", () => {
    const served = `<head><link rel="stylesheet" href="/src/styles.css" /></head><body>${HTML}</body>`;
    expect(inlineFirstScreenCss(served, '/src/styles.css', '.card{a:1}.dialog{b:2}')).toBe(
      '<head><style>.card{a:1}</style><link rel="stylesheet" href="/src/styles.css" disabled>' +
        `<noscript><link rel="stylesheet" href="/src/styles.css"></noscript></head><body>${HTML}</body>`,
    );
  });

  it('fails the build when the stylesheet link is not found', () => {
    expect(() => inlineFirstScreenCss(page, './assets/other.css', '')).toThrow(/no <link rel="stylesheet"/);
  });
});
