// The compare view (issue 24): GET /api/product/compare?ids=1,2,3, up to COMPARE_MAX models side
// by side, from any series and category: the query and the answer.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ATTRIBUTE_TYPES, ATTRIBUTE_UNITS } from '../limits';
import { attribute, attributeValues, imageRef } from './responses';
import { payload } from './fields';
import { productIds } from './productIds';

/** The compare view's query: `ids`, 1 to COMPARE_MAX distinct model ids. */
export const compareQuery = payload({
  ids: productIds({ invalid: MESSAGES.compareIdsInvalid, tooMany: MESSAGES.compareTooMany, required: MESSAGES.compareIdsRequired }),
});
export type CompareQuery = z.output<typeof compareQuery>;

const id = z.number().int();
const text = z.string().nullable();

/** A compared model: its own fields, where it sits (series, category, vendor, type: what its links need) and its values. */
export const comparedProduct = z.object({
  id,
  name: z.string(),
  description: text,
  description_id: text,
  image: imageRef.nullable(),
  mt_product_series: z.object({ id, name: z.string() }),
  mt_product_category: z.object({ id, name: z.string(), name_id: text }),
  mt_vendor: z.object({ id, name: z.string() }),
  mt_manufacture_type: z.object({ id, name: z.string() }),
  attributes: attributeValues,
});

/**
 * A row of the comparison: one attribute, or the attributes of several categories that share its
 * name (any case), type and unit (a lathe's and a machining centre's 'Weight' in kg), by id.
 */
export const compareRow = z.object({
  name: z.string(),
  name_id: text,
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.enum(ATTRIBUTE_UNITS).nullable(),
  attribute_ids: z.array(id).describe('The attributes this row shows: a model has a value of at most one of them (its category’s)'),
});

export const comparison = z.object({
  data: z.object({
    mt_product: z.array(comparedProduct).describe('The models found, in the order asked'),
    mt_product_attribute: z
      .array(attribute)
      .describe('The attributes of the models’ categories: by category as the models come, each in the staff’s order'),
    rows: z.array(compareRow).describe('The comparison’s rows, in the order of mt_product_attribute; a merged row where its first attribute is'),
    missing_ids: z.array(id).describe('The ids asked that are no model the reader may see (unknown, or a draft for the public)'),
  }),
});

export type ComparedProduct = z.infer<typeof comparedProduct>;
export type CompareRow = z.infer<typeof compareRow>;
export type Comparison = z.infer<typeof comparison>['data'];
