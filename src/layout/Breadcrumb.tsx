import { Breadcrumbs, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Crumb, crumbsFor } from '../router/crumbs';

/** Where the page sits: its route titles from the top (groups are not pages, so they are not links). */
export const Breadcrumb = observer(function Breadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = crumbsFor(pathname);
  const item = (c: Crumb, i: number) => ({
    text: t(c.titleKey),
    current: i === crumbs.length - 1,
    href: c.path && i < crumbs.length - 1 ? `#${c.path}` : undefined,
    onClick: c.path
      ? (e: React.MouseEvent) => {
          e.preventDefault();
          if (c.path) navigate(c.path);
        }
      : undefined,
  });
  return (
    <nav className="navbar-breadcrumb" aria-label={t('shell.breadcrumb')}>
      <Breadcrumbs
        items={crumbs.map(item)}
        currentBreadcrumbRenderer={({ text }) => (
          <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
            {text}
          </span>
        )}
      />
    </nav>
  );
});
