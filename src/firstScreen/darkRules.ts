/**
 * The id of the template in index.html holding Blueprint's dark rules for the first screen (scripts/firstScreenCss.ts
 * writes it; the inline script puts its style in the page for a person whose console is dark).
 */
export const DARK_RULES_TEMPLATE = 'fs-dark-rules';
