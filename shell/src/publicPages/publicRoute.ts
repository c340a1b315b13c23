import { matchRoutes } from 'react-router-dom';
import { PUBLIC_SCREEN_ROUTES, type PublicScreenRoute } from './publicScreens';

export interface PublicRouteMatch {
  route: PublicScreenRoute;
  params: Record<string, string | undefined>;
}

/** The public screen route a path shows (the browser's route table, ranked as the router ranks it), or null. */
export function matchPublicRoute(pathname: string): PublicRouteMatch | null {
  const matches = matchRoutes(
    PUBLIC_SCREEN_ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return null;
  return { route: (match.route as { route: PublicScreenRoute }).route, params: match.params };
}

/**
 * The URL a page is rendered and cached for: its path and only the query parameters its route
 * reads (the catalogue's `category` and its finder's filters, the search's `q`), so `?utm_source=…` and other unknown
 * parameters share the one page and cost no render. The browser links a page's twin in the other
 * language by it too, so that the link is the server's.
 */
export function pageUrl(pathname: string, search: URLSearchParams, route: PublicScreenRoute | null): string {
  const kept = new URLSearchParams();
  for (const name of route?.query ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const pattern = route?.queryPattern;
  if (pattern) for (const [name, value] of search) if (pattern.test(name) && value.trim()) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
