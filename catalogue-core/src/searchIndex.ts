// The public search over records held in memory, for both adapters: the API builds it from its
// snapshot and the products' names (kept until the next write), the demo from its tables. An
// inverted index of trigrams finds the candidates (what pg_trgm's GIN index does), the match rule
// of ./searchMatch.ts scores them. Measured at 100,000 products: about a millisecond a search,
// where pg_trgm's operators in PGlite (WebAssembly) took 10 to 250 ms.
import type { SearchKind } from './schemas/search';
import { SEARCH_CONTAINS_MIN, SEARCH_WORD_SIMILARITY, searchScore } from './searchMatch';
import { trigrams } from './trigrams';

export interface SearchRecord {
  kind: SearchKind;
  id: number;
  name: string;
  /** Matched for the levels only (./searchMatch.ts); a product's may be left out. */
  description: string | null;
  /** The record above it (a product's series, …), null for a type. */
  parentId: number | null;
}

export interface ScoredRecord {
  record: SearchRecord;
  score: number;
}

/**
 * The most candidates scored per kind and way of matching (name, description, contains): a text
 * as common as a variant's name ('pro') matches an eighth of 100,000 products; those sharing the
 * most trigrams with it are scored (a score costs tens of microseconds).
 */
export const SEARCH_CANDIDATES = 50;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The 3-character runs of letters and digits in a text: any text containing it has them as trigrams. */
function innerTrigrams(text: string): string[] {
  const chars = [...text.toLowerCase()];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) {
    const gram = chars.slice(i, i + 3);
    if (gram.every((c) => WORD_CHAR.test(c))) out.add(gram.join(''));
  }
  return [...out];
}

/** Whether an ascending list has the value (binary search). */
function has(list: Int32Array, value: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (list[mid] === value) return true;
    if (list[mid]! < value) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** Trigram → the positions of the texts that have it (ascending); counted in one reused array. */
class Postings {
  private lists = new Map<string, Int32Array>();
  private counts: Uint8Array;
  /** How many trigrams each text has: of two sharing as many with a text, the smaller is the closer. */
  private sizes: Uint16Array;
  constructor(gramSets: ReadonlyArray<Set<string> | null>) {
    const lists = new Map<string, number[]>();
    this.sizes = new Uint16Array(gramSets.length);
    gramSets.forEach((grams, position) => {
      if (!grams) return;
      this.sizes[position] = Math.min(grams.size, 65535);
      for (const gram of grams) {
        const list = lists.get(gram);
        if (list) list.push(position);
        else lists.set(gram, [position]);
      }
    });
    for (const [gram, list] of lists) this.lists.set(gram, Int32Array.from(list));
    this.counts = new Uint8Array(gramSets.length);
  }

  /** Each position having any of these (distinct) trigrams, with how many it has. */
  private count(grams: string[], each: (position: number, count: number) => void): void {
    const touched: number[] = [];
    for (const gram of grams.slice(0, 255)) {
      const list = this.lists.get(gram);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) if (this.counts[list[i]!]!++ === 0) touched.push(list[i]!);
    }
    for (const position of touched) {
      each(position, this.counts[position]!);
      this.counts[position] = 0;
    }
  }

  /** Positions sharing at least `min` of these trigrams, the most shared first (then the smallest, then in order), at most `max`. */
  sharing(grams: string[], min: number, max: number): number[] {
    // Trigrams that a quarter of the texts have ('  m', ' mk' of 'Mk2'…) are not counted when the
    // rest can still tell: a candidate then needs as many fewer of the others (its score is exact).
    const common = grams.filter((gram) => (this.lists.get(gram)?.length ?? 0) > this.sizes.length / 4);
    if (common.length && min - common.length >= 1) {
      grams = grams.filter((gram) => !common.includes(gram));
      min -= common.length;
    }
    const byCount: number[][] = [];
    this.count(grams, (position, n) => {
      if (n >= min) (byCount[n] ??= []).push(position);
    });
    const out: number[] = [];
    for (let n = byCount.length - 1; n >= min && out.length < max; n--) {
      // Within a count, the smallest texts first (grouped by size: thousands may share a count).
      const bySize = new Map<number, number[]>();
      for (const position of byCount[n] ?? []) {
        const size = this.sizes[position]!;
        const group = bySize.get(size);
        if (group) group.push(position);
        else bySize.set(size, [position]);
      }
      for (const size of [...bySize.keys()].sort((a, b) => a - b)) {
        if (out.length >= max) break;
        out.push(
          ...bySize
            .get(size)!
            .sort((a, b) => a - b)
            .slice(0, max - out.length),
        );
      }
    }
    return out;
  }

  /** Positions having every one of these trigrams, in order (none given: every position): the rarest list, kept where the others have it. */
  *havingAll(grams: string[]): Generator<number> {
    if (!grams.length) {
      for (let position = 0; position < this.sizes.length; position++) yield position;
      return;
    }
    const lists = grams.map((gram) => this.lists.get(gram) ?? new Int32Array(0)).sort((a, b) => a.length - b.length);
    for (const position of lists[0]!) if (lists.every((list) => has(list, position))) yield position;
  }
}

