import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageKey, pageHeadingKeys } from '../router/table';

interface Props {
  /** The page it heads: its title and line are the page's own (pageHeadingKeys), as the console frame shows them. */
  page: PageKey;
  actions?: ReactNode;
}

/** The title of a page (its one h1) with a line saying what it is for. */
export function PageHeader({ page, actions }: Props) {
  const { t } = useTranslation();
  const { titleKey, descKey } = pageHeadingKeys(page);
  return <PageHeading title={t(titleKey)} desc={t(descKey)} actions={actions} />;
}

/**
 * The header's markup, from its texts: also drawn by the console frame in index.html (src/layout/ConsoleFrame.tsx),
 * so the console's page lands on the very boxes and text the HTML painted first.
 */
export function PageHeading({ title, desc, actions }: { title: string; desc?: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 className={Classes.HEADING}>{title}</h1>
        {desc && <p>{desc}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}
