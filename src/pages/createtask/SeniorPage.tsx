import { PendingPage } from '../../components/PendingPage';

export default function SeniorPage() {
  return <PendingPage titleKey="route.createtaskSenior" descKey="page.createtaskSenior" />;
}
