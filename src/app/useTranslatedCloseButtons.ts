import { Classes } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Blueprint's dialogs and drawers name their close button "Close" in English, with no prop to change it. Every such
 * button in the page is renamed in the reader's language as it appears (and again when the language changes).
 */
export function useTranslatedCloseButtons(): void {
  const { t } = useTranslation();
  const label = t('common.close');
  useEffect(() => {
    const relabel = () => {
      for (const b of document.querySelectorAll(`.${Classes.DIALOG_CLOSE_BUTTON}`))
        if (b.getAttribute('aria-label') !== label) b.setAttribute('aria-label', label);
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
}
