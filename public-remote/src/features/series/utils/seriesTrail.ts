import { cataloguePath, productTypePath, seriesPath, textInLocale, type Breadcrumb, type Locale, type ProductSeries } from '@mfe/shared-ui';
import type { PublicMessages } from '../../../messages/messages';

/** A step of the trail, with `lang` when its name fell back to English on a page in another language. */
export interface TrailStep extends Breadcrumb {
  lang?: Locale;
}

/** The first steps of every series' trail, shown before (or without) the series. */
export function homeTrail(messages: PublicMessages): TrailStep[] {
  return [
    { name: messages.home, path: '/' },
    { name: messages.products, path: '/products' },
  ];
}

/**
 * The way back from a series page: Home › Products › type › vendor's catalogue › category › series,
 * named in the page's language (paths without its prefix). The page's breadcrumbs and its
 * BreadcrumbList (server head) both come from this one list.
 */
export function seriesTrail(series: ProductSeries, locale: Locale, messages: PublicMessages): TrailStep[] {
  const category = series.mt_product_category;
  const vendor = category?.mt_vendor;
  const type = vendor?.mt_manufacture_type;
  const named = (record: object): Pick<TrailStep, 'name' | 'lang'> => {
    const { text, lang } = textInLocale(record, 'name', locale);
    return lang === locale ? { name: text } : { name: text, lang };
  };
  const trail = homeTrail(messages);
  if (type) trail.push({ ...named(type), path: productTypePath(type.name) });
  if (type && vendor) trail.push({ name: vendor.name, path: cataloguePath(type.name, vendor.id) });
  if (type && vendor && category) trail.push({ ...named(category), path: cataloguePath(type.name, vendor.id, category.id) });
  trail.push({ name: series.name, path: seriesPath(series.id) });
  return trail;
}
