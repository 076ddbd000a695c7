import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { KeptDraft } from './useKeptDraft';

/** The short note over an editor whose draft came back, with the way to throw it away. */
export function DraftNote({ draft }: { draft: KeptDraft }) {
  const { t } = useTranslation();
  if (!draft.restored) return null;
  return (
    <Callout className="draft-note" intent="primary" icon="history" role="status">
      <span>{t('assets.draftRestored')}</span>
      <span className="draft-note-actions">
        <Button
          size="small"
          intent="danger"
          variant="outlined"
          text={t('assets.draftDiscard')}
          onClick={draft.discard}
        />
        <Button size="small" variant="minimal" text={t('assets.draftKeep')} onClick={draft.dismiss} />
      </span>
    </Callout>
  );
}
