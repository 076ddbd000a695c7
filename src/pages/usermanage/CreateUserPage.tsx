import { PendingPage } from '../../components/PendingPage';

export default function CreateUserPage() {
  return <PendingPage titleKey="route.createUser" descKey="page.createUser" />;
}
