import { PendingPage } from '../../components/PendingPage';

export default function ProxyUserPage() {
  return <PendingPage titleKey="route.proxyUser" descKey="page.proxyUser" />;
}
