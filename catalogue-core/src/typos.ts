// How many typos a searched word forgives, and whether it matches a word of a record, as Meilisearch
// and Typesense count them: a word of ONE_TYPO_MIN letters or more forgives one, of TWO_TYPOS_MIN or
// more two; a typo is a letter inserted, deleted, replaced, or two neighbours swapped (the
// Damerau-Levenshtein distance as optimal string alignment: no letter is edited twice). A shorter
// word must match exactly (or as a prefix, when it is the word being typed).
//
// The distance is computed a letter of the record's word at a time (WordMatcher), so that a walk
// over sorted words (./wordDictionary.ts) shares the rows of a common beginning and gives up on a
// beginning no word can match from: the same arithmetic for one word and for the index.

/** A searched word this long forgives one typo. */
export const ONE_TYPO_MIN = 5;
/** A searched word this long forgives two typos. */
export const TWO_TYPOS_MIN = 9;

/** How many typos a searched word forgives. */
export const typosAllowed = (word: string): number => (word.length >= TWO_TYPOS_MIN ? 2 : word.length >= ONE_TYPO_MIN ? 1 : 0);

/** How a searched word matched a record's word: with how many typos, and whether on a beginning of it (typing). */
export interface WordMatch {
  typos: number;
  /** Matched a beginning of the word (fewer typos than the whole word would take). */
  prefix: boolean;
}

/**
 * The distance of a searched word to a record's word typed a letter at a time: the alignment's
 * rows (row d: the first d letters of the record's word against every beginning of the searched
 * one), and the least distance of the searched word to any beginning so far (prefix matching).
 */
export class WordMatcher {
  readonly allowed: number;
  private readonly query: string;
  private readonly rows: Int32Array[];
  /** bestPrefix[d]: the least distance of the whole searched word to the first k ≤ d letters. */
  private readonly bestPrefix: number[];
  private readonly letters: number[] = [];
  constructor(
    query: string,
    private readonly asPrefix: boolean,
    allowed = typosAllowed(query),
  ) {
    this.query = query;
    this.allowed = allowed;
    const first = new Int32Array(query.length + 1).map((_, j) => j);
    this.rows = [first];
    this.bestPrefix = [query.length];
  }

  /** How many letters of the record's word are in. */
  get depth(): number {
    return this.letters.length;
  }

  /** The record's word's letter at a depth (a char code). */
  letterAt(depth: number): number {
    return this.letters[depth]!;
  }

  /**
   * Add the next letter of the record's word; false when no letter more can change its match
   * (every cell of the row above the typos allowed: later rows are never below this one's least,
   * a swap included, since it passes through a cell of this row). result() then holds for every
   * word beginning so: a match on a beginning already reached, or none.
   */
  push(letter: number): boolean {
    const q = this.query;
    const d = this.letters.length + 1;
    const above = this.rows[d - 1]!;
    const twoAbove = d >= 2 ? this.rows[d - 2]! : null;
    const previous = d >= 2 ? this.letters[d - 2]! : -1;
    const row = this.rows[d] ?? (this.rows[d] = new Int32Array(q.length + 1));
    row[0] = d;
    let least = d;
    for (let j = 1; j <= q.length; j++) {
      const code = q.charCodeAt(j - 1);
      const cost = code === letter ? 0 : 1;
      let cell = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (twoAbove && j >= 2 && code === previous && q.charCodeAt(j - 2) === letter) cell = Math.min(cell, twoAbove[j - 2]! + 1);
      row[j] = cell;
      if (cell < least) least = cell;
    }
    this.letters.push(letter);
    this.bestPrefix[d] = Math.min(this.bestPrefix[d - 1]!, row[q.length]!);
    return least <= this.allowed;
  }

  /** Take the last letter back out. */
  pop(): void {
    this.letters.pop();
  }

  /** The distance of the searched word to the record's word as typed so far. */
  distance(): number {
    return this.rows[this.letters.length]![this.query.length]!;
  }

  /** The match of the searched word with the record's word as typed so far, or null. */
  result(): WordMatch | null {
    const d = this.letters.length;
    const whole = this.distance();
    const typos = this.asPrefix ? Math.min(whole, this.bestPrefix[d]!) : whole;
    return typos <= this.allowed ? { typos, prefix: typos < whole } : null;
  }
}

/** How a searched word matches a record's word (asPrefix: the word being typed, matched on a beginning too), or null. */
export function matchWord(query: string, word: string, asPrefix: boolean): WordMatch | null {
  // What the alignment would answer, without it (a search scores tens of names of several words).
  if (query === word) return { typos: 0, prefix: false };
  if (asPrefix && word.startsWith(query)) return { typos: 0, prefix: true };
  const allowed = typosAllowed(query);
  if (word.length < query.length - allowed || (!asPrefix && word.length > query.length + allowed)) return null;
  const matcher = new WordMatcher(query, asPrefix);
  for (let i = 0; i < word.length; i++) if (!matcher.push(word.charCodeAt(i))) break;
  return matcher.result();
}

/** The optimal-string-alignment distance of two words (letters inserted, deleted, replaced, neighbours swapped). */
export function typoDistance(a: string, b: string): number {
  const matcher = new WordMatcher(a, false, Infinity);
  for (let i = 0; i < b.length; i++) matcher.push(b.charCodeAt(i));
  return matcher.distance();
}
