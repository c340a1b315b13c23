// A list call answered from the demo's tables: the core's list query (page, search, parent,
// published and untranslated filters) applied to the rows, newest first or in the order the API lists them.
import { matchesPublished, matchesSearch, matchesUntranslated, paged, type ListQuery, type ParentIds } from '@mfe/catalogue-core';

/** Whether a row passes the list's parent filters, judged on its ancestor ids. */
function passesParents(list: ListQuery, ancestors: ParentIds): boolean {
  return list.parents.every(({ field, id }) => id !== null && ancestors[field] === id);
}

type Named = { id: number; name: string; published?: boolean };

export interface Listing<Row extends Named> {
  rows: Row[];
  /** The ids above a row (only asked when the query has parent filters). */
  ancestors?(row: NoInfer<Row>): ParentIds;
  newestFirst?: boolean;
  /** The list's order when it is not newest first (the rows' own order when absent). */
  order?(a: NoInfer<Row>, b: NoInfer<Row>): number;
}

/** One page of the rows that match the query, as the API answers a list. */
export function listPage<Row extends Named, Out>(list: ListQuery, listing: Listing<Row>, shape: (row: NoInfer<Row>) => Out) {
  const found = listRows(list, listing);
  return paged(found.slice(list.offset, list.offset + list.perPage).map(shape), found.length, list);
}

/** Every row that matches the query (its page aside), in the list's order. */
export function listRows<Row extends Named>(list: ListQuery, listing: Listing<Row>): Row[] {
  const found = listing.rows.filter(
    (row) =>
      matchesSearch(list, row.name) &&
      matchesPublished(list, row) &&
      matchesUntranslated(list, row) &&
      (!list.parents.length || passesParents(list, listing.ancestors!(row))),
  );
  if (listing.newestFirst) found.sort((a, b) => b.id - a.id);
  else if (listing.order) found.sort(listing.order);
  return found;
}
