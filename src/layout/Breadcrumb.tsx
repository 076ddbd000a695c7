import { Breadcrumb as BpBreadcrumb, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { crumbsFor } from '../router/crumbs';

/**
 * Where the page sits: its route titles from the top (groups are not pages, so they are not links). Blueprint's
 * <Breadcrumbs> puts a spacer <div> inside its <ol> and wraps it in an English-labelled <nav> (both fail WCAG checks),
 * so the list is ours and each crumb is Blueprint's <Breadcrumb>. On a narrow bar the crumbs above the page are cut short
 * with an ellipsis first (layout.css); each keeps its whole name as a hover title.
 */
export const Breadcrumb = observer(function Breadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = crumbsFor(pathname);
  return (
    <nav className="navbar-breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          const path = c.path;
          return (
            <li key={c.titleKey} title={t(c.titleKey)}>
              {last ? (
                <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
                  {t(c.titleKey)}
                </span>
              ) : (
                <BpBreadcrumb
                  text={t(c.titleKey)}
                  href={path ? `#${path}` : undefined}
                  onClick={
                    path
                      ? (e: React.MouseEvent) => {
                          e.preventDefault();
                          navigate(path);
                        }
                      : undefined
                  }
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
