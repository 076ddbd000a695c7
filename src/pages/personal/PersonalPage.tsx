import { PendingPage } from '../../components/PendingPage';

export default function PersonalPage() {
  return <PendingPage titleKey="route.personal" descKey="page.personal" />;
}
