import type { responses } from '@mfe/catalogue-core';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';

/** A category's attribute as the API answers it (issue 24). */
export type Attribute = responses.Attribute;
/** Its detail: with how many products have a value of it (what its delete takes). */
export type AttributeDetail = responses.AttributeDetail;

/** A model of a category's grid (GET /api/product/attributes): with its series and its values. */
export type CategoryValuesRow = responses.CategoryValuesRow;

/** One page of a category's grid, as the paged lists answer it. */
export interface CategoryValuesPage {
  data: CategoryValuesRow[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

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
