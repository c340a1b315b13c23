// The catalogue finder (issue 24): GET /api/catalog/facets and GET /api/catalog/series, their query
// (the filter syntax: ../finderFilters.ts) and their answers.
import { z } from 'zod';
import { ATTRIBUTE_TYPES, ATTRIBUTE_UNITS } from '../limits';
import { one } from './responses';

const count = z.number().int().min(0);

/** The query both calls take: the catalogue page (as its series list reads it) and the filters. */
export const finderQuery = z
  .object({
    vendor_id: z.string().describe('The vendor whose catalogue this is'),
    category: z.string().optional().describe('A category of that vendor; All or left out: all its categories'),
  })
  .catchall(z.union([z.string(), z.array(z.string())]))
  .describe(
    'Filters: a<id>=<option> (repeated: any of them), a<id>=true|false, a<id>_min= and a<id>_max= (a number within; a range whose interval overlaps). Empty values are no filter.',
  );

/** One filterable attribute of the page with its counts under the other filters. */
export const facet = z.object({
  id: z.number().int(),
  name: z.string(),
  name_id: z.string().nullable(),
  mt_product_category_id: z.number().int(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.enum(ATTRIBUTE_UNITS).nullable(),
  options: z
    .array(z.object({ value: z.string(), count }))
    .describe("A list's options in their order, or a yes/no's 'true' and 'false', each with how many models have it; [] for numbers"),
  min: z.number().nullable().describe('The least value (a range: its min) of the models counted; null for lists and yes/no, or when none'),
  max: z.number().nullable().describe('The greatest value (a range: its max) of the models counted; null as min'),
});

/** An attribute its category shows on the series cards (on_card). */
export const cardAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  name_id: z.string().nullable(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.enum(ATTRIBUTE_UNITS).nullable(),
});

/** A series' models' values of a card attribute, together. */
export const seriesCardValue = z.object({
  attribute_id: z.number().int(),
  min: z.number().nullable().describe('The least number (a range: its min) of its models; null without numbers'),
  max: z.number().nullable().describe('The greatest number (a range: its max); null as min'),
  texts: z.array(z.string()).describe("The distinct options or texts (yes/no: 'true', 'false'), in the attribute's option order or as first met"),
});

export const facetsAnswer = one(
  z.object({
    total: count.describe('How many models pass every filter'),
    attributes: z
      .array(facet)
      .describe("The page's filterable attributes (its categories' order, then theirs), each counted under every filter but its own"),
    cards: z
      .object({
        attributes: z.array(cardAttribute).describe('The attributes shown on cards (on_card), in the same order'),
        series: z
          .array(z.object({ id: z.number().int(), values: z.array(seriesCardValue) }))
          .describe('Each series of the page with values of them (all its models, whatever the filters), in the catalogue’s order'),
      })
      .describe("What the page's series cards show of their models' specifications"),
  }),
);

export const finderSeriesAnswer = one(
  z.object({
    total: count.describe('How many models pass every filter'),
    series: z
      .array(z.object({ id: z.number().int(), count: count.describe('Its models that pass') }))
      .describe('The series with at least one model that passes, in the catalogue’s order'),
  }),
);

export type Facet = z.infer<typeof facet>;
export type CardAttribute = z.infer<typeof cardAttribute>;
export type SeriesCardValue = z.infer<typeof seriesCardValue>;
export type FacetsAnswer = z.infer<typeof facetsAnswer>['data'];
export type FinderSeriesAnswer = z.infer<typeof finderSeriesAnswer>['data'];
