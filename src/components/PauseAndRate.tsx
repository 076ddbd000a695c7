import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type RefObject, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PAUSE_PRESETS, type ScriptMessage } from '../domain/script';
import type { ScriptDraft } from '../stores/ScriptDraft';

interface Props {
  /** The script of AI audio or of a video editor. */
  store: ScriptDraft;
  /** The text area the pause markers go into, at its cursor. */
  textRef: RefObject<HTMLTextAreaElement | null>;
  rateId: string;
}

/** Pauses inserted at the cursor (presets or a custom value) and the speech rate, with their messages. */
export const PauseAndRate = observer(function PauseAndRate({ store, textRef, rateId }: Props) {
  const { t } = useTranslation();
  const [customPause, setCustomPause] = useState('');
  const [pauseError, setPauseError] = useState('');
  const msg = (m: ScriptMessage) => t(m.key, m.values ?? {});
  const rate = store.rate;

  const pause = (raw: string) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? store.text.length;
    const end = el?.selectionEnd ?? start;
    // The text area shows the new text before the cursor is put after the marker: drawn synchronously here, since a
    // cursor placed a frame later moved back whatever the person had selected or focused in between.
    const r = flushSync(() => store.insertPause(raw, start, end));
    if ('error' in r) return setPauseError(msg(r.error));
    setPauseError('');
    el?.focus();
    el?.setSelectionRange(r.cursor, r.cursor);
  };

  return (
    <>
      <FormGroup label={t('aiaudio.pause')} intent={pauseError ? 'danger' : 'none'}>
        <div className="aiaudio-pauses">
          {PAUSE_PRESETS.map((s) => (
            <Button
              key={s}
              size="small"
              icon="time"
              text={t('aiaudio.pauseSeconds', { s })}
              onClick={() => pause(String(s))}
            />
          ))}
          <InputGroup
            size="small"
            aria-label={t('aiaudio.pauseCustom')}
            placeholder={t('aiaudio.pausePlaceholder')}
            value={customPause}
            inputMode="decimal"
            onChange={(e) => setCustomPause(e.currentTarget.value)}
          />
          <Button size="small" text={t('aiaudio.pauseInsert')} onClick={() => pause(customPause)} />
        </div>
        {pauseError && (
          <div className="field-error" role="alert">
            {pauseError}
          </div>
        )}
      </FormGroup>
      <FormGroup
        label={t('aiaudio.rate')}
        labelFor={rateId}
        intent={'error' in rate ? 'danger' : 'none'}
        helperText={'error' in rate ? msg(rate.error) : t('aiaudio.rateHint')}
      >
        <InputGroup
          className="rate-input"
          id={rateId}
          value={store.rateInput}
          inputMode="decimal"
          intent={'error' in rate ? 'danger' : 'none'}
          onChange={(e) => store.setRate(e.currentTarget.value)}
        />
      </FormGroup>
    </>
  );
});
