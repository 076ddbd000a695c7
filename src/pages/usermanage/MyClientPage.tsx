import { PersonListView } from './PersonListView';

export default function MyClientPage() {
  return <PersonListView kind="clients" />;
}
