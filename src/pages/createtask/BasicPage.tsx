import { PendingPage } from '../../components/PendingPage';

export default function BasicPage() {
  return <PendingPage titleKey="route.createtaskBasic" descKey="page.createtaskBasic" />;
}
