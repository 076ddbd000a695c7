import { observer } from 'mobx-react-lite';
import { DraftNote } from '../../components/DraftNote';
import { PageHeader } from '../../components/PageHeader';
import { SeniorFields } from './SeniorFields';
import { TaskForm } from './TaskForm';
import { useTaskForm } from './useTaskForm';
import '../assets.css';
import './createtask.css';

/** Advanced editing: basic editing plus a background, a cover and a business card, beside the live preview. */
export default observer(function SeniorPage() {
  const { store, errors, setErrors, draft } = useTaskForm(true);
  return (
    <div className="page">
      <PageHeader page="createtaskSenior" />
      <DraftNote draft={draft} />
      <TaskForm
        store={store}
        errors={errors}
        setErrors={setErrors}
        extra={<SeniorFields store={store} errors={errors} />}
      />
    </div>
  );
});
