import { Button, ContextMenu, Icon, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../router/useAppNavigate';
import { useStores } from '../stores/RootStore';
import type { VisitedView } from '../stores/TagsViewStore';
import { usePendingPage } from './usePendingPage';

/**
 * The visited-page tabs: one per page visited, the active one following the route. Each closes with its cross (pinned
 * ones cannot), and a right-click (or the actions button, for touch screens) offers refresh, close, close others and
 * close all. A page switch draws again only the two tabs whose state changed. A page being opened is the active tab
 * from the click on (added at the end when new, marked busy) while its code arrives.
 */
export const TagsView = observer(function TagsView() {
  const { t } = useTranslation();
  const { tagsView } = useStores();
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const pending = usePendingPage()?.view ?? null;
  const shown = pending?.path ?? pathname;
  const activeRef = useRef<HTMLAnchorElement>(null);
  // The tabs' handlers read the path through this, so they stay the same functions from one page to the next.
  const here = useRef(pathname);
  useLayoutEffect(() => {
    here.current = pathname;
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the active tab changes.
  useEffect(
    // Scrolling reads the layout. Asked for in the next frame, it reads the layout that frame makes anyway, with the
    // new page and whatever its own effects changed; asked for right after the commit, it laid the whole page out
    // once more before that frame (a tenth of a page switch). (Browsers answer the scroll with a promise, which a
    // frame callback ignores.)
    () => {
      const frame = requestAnimationFrame(() => {
        void activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      });
      return () => cancelAnimationFrame(frame);
    },
    [shown, tagsView.views.length],
  );

  // As a menu click (src/layout/Sidebar.tsx): the tab is current in the click's own frame, and a page already open is
  // drawn in that frame too (its route's work ends within the click's task, and React draws what a click starts
  // before the browser paints).
  const go = useCallback(
    (to: string | null) => {
      if (to && to !== here.current) navigate(to, { flushSync: true });
    },
    [navigate],
  );
  const close = useCallback((v: VisitedView) => go(tagsView.close(v.path, here.current)), [go, tagsView]);
  const menu = useCallback(
    (v: VisitedView) => (
      <Menu aria-label={t('shell.tabMenu')}>
        <MenuItem icon="refresh" text={t('shell.refresh')} onClick={() => tagsView.refresh(v.path)} />
        <MenuItem icon="small-cross" text={t('shell.close')} disabled={v.affix} onClick={() => close(v)} />
        <MenuItem icon="cross" text={t('shell.closeOthers')} onClick={() => go(tagsView.closeOthers(v.path))} />
        <MenuItem icon="delete" text={t('shell.closeAll')} onClick={() => go(tagsView.closeAll())} />
      </Menu>
    ),
    [t, tagsView, go, close],
  );
  const active = tagsView.views.find((v) => v.path === pathname);
  const views = pending && !tagsView.has(pending.path) ? [...tagsView.views, pending] : tagsView.views;

  return (
    <nav className="tags-view" aria-label={t('shell.visited')}>
      <ul className="tags-view-list">
        {views.map((v) => (
          <Tab
            key={v.path}
            view={v}
            active={v.path === shown}
            busy={v.path === pending?.path}
            activeRef={activeRef}
            go={go}
            menu={menu}
            close={close}
          />
        ))}
      </ul>
      {/* Lazy: the menu's overlay and portal are made the first time it opens, not with the frame. */}
      {active && (
        <PopoverNext content={menu(active)} placement="bottom-end" arrow={false} lazy>
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

interface TabProps {
  view: VisitedView;
  active: boolean;
  /** Its page is being opened. */
  busy: boolean;
  activeRef: React.RefObject<HTMLAnchorElement | null>;
  go(to: string | null): void;
  menu(v: VisitedView): React.JSX.Element;
  close(v: VisitedView): void;
}

/**
 * One tab. Its right-click menu is built, and its popover mounted, the first time it is opened, then stays (so it
 * closes with its transition): a menu content given before would mount a popover with its portal for every tab, on
 * every page, never opened.
 */
const Tab = memo(function Tab({ view: v, active, busy, activeRef, go, menu, close }: TabProps) {
  const { t } = useTranslation();
  const title = t(v.titleKey);
  const [opened, setOpened] = useState(false);
  return (
    <ContextMenu
      tagName="li"
      content={({ isOpen }) => (isOpen || opened ? menu(v) : undefined)}
      onContextMenu={() => setOpened(true)}
      title={v.affix ? t('shell.pinned') : undefined}
      className={`tags-view-item${active ? ' is-active' : ''}${busy ? ' is-busy' : ''}`}
    >
      <a
        ref={active ? activeRef : undefined}
        href={`#${v.path}`}
        aria-current={active ? 'page' : undefined}
        aria-busy={busy || undefined}
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
          onClick={() => close(v)}
        >
          <Icon icon="small-cross" size={12} />
        </button>
      )}
    </ContextMenu>
  );
});
