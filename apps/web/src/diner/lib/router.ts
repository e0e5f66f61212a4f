/**
 * The diner page's own routing: two paths (`/` and `/table/{n}`) and a few query parameters do
 * not need a router library in the guest's first load. The History API plus one subscription.
 */
import { useCallback, useSyncExternalStore, type MouseEvent } from 'react';
import { serverRender } from './render-context';

const listeners = new Set<() => void>();
let popstateBound = false;

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!popstateBound && typeof window !== 'undefined') {
    window.addEventListener('popstate', emit);
    popstateBound = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address; on the server, the one being drawn. */
const snapshot = () => (typeof window === 'undefined' ? (serverRender()?.address ?? '/') : window.location.pathname + window.location.search);

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  window.history[opts.replace ? 'replaceState' : 'pushState'](null, '', to);
  emit();
}

/** `pathname + search` of the current address; re-renders on every change. */
export function useLocation(): { pathname: string; search: string } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const q = current.indexOf('?');
  return q < 0 ? { pathname: current, search: '' } : { pathname: current.slice(0, q), search: current.slice(q) };
}

export type SetSearchParams = (update: (params: URLSearchParams) => URLSearchParams, opts?: { replace?: boolean }) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  // A new object per address change, so effects that depend on it re-run exactly then.
  const params = paramsFor(search);
  const set = useCallback<SetSearchParams>((update, opts) => {
    const next = update(new URLSearchParams(window.location.search)).toString();
    navigate(`${window.location.pathname}${next ? `?${next}` : ''}`, opts);
  }, []);
  return [params, set];
}

let lastSearch: string | null = null;
let lastParams = new URLSearchParams();
function paramsFor(search: string): URLSearchParams {
  if (search !== lastSearch) {
    lastSearch = search;
    lastParams = new URLSearchParams(search);
  }
  return lastParams;
}

/** Click handler for in-page links: same-tab left clicks stay in the page, others behave as links. */
export function linkClick(to: string, opts: { replace?: boolean } = {}) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, opts);
  };
}