/** One kind's records with their name (and description) postings. */
/** A record with its trigram sets, made before the index is (the slow part of building it). */
interface Prepared {
  record: SearchRecord;
  name: Set<string>;
  description: Set<string> | null;
}

// Products are matched by name only (./searchMatch.ts).
const byDescription = (kind: SearchKind) => kind !== 'mt_product';

function prepare(record: SearchRecord): Prepared {
  const description = byDescription(record.kind) && record.description ? trigrams(record.description) : null;
  return { record, name: trigrams(record.name), description };
}

class KindIndex {
  private records: SearchRecord[];
  private names: Postings;
  private descriptions: Postings | null;
  private lowerNames: string[];
  constructor(prepared: Prepared[], withDescriptions: boolean) {
    this.records = prepared.map((p) => p.record);
    this.names = new Postings(prepared.map((p) => p.name));
    this.descriptions = withDescriptions ? new Postings(prepared.map((p) => p.description)) : null;
    this.lowerNames = this.records.map((r) => r.name.toLowerCase());
  }

  search(text: string, limit: number): ScoredRecord[] {
    const grams = [...trigrams(text)];
    // A word similarity of at least the threshold needs at least that share of the text's trigrams.
    const min = Math.max(1, Math.ceil(SEARCH_WORD_SIMILARITY * grams.length - 1e-9));
    const candidates = new Set(this.names.sharing(grams, min, SEARCH_CANDIDATES));
    if (this.descriptions) for (const p of this.descriptions.sharing(grams, min, SEARCH_CANDIDATES)) candidates.add(p);
    if (text.length >= SEARCH_CONTAINS_MIN) {
      const lower = text.toLowerCase();
      // Only the first few that contain it: a common word is contained by thousands.
      let kept = 0;
      for (const p of this.names.havingAll(innerTrigrams(text))) {
        if (kept >= SEARCH_CANDIDATES) break;
        if (this.lowerNames[p]!.includes(lower)) {
          candidates.add(p);
          kept++;
        }
      }
    }
    const scored: ScoredRecord[] = [];
    for (const p of candidates) {
      const record = this.records[p]!;
      const score = searchScore(text, record, this.descriptions !== null);
      if (score !== null) scored.push({ record, score });
    }
    scored.sort((a, b) => b.score - a.score || a.record.id - b.record.id);
    return scored.slice(0, limit);
  }
}

/** The records of every kind, searchable; build it again after a write. */
export class SearchIndex {
  private kinds = new Map<SearchKind, KindIndex>();
  private constructor(prepared: Prepared[]) {
    const byKind = new Map<SearchKind, Prepared[]>();
    for (const p of prepared) (byKind.get(p.record.kind) ?? byKind.set(p.record.kind, []).get(p.record.kind)!).push(p);
    for (const [kind, rows] of byKind) this.kinds.set(kind, new KindIndex(rows, byDescription(kind)));
  }

  /** The index of these records, made at once (a few hundred: the demo's tables, tests). */
  static of(records: SearchRecord[]): SearchIndex {
    return new SearchIndex(records.map(prepare));
  }

  /**
   * The index of these records, made a slice at a time with `pause` between slices, so that a
   * server answers other requests meanwhile (100,000 products take about a second).
   */
  static async build(records: SearchRecord[], pause: () => Promise<void>): Promise<SearchIndex> {
    const prepared: Prepared[] = [];
    for (let i = 0; i < records.length; i++) {
      prepared.push(prepare(records[i]!));
      if (i % 2000 === 1999) await pause();
    }
    return new SearchIndex(prepared);
  }

  /** The hits of each kind for a normalized text, at most `limitPerKind` each, best first. */
  search(text: string, limitPerKind: number): ScoredRecord[] {
    return [...this.kinds.values()].flatMap((index) => index.search(text, limitPerKind));
  }
}
