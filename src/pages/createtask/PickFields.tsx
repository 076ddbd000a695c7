import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OUTPUT_LANGUAGES, TASK_NAME_MAX } from '../../domain/task';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import type { FieldKey } from './problemText';

/** Task name and output language (the digital human and the voice have their own pickers). */
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
