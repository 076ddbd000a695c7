import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  formatListPlace,
  hasListPlace,
  type ListPlace,
  type ListPlaceRules,
  parseListPlace,
  samePlace,
} from '../lib/listUrl';

/** A list whose place (page, size, search, sort) the address holds. */
export interface PlacedList {
  place: ListPlace;
  /** Shown at least once in this session. */
  loaded: boolean;
  goTo(place: ListPlace, fresh?: boolean): Promise<void>;
}

/**
 * Keeps a list's place in the address, as react-admin does: a reload, the back button or a shared link shows the same
 * page, search and sort. Each change the person makes is a history entry (back undoes it); a bare link to the page
 * (the menu, a tab) shows the place the list was left at in this session, written back into the address.
 * Returns `go`, which moves the list by changing the address.
 */
export function useListPlace(list: PlacedList, rules: ListPlaceRules): (patch: Partial<ListPlace>) => void {
  const location = useLocation();
  const navigate = useNavigate();
  // The first read of a visit is made even when the rows shown are of the same place: they may be old.
  const fresh = useRef(true);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!hasListPlace(search) && list.loaded && !samePlace(list.place, rules.defaults)) {
      navigate({ search: formatListPlace(list.place, rules, search).toString() }, { replace: true });
      return;
    }
    const place = parseListPlace(search, rules);
    const first = fresh.current;
    fresh.current = false;
    // The address followed the list (go): the list has asked for this place already, and a failure stays shown
    // with its Retry rather than being read again unasked.
    if (!first && samePlace(place, list.place)) return;
    void list.goTo(place, first);
  }, [location.search, list, rules, navigate]);

  return useCallback(
    (patch: Partial<ListPlace>) => {
      const next = { ...list.place, ...patch };
      const search = formatListPlace(next, rules, new URLSearchParams(location.search)).toString();
      // The same place again (the same search submitted twice): read it again, as a person pressing Search expects.
      if (`?${search}` === location.search || (search === '' && location.search === ''))
        return void list.goTo(next, true);
      // The list moves first, so the address that follows (a bare one, for the first page of the defaults) is its
      // place already and is not taken for a bare link to restore the last place from.
      void list.goTo(next);
      navigate({ search });
    },
    [list, rules, location.search, navigate],
  );
}
