import { Button, FormGroup, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/UploadField';
import { PAUSE_PRESETS, type ScriptMessage, TEXT_MIN } from '../../domain/script';
import { FREE_MODEL_MAX_S, type ScriptType } from '../../domain/task';
import type { TaskFormStore } from '../../stores/TaskFormStore';

/**
 * The script of a video: text to speak (counter, pause markers, rate, as in AI audio) or an uploaded audio of at most
 * a minute. `error` is the form's message for this part.
 */
export const ScriptFields = observer(function ScriptFields({ store, error }: { store: TaskFormStore; error: string }) {
  const { t } = useTranslation();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [customPause, setCustomPause] = useState('');
  const [pauseError, setPauseError] = useState('');
  const msg = (m: ScriptMessage) => t(m.key, m.values ?? {});
  const over = store.count > store.max;
  const rate = store.rate;
  const tier = store.timbre?.tier ?? 'free';

  const pause = (raw: string) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? store.text.length;
    const end = el?.selectionEnd ?? start;
    const r = store.insertPause(raw, start, end);
    if ('error' in r) return setPauseError(msg(r.error));
    setPauseError('');
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(r.cursor, r.cursor);
    });
  };

  return (
    <>
      <RadioGroup
        label={t('createtask.scriptType')}
        inline
        selectedValue={store.scriptType}
        onChange={(e) => store.setScriptType(e.currentTarget.value as ScriptType)}
      >
        <Radio value="text" label={t('createtask.scriptText')} />
        <Radio value="audio" label={t('createtask.scriptAudio')} />
      </RadioGroup>
      {store.scriptType === 'text' ? (
        <>
          <FormGroup
            label={t('createtask.text')}
            labelFor="task-text"
            intent={error ? 'danger' : 'none'}
            helperText={t(tier === 'paid' ? 'aiaudio.tierPaid' : 'aiaudio.tierFree', { min: TEXT_MIN, max: store.max })}
          >
            <TextArea
              id="task-text"
              inputRef={textRef}
              className="aiaudio-text"
              value={store.text}
              placeholder={t('createtask.textPlaceholder')}
              intent={error || over ? 'danger' : 'none'}
              onChange={(e) => store.setText(e.currentTarget.value)}
            />
            <div className={`aiaudio-counter${over ? ' over' : ''}`}>
              <span>{t('aiaudio.markersHint')}</span>
              <span aria-live="polite">{t('aiaudio.counter', { count: store.count, max: store.max })}</span>
            </div>
          </FormGroup>
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
            labelFor="task-rate"
            intent={'error' in rate ? 'danger' : 'none'}
            helperText={'error' in rate ? msg(rate.error) : t('aiaudio.rateHint')}
          >
            <InputGroup
              id="task-rate"
              value={store.rateInput}
              inputMode="decimal"
              intent={'error' in rate ? 'danger' : 'none'}
              onChange={(e) => store.setRate(e.currentTarget.value)}
            />
          </FormGroup>
        </>
      ) : (
        <UploadField
          upload={store.audio}
          label={t('createtask.audioFile')}
          helper={t('createtask.audioHint', { s: FREE_MODEL_MAX_S })}
        />
      )}
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </>
  );
});
