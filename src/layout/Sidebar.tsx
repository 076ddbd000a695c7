import { Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterRoutes, type MenuItem as Item, routesToMenu } from '../router/helpers';
import { APP_ROUTES } from '../router/table';
import { useStores } from '../stores/RootStore';

/** The menu of the routes the role may open; hidden routes are never listed. */
export const Sidebar = observer(function Sidebar() {
  const { t } = useTranslation();
  const { session, brand } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = routesToMenu(filterRoutes(APP_ROUTES, session.role ?? 'user'));

  const render = (m: Item) => {
    const active = pathname === m.path || pathname.startsWith(`${m.path}/`);
    const label = t(m.route.meta.titleKey);
    if (m.children) {
      return (
        <li key={m.path} className="sidebar-group">
          <div className="sidebar-group-title">{label}</div>
          <ul className="sidebar-group-items">{m.children.map(render)}</ul>
        </li>
      );
    }
    return (
      <MenuItem
        key={m.path}
        icon={m.route.meta.icon}
        text={label}
        active={active}
        href={`#${m.path}`}
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          navigate(m.path);
        }}
      />
    );
  };

  return (
    <nav className="sidebar" aria-label={t('nav.menu')}>
      <div className="sidebar-brand">
        {brand.brand?.oemLogo && <img src={brand.brand.oemLogo} alt="" width={28} height={28} />}
        <span>{brand.name || t('app.defaultName')}</span>
      </div>
      <Menu className="sidebar-menu">{items.map(render)}</Menu>
    </nav>
  );
});
