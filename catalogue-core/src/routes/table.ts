// The catalogue's route table: every route both adapters serve from the core, in the order the
// API documents them. Finding a request's route (the demo's router, the answer checks of both
// adapters' tests) matches paths as the API's router does.
import { ACTIVITY_ROUTES } from './activity';
import { ASSET_ROUTES } from './assets';
import { ATTRIBUTE_ROUTES } from './attributes';
import { FINDER_ROUTES } from './finder';
import { COMPARE_ROUTES } from './compare';
import { HIERARCHY_ROUTES } from './hierarchy';
import { INQUIRY_ROUTES } from './inquiries';
import { ORDER_ROUTES } from './order';
import { PRODUCT_ROUTES } from './products';
import { PRODUCT_IMPORT_ROUTES } from './productImport';
import type { CatalogueRoute } from './route';
import { SEARCH_ROUTES } from './search';
import { SITE_SETTINGS_ROUTES } from './siteSettings';
import { STAFF_ROUTES } from './staff';

export const CATALOGUE_ROUTES: readonly CatalogueRoute[] = [
  ...HIERARCHY_ROUTES,
  ...PRODUCT_ROUTES,
  ...PRODUCT_IMPORT_ROUTES,
  ...ATTRIBUTE_ROUTES,
  ...COMPARE_ROUTES,
  ...ORDER_ROUTES,
  ...SEARCH_ROUTES,
  ...ASSET_ROUTES,
  ...INQUIRY_ROUTES,
  ...SITE_SETTINGS_ROUTES,
  ...ACTIVITY_ROUTES,
  ...STAFF_ROUTES,
  ...FINDER_ROUTES,
];

/** A path with `:name` params as a pattern, and the params' names in order. */
export function pathPattern(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(part.slice(1));
      // Like the API's router: an empty last segment is a value ('' → 404 for that id).
      return '([^/]*)';
    })
    .join('/');
  // No optional trailing slash: '/api/vendor/' is another route, which the API does not have.
  return { pattern: new RegExp(`^${source}$`), keys };
}

/** A param as sent; a malformed escape stays as it is (the API's router refuses that request). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const PATTERNS = new Map(CATALOGUE_ROUTES.map((route) => [route, pathPattern(route.path)]));

/** The table's route of that method and path (no query string), with its decoded params; null when none. */
export function findCatalogueRoute(method: string, path: string): { route: CatalogueRoute; params: Record<string, string> } | null {
  for (const [route, { pattern, keys }] of PATTERNS) {
    if (route.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    return { route, params: Object.fromEntries(keys.map((key, i) => [key, decodeParam(match[i + 1]!)])) };
  }
  return null;
}
