import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDescKey, RouteTitleKey } from '../router/table';

interface Props {
  titleKey: RouteTitleKey;
  descKey?: PageDescKey;
  actions?: ReactNode;
}

/** The title of a page (its one h1) with a line saying what it is for. */
export function PageHeader({ titleKey, descKey, actions }: Props) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <div>
        <h1 className={Classes.HEADING}>{t(titleKey)}</h1>
        {descKey && <p>{t(descKey)}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}
