import { reaction } from 'mobx';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import {
  formatListPlace,
  hasListPlace,
  type ListPlace,
  type ListPlaceRules,
  parseListPlace,
  samePlace,
} from '../lib/listUrl';

const shownPath = (): string => window.location.hash.replace(/^#/, '').split('?')[0];

/** A list whose place (page, size, search, sort) the address holds: every paged list (a ListLoader). */
export interface PlacedList {
  place: ListPlace;
  placeRules: ListPlaceRules;
  /** Shown at least once in this session. */
  loaded: boolean;
  goTo(place: ListPlace, fresh?: boolean): Promise<void>;
}

/**
 * Keeps a list's place in the address, as react-admin does: a reload, the back button or a shared link shows the same
 * page, size, search and sort. Each change the person makes is a history entry (back undoes it); a bare link to the
 * page (the menu, a tab; not back or forward) shows the place the list was left at in this session, written back into
 * the address. When
 * the list moves by itself (to page 1 for something new, a page back when its last row went, a filter the address
 * does not hold), the address follows it in place, with no entry of its own. Returns `go`, which moves the list by
 * changing the address.
 */
export function useListPlace(list: PlacedList): (patch: Partial<ListPlace>) => void {
  const rules = list.placeRules;
  const location = useLocation();
  const navigate = useNavigate();
  // Back and forward ('POP') go to the place the entry names, a bare one too (the list's first page).
  const moved = useNavigationType();
  // The first read of a visit is made even when the rows shown are of the same place: they may be old.
  const fresh = useRef(true);
  // The list is moving at the address's or the person's word: the address is already, or about to be, its place.
  const steering = useRef(false);
  const search = useRef(location.search);
  search.current = location.search;
  const steer = useCallback(
    (place: ListPlace, again?: boolean) => {
      steering.current = true;
      try {
        return list.goTo(place, again);
      } finally {
        steering.current = false;
      }
    },
    [list],
  );

  // A page kept alive in a hidden tab (React's <Activity>) has its effects cleared while hidden and run again when its
  // tab is shown: that showing is a new visit, whose first read is made (a work submitted meanwhile is in it).
  useEffect(
    () => () => {
      fresh.current = true;
    },
    [],
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (moved !== 'POP' && !hasListPlace(params) && list.loaded && !samePlace(list.place, rules.defaults)) {
      navigate({ search: formatListPlace(list.place, rules, params).toString() }, { replace: true });
      return;
    }
    const place = parseListPlace(params, rules);
    const first = fresh.current;
    fresh.current = false;
    // The address followed the list (go): the list has asked for this place already, and a failure stays shown
    // with its Retry rather than being read again unasked.
    if (!first && samePlace(place, list.place)) return;
    void steer(place, first);
  }, [location.search, list, rules, navigate, steer, moved]);

  useEffect(
    () =>
      reaction(
        () => list.place,
        (place) => {
          // A page kept alive while hidden leaves the address to the page shown (the router keeps it in the hash).
          if (steering.current || shownPath() !== location.pathname) return;
          const params = new URLSearchParams(search.current);
          if (samePlace(parseListPlace(params, rules), place)) return;
          navigate({ search: formatListPlace(place, rules, params).toString() }, { replace: true });
        },
        { equals: samePlace },
      ),
    [list, rules, navigate, location.pathname],
  );

  return useCallback(
    (patch: Partial<ListPlace>) => {
      const next = { ...list.place, ...patch };
      const to = formatListPlace(next, rules, new URLSearchParams(location.search)).toString();
      // The same place again (the same search submitted twice): read it again, as a person pressing Search expects.
      if (`?${to}` === location.search || (to === '' && location.search === '')) return void steer(next, true);
      // The list moves first, so the address that follows (a bare one, for the first page of the defaults) is its
      // place already and is not taken for a bare link to restore the last place from.
      void steer(next);
      navigate({ search: to });
    },
    [list, rules, location.search, navigate, steer],
  );
}
