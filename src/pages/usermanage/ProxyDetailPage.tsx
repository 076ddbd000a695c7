import { useParams } from 'react-router-dom';
import { PersonDetailView } from './PersonDetailView';

export default function ProxyDetailPage() {
  const { id } = useParams();
  return <PersonDetailView key={id} kind="agents" />;
}
