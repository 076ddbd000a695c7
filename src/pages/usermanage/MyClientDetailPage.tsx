import { PendingPage } from '../../components/PendingPage';

export default function MyClientDetailPage() {
  return <PendingPage titleKey="route.myClientDetail" descKey="page.myClientDetail" />;
}
