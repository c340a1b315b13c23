// The public search over records held in memory, for both adapters: the API builds it from its
// snapshot and the products' names (kept until the next write), the demo from its tables. An
// inverted index of trigrams finds the candidates (what pg_trgm's GIN index does), the match rule
// of ./searchMatch.ts scores them. Measured at 100,000 products: about a millisecond a search,
// where pg_trgm's operators in PGlite (WebAssembly) took 10 to 250 ms.
import { SEARCH_KINDS, type SearchKind } from './schemas/search';

/** The column naming the record above a row of each kind (none for a type): each adapter reads a record's parent through it. */
export const SEARCH_PARENT_COLUMN: Record<SearchKind, string | null> = {
  mt_manufacture_type: null,
  mt_vendor: 'mt_manufacture_type_id',
  mt_product_category: 'mt_vendor_id',
  mt_product_series: 'mt_product_category_id',
  mt_product: 'mt_product_series_id',
};
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

/** Where an ascending list has the value, or -1 (binary search). */
function indexOf(list: ReadonlyArray<number>, value: number): number {
  const at = insertionPoint(list, value);
  return list[at] === value ? at : -1;
}

/** The first place of an ascending list whose value is not below this one. */
function insertionPoint(list: ReadonlyArray<number>, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Trigram → the positions of the texts that have it (ascending); counted in one reused array. */
class Postings {
  private lists = new Map<string, number[]>();
  private counts = new Uint8Array(0);
  /** How many trigrams each text has: of two sharing as many with a text, the smaller is the closer. */
  private sizes = new Uint16Array(0);
  /** Positions holding a text (a removed one keeps its place, empty). */
  private live = 0;
  /** Positions in use, removed ones included. */
  length = 0;
  constructor(gramSets: ReadonlyArray<Set<string> | null>) {
    this.grow(gramSets.length);
    gramSets.forEach((grams, position) => this.set(position, null, grams));
  }

  private grow(capacity: number): void {
    if (capacity <= this.sizes.length) return;
    const size = Math.max(capacity, Math.ceil(this.sizes.length * 1.5), 16);
    const sizes = new Uint16Array(size);
    sizes.set(this.sizes);
    this.sizes = sizes;
    this.counts = new Uint8Array(size);
  }

  /**
   * Give a position other trigrams (`before`: those it had; null for a new or a removed text):
   * each list stays ascending, so the index answers as one built afresh would.
   */
  set(position: number, before: Set<string> | null, after: Set<string> | null): void {
    this.grow(position + 1);
    this.length = Math.max(this.length, position + 1);
    for (const gram of before ?? []) {
      const list = this.lists.get(gram);
      const at = list ? indexOf(list, position) : -1;
      if (at < 0) continue;
      if (list!.length === 1) this.lists.delete(gram);
      else list!.splice(at, 1);
    }
    if (before) this.live--;
    for (const gram of after ?? []) {
      const list = this.lists.get(gram);
      if (!list) this.lists.set(gram, [position]);
      else if (list[list.length - 1]! < position) list.push(position);
      else list.splice(insertionPoint(list, position), 0, position);
    }
    if (after) this.live++;
    this.sizes[position] = after ? Math.min(after.size, 65535) : 0;
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
    const common = grams.filter((gram) => (this.lists.get(gram)?.length ?? 0) > this.live / 4);
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
      for (let position = 0; position < this.length; position++) yield position;
      return;
    }
    const lists = grams.map((gram) => this.lists.get(gram) ?? []).sort((a, b) => a.length - b.length);
    for (const position of lists[0]!) if (lists.every((list) => indexOf(list, position) >= 0)) yield position;
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
  /** By position: a removed record leaves its place empty. */
  private records: Array<SearchRecord | null> = [];
  private names: Postings;
  private descriptions: Postings | null;
  private lowerNames: string[];
  private positions = new Map<number, number>();
  /** In id order (as a store reads them): a record added later with a greater id keeps that order. */
  constructor(prepared: Prepared[], withDescriptions: boolean) {
    this.records = prepared.map((p) => p.record);
    this.names = new Postings(prepared.map((p) => p.name));
    this.descriptions = withDescriptions ? new Postings(prepared.map((p) => p.description)) : null;
    this.lowerNames = this.records.map((r) => r!.name.toLowerCase());
    prepared.forEach((p, position) => this.positions.set(p.record.id, position));
  }

  get size(): number {
    return this.positions.size;
  }

  ids(): IterableIterator<number> {
    return this.positions.keys();
  }

  get(id: number): SearchRecord | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : (this.records[position] ?? undefined);
  }

  /** Add a record, or give one its new name, description and parent (its place stays). */
  put(p: Prepared): void {
    const id = p.record.id;
    let position = this.positions.get(id);
    const before = position === undefined ? null : prepare(this.records[position]!);
    if (position === undefined) {
      position = this.names.length;
      this.positions.set(id, position);
    }
    this.names.set(position, before?.name ?? null, p.name);
    this.descriptions?.set(position, before?.description ?? null, p.description);
    this.records[position] = p.record;
    this.lowerNames[position] = p.record.name.toLowerCase();
  }

  /** Take a record out; false when it was not there. */
  remove(id: number): boolean {
    const position = this.positions.get(id);
    if (position === undefined) return false;
    const before = prepare(this.records[position]!);
    this.names.set(position, before.name, null);
    this.descriptions?.set(position, before.description, null);
    this.records[position] = null;
    this.lowerNames[position] = '';
    this.positions.delete(id);
    return true;
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
        if (this.records[p] && this.lowerNames[p]!.includes(lower)) {
          candidates.add(p);
          kept++;
        }
      }
    }
    const scored: ScoredRecord[] = [];
    for (const p of candidates) {
      const record = this.records[p];
      if (!record) continue;
      const score = searchScore(text, record, this.descriptions !== null);
      if (score !== null) scored.push({ record, score });
    }
    scored.sort((a, b) => b.score - a.score || a.record.id - b.record.id);
    return scored.slice(0, limit);
  }
}

