import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { runAction } from '../../components/runAction';
import { readMediaInfo } from '../../lib/mediaInfo';
import { useStores } from '../../stores/RootStore';
import { TaskFormStore } from '../../stores/TaskFormStore';
import { Preview } from './Preview';
import type { FieldKey } from './problemText';
import { SeniorFields } from './SeniorFields';
import { TaskForm } from './TaskForm';
import '../assets.css';
import './createtask.css';

/** Advanced editing: basic editing plus a background, a cover and a business card, with a live preview. */
export default observer(function SeniorPage() {
  const root = useStores();
  const [store] = useState(() => new TaskFormStore(root, true, readMediaInfo));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  useEffect(() => {
    void runAction(() => store.load());
    return () => store.dispose();
  }, [store]);
  return (
    <div className="page">
      <PageHeader titleKey="route.createtaskSenior" descKey="page.createtaskSenior" />
      <TaskForm
        store={store}
        errors={errors}
        setErrors={setErrors}
        extra={<SeniorFields store={store} errors={errors} />}
        aside={<Preview store={store} />}
      />
    </div>
  );
});
