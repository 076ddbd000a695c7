import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Third-party sign-in lands here; it hands the console on to where the person was going. */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    const to = params.get('redirect');
    navigate(to?.startsWith('/') ? to : '/', { replace: true });
  }, [navigate, params]);
  return (
    <div className="app-boot" role="status">
      <Spinner aria-label={t('route.authRedirect')} />
    </div>
  );
}
