import { PendingPage } from '../../components/PendingPage';

export default function MyClientPage() {
  return <PendingPage titleKey="route.myClient" descKey="page.myClient" />;
}
