import { useSyncExternalStore } from 'react';

/**
 * The app's location lives in the URL's hash (SPEC §2: `#/templates`, `#/gallery/designs?board=3`), its own
 * query included. Written here rather than taken from wouter's hash hook, which moves a `?query` out of the
 * hash into the page's real query, where a host's embedding parameters (`?source=external`, `?layout=…`) are.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener('hashchange', notify);
    addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener('hashchange', notify);
    removeEventListener('popstate', notify);
  };
}

/** `path?query` of a route, without its `#` or leading slashes. */
function routeOf(hash: string): [path: string, query: string] {
  const [path = '', query = ''] = hash.replace(/^#?\/*/, '').split('?');
  return [`/${path}`, query];
}

export const currentRoutePath = (): string => routeOf(window.location.hash)[0];
const currentRouteQuery = (): string => routeOf(window.location.hash)[1];

/** Goes to `to` (`/images/uploads`, `/gallery/designs?board=3`): a new history entry, or the current one replaced. */
export function navigateTo(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const [path, query] = routeOf(to);
  const url = new URL(window.location.href);
  url.hash = query ? `${path}?${query}` : path;
  if (url.href === window.location.href) return;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  // pushState and replaceState tell no one; the app's routes are told at once, before the next paint.
  notify();
}

/** wouter's location hook (`<Router hook={useHashRoute}>`): the route's path, and how to go elsewhere. */
export function useHashRoute(): [string, typeof navigateTo] {
  return [useSyncExternalStore(subscribe, currentRoutePath), navigateTo];
}
/** Links point at `#/path`, so a new tab or a copied link opens the same route. */
useHashRoute.hrefs = (href: string) => `#${href}`;
/** The route's own query, read by wouter's `useSearch` and `useSearchParams`. */
function useHashRouteQuery(): string {
  return useSyncExternalStore(subscribe, currentRouteQuery);
}
useHashRoute.searchHook = useHashRouteQuery;
