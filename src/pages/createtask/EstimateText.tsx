import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TaskFormStore } from '../../stores/TaskFormStore';

/** 'About 6.3 s · costs 30 points' once there is something to speak; before that, what is missing to say so. */
export const EstimateText = observer(function EstimateText({ store }: { store: TaskFormStore }) {
  const { t } = useTranslation();
  const e = store.estimate;
  if ('missing' in e)
    return (
      <span className="bp6-text-muted">
        {t(e.missing === 'audio' ? 'createtask.previewNoAudio' : 'createtask.previewNoScript')}
      </span>
    );
  return <>{t('createtask.cost', { s: e.seconds, cost: e.cost })}</>;
});
