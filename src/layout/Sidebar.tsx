import { Icon, type IconName, Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterRoutes, type MenuItem as Item, routesToMenu } from '../router/helpers';
import { APP_ROUTES, HOME_PATH } from '../router/table';
import { useStores } from '../stores/RootStore';
import { BrandMark, useBrandName } from './BrandMark';

const contains = (m: Item, pathname: string): boolean =>
  pathname === m.path || pathname.startsWith(`${m.path}/`) || (m.children ?? []).some((c) => contains(c, pathname));

/**
 * The menu of the routes the role may open (hidden routes never listed), groups nested and folding. Collapsed on a
 * desktop it shows icons only (names stay for screen readers and as hover titles); on a phone it is an overlay.
 */
export const Sidebar = observer(function Sidebar() {
  const { t } = useTranslation();
  const { session, app, settings } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const items = routesToMenu(filterRoutes(APP_ROUTES, session.role));
  const iconsOnly = !app.isMobile && !app.sidebarOpened;
  const brandName = useBrandName();

  // The same function from one page to the next, so a page switch draws again only the links whose state changed.
  const go = useCallback(
    (path: string) => {
      app.closeMobileMenu();
      // flushSync: the new tab and the progress line are drawn in the click's own frame, before the page's code
      // arrives, so the page being left never passes for the new one.
      navigate(path, { flushSync: true });
    },
    [app, navigate],
  );

  const toggleGroup = (path: string) =>
    setFolded((s) => {
      const next = new Set(s);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  const render = (m: Item, depth: number) => {
    const label = t(m.route.meta.titleKey);
    if (m.children) {
      // A group holding the open page never folds away.
      const open = iconsOnly || !folded.has(m.path) || contains(m, pathname);
      const listId = `sidebar-group-${m.path.replaceAll('/', '-')}`;
      return (
        <li key={m.path} role="none" className={`sidebar-group depth-${depth}`}>
          {!iconsOnly && (
            <button
              type="button"
              role="menuitem"
              className="sidebar-group-title"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggleGroup(m.path)}
            >
              {m.route.meta.icon && <Icon icon={m.route.meta.icon} />}
              <span className="sidebar-label">{label}</span>
              <Icon icon={open ? 'chevron-up' : 'chevron-down'} className="sidebar-group-caret" />
            </button>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: inside a menu, a submenu is a list with the group role. */}
          <ul id={listId} role="group" aria-label={label} className="sidebar-group-items" hidden={!open}>
            {m.children.map((c) => render(c, depth + 1))}
          </ul>
        </li>
      );
    }
    return (
      <SidebarLink
        key={m.path}
        path={m.path}
        icon={m.route.meta.icon}
        label={label}
        depth={depth}
        iconsOnly={iconsOnly}
        active={pathname === m.path || pathname.startsWith(`${m.path}/`)}
        go={go}
      />
    );
  };

  const classes = [
    'sidebar',
    iconsOnly && 'sidebar--icons',
    app.isMobile && 'sidebar--mobile',
    app.isMobile && app.mobileMenuOpen && 'sidebar--open',
  ];
  return (
    <nav id="app-sidebar" className={classes.filter(Boolean).join(' ')} aria-label={t('nav.menu')}>
      {settings.sidebarLogo && (
        <a className="sidebar-brand" href={`#${HOME_PATH}`} title={brandName} onClick={() => app.closeMobileMenu()}>
          <BrandMark />
        </a>
      )}
      <Menu className="sidebar-menu">{items.map((m) => render(m, 0))}</Menu>
    </nav>
  );
});

interface SidebarLinkProps {
  path: string;
  icon: IconName | undefined;
  label: string;
  depth: number;
  iconsOnly: boolean;
  active: boolean;
  go(path: string): void;
}

/**
 * One page of the menu. Memoised: Blueprint's menu item measures its text after every draw (to ellipsize it), which
 * reads the page's layout, so a page switch draws again only the two links whose state changed.
 */
const SidebarLink = memo(function SidebarLink({ path, icon, label, depth, iconsOnly, active, go }: SidebarLinkProps) {
  return (
    <MenuItem
      icon={icon}
      text={<span className="sidebar-label">{label}</span>}
      htmlTitle={iconsOnly ? label : undefined}
      multiline={!iconsOnly}
      active={active}
      href={`#${path}`}
      className={`depth-${depth}`}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        go(path);
      }}
    />
  );
});