/**
 * The records of every kind, searchable. A write changes only its own records' entries (put,
 * remove): the index then answers as one built afresh from the same records would.
 */
export class SearchIndex {
  private kinds = new Map<SearchKind, KindIndex>();
  private constructor(prepared: Prepared[]) {
    const byKind = new Map<SearchKind, Prepared[]>();
    for (const p of prepared) (byKind.get(p.record.kind) ?? byKind.set(p.record.kind, []).get(p.record.kind)!).push(p);
    // In id order whatever order the store read them in: positions break ties (Postings.sharing).
    for (const [kind, rows] of byKind)
      this.kinds.set(
        kind,
        new KindIndex(
          rows.sort((a, b) => a.record.id - b.record.id),
          byDescription(kind),
        ),
      );
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

  private kind(kind: SearchKind): KindIndex {
    let index = this.kinds.get(kind);
    if (!index) this.kinds.set(kind, (index = new KindIndex([], byDescription(kind))));
    return index;
  }

  /** Add a record, or change the one of that kind and id (name, description, parent). */
  put(record: SearchRecord): void {
    this.kind(record.kind).put(prepare(record));
  }

  /** Take out the record of that kind and id; false when it was not there. */
  remove(kind: SearchKind, id: number): boolean {
    return this.kinds.get(kind)?.remove(id) ?? false;
  }

  /** The record of that kind and id as the index has it. */
  get(kind: SearchKind, id: number): SearchRecord | undefined {
    return this.kinds.get(kind)?.get(id);
  }

  /** The ids of a kind's records. */
  ids(kind: SearchKind): number[] {
    return [...(this.kinds.get(kind)?.ids() ?? [])];
  }

  /** How many records of a kind it holds. */
  size(kind: SearchKind): number {
    return this.kinds.get(kind)?.size ?? 0;
  }

  /** The hits of each kind for a normalized text, at most `limitPerKind` each, best first. */
  search(text: string, limitPerKind: number): ScoredRecord[] {
    return SEARCH_KINDS.flatMap((kind) => this.kinds.get(kind)?.search(text, limitPerKind) ?? []);
  }
}
