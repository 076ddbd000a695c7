import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what the accessibility specs hold every page to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A frame on another origin than the page: only axe's partial runs (one per frame, joined on a blank page) reach it. */
const crossOriginFrame = (page: Page): boolean => {
  const origin = new URL(page.url()).origin;
  const elsewhere = (url: string) => {
    try {
      return new URL(url).origin !== origin;
    } catch {
      return true;
    }
  };
  return page.frames().some((f) => f !== page.mainFrame() && f.url() !== 'about:blank' && elsewhere(f.url()));
};

/**
 * The page's WCAG 2.1 A and AA violations, each as `rule: the elements' selectors`.
 *
 * The page is analysed in place with `axe.run` (the builder's legacy mode), rather than in parts joined on a blank page
 * opened in the same context, its own copy of axe injected (the builder's default): the same rules on the same elements
 * with the same findings, in about two thirds of the time. Only a frame on another origin needs the parts: the console
 * has none, and should one appear, the default is taken. (Asking axe for violations alone, `resultTypes`, is not the same:
 * the page-wide rules, one main landmark and every control in a landmark, then fail pages that pass.)
 */
export async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(!crossOriginFrame(page)).analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
