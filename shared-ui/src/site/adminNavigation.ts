// The admin's areas and drawer links. Not in the package's main entry (which the federation shares
// whole, so every public page downloads it): the admin routes and screens import them from
// '@mfe/shared-ui/site/admin-navigation'.
import type { NavLink } from './siteConfig';

/** The seven catalogue areas of the admin, in drawer order. */
export const ADMIN_AREAS = [
  'product',
  'product-series',
  'product-category',
  'vendor',
  'manufacture-type',
  'assets-image-manager',
  'assets-file-manager',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const adminNavLinks: NavLink[] = [
  { label: 'Home', to: '/admin/dashboard' },
  { label: 'Product', to: '/admin/product' },
  { label: 'Product Series', to: '/admin/product-series' },
  { label: 'Product Category', to: '/admin/product-category' },
  { label: 'Vendor', to: '/admin/vendor' },
  { label: 'Manufacture Type', to: '/admin/manufacture-type' },
  { label: 'Images Manager', to: '/admin/assets-image-manager' },
  { label: 'Files Manager', to: '/admin/assets-file-manager' },
];
