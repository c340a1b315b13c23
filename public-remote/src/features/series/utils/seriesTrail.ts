import { cataloguePath, productTypePath, seriesPath, type Breadcrumb, type ProductSeries } from '@mfe/shared-ui';

/**
 * The way back from a series page: Home › Products › type › vendor's catalogue › category › series.
 * The page's breadcrumbs and its BreadcrumbList (server head) both come from this one list.
 */
export function seriesTrail(series: ProductSeries): Breadcrumb[] {
  const category = series.mt_product_category;
  const vendor = category?.mt_vendor;
  const type = vendor?.mt_manufacture_type;
  const trail: Breadcrumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
  ];
  if (type) trail.push({ name: type.name, path: productTypePath(type.name) });
  if (type && vendor) trail.push({ name: vendor.name, path: cataloguePath(type.name, vendor.id) });
  if (type && vendor && category) trail.push({ name: category.name, path: cataloguePath(type.name, vendor.id, category.id) });
  trail.push({ name: series.name, path: seriesPath(series.id) });
  return trail;
}
