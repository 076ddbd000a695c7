import { PendingPage } from '../../components/PendingPage';

export default function TaskListPage() {
  return <PendingPage titleKey="route.tasklist" descKey="page.tasklist" />;
}
