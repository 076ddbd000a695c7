import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Blueprint's stylesheet, split in two: the light theme every page needs, and the rules of its dark theme, which only a
 * person who turned the dark theme on downloads (src/app/darkTheme.ts).
 * `import 'virtual:blueprint.css'` and `import('virtual:blueprint-dark.css')`.
 *
 * Blueprint 6 writes each dark rule twice: under the `.bp6-dark` class, which the console sets, and under the
 * `[data-bp-color-scheme=dark]` attribute, which nothing in the console sets. Both go to the dark part: left in the light
 * one, the attribute's rules were a fifth of what every signed-in page parses and of the sign-in page's own rules.
 */
export const LIGHT_ID = 'virtual:blueprint.css';
export const DARK_ID = 'virtual:blueprint-dark.css';
const IDS = { [LIGHT_ID]: 'light', [DARK_ID]: 'dark' } as const;
const RESOLVED = (id: string) => `\0${id.replace('virtual:', '')}`;

const isDark = (selector: string) => /\.bp6-dark\b|\[data-bp-color-scheme="?dark"?\]/.test(selector);

/** `css` as {light, dark}: each rule's dark selectors (with their @media/@supports around them) go to `dark`. */
export function splitDarkTheme(css: string): { light: string; dark: string } {
  const root = postcss.parse(css);
  const dark = postcss.root();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const darkSelectors = rule.selectors.filter(isDark);
    if (!darkSelectors.length) return;
    let moved: ChildNode = rule.clone({ selectors: darkSelectors });
    for (let p: Container | undefined = rule.parent; p && p.type !== 'root'; p = p.parent as Container | undefined) {
      const wrapper = (p as AtRule).clone({ nodes: [] });
      wrapper.append(moved);
      moved = wrapper;
    }
    dark.append(moved);
    const rest = rule.selectors.filter((s) => !isDark(s));
    if (rest.length) rule.selectors = rest;
    else rule.remove();
  });
  // @media blocks left with nothing inside.
  root.walkAtRules((a) => {
    if (a.nodes && a.nodes.length === 0) a.remove();
  });
  return { light: root.toString(), dark: dark.toString() };
}

export function blueprintCssPlugin(): Plugin {
  let parts: { light: string; dark: string } | null = null;
  const load = () => {
    const file = createRequire(import.meta.url).resolve('@blueprintjs/core/lib/css/blueprint.css');
    parts ??= splitDarkTheme(readFileSync(file, 'utf8'));
    return parts;
  };
  return {
    name: 'blueprint-css',
    resolveId: (id) => (id in IDS ? RESOLVED(id) : null),
    load(id) {
      const which = Object.entries(IDS).find(([k]) => RESOLVED(k) === id)?.[1];
      return which ? load()[which] : null;
    },
  };
}
