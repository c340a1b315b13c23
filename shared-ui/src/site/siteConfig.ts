// The site's own constants: its name (spec §1), its links and its page titles. The company's facts
// (name, contact, texts, history, services) are the site settings (issue 23), which the pages read
// from the API (useGetSiteSettingsQuery); their defaults live in the core's site-settings module.

export const PRODUCT_NAME = 'Mitra Presisi Teknik';

/**
 * The seeded manufacture type that shows the company profile (its page kind says so, whatever its
 * name); the About section links to its page by this name, which still leads there after a rename.
 */
export const ENGINEERING_TYPE_NAME = 'Engineering & Services';

export interface NavLink {
  label: string;
  to: string;
}

/**
 * Public nav bar and footer (spec §2): the footer's Contact goes to /about. Labels are the spec's
 * page names; the shell shows each in the page's language (its messages' `pageName`). Paths are
 * without the locale prefix: the router's basename adds it.
 */
export const publicNavLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Products', to: '/products' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const footerLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Products', to: '/products' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/about' },
];

/** Spec §1: '{page title} | {product name}', or the bare product name. */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
