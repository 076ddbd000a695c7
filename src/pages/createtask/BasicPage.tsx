import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { runAction } from '../../components/runAction';
import { readMediaInfo } from '../../lib/mediaInfo';
import { useStores } from '../../stores/RootStore';
import { TaskFormStore } from '../../stores/TaskFormStore';
import type { FieldKey } from './problemText';
import { TaskForm } from './TaskForm';
import '../assets.css';
import './createtask.css';

/** Basic editing: a digital human speaks a script (text or audio) in a chosen voice and language. */
export default observer(function BasicPage() {
  const root = useStores();
  const [store] = useState(() => new TaskFormStore(root, false, readMediaInfo));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  useEffect(() => {
    void runAction(() => store.load());
    return () => store.dispose();
  }, [store]);
  return (
    <div className="page">
      <PageHeader titleKey="route.createtaskBasic" descKey="page.createtaskBasic" />
      <TaskForm store={store} errors={errors} setErrors={setErrors} />
    </div>
  );
});
