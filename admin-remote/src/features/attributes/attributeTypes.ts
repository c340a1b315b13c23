import type { responses } from '@mfe/catalogue-core';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';

/** A category's attribute as the API answers it (issue 24). */
export type Attribute = responses.Attribute;
/** Its detail: with how many products have a value of it (what its delete takes). */
export type AttributeDetail = responses.AttributeDetail;

/** What the attribute form sends (POST /api/attribute/create, /update/{id}). */
export interface AttributeBody {
  name: string;
  name_id: string;
  mt_product_category_id: number;
  type: Attribute['type'];
  unit: string | null;
  options: string[];
  filterable: boolean;
  on_card: boolean;
}

/** The grid's save: the changed cells, by product id, by attribute id (null clears). */
export type BulkValues = Record<string, Record<string, AttributeValues[string] | null>>;
