// Paged lists of the contract: `page`, `items_per_page` (or `per_page`; default 15, at most 100)
// and the answer `{data, total, per_page, current_page, last_page}`. PURE.

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

export interface Page {
  page: number;
  perPage: number;
}

function positiveInt(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** The page asked for; anything that is not a positive whole number falls back to the default. */
export function pageOf(query: Record<string, unknown> | undefined): Page {
  return {
    page: positiveInt(query?.page) ?? 1,
    perPage: Math.min(MAX_PER_PAGE, positiveInt(query?.items_per_page) ?? positiveInt(query?.per_page) ?? DEFAULT_PER_PAGE),
  };
}

/** One page of rows as the list calls answer it. */
export function paged<T>(rows: T[], total: number, p: Page) {
  return {
    data: rows,
    total,
    per_page: p.perPage,
    current_page: p.page,
    last_page: Math.max(1, Math.ceil(total / p.perPage)),
  };
}
