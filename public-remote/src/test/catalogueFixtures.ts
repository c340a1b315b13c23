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
// reads (a type's detail, a vendor's detail) and the manufacture type list's rows.

const stamps = { created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' };

export const image = (id: number, path = `images/${id}.jpg`): ImageRef => ({ id, name: `image ${id}`, image_path: path });

export function series(id: number, categoryId: number, overrides: Partial<ProductSeriesNested> = {}): ProductSeriesNested {
  return {
    id,
    name: `Series ${id}`,
    description: null,
    mt_product_category_id: categoryId,
    image_id: id,
    image: image(100 + id),
    pdf_id: 500 + id,
    pdf: { id: 500 + id, name: `Brochure ${id}`, file_path: `files/brochure-${id}.pdf` },
    no_pdf: false,
    product_count: 2,
    published: true,
    position: 0,
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
    name: `Category ${id}`,
    description: null,
    mt_vendor_id: vendorId,
    image_id: null,
    image: null,
    mt_product_series: children,
    published: true,
    position: 0,
    ...stamps,
    ...overrides,
  };
}

/** A vendor with its categories; with mt_manufacture_type in the overrides, the vendor detail. */
export function vendor(id: number, typeId: number, categories: ProductCategoryNested[], overrides: Partial<VendorDetail> = {}): VendorDetail {
  return {
    id,
    name: `Vendor ${id}`,
    description: null,
    mt_manufacture_type_id: typeId,
    image_id: 200 + id,
    image: image(200 + id, `images/logo-${id}.png`),
    mt_product_category: categories,
    published: true,
    position: 0,
    ...stamps,
    ...overrides,
  };
}

export function manufactureType(id: number, name: string, overrides: Partial<ManufactureType> = {}): ManufactureType {
  return {
    id,
    name,
    description: `${name} for automotive lines.`,
    image_id: 300 + id,
    image: image(300 + id),
    published: true,
    position: 0,
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
      name: 'CNC Lathes',
      description: null,
      mt_vendor_id: 11,
      image_id: null,
      image: null,
      mt_manufacture_type_id: 2,
      mt_vendor: {
        id: 11,
        name: 'Kanto Precision',
        description: null,
        mt_manufacture_type_id: 2,
        image_id: null,
        image: null,
        mt_manufacture_type: {
          id: 2,
          name: 'Machine Tools',
          description: null,
          image_id: null,
          image: null,
          published: true,
          position: 0,
          ...stamps,
        },
        published: true,
        position: 0,
        ...stamps,
      },
      published: true,
      position: 0,
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
