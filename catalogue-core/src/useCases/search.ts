// The public search (GET /api/search?q=&limit=): the query held to its schema (422 with the
// messages), the store's hits (../searchMatch.ts), each with the public page it opens and where it
// sits, grouped by kind, the groups ranked by their best hit.
import { SERIES_PAGE_SIZE } from '../messages';
import { cataloguePath, productTypePath, seriesPagePath, seriesPath } from '../paths';
import { parse } from '../schemas/parse';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, searchQuery, type SearchGroup, type SearchHit } from '../schemas/search';
import { normalizeSearchText, roundScore } from '../searchMatch';
import type { SearchReads, SearchRow } from '../store';
import { ok, type Answer } from './answer';

/** The public path a hit opens, from its parents (type, vendor, category, series). */
function pathOf(row: SearchRow): string | null {
  const [type, vendor, , series] = row.parents;
  switch (row.kind) {
    case 'mt_manufacture_type':
      return productTypePath(row.name);
    case 'mt_vendor':
      return type ? cataloguePath(type.name, row.id) : null;
    case 'mt_product_category':
      return type && vendor ? cataloguePath(type.name, vendor.id, row.id) : null;
    case 'mt_product_series':
      return seriesPath(row.id);
    case 'mt_product':
      return series ? seriesPath(series.id, row.id) : null;
  }
}

function hitOf(row: SearchRow, path: string): SearchHit {
  const series = row.kind === 'mt_product' ? row.parents[3] : undefined;
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    description: row.description,
    name_id: row.name_id,
    description_id: row.description_id,
    image_path: row.image_path ?? series?.image_path ?? null,
    path,
    context: row.parents.map((parent) => parent.name),
    context_id: row.parents.map((parent) => parent.name_id),
    score: roundScore(row.score),
  };
}

/**
 * A product's hit opens the page of its series page that shows it (issue 20: a series page shows
 * its models SERIES_PAGE_SIZE at a time): `/product/series/{id}?page={n}#product-{id}` past the first.
 */
async function productPages(store: SearchReads, rows: SearchRow[], groups: SearchGroup[]): Promise<void> {
  const hits = groups.find((group) => group.kind === 'mt_product')?.hits ?? [];
  if (!hits.length) return;
  const seriesOf = new Map(rows.filter((row) => row.kind === 'mt_product').map((row) => [row.id, row.parents[3]?.id]));
  const products = hits.flatMap((hit) => {
    const seriesId = seriesOf.get(hit.id);
    return seriesId === undefined ? [] : [{ id: hit.id, seriesId }];
  });
  const ranks = await store.seriesRanks(products);
  for (const { id, seriesId } of products) {
    const rank = ranks.get(id);
    const hit = hits.find((h) => h.id === id);
    if (rank !== undefined && hit) hit.path = seriesPagePath(seriesId, Math.floor(rank / SERIES_PAGE_SIZE) + 1, id);
  }
}

/** `{data: {q, groups}}`: the hits of each kind best first (at most `limit`), the groups by their best hit. */
export async function searchCatalogue(store: SearchReads, input: unknown): Promise<Answer> {
  const { limit, ...query } = parse(searchQuery, input);
  const q = normalizeSearchText(query.q);
  const rows = await store.search(q, limit);
  const groups: SearchGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const hits = rows
      .filter((row) => row.kind === kind)
      .flatMap((row) => {
        // A row whose chain the store could not complete has no page to open.
        const path = pathOf(row);
        return path === null ? [] : [hitOf(row, path)];
      })
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, limit);
    if (hits.length) groups.push({ kind, label: SEARCH_KIND_LABELS[kind], hits });
  }
  await productPages(store, rows, groups);
  // Stable: equal best hits keep the hierarchy's order (types first).
  groups.sort((a, b) => b.hits[0]!.score - a.hits[0]!.score);
  return ok({ data: { q, groups } });
}
