// The public search over records held in memory, for both adapters: the API builds it from its
// snapshot and the products' names (kept until the next write), the demo from its tables. The
// distinct words of the names (and of the levels' descriptions) find the candidates of the word
// rule, typos included (./wordDictionary.ts), an inverted index of the names' trigrams those of a
// fragment (what pg_trgm's GIN index does); the match rule of ./searchMatch.ts scores them. A
// record's Indonesian name and description (issue 22) are searched beside its English ones: their
// words and trigrams join the record's, and the rule scores each text on its own.
import { SEARCH_KINDS, type SearchKind } from './schemas/search';

/** The column naming the record above a row of each kind (none for a type): each adapter reads a record's parent through it. */
export const SEARCH_PARENT_COLUMN: Record<SearchKind, string | null> = {
  mt_manufacture_type: null,
  mt_vendor: 'mt_manufacture_type_id',
  mt_product_category: 'mt_vendor_id',
  mt_product_series: 'mt_product_category_id',
  mt_product: 'mt_product_series_id',
};
import { MATCH_TIERS, SEARCH_CONTAINS_MIN, searchScore, searchWords, tieredScore, wordTier } from './searchMatch';
import { MeasureIndex, measuresInText, type Measure } from './searchMeasures';
import { trigrams } from './trigrams';
import type { WordMatch } from './typos';
import { insertionPoint } from './sortedList';
import { WordDictionary } from './wordDictionary';

export interface SearchRecord {
  kind: SearchKind;
  id: number;
  name: string;
  /** Matched for the levels only (./searchMatch.ts); a product's may be left out. */
  description: string | null;
  /** The Indonesian name (types and categories) and description: null when untranslated (or, a product's description, left out). */
  name_id: string | null;
  description_id: string | null;
  /** The record above it (a product's series, …), null for a type. */
  parentId: number | null;
  /** A product's number values and ranges of attributes with a unit (issue 24: found by "3000 rpm", ./searchMeasures.ts). */
  measures?: ReadonlyArray<Measure>;
}

/** A measure's hit: a number equal to it ranks as a whole name matched exactly, a range containing it just below. */
const measureScore = (exact: boolean) => tieredScore(MATCH_TIERS.exact, exact ? 1 : 0.5);

/** A row's Indonesian texts as a search record holds them: null where it has none (a kind without name_id, an untranslated text). */
export function searchedTranslations(row: object): Pick<SearchRecord, 'name_id' | 'description_id'> {
  const { name_id, description_id } = row as Record<string, unknown>;
  return { name_id: typeof name_id === 'string' ? name_id : null, description_id: typeof description_id === 'string' ? description_id : null };
}

export interface ScoredRecord {
  record: SearchRecord;
  score: number;
}

/**
 * The most candidates scored per kind: a text as common as a variant's name ('pro') matches an
 * eighth of 100,000 products; the best by tier and the shortest names are scored (a score costs
 * tens of microseconds).
 */
export const SEARCH_CANDIDATES = 50;

/**
 * Trigrams that any name containing the text has (as ./trigrams.ts cuts a name): those inside
 * each run of letters and digits, and where a separator of the text shows a run begins or ends
 * a word of the name, those of that edge ('nt ps' → 'nt ', '  p', ' ps').
 */
function containedTrigrams(text: string): string[] {
  const out = new Set<string>();
  for (const run of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const letters = [...run[0]];
    const start = run.index! > 0;
    const end = run.index! + run[0].length < text.length;
    const padded = [...(start ? '  ' : ''), ...letters, ...(end ? ' ' : '')];
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3).join(''));
  }
  return [...out];
}

/** Where an ascending list has the value, or -1 (binary search). */
function indexOf(list: ReadonlyArray<number>, value: number): number {
  const at = insertionPoint(list, value);
  return list[at] === value ? at : -1;
}

/** Trigram → the positions of the names that have it (ascending): the candidates of a fragment. */
class Postings {
  private lists = new Map<string, number[]>();
  /** Positions in use, removed ones included. */
  length = 0;

