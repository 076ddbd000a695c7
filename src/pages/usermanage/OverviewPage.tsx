import { PendingPage } from '../../components/PendingPage';

export default function OverviewPage() {
  return <PendingPage titleKey="route.overview" descKey="page.overview" />;
}
