import { sampleValues } from '@mfe/catalogue-core/testing';
import type {
  ImageRef,
  ManufactureType,
  ManufactureTypeDetail,
  ProductCategoryNested,
  PageInfo,
  ProductSeriesDetail,
  ProductSeriesPage,
  ProductSeriesNested,
  SeriesProduct,
  VendorDetail,
  VendorNested,
} from '@mfe/shared-ui';

// Small, readable records in the API's shapes (shared-ui/src/types/entities.ts): the nested public
// reads (a type's detail, a vendor's detail) and the manufacture type list's rows. Each record
// starts from its entity's sample values (published, first in order, no description: a new field
// needs nothing here) and sets what the tests read by name, which the compiler checks.

const stamps = { created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' };

export const image = (id: number, path = `images/${id}.jpg`): ImageRef => ({ id, name: `image ${id}`, image_path: path });

export function series(id: number, categoryId: number, overrides: Partial<ProductSeriesNested> = {}): ProductSeriesNested {
  return {
    id,
    ...sampleValues('mt_product_series'),
    name: `Series ${id}`,
    mt_product_category_id: categoryId,
    image_id: id,
    image: image(100 + id),
    pdf_id: 500 + id,
    pdf: { id: 500 + id, name: `Brochure ${id}`, file_path: `files/brochure-${id}.pdf` },
    no_pdf: false,
    product_count: 2,
    ...stamps,
    ...overrides,
  };
}

export function category(
  id: number,
  vendorId: number,
  children: ProductSeriesNested[],
  overrides: Partial<ProductCategoryNested> = {},
): ProductCategoryNested {
  return {
    id,
    ...sampleValues('mt_product_category'),
    name: `Category ${id}`,
    mt_vendor_id: vendorId,
    image: null,
    mt_product_series: children,
    ...stamps,
    ...overrides,
  };
}

/** A vendor with its categories; with mt_manufacture_type in the overrides, the vendor detail. */
export function vendor(id: number, typeId: number, categories: ProductCategoryNested[], overrides: Partial<VendorDetail> = {}): VendorDetail {
  return {
    id,
    ...sampleValues('mt_vendor'),
    name: `Vendor ${id}`,
    mt_manufacture_type_id: typeId,
    image_id: 200 + id,
    image: image(200 + id, `images/logo-${id}.png`),
    mt_product_category: categories,
    ...stamps,
    ...overrides,
  };
}

export function manufactureType(id: number, name: string, overrides: Partial<ManufactureType> = {}): ManufactureType {
  return {
    id,
    ...sampleValues('mt_manufacture_type'),
    name,
    description: `${name} for automotive lines.`,
    image_id: 300 + id,
    image: image(300 + id),
    ...stamps,
    ...overrides,
  };
}

/** A manufacture type's detail: with its vendors → categories → series. */
export function manufactureTypeDetail(
  id: number,
  name: string,
  vendors: VendorNested[],
  overrides: Partial<ManufactureTypeDetail> = {},
): ManufactureTypeDetail {
  return { ...manufactureType(id, name), page_kind: 'distributors', mt_vendor: vendors, ...overrides };
}

/** A product as a series' detail lists it. */
export function seriesProduct(id: number, overrides: Partial<SeriesProduct> = {}): SeriesProduct {
  return {
    id,
    name: `Model ${id}`,
    description: null,
    description_id: null,
    image_id: id,
    image: image(300 + id),
    pdf_id: 700 + id,
    file: { id: 700 + id, name: `Model brochure ${id}`, file_path: `files/model-${id}.pdf` },
    ...overrides,
  };
}

/** A series' detail: under category 101 'CNC Lathes' → vendor 11 'Kanto' → type 2 'Machine Tools'. */
export function seriesDetail(id: number, products: SeriesProduct[], overrides: Partial<ProductSeriesDetail> = {}): ProductSeriesDetail {
  const { product_count: _count, ...own } = series(id, 101);
  return {
    ...own,
    mt_vendor_id: 11,
    mt_manufacture_type_id: 2,
    mt_product_category: {
      id: 101,
      ...sampleValues('mt_product_category'),
      name: 'CNC Lathes',
      mt_vendor_id: 11,
      image: null,
      mt_manufacture_type_id: 2,
      mt_vendor: {
        id: 11,
        ...sampleValues('mt_vendor'),
        name: 'Kanto Precision',
        mt_manufacture_type_id: 2,
        image: null,
        mt_manufacture_type: { id: 2, ...sampleValues('mt_manufacture_type'), name: 'Machine Tools', image: null, ...stamps },
        ...stamps,
      },
      ...stamps,
    },
    mt_product: products,
    ...overrides,
  };
}

/** The series page's read (issue 20): a series with one page of its products and where that page sits. */
export function seriesPage(
  id: number,
  products: SeriesProduct[],
  overrides: Partial<ProductSeriesPage> = {},
  paging: Partial<PageInfo> = {},
): ProductSeriesPage {
  const total = paging.total ?? products.length;
  const per_page = paging.per_page ?? 48;
  return {
    ...seriesDetail(id, products),
    mt_product_page: { total, per_page, current_page: 1, last_page: Math.max(1, Math.ceil(total / per_page)), ...paging },
    ...overrides,
  };
}

/** The specification of a lathe series (issue 24): a series page's attributes, and values for its models. */
export const latheAttributes: NonNullable<ProductSeriesPage['mt_product_attribute']> = [
  { id: 1, name: 'Max. spindle speed', name_id: 'Kecepatan spindel maks.', type: 'number', unit: 'rpm', options: [], on_card: true, position: 0 },
  { id: 2, name: 'Spindle speed range', name_id: null, type: 'range', unit: 'rpm', options: [], on_card: false, position: 1 },
  { id: 3, name: 'Spindle power', name_id: 'Daya spindel', type: 'number', unit: 'kW', options: [], on_card: false, position: 2 },
  { id: 4, name: 'Control', name_id: 'Sistem kontrol', type: 'option', unit: null, options: ['Fanuc', 'Siemens'], on_card: false, position: 3 },
  { id: 5, name: 'Bar feeder ready', name_id: 'Siap bar feeder', type: 'boolean', unit: null, options: [], on_card: false, position: 4 },
];
