/** A gap in a row of page links ('…'). */
export const GAP = 'gap';

/**
 * The page links a pager shows: the first, the last, and the current one with its neighbours; a
 * gap stands for the pages between (a lone page between is shown instead of a gap).
 * E.g. (1, 18) → 1 2 … 18; (9, 18) → 1 … 8 9 10 … 18.
 */
export function pageWindow(current: number, last: number): Array<number | typeof GAP> {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const pages = [...shown].sort((a, b) => a - b);
  const out: Array<number | typeof GAP> = [];
  pages.forEach((page, i) => {
    const before = pages[i - 1];
    if (before !== undefined && page - before === 2) out.push(page - 1);
    else if (before !== undefined && page - before > 2) out.push(GAP);
    out.push(page);
  });
  return out;
}
