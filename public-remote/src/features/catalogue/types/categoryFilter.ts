/** What the ?category= query asks for (spec §2 catalogue rules). */
export type CategoryFilter =
  /** No ?category at all: the screen goes back. */
  | { kind: 'missing' }
  /** 'All', 'undefined' (normalised to All) or anything non-numeric. */
  | { kind: 'all'; normaliseToAll: boolean }
  | { kind: 'category'; id: number };
