import { useParams } from 'react-router-dom';
import { PersonDetailView } from './PersonDetailView';

export default function MyClientDetailPage() {
  const { id } = useParams();
  // Keyed by id: a new address is a new person, never the last one's data.
  return <PersonDetailView key={id} kind="clients" />;
}
