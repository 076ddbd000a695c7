import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ResultPage icon="lock" code="401" title={t('route.unauthorized')} description={t('errors.unauthorizedText')} />
  );
}
