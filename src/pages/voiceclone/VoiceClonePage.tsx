import { PendingPage } from '../../components/PendingPage';

export default function VoiceClonePage() {
  return <PendingPage titleKey="route.voiceclone" descKey="page.voiceclone" />;
}
