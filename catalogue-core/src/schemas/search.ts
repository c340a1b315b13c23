// Public search (GET /api/search, issue 14): the query and the answer. Hits are grouped by kind,
// the groups ranked by their best hit, and each hit carries the public path it opens.
import { z } from 'zod';
import { MESSAGES, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '../messages';
import { asText, payload } from './fields';
import { one } from './responses';

/** What a search finds, by table: the same names as MODULE_TYPES, from the top of the hierarchy down. */
export const SEARCH_KINDS = ['mt_manufacture_type', 'mt_vendor', 'mt_product_category', 'mt_product_series', 'mt_product'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How a results page heads each group. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  mt_manufacture_type: 'Product types',
  mt_vendor: 'Distributors',
  mt_product_category: 'Categories',
  mt_product_series: 'Series',
  mt_product: 'Products',
};

export const searchQuery = payload({
  q: z.preprocess(
    (value) => (asText(value) ?? '').trim(),
    z.string().min(SEARCH_TEXT_MIN, MESSAGES.searchTooShort).max(SEARCH_TEXT_MAX, MESSAGES.searchTooLong),
  ),
  limit: z.preprocess(
    (value) => {
      const text = asText(value)?.trim();
      return text ? Number(text) : SEARCH_LIMIT_DEFAULT;
    },
    z
      .number({ error: MESSAGES.searchLimitInvalid })
      .int(MESSAGES.searchLimitInvalid)
      .min(1, MESSAGES.searchLimitInvalid)
      .max(SEARCH_LIMIT_MAX, MESSAGES.searchLimitInvalid),
  ),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Its Indonesian name (types and categories only; null for the others or when untranslated) and description (issue 22): a page shows the visitor's language (textInLocale). */
  name_id: z.string().nullable(),
  description_id: z.string().nullable(),
  /** The record's image (a product without one: its series'), or null. */
  image_path: z.string().nullable(),
  /** The public page it opens: a type's page, a vendor's catalogue (filtered to a category), a series page (a product: its series page at #product-{id}). */
  path: z.string(),
  /** Where it sits, top down, for the line under the name: ['Machine Tools', 'Okuma', 'CNC Lathes']. */
  context: z.array(z.string()),
  /** The same places' Indonesian names (issue 22), null where untranslated (a vendor's and a series' names are never translated). */
  context_id: z.array(z.string().nullable()),
  /** Relevance, higher first (trigram similarity of name and description to the text, 0..1). */
  score: z.number(),
});
export const searchGroup = z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), hits: z.array(searchHit) });
/** `{data: {q, groups}}`: only kinds with hits, at most `limit` hits each, best group first. */
export const searchAnswer = one(z.object({ q: z.string(), groups: z.array(searchGroup) }));

export type SearchHit = z.infer<typeof searchHit>;
export type SearchGroup = z.infer<typeof searchGroup>;
export type SearchAnswer = z.infer<typeof searchAnswer>;
