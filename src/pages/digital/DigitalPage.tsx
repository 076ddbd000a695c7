import { PendingPage } from '../../components/PendingPage';

export default function DigitalPage() {
  return <PendingPage titleKey="route.digital" descKey="page.digital" />;
}
