import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  englishLabelSelector,
  isLibraryLabel,
  isLibraryTitle,
  LABEL_KEY_ATTR,
  LIBRARY_LABELS,
  LIBRARY_TITLES,
} from './libraryLabels';

/**
 * Renames, in the reader's language, each element a library labelled in English (src/app/libraryLabels.ts) as it
 * appears, and every one of them again when the language changes. React leaves the attribute alone afterwards: it
 * writes a prop only when its value changes, and the library's value never does.
 *
 * Only the nodes each mutation adds are searched: the page changes text many times a second (timers, lists), and a
 * search of the whole document on each change made a walk over every page three times slower.
 */
export function useTranslatedLibraryLabels(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const selector = englishLabelSelector();
    const name = (el: Element, english: string | null) => {
      if (!isLibraryLabel(english)) return;
      const label = t(LIBRARY_LABELS[english]);
      if (el.getAttribute(LABEL_KEY_ATTR) !== english) el.setAttribute(LABEL_KEY_ATTR, english);
      if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
    };
    const title = (el: Element, english: string | null) => {
      if (!isLibraryTitle(english)) return;
      const text = t(LIBRARY_TITLES[english]);
      if (el.getAttribute(LABEL_KEY_ATTR) !== english) el.setAttribute(LABEL_KEY_ATTR, english);
      if (el.textContent !== text) el.textContent = text;
    };
    const nameWithin = (root: Element | Document) => {
      if (root instanceof Element && root.matches(selector)) name(root, root.getAttribute('aria-label'));
      for (const el of root.querySelectorAll(selector)) name(el, el.getAttribute('aria-label'));
      for (const el of root.querySelectorAll(`svg > title:not([${LABEL_KEY_ATTR}])`)) title(el, el.textContent);
    };
    // Those named already, in the language before.
    for (const el of document.querySelectorAll(`[${LABEL_KEY_ATTR}]`)) {
      const english = el.getAttribute(LABEL_KEY_ATTR);
      if (el.tagName.toLowerCase() === 'title') title(el, english);
      else name(el, english);
    }
    nameWithin(document);
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) nameWithin(n);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [t]);
}
