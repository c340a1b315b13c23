import { ADMIN_AREAS, adminNavLinks, type AdminArea } from '@mfe/shared-ui/site/admin-navigation';

export function isAdminArea(value: string | undefined): value is AdminArea {
  return (ADMIN_AREAS as readonly string[]).includes(value ?? '');
}

/** What one record of the area is called in titles. */
const RECORD_NOUN: Record<AdminArea, string> = {
  product: 'Product',
  'product-series': 'Product Series',
  'product-category': 'Product Category',
  vendor: 'Vendor',
  'manufacture-type': 'Manufacture Type',
  'assets-image-manager': 'Image',
  'assets-file-manager': 'File',
};

export type AdminScreen = 'list' | 'create' | 'detail';

/** Page titles of the area screens: the drawer label for the list, 'Create X' and 'X Detail' for the form. */
export function adminAreaTitle(area: AdminArea, screen: AdminScreen): string {
  if (screen === 'create') return `Create ${RECORD_NOUN[area]}`;
  if (screen === 'detail') return `${RECORD_NOUN[area]} Detail`;
  return adminNavLinks.find((link) => link.to === `/admin/${area}`)?.label ?? RECORD_NOUN[area];
}
