import { PendingPage } from '../../components/PendingPage';

export default function AiAudioPage() {
  return <PendingPage titleKey="route.aiaudio" descKey="page.aiaudio" />;
}
