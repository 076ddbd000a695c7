import { PersonListView } from './PersonListView';

export default function ProxyUserPage() {
  return <PersonListView kind="agents" />;
}
