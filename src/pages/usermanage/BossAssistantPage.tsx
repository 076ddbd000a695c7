import { PendingPage } from '../../components/PendingPage';

export default function BossAssistantPage() {
  return <PendingPage titleKey="route.bossAssistant" descKey="page.bossAssistant" />;
}
