import { FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/UploadField';
import { TEXT_MIN } from '../../domain/script';
import { PauseAndRate } from '../../components/PauseAndRate';
import { ScriptText } from '../../components/ScriptText';
import { FREE_MODEL_MAX_S, type ScriptType } from '../../domain/task';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import { FlaggedWords } from './FlaggedWords';

/**
 * The script of a video: text to speak (counter, pause markers, rate, as in AI audio) or an uploaded audio of at most
 * a minute. `error` is the form's message for this part.
 */
export const ScriptFields = observer(function ScriptFields({ store, error }: { store: TaskFormStore; error: string }) {
  const { t } = useTranslation();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const script = store.script;

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
            helperText={t(script.tier === 'paid' ? 'aiaudio.tierPaid' : 'aiaudio.tierFree', {
              min: TEXT_MIN,
              max: script.max,
            })}
          >
            <ScriptText
              id="task-text"
              script={script}
              textRef={textRef}
              placeholder={t('createtask.textPlaceholder')}
              invalid={Boolean(error)}
            />
          </FormGroup>
          <FlaggedWords store={store} />
          <PauseAndRate store={script} textRef={textRef} rateId="task-rate" />
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
