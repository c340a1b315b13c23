// The chain rule: the parent ids of a payload form one line down the hierarchy (vendor under the
// manufacture type, category under the vendor, series under the category).
import type { FieldErrors } from './errors';
import { MESSAGES } from './messages';

/** The parent id columns of the chain, from the top. */
export const PARENT_FIELDS = ['mt_manufacture_type_id', 'mt_vendor_id', 'mt_product_category_id', 'mt_product_series_id'] as const;
export type ParentField = (typeof PARENT_FIELDS)[number];
export type ParentIds = Partial<Record<ParentField, number>>;
/** The parent ids a payload names (only the keys present are judged). */
export type ChainIds = ParentIds;

/** What the store knows of those ids: each one's own parent (undefined: no such row). */
export interface ChainFacts {
  typeExists?: boolean;
  /** The vendor's real manufacture type id. */
  vendorTypeId?: number;
  /** The category's real vendor id. */
  categoryVendorId?: number;
  /** The series' real category id. */
  seriesCategoryId?: number;
}

/** The ids of a payload that the chain rule judges: the parent fields it has. */
export function chainIdsOf(input: Partial<Record<ParentField, number | null>>): ChainIds {
  const ids: ChainIds = {};
  for (const field of PARENT_FIELDS) {
    const id = input[field];
    if (typeof id === 'number') ids[field] = id;
  }
  return ids;
}

/** The chain rule's field errors, or null. `labels.category` names the category as the form does. */
export function checkChain(ids: ChainIds, facts: ChainFacts, labels: { category?: string } = {}): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (ids.mt_manufacture_type_id !== undefined && !facts.typeExists) add('mt_manufacture_type_id', MESSAGES.notFound('Manufacture type'));
  if (ids.mt_vendor_id !== undefined) {
    if (facts.vendorTypeId === undefined) add('mt_vendor_id', MESSAGES.notFound('Vendor'));
    else if (facts.typeExists && facts.vendorTypeId !== ids.mt_manufacture_type_id) add('mt_vendor_id', MESSAGES.vendorNotUnderType);
  }
  if (ids.mt_product_category_id !== undefined) {
    const label = labels.category ?? 'Category';
    if (facts.categoryVendorId === undefined) add('mt_product_category_id', MESSAGES.notFound(label));
    else if (facts.vendorTypeId !== undefined && facts.categoryVendorId !== ids.mt_vendor_id)
      add('mt_product_category_id', MESSAGES.categoryNotUnderVendor);
  }
  if (ids.mt_product_series_id !== undefined) {
    if (facts.seriesCategoryId === undefined) add('mt_product_series_id', MESSAGES.notFound('Product Series'));
    else if (facts.categoryVendorId !== undefined && facts.seriesCategoryId !== ids.mt_product_category_id)
      add('mt_product_series_id', MESSAGES.seriesNotUnderCategory);
  }
  return Object.keys(errors).length ? errors : null;
}
