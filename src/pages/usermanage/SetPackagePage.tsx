import { PendingPage } from '../../components/PendingPage';

export default function SetPackagePage() {
  return <PendingPage titleKey="route.setPackage" descKey="page.setPackage" />;
}
