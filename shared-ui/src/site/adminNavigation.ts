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

/** The inquiries visitors send (issue 14): not a catalogue area (no create; a read-mostly list and detail of their own). */
export const INQUIRIES_PATH = '/admin/inquiry';
export const inquiryDetailPath = (id: number | string) => `${INQUIRIES_PATH}/detail/${id}`;
export const INQUIRIES_TITLE = 'Inquiries';
export const INQUIRY_DETAIL_TITLE = 'Inquiry Detail';

/** The drawer's links; the inquiries' link carries the count of new ones (a badge). */
export const adminNavLinks: NavLink[] = [
  { label: 'Home', to: '/admin/dashboard' },
  { label: INQUIRIES_TITLE, to: INQUIRIES_PATH },
  { label: 'Product', to: '/admin/product' },
  { label: 'Product Series', to: '/admin/product-series' },
  { label: 'Product Category', to: '/admin/product-category' },
  { label: 'Vendor', to: '/admin/vendor' },
  { label: 'Manufacture Type', to: '/admin/manufacture-type' },
  { label: 'Images Manager', to: '/admin/assets-image-manager' },
  { label: 'Files Manager', to: '/admin/assets-file-manager' },
];
