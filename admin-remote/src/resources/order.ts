import type { ManufactureTypeDetail, ProductCategoryDetail, ProductSeriesDetail, VendorDetail } from '@mfe/shared-ui';
import type { AnyDetail, CatalogueArea, Text } from './types';

/** A record as the order screen lists it. */
export interface OrderedRecord {
  id: number;
  name: string;
}

/**
 * Where an area's records are ordered (issue 21): under one record of the parent area, whose
 * detail lists them in their order; null for manufacture types (all of them, from their list).
 */
export interface OrderUnder {
  area: CatalogueArea;
  /** The parent select's label. */
  label: Text;
  children: (parent: AnyDetail) => OrderedRecord[];
}

export const ORDER_UNDER: Record<CatalogueArea, OrderUnder | null> = {
  'manufacture-type': null,
  vendor: { area: 'manufacture-type', label: (m) => m.fieldManufactureType, children: (type) => (type as ManufactureTypeDetail).mt_vendor },
  'product-category': { area: 'vendor', label: (m) => m.fieldVendor, children: (vendor) => (vendor as VendorDetail).mt_product_category },
  'product-series': {
    area: 'product-category',
    label: (m) => m.fieldProductCategory,
    children: (category) => (category as ProductCategoryDetail).mt_product_series,
  },
  product: { area: 'product-series', label: (m) => m.fieldProductSeries, children: (series) => (series as ProductSeriesDetail).mt_product },
};
