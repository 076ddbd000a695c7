import { observer } from 'mobx-react-lite';
import { DraftNote } from '../../components/DraftNote';
import { PageHeader } from '../../components/PageHeader';
import { TaskForm } from './TaskForm';
import { useTaskForm } from './useTaskForm';
import '../assets.css';
import './createtask.css';

/** Basic editing: a digital human speaks a script (text or audio) in a chosen voice and language. */
export default observer(function BasicPage() {
  const { store, errors, setErrors, draft } = useTaskForm(false);
  return (
    <div className="page">
      <PageHeader page="createtaskBasic" />
      <DraftNote draft={draft} />
      <TaskForm store={store} errors={errors} setErrors={setErrors} />
    </div>
  );
});
