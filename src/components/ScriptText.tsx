import { Classes, type Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScriptDraft } from '../stores/ScriptDraft';

interface Props {
  id: string;
  script: ScriptDraft;
  /** The text area, for the pause markers inserted at its cursor. */
  textRef: RefObject<HTMLTextAreaElement | null>;
  placeholder: string;
  /** The form has a message for the text. */
  invalid: boolean;
  /** After each edit (the form clears its message). */
  onEdit?: () => void;
}

/**
 * The script's text and its live counter (AI audio and the video editors). The text area is Blueprint's markup and
 * style on a plain textarea: Blueprint's TextArea reads the element's height each time it mounts or its page shows
 * again, even without auto-resize, which lays the whole page out in the middle of drawing it.
 */
export const ScriptText = observer(function ScriptText({ id, script, textRef, placeholder, invalid, onEdit }: Props) {
  const { t } = useTranslation();
  const intent: Intent = invalid || script.over ? 'danger' : 'none';
  return (
    <>
      <textarea
        id={id}
        ref={textRef}
        className={[Classes.INPUT, Classes.TEXT_AREA, Classes.intentClass(intent), 'aiaudio-text']
          .filter(Boolean)
          .join(' ')}
        value={script.text}
        placeholder={placeholder}
        onChange={(e) => {
          script.setText(e.currentTarget.value);
          onEdit?.();
        }}
      />
      <div className={`aiaudio-counter${script.over ? ' over' : ''}`}>
        <span>{t('aiaudio.markersHint')}</span>
        <span aria-live="polite">{t('aiaudio.counter', { count: script.count, max: script.max })}</span>
      </div>
    </>
  );
});
