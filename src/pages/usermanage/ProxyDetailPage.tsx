import { PendingPage } from '../../components/PendingPage';

export default function ProxyDetailPage() {
  return <PendingPage titleKey="route.proxyDetail" descKey="page.proxyDetail" />;
}
