import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PageDescKey, RouteTitleKey } from '../router/table';
import { PageHeader } from './PageHeader';

/** A screen whose route, title and permissions exist while its content is being built (said so, not faked). */
export function PendingPage({ titleKey, descKey }: { titleKey: RouteTitleKey; descKey: PageDescKey }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader titleKey={titleKey} descKey={descKey} />
      <Callout intent="primary" icon="info-sign">
        {t('page.comingSoon')}
      </Callout>
    </div>
  );
}
