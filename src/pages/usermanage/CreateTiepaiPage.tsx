import { PendingPage } from '../../components/PendingPage';

export default function CreateTiepaiPage() {
  return <PendingPage titleKey="route.createTiepai" descKey="page.createTiepai" />;
}
