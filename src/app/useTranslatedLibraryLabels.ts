import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { englishLabelSelector, isLibraryLabel, LABEL_KEY_ATTR, LIBRARY_LABELS } from './libraryLabels';

/**
 * Renames, in the reader's language, each element a library labelled in English (src/app/libraryLabels.ts) as it
 * appears, and every one of them again when the language changes. React leaves the attribute alone afterwards: it
 * writes a prop only when its value changes, and the library's value never does.
 */
export function useTranslatedLibraryLabels(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const selector = englishLabelSelector();
    const relabel = () => {
      for (const el of document.querySelectorAll(selector)) {
        const english = el.getAttribute('aria-label');
        if (!isLibraryLabel(english)) continue;
        el.setAttribute(LABEL_KEY_ATTR, english);
        el.setAttribute('aria-label', t(LIBRARY_LABELS[english]));
      }
    };
    for (const el of document.querySelectorAll(`[${LABEL_KEY_ATTR}]`)) {
      const english = el.getAttribute(LABEL_KEY_ATTR);
      if (isLibraryLabel(english)) el.setAttribute('aria-label', t(LIBRARY_LABELS[english]));
    }
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [t]);
}
