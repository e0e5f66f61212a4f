import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/**
 * A list page's state (page, search text, filters) lives in the URL, so a filtered, paged list can be shared,
 * reloaded and restored with Back and Forward. Values at their default are left out of the URL; other query
 * parameters of the page (an open dialog's `?order=`, for instance) are kept as they are.
 */

/** Filters are strings in the URL; a page narrows each one to its own union with `allowed`. */
export type ListFilters = Record<string, string>;
/** Any object of string filters, interfaces included (they have no index signature). */
type FiltersOf<F> = { [K in keyof F]: string };

export interface ListStateOptions<F extends FiltersOf<F>> {
  /** Each filter's default value: shown when the URL does not name the filter, and never written to it. */
  filters?: F;
  /** The values a filter may take; anything else in the URL (an old link, a typo) reads as the default. */
  allowed?: { [K in keyof F]?: readonly F[K][] };
}

export interface ListState<F extends FiltersOf<F>> {
  /** 1-based page from `?page=`; anything that is not a whole number from 1 reads as 1. */
  page: number;
  /** The search text exactly as typed (`?q=`); debounce and trim it before querying. */
  search: string;
  filters: F;
  /** True when the search or any filter differs from its default. */
  filtered: boolean;
  /** A new history entry (Back returns to the page before) unless `replace`. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Replaces the current entry (no history entry per keystroke) and goes back to page 1. */
  setSearch: (text: string) => void;
  /** Goes back to page 1; a new history entry unless `replace` (text boxes typed into). */
  setFilters: (patch: Partial<F>, options?: { replace?: boolean }) => void;
  /** Search and filters back to their defaults, page 1. */
  reset: () => void;
}

export const PAGE_PARAM = 'page';
export const SEARCH_PARAM = 'q';

const EMPTY: ListFilters = {};
const NOTHING_TYPED: Readonly<Record<string, string>> = {};

function readPage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

function readFilters<F extends FiltersOf<F>>(params: URLSearchParams, defaults: F, allowed: ListStateOptions<F>['allowed']): F {
  const base = defaults as ListFilters;
  const out: ListFilters = { ...base };
  for (const key of Object.keys(base)) {
    const raw = params.get(key);
    if (raw === null) continue;
    const choices = (allowed as Record<string, readonly string[] | undefined> | undefined)?.[key];
    out[key] = choices && !choices.includes(raw) ? base[key]! : raw;
  }
  return out as unknown as F;
}

export function useListState<F extends FiltersOf<F> = Record<never, string>>(options: ListStateOptions<F> = {}): ListState<F> {
  const defaults = (options.filters ?? EMPTY) as F;
  const { allowed } = options;
  const [params, setParams] = useSearchParams();

  const location = useLocation();
  const navigationType = useNavigationType();

  // What was just typed into a text box (the search, or a filter set with `replace`), shown at once: the router
  // applies a URL change in a transition, and a box fed only from the URL would drop the keys typed before it lands.
  const [typed, setTyped] = useState(NOTHING_TYPED);
  // A new entry, Back or Forward: the boxes show the URL again. Replaced entries are this hook's own typing.
  useEffect(() => {
    if (navigationType !== 'REPLACE') setTyped(NOTHING_TYPED);
  }, [location.key, navigationType]);

  const page = readPage(params.get(PAGE_PARAM));
  const search = typed[SEARCH_PARAM] ?? params.get(SEARCH_PARAM) ?? '';
  const key = params.toString();
  const defaultsKey = JSON.stringify(defaults);
  const allowedKey = JSON.stringify(allowed ?? {});
  // Compared by value: the filters object keeps its identity while the URL and the defaults stay the same, so pages
  // can use it in query keys and effects even when they pass their defaults as a new object on every render.
  const filters = useMemo(() => {
    const base = JSON.parse(defaultsKey) as F;
    const read = readFilters(new URLSearchParams(key), base, JSON.parse(allowedKey) as ListStateOptions<F>['allowed']) as unknown as ListFilters;
    for (const name of Object.keys(base)) if (typed[name] !== undefined) read[name] = typed[name];
    return read as unknown as F;
  }, [key, defaultsKey, allowedKey, typed]);
  const filtered = search.trim() !== '' || (Object.keys(defaults) as (keyof F)[]).some((k) => filters[k] !== defaults[k]);

  // A change keeps the URL's other parameters (those of the page, like an open dialog's id). It builds on the URL
  // this hook last asked for while the location has not moved since: the router hands its updater the parameters of
  // the last render, so two changes before the next render (two filters picked in quick succession) would otherwise
  // lose the first.
  const asked = useRef<{ at: string; params: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) => {
      const base = asked.current?.at === location.key ? asked.current.params : params;
      const next = new URLSearchParams(base);
      change(next);
      asked.current = { at: location.key, params: next };
      setParams(next, { replace });
    },
    [params, location.key, setParams],
  );

  const setPage = useCallback(
    (next: number, opts?: { replace?: boolean }) =>
      update((p) => {
        if (next > 1) p.set(PAGE_PARAM, String(Math.floor(next)));
        else p.delete(PAGE_PARAM);
      }, opts?.replace ?? false),
    [update],
  );
  const setSearch = useCallback(
    (text: string) => {
      setTyped((t) => ({ ...t, [SEARCH_PARAM]: text }));
      update((p) => {
        if (text) p.set(SEARCH_PARAM, text);
        else p.delete(SEARCH_PARAM);
        p.delete(PAGE_PARAM);
      }, true);
    },
    [update],
  );
  const setFilters = useCallback(
    (patch: Partial<F>, opts?: { replace?: boolean }) => {
      if (opts?.replace) setTyped((t) => ({ ...t, ...(patch as Record<string, string>) }));
      update((p) => {
        const base = JSON.parse(defaultsKey) as ListFilters;
        for (const [k, v] of Object.entries(patch) as [string, string | undefined][]) {
          if (v === undefined || v === base[k]) p.delete(k);
          else p.set(k, v);
        }
        p.delete(PAGE_PARAM);
      }, opts?.replace ?? false);
    },
    [update, defaultsKey],
  );
  const reset = useCallback(
    () =>
      update((p) => {
        for (const k of Object.keys(JSON.parse(defaultsKey) as ListFilters)) p.delete(k);
        p.delete(SEARCH_PARAM);
        p.delete(PAGE_PARAM);
      }, false),
    [update, defaultsKey],
  );

  return { page, search, filters, filtered, setPage, setSearch, setFilters, reset };
}

/**
 * A page past the last one (the last row of the last page was deleted, or an old link) steps back to the last page;
 * it replaces the entry, so Back does not return to the empty page. `totalPages` is undefined until the list has loaded.
 */
export function useStepBackToLastPage(list: { page: number; setPage: ListState<ListFilters>['setPage'] }, totalPages: number | undefined): void {
  const { page, setPage } = list;
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages), { replace: true });
  }, [page, totalPages, setPage]);
}
