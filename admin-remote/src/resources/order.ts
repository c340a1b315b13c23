import type { ManufactureTypeDetail, ProductCategoryDetail, ProductSeriesDetail, VendorDetail } from '@mfe/shared-ui';
import type { AnyDetail, CatalogueArea } from './types';

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
  label: string;
  children: (parent: AnyDetail) => OrderedRecord[];
}

export const ORDER_UNDER: Record<CatalogueArea, OrderUnder | null> = {
  'manufacture-type': null,
  vendor: { area: 'manufacture-type', label: 'Manufacture Type', children: (type) => (type as ManufactureTypeDetail).mt_vendor },
  'product-category': { area: 'vendor', label: 'Vendor', children: (vendor) => (vendor as VendorDetail).mt_product_category },
  'product-series': {
    area: 'product-category',
    label: 'Product Category',
    children: (category) => (category as ProductCategoryDetail).mt_product_series,
  },
  product: { area: 'product-series', label: 'Product Series', children: (series) => (series as ProductSeriesDetail).mt_product },
};
