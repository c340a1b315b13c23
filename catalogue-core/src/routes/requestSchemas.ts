// The request parts the routes share, as they travel (text): path params and list query strings.
// They document; the use cases parse (../listing.ts, ../schemas/seriesPage.ts).
import { z } from 'zod';
import type { ParentField } from '../chain';

export const idParams = z.object({ id: z.string().describe('Record id') });

/** A list's query string: paging, search, the parent filters that list takes, and for records the published (issue 21) and untranslated (issue 22) filters. */
export function listQueryString(parentFilters: readonly ParentField[], { records = false } = {}) {
  const published = records
    ? {
        published: z.enum(['true', 'false']).optional().describe('true: published only; false: drafts only; absent: both'),
        untranslated: z
          .enum(['true', 'false'])
          .optional()
          .describe(
            'true: only the records missing Indonesian (a description without description_id; a type or category without name_id); false or absent: all. Another value: 422',
          ),
      }
    : {};
  return z.object({
    page: z.string().optional().describe('Page number (default 1)'),
    items_per_page: z.string().optional().describe('Rows per page (default 15, at most 100)'),
    search: z.string().optional().describe('Case-insensitive name contains'),
    ...Object.fromEntries(parentFilters.map((field) => [field, z.string().optional().describe('Parent id; a value that is no id matches nothing')])),
    ...published,
  });
}
