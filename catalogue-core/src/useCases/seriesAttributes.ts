// The attribute set a series' models are described by (issue 24): its category's attributes in the
// staff's order, with what the public's specification table and JSON-LD need of them only (not
// the staff's flags such as `filterable`). The series' detail and its page answer them as
// `mt_product_attribute` beside the models' `attributes` ({attribute_id: value}).
import { publicAttribute, type PublicAttribute } from '../schemas/responses';
import { compareByPosition } from '../shapes';
import type { CatalogueStore } from '../store';

/** The fields of an attribute the public reads (its response schema's). */
const PUBLIC_ATTRIBUTE_FIELDS = Object.keys(publicAttribute.shape) as Array<keyof PublicAttribute>;

/** A category's attributes in the staff's order, public fields only ([] for a series without a category's attributes). */
export async function publicAttributesOf(store: Pick<CatalogueStore, 'attributesOf'>, categoryId: unknown): Promise<PublicAttribute[]> {
  if (typeof categoryId !== 'number') return [];
  const rows = (await store.attributesOf([categoryId])).sort(compareByPosition);
  return rows.map((row) => Object.fromEntries(PUBLIC_ATTRIBUTE_FIELDS.map((field) => [field, row[field]])) as PublicAttribute);
}

/** A series (its detail, its page) with its category's attributes as `mt_product_attribute`. */
export async function withSeriesAttributes<S extends object>(
  store: Pick<CatalogueStore, 'attributesOf'>,
  series: S,
): Promise<S & { mt_product_attribute: PublicAttribute[] }> {
  const categoryId = (series as { mt_product_category_id?: unknown }).mt_product_category_id;
  return { ...series, mt_product_attribute: await publicAttributesOf(store, categoryId) };
}
