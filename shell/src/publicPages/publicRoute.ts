import { matchRoutes } from 'react-router-dom';
import { PUBLIC_SCREEN_ROUTES, type PublicScreenRoute } from '../routes/publicScreens';

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
