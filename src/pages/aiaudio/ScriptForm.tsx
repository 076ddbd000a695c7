import { Button, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../app/toaster';
import { runAction } from '../../components/runAction';
import { type ScriptMessage, TEXT_MIN } from '../../domain/script';
import { PauseAndRate } from '../../components/PauseAndRate';
import { ScriptText } from '../../components/ScriptText';
import type { AudioStore } from '../../stores/AudioStore';
import { useStores } from '../../stores/RootStore';

/** The script: voice, text with a live counter and pause markers, speech rate, and the generate button. */
export const ScriptForm = observer(function ScriptForm({ store }: { store: AudioStore }) {
  const { t } = useTranslation();
  const { brand, dialog } = useStores();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [textError, setTextError] = useState('');
  const [busy, setBusy] = useState(false);
  const msg = (m: ScriptMessage) => t(m.key, m.values ?? {});
  const hailuo = brand.brand?.hailuoAudioGeneratePower ?? false;
  const script = store.script;

  const generate = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!script.timbre) return setTextError(t('aiaudio.voiceRequired'));
    const max = script.max;
    const { cut, problem } = store.prepare();
    if (cut) void toastWarning(t('script.cutNotice', { max }), 4000);
    if (problem) return setTextError(msg(problem));
    setTextError('');
    const cost = store.cost(hailuo);
    const ok = await dialog.confirm(
      t('aiaudio.confirmTitle'),
      t('aiaudio.confirmText', { chars: script.spoken, voice: script.timbre.name, cost }),
    );
    if (!ok) return;
    setBusy(true);
    await runAction(
      () => store.generate(),
      (a) => (a ? t('aiaudio.started') : ''),
    );
    setBusy(false);
  };

  return (
    <Card>
      <form onSubmit={generate} noValidate aria-label={t('aiaudio.generate')}>
        <FormGroup
          label={t('aiaudio.voice')}
          labelFor="aiaudio-voice"
          helperText={t(script.tier === 'paid' ? 'aiaudio.tierPaid' : 'aiaudio.tierFree', {
            min: TEXT_MIN,
            max: script.max,
          })}
        >
          <div className="aiaudio-voice-row">
            <HTMLSelect
              id="aiaudio-voice"
              fill
              value={script.voiceId}
              onChange={(e) => store.setVoice(e.currentTarget.value)}
            >
              <optgroup label={t('aiaudio.systemGroup')}>
                {script.timbres
                  .filter((v) => v.system)
                  .map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                    </option>
                  ))}
              </optgroup>
              {script.timbres.some((v) => !v.system) && (
                <optgroup label={t('aiaudio.mineGroup')}>
                  {script.timbres
                    .filter((v) => !v.system)
                    .map((v) => (
                      <option key={v.id} value={v.id}>
                        {`${v.name} (${t(v.tier === 'paid' ? 'voice.purchased' : 'voice.free')})`}
                      </option>
                    ))}
                </optgroup>
              )}
            </HTMLSelect>
            {brand.brand?.showAudition && (
              <Button
                icon="play"
                text={t('voice.audition')}
                disabled={!script.voiceId}
                onClick={() => void runAction(() => store.audition())}
              />
            )}
          </div>
          {store.auditionUrl && (
            // biome-ignore lint/a11y/useMediaCaption: a voice sample; its words are not known
            <audio
              className="aiaudio-audition"
              src={store.auditionUrl}
              controls
              autoPlay
              aria-label={t('voice.audition')}
            />
          )}
        </FormGroup>
        <FormGroup label={t('aiaudio.text')} labelFor="aiaudio-text" intent={textError ? 'danger' : 'none'}>
          <ScriptText
            id="aiaudio-text"
            script={script}
            textRef={textRef}
            placeholder={t('aiaudio.textPlaceholder')}
            invalid={Boolean(textError)}
            onEdit={() => textError && setTextError('')}
          />
          {textError && (
            <div className="field-error" role="alert">
              {textError}
            </div>
          )}
        </FormGroup>
        <PauseAndRate store={script} textRef={textRef} rateId="aiaudio-rate" />
        <div className="aiaudio-generate">
          <Button type="submit" intent="primary" icon="volume-up" loading={busy} text={t('aiaudio.generate')} />
          <span className="bp6-text-muted">
            {t(hailuo ? 'aiaudio.costHailuo' : 'aiaudio.cost', { cost: store.cost(hailuo) })}
          </span>
        </div>
      </form>
    </Card>
  );
});
