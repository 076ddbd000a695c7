import { Button, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TimbreDto } from '../../api/types';
import { runAction } from '../../components/runAction';
import { useStores } from '../../stores/RootStore';
import type { TaskFormStore } from '../../stores/TaskFormStore';

/**
 * The voice to speak with: the platform's voices, then the person's own, each with its tier; a listen button beside
 * each where the brand allows audition (showAudition), which plays a sample and stops it when pressed again.
 */
export const VoiceList = observer(function VoiceList({ store, error }: { store: TaskFormStore; error?: string }) {
  const { t } = useTranslation();
  const { brand } = useStores();
  const audition = Boolean(brand.brand?.showAudition);
  const groups: [string, TimbreDto[]][] = [
    [t('aiaudio.systemGroup'), store.timbres.filter((v) => v.system)],
    [t('aiaudio.mineGroup'), store.timbres.filter((v) => !v.system)],
  ];
  const playing = store.timbres.find((v) => v.id === store.auditionOf);
  return (
    <fieldset className="task-fieldset" aria-describedby={error ? 'task-voice-error' : undefined}>
      <legend className="task-legend">{t('createtask.voice')}</legend>
      {groups
        .filter(([, list]) => list.length > 0)
        .map(([title, list]) => (
          <div key={title} className="voice-group">
            <div className="voice-group-title bp6-text-muted">{title}</div>
            <ul className="voice-list">
              {list.map((v) => {
                const chosen = store.script.voiceId === v.id;
                return (
                  <li key={v.id} className={chosen ? 'chosen' : undefined}>
                    <label className="voice-choice">
                      <input
                        type="radio"
                        name={`task-voice-${store.senior ? 'senior' : 'basic'}`}
                        value={v.id}
                        checked={chosen}
                        onChange={() => store.setVoice(v.id)}
                      />
                      <span className="voice-name">{v.name}</span>
                      {!v.system && (
                        <Tag minimal intent={v.tier === 'paid' ? 'success' : 'none'}>
                          {t(v.tier === 'paid' ? 'voice.purchased' : 'voice.free')}
                        </Tag>
                      )}
                    </label>
                    {audition && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon={store.auditionOf === v.id ? 'stop' : 'play'}
                        aria-label={t(store.auditionOf === v.id ? 'createtask.stopListening' : 'createtask.listen', {
                          name: v.name,
                        })}
                        onClick={() => void runAction(() => store.audition(v.id))}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      {playing && store.auditionUrl && (
        // biome-ignore lint/a11y/useMediaCaption: a voice sample; its words are not known
        <audio
          className="voice-sample"
          src={store.auditionUrl}
          controls
          autoPlay
          aria-label={t('createtask.sample', { name: playing.name })}
          onEnded={() => store.stopAudition()}
        />
      )}
      {error && (
        <div className="field-error" role="alert" id="task-voice-error">
          {error}
        </div>
      )}
    </fieldset>
  );
});
