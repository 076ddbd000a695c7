/**
 * Names that Blueprint writes in English into the accessibility tree, with no prop to give another (each seen in
 * its sources): the close button of dialogs, drawers and toasts, the spinner (alone and inside a busy button), the
 * number field's steppers (the Demo drawer) and the date-range picker's shortcut menu. Each is renamed in the
 * reader's language as it appears (src/app/useTranslatedLibraryLabels.ts). Names with a prop of their own are given
 * through it instead (the date picker's labels, src/components/DateRangeField.tsx); the select's caret only repeated
 * the select and has no prop inside the date picker, so its title is renamed too (LIBRARY_TITLES). The locale gate (tests/e2e/localeTree.spec.ts) fails on
 * any English name this table misses.
 */
export const LIBRARY_LABELS = {
  Close: 'common.close',
  loading: 'common.loading',
  increment: 'a11y.increment',
  decrement: 'a11y.decrement',
  'Date picker shortcuts': 'a11y.dateShortcuts',
} as const;

export type LibraryLabel = keyof typeof LIBRARY_LABELS;

/** Titles Blueprint writes in English inside an icon (its <title>): the caret of every select. */
export const LIBRARY_TITLES = {
  'Open dropdown': 'a11y.openDropdown',
} as const;

export type LibraryTitle = keyof typeof LIBRARY_TITLES;

export const isLibraryTitle = (title: string | null): title is LibraryTitle =>
  title !== null && Object.hasOwn(LIBRARY_TITLES, title);

export const isLibraryLabel = (label: string | null): label is LibraryLabel =>
  label !== null && Object.hasOwn(LIBRARY_LABELS, label);

/** The attribute that keeps which label an element had, so a language change can rename it again. */
export const LABEL_KEY_ATTR = 'data-library-label';

/** CSS selector of every element still carrying one of the English labels. */
export const englishLabelSelector = (): string =>
  Object.keys(LIBRARY_LABELS)
    .map((l) => `[aria-label="${l}"]`)
    .join(',');
