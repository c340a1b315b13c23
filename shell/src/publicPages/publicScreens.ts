import type { RemoteName } from '../federation/remoteRegistry';

// The public routes that show a remote screen: the one table the browser's route tree and the
// shell's server (which renders these routes, spec §2) both read.

/** The landing screen's four routes: each scrolls to its section and has its own title (spec §2). */
export const LANDING_ROUTES = [
  { path: '/', section: 'home', title: 'Home' },
  { path: '/products', section: 'products', title: 'Products' },
  { path: '/about', section: 'about', title: 'About Us' },
  { path: '/contact', section: 'contact', title: 'Contact' },
] as const;

export interface PublicScreenRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module without './'. */
  module: string;
  props?: Record<string, unknown>;
  /** A title known without data; data-driven screens set theirs. */
  title?: string;
  /** The query parameters the screen reads (the page cache keys on these only). */
  query?: readonly string[];
  /** Names of further parameters it reads, each with all its non-empty values (the catalogue finder's a<id>, a<id>_min, a<id>_max). */
  queryPattern?: RegExp;
  /** The landing hero sits under the transparent nav bar. */
  heroUnderNav?: boolean;
}

export const PUBLIC_SCREEN_ROUTES: readonly PublicScreenRoute[] = [
  ...LANDING_ROUTES.map(({ path, section, title }) => ({
    path,
    remote: 'public_remote' as const,
    module: 'LandingPage',
    props: { section },
    title,
    heroUnderNav: true,
  })),
  // Without a type the product screen goes back (spec §2); it decides that itself.
  { path: '/product', remote: 'public_remote', module: 'ProductTypePage' },
  { path: '/product/:type', remote: 'public_remote', module: 'ProductTypePage' },
  // The finder's filters (issue 24; their syntax: @mfe/catalogue-core/finder-filters).
  {
    path: '/product/catalog/:type/:vendorId',
    remote: 'public_remote',
    module: 'CataloguePage',
    query: ['category'],
    queryPattern: /^a\d+(_min|_max)?$/,
  },
  // Search results (issue 14): the screen titles the page with the text searched.
  { path: '/search', remote: 'public_remote', module: 'SearchPage', query: ['q'] },
  // A series and its models (issue 14), a page of them at a time (issue 20: ?page=n, each page cached on its own).
  { path: '/product/series/:seriesId', remote: 'public_remote', module: 'SeriesPage', query: ['page'] },
  // Up to 4 models side by side (issue 24): ranked above /product/:type (a static segment wins), noindex.
  { path: '/product/compare', remote: 'public_remote', module: 'ComparePage', query: ['ids'] },
];
