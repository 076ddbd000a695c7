import { Lettermark } from '../components/Lettermark';
import { themeColorFor } from '../domain/theme';
import { Icon, Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterRoutes, type MenuItem as Item, routesToMenu } from '../router/helpers';
import { APP_ROUTES, HOME_PATH } from '../router/table';
import { useStores } from '../stores/RootStore';

const contains = (m: Item, pathname: string): boolean =>
  pathname === m.path || pathname.startsWith(`${m.path}/`) || (m.children ?? []).some((c) => contains(c, pathname));

/**
 * The menu of the routes the role may open (hidden routes never listed), groups nested and folding. Collapsed on a
 * desktop it shows icons only (names stay for screen readers and as hover titles); on a phone it is an overlay.
 */
export const Sidebar = observer(function Sidebar() {
  const { t, i18n } = useTranslation();
  const { session, brand, app, settings } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const items = routesToMenu(filterRoutes(APP_ROUTES, session.role));
  const iconsOnly = !app.isMobile && !app.sidebarOpened;

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
      <MenuItem
        key={m.path}
        icon={m.route.meta.icon}
        text={<span className="sidebar-label">{label}</span>}
        htmlTitle={iconsOnly ? label : undefined}
        multiline={!iconsOnly}
        active={pathname === m.path || pathname.startsWith(`${m.path}/`)}
        href={`#${m.path}`}
        className={`depth-${depth}`}
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          app.closeMobileMenu();
          // flushSync: the new tab and the progress line are drawn in the click's own frame, before the page's code
          // arrives, so the page being left never passes for the new one.
          navigate(m.path, { flushSync: true });
        }}
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
        <a
          className="sidebar-brand"
          href={`#${HOME_PATH}`}
          title={brand.nameIn(i18n.language) || t('app.defaultName')}
          onClick={() => app.closeMobileMenu()}
        >
          {brand.brand?.oemLogo ? (
            <img src={brand.brand.oemLogo} alt="" width={28} height={28} />
          ) : (
            // A brand made without a logo (the studio allows it) is shown by its first letter, not by nothing.
            brand.brand && (
              <Lettermark
                name={brand.nameIn(i18n.language) || t('app.defaultName')}
                color={themeColorFor(settings.themeColor, brand.color)}
              />
            )
          )}
          <span className="sidebar-label">{brand.nameIn(i18n.language) || t('app.defaultName')}</span>
        </a>
      )}
      <Menu className="sidebar-menu">{items.map((m) => render(m, 0))}</Menu>
    </nav>
  );
});
