import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OUTPUT_LANGUAGES, TASK_NAME_MAX } from '../../domain/task';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import type { FieldKey } from './problemText';

/** Task name, digital human, voice and output language: each required before anything else. */
export const PickFields = observer(function PickFields({
  store,
  errors,
}: {
  store: TaskFormStore;
  errors: Partial<Record<FieldKey, string>>;
}) {
  const { t } = useTranslation();
  const group = (key: FieldKey, label: string, id: string, child: React.ReactNode, helper?: string) => (
    <FormGroup
      label={label}
      labelFor={id}
      intent={errors[key] ? 'danger' : 'none'}
      helperText={errors[key] ? <span role="alert">{errors[key]}</span> : helper}
    >
      {child}
    </FormGroup>
  );
  return (
    <div className="task-picks">
      {group(
        'name',
        t('createtask.name'),
        'task-name',
        <InputGroup
          id="task-name"
          value={store.name}
          maxLength={TASK_NAME_MAX * 2}
          placeholder={t('createtask.namePlaceholder')}
          intent={errors.name ? 'danger' : 'none'}
          onChange={(e) => store.setName(e.currentTarget.value)}
        />,
      )}
      {group(
        'avatar',
        t('createtask.avatar'),
        'task-avatar',
        <HTMLSelect
          id="task-avatar"
          fill
          value={store.avatarId}
          onChange={(e) => store.setAvatar(e.currentTarget.value)}
        >
          <option value="">{t('createtask.choose')}</option>
          {store.avatars.map((a) => (
            <option key={a.id} value={a.id}>
              {`${a.name} (${t(`digital.${a.orientation}`)})`}
            </option>
          ))}
        </HTMLSelect>,
        store.avatars.length === 0 ? t('createtask.noAvatar') : undefined,
      )}
      {group(
        'voice',
        t('createtask.voice'),
        'task-voice',
        <HTMLSelect
          id="task-voice"
          fill
          value={store.script.voiceId}
          onChange={(e) => store.setVoice(e.currentTarget.value)}
        >
          <option value="">{t('createtask.choose')}</option>
          {store.script.timbres.map((v) => (
            <option key={v.id} value={v.id}>
              {v.system ? v.name : `${v.name} (${t(v.tier === 'paid' ? 'voice.purchased' : 'voice.free')})`}
            </option>
          ))}
        </HTMLSelect>,
      )}
      {group(
        'language',
        t('createtask.language'),
        'task-language',
        <HTMLSelect
          id="task-language"
          fill
          value={store.language}
          onChange={(e) => store.setLanguage(e.currentTarget.value)}
        >
          <option value="">{t('createtask.choose')}</option>
          {OUTPUT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`createtask.lang.${l}`)}
            </option>
          ))}
        </HTMLSelect>,
      )}
    </div>
  );
});
