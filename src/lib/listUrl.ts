/**
 * A list's place in the address, as react-admin keeps it: `?page=3&perPage=50&q=wang&sort=power&order=asc`. Only what
 * differs from the list's defaults is written, so a plain link to the page is the list's first page; anything that
 * cannot be read (a page of 'abc', a size the service does not take, a sort it does not know) falls back to the
 * default, never to an error.
 */

/** The page sizes a list offers, all within the paging rule's maximum (src/domain/paging.ts). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** What a list's address holds. */
export interface ListPlace {
  page: number;
  perPage: number;
  q: string;
  sort: string;
  order: 'asc' | 'desc';
}

/** What a list accepts: its defaults and the sorts it knows. */
export interface ListPlaceRules {
  defaults: ListPlace;
  sorts: readonly string[];
}

const PARAMS = ['page', 'perPage', 'q', 'sort', 'order'] as const;

/** Whether the address names any place in the list at all (a bare link does not). */
export const hasListPlace = (search: URLSearchParams): boolean => PARAMS.some((p) => search.has(p));

export function parseListPlace(search: URLSearchParams, rules: ListPlaceRules): ListPlace {
  const d = rules.defaults;
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  const sort = search.get('sort') ?? '';
  const order = search.get('order');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : d.page,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : d.perPage,
    q: (search.get('q') ?? d.q).trim(),
    sort: rules.sorts.includes(sort) ? sort : d.sort,
    order: order === 'asc' || order === 'desc' ? order : d.order,
  };
}

/** The address of a place: the parameters of `keep` that are not the list's own, then the place's non-defaults. */
export function formatListPlace(place: ListPlace, rules: ListPlaceRules, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of keep ?? []) if (!(PARAMS as readonly string[]).includes(k)) out.append(k, v);
  const d = rules.defaults;
  if (place.page !== d.page) out.set('page', String(place.page));
  if (place.perPage !== d.perPage) out.set('perPage', String(place.perPage));
  if (place.q !== d.q) out.set('q', place.q);
  if (place.sort !== d.sort) out.set('sort', place.sort);
  if (place.order !== d.order) out.set('order', place.order);
  return out;
}

export const samePlace = (a: ListPlace, b: ListPlace): boolean => PARAMS.every((p) => a[p] === b[p]);
