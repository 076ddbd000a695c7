import { Button, ContextMenu, Icon, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/RootStore';
import type { VisitedView } from '../stores/TagsViewStore';

/**
 * The visited-page tabs: one per page visited, the active one following the route. Each closes with its cross (pinned
 * ones cannot), and a right-click (or the actions button, for touch screens) offers refresh, close, close others and
 * close all.
 */
export const TagsView = observer(function TagsView() {
  const { t } = useTranslation();
  const { tagsView } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activeRef = useRef<HTMLAnchorElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the active tab changes.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tagsView.views.length]);

  const go = (to: string | null) => {
    if (to && to !== pathname) navigate(to);
  };
  const actions = (v: VisitedView) => (
    <Menu aria-label={t('shell.tabMenu')}>
      <MenuItem icon="refresh" text={t('shell.refresh')} onClick={() => tagsView.refresh(v.path)} />
      <MenuItem
        icon="small-cross"
        text={t('shell.close')}
        disabled={v.affix}
        onClick={() => go(tagsView.close(v.path, pathname))}
      />
      <MenuItem icon="cross" text={t('shell.closeOthers')} onClick={() => go(tagsView.closeOthers(v.path))} />
      <MenuItem icon="delete" text={t('shell.closeAll')} onClick={() => go(tagsView.closeAll())} />
    </Menu>
  );
  const active = tagsView.views.find((v) => v.path === pathname);

  return (
    <nav className="tags-view" aria-label={t('shell.visited')}>
      <ul className="tags-view-list">
        {tagsView.views.map((v) => {
          const title = t(v.titleKey);
          const isActive = v.path === pathname;
          return (
            <ContextMenu
              key={v.path}
              tagName="li"
              content={actions(v)}
              title={v.affix ? t('shell.pinned') : undefined}
              className={`tags-view-item${isActive ? ' is-active' : ''}`}
            >
              <a
                ref={isActive ? activeRef : undefined}
                href={`#${v.path}`}
                aria-current={isActive ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  go(v.path);
                }}
              >
                {v.affix && <Icon icon="pin" size={12} />}
                {title}
              </a>
              {!v.affix && (
                <button
                  type="button"
                  className="tags-view-close"
                  aria-label={t('shell.closeTab', { title })}
                  title={t('shell.closeTab', { title })}
                  onClick={() => go(tagsView.close(v.path, pathname))}
                >
                  <Icon icon="small-cross" size={12} />
                </button>
              )}
            </ContextMenu>
          );
        })}
      </ul>
      {active && (
        <PopoverNext content={actions(active)} placement="bottom-end" arrow={false}>
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={t('shell.tabMenu')}
            title={t('shell.tabMenu')}
          />
        </PopoverNext>
      )}
    </nav>
  );
});