  /**
   * Give a position other trigrams (`before`: those it had; null for a new or a removed text):
   * each list stays ascending, so the index answers as one built afresh would.
   */
  set(position: number, before: Set<string> | null, after: Set<string> | null): void {
    this.length = Math.max(this.length, position + 1);
    for (const gram of before ?? []) {
      const list = this.lists.get(gram);
      const at = list ? indexOf(list, position) : -1;
      if (at < 0) continue;
      if (list!.length === 1) this.lists.delete(gram);
      else list!.splice(at, 1);
    }
    for (const gram of after ?? []) {
      const list = this.lists.get(gram);
      if (!list) this.lists.set(gram, [position]);
      else if (list[list.length - 1]! < position) list.push(position);
      else list.splice(insertionPoint(list, position), 0, position);
    }
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

/** A record with its words and its name's trigrams, made before the index is (the slow part of building it). */
interface Prepared {
  record: SearchRecord;
  grams: Set<string>;
  nameWords: string[];
  /** For the levels only (./searchMatch.ts). */
  descriptionWords: string[];
}

// Products are matched by name only (./searchMatch.ts).
const byDescription = (kind: SearchKind) => kind !== 'mt_product';

/** The words of a record's texts in both languages (a text matches by its own words: ./searchMatch.ts). */
function wordsOf(...texts: Array<string | null | undefined>): string[] {
  const words = texts.flatMap((text) => (text ? searchWords(text) : []));
  return texts.filter(Boolean).length > 1 ? [...new Set(words)] : words;
}

/** The trigrams of a record's names, English and Indonesian (a fragment of either finds it). */
function nameGrams(record: SearchRecord): Set<string> {
  const grams = trigrams(record.name);
  if (record.name_id) for (const gram of trigrams(record.name_id)) grams.add(gram);
  return grams;
}

function prepare(record: SearchRecord): Prepared {
  const descriptionWords = byDescription(record.kind) ? wordsOf(record.description, record.description_id) : [];
  return { record, grams: nameGrams(record), nameWords: wordsOf(record.name, record.name_id), descriptionWords };
}

/** The words of one side of the records (names, or the levels' descriptions): the distinct ones, and each position's. */
class WordSide {
  readonly dictionary = new WordDictionary();
  /** By position (a removed record: none). */
  readonly words: string[][] = [];
  set(position: number, words: string[]): void {
    this.dictionary.set(position, this.words[position] ?? [], words);
    this.words[position] = words;
  }

  /**
   * Each record all the searched words match, handed to `add` with tier * 2 + `side` (once). Each
   * searched word's best match is written by position (1 + typos * 2, + 1 on a beginning: the
   * least is the best, as betterMatch has it) over the lists of the words it matches; the
   * records of the searched word matching the fewest are the candidates.
   */
  collect(queryWords: string[], side: number, add: (position: number, key: number) => void): void {
    const matches = queryWords.map((query, i) => this.dictionary.matches(query, i === queryWords.length - 1));
    const counts = matches.map((byWord) => [...byWord.keys()].reduce((n, word) => n + this.dictionary.positions(word).length, 0));
    if (Math.min(...counts) === 0) return;
    const rarest = counts.indexOf(Math.min(...counts));
    const codes = matches.map((byWord) => {
      const code = new Uint8Array(this.words.length);
      for (const [word, match] of byWord) {
        const c = 1 + match.typos * 2 + (match.prefix ? 1 : 0);
        for (const position of this.dictionary.positions(word)) if (!code[position] || c < code[position]!) code[position] = c;
      }
      return code;
    });
    const best: WordMatch[] = matches.map(() => ({ typos: 0, prefix: false }));
    for (const word of matches[rarest]!.keys())
      for (const position of this.dictionary.positions(word)) {
        // Met once (a record may have two of the words matched).
        if (!codes[rarest]![position]) continue;
        let all = true;
        for (let q = 0; q < codes.length && all; q++) {
          const c = codes[q]![position]! - 1;
          best[q]!.typos = c >> 1;
          best[q]!.prefix = (c & 1) === 1;
          all = c >= 0;
        }
        codes[rarest]![position] = 0;
        const tier = all ? wordTier(best) : null;
        if (tier !== null) add(position, tier * 2 + side);
      }
  }
}

class KindIndex {
  /** By position: a removed record leaves its place empty. */
  private records: Array<SearchRecord | null> = [];
  private grams = new Postings();
  private names = new WordSide();
  private descriptions: WordSide | null;
  private lowerNames: string[] = [];
  /** The Indonesian names, lower-cased, by position (most kinds have none). */
  private lowerNamesId: Array<string | undefined> = [];
  private positions = new Map<number, number>();
  /** Products' measures (issue 24); the other kinds have none. */
  private measures = new MeasureIndex();
  /** In id order (as a store reads them): a record added later with a greater id keeps that order. */
  constructor(prepared: Prepared[], withDescriptions: boolean) {
    this.descriptions = withDescriptions ? new WordSide() : null;
    for (const p of prepared) this.put(p);
    // Sorted once now, not word by word nor at the first search.
    void this.names.dictionary.words;
    void this.descriptions?.dictionary.words;
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
    const before = position === undefined ? null : this.records[position]!;
    if (position === undefined) {
      position = this.records.length;
      this.positions.set(id, position);
    }
    this.grams.set(position, before ? nameGrams(before) : null, p.grams);
    this.names.set(position, p.nameWords);
    this.descriptions?.set(position, p.descriptionWords);
    this.records[position] = p.record;
    this.measures.set(position, p.record.measures);
    this.lowerNames[position] = p.record.name.toLowerCase();
    if (p.record.name_id || this.lowerNamesId[position] !== undefined) this.lowerNamesId[position] = p.record.name_id?.toLowerCase();
  }

  /** Take a record out; false when it was not there. */
  remove(id: number): boolean {
    const position = this.positions.get(id);
    if (position === undefined) return false;
    this.grams.set(position, nameGrams(this.records[position]!), null);
    this.names.set(position, []);
    this.descriptions?.set(position, []);
    this.records[position] = null;
    this.measures.set(position, null);
    this.lowerNames[position] = '';
    this.lowerNamesId[position] = undefined;
    this.positions.delete(id);
    return true;
  }

  /**
   * The candidates of the word rule, the best SEARCH_CANDIDATES by tier, then name before
   * description, then the shortest names (the closest whole names), then in order.
   */
  private wordCandidates(queryWords: string[]): number[] {
    if (!queryWords.length) return [];
    const byKey: number[][] = [];
    const add = (position: number, key: number) => (byKey[key] ??= []).push(position);
    this.names.collect(queryWords, 0, add);
    this.descriptions?.collect(queryWords, 1, add);
    // A level matching by name and by description: its better key counts (met first).
    const out = new Set<number>();
    for (const keyed of byKey) {
      if (!keyed) continue;
      const positions = this.descriptions ? keyed.filter((position) => !out.has(position)) : keyed;
      const room = SEARCH_CANDIDATES - out.size;
      for (const position of positions.length > room ? this.shortestNames(positions, room) : positions) out.add(position);
      if (out.size >= SEARCH_CANDIDATES) break;
    }
    return [...out];
  }

  /** The `count` positions of the shortest names, in order within a length (by length first: thousands may tie). */
  private shortestNames(positions: number[], count: number): number[] {
    const byLength: number[][] = [];
    for (const position of positions) (byLength[this.lowerNames[position]!.length] ??= []).push(position);
    const out: number[] = [];
    for (const group of byLength) {
      if (!group) continue;
      out.push(...group.sort((a, b) => a - b).slice(0, count - out.length));
      if (out.length >= count) break;
    }
    return out;
  }

  /** The first SEARCH_CANDIDATES names containing the text (a common fragment is in thousands). */
  private fragmentCandidates(text: string): number[] {
    const lower = text.toLowerCase();
    const out: number[] = [];
    for (const p of this.grams.havingAll(containedTrigrams(text))) {
      if (out.length >= SEARCH_CANDIDATES) break;
      if (this.records[p] && (this.lowerNames[p]!.includes(lower) || this.lowerNamesId[p]?.includes(lower))) out.push(p);
    }
    return out;
  }

  /** The records having the text's measures (issue 24), the `limit` best (numbers equal before ranges, then in order), scored into `scores`. */
  private measureHits(text: string, limit: number, scores: Map<number, number>): void {
    const asked = measuresInText(text);
    if (!asked.length) return;
    // A removed record has no measures left: every match is a record.
    for (const { position, exact } of this.measures.matching(asked, limit))
      scores.set(position, Math.max(scores.get(position) ?? 0, measureScore(exact)));
  }

  search(text: string, limit: number): ScoredRecord[] {
    const candidates = new Set(this.wordCandidates(searchWords(text)));
    // Fragments rank below every word match: needed only when those are too few.
    if (candidates.size < limit && text.length >= SEARCH_CONTAINS_MIN) for (const p of this.fragmentCandidates(text)) candidates.add(p);
    const scores = new Map<number, number>();
    for (const p of candidates) {
      const record = this.records[p];
      if (!record) continue;
      const score = searchScore(text, record, this.descriptions !== null);
      if (score !== null) scores.set(p, score);
    }
    this.measureHits(text, limit, scores);
    const scored = [...scores].map(([p, score]): ScoredRecord => ({ record: this.records[p]!, score }));
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
