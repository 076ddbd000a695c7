import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ResultPage icon="search" code="404" title={t('route.notFound')} description={t('errors.notFoundText')} />;
}
