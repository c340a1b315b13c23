// The distinct words of a kind's names (or descriptions), each with the positions of the records
// having it, for the public search (./searchIndex.ts): a searched word's matches (./typos.ts) are
// found by a walk over the words in sorted order, as down a trie: words sharing a beginning share
// its alignment rows, and a beginning that no word can match from is skipped whole (a binary
// search past its words), so a searched word visits the words near it, not all of them.
import { insertionPoint } from './sortedList';
import { WordMatcher, type WordMatch } from './typos';

export class WordDictionary {
  /**
   * The distinct words, sorted (by UTF-16 code units, as `<` compares); null until first needed,
   * so that building puts no word in place one at a time (then a write's new word is).
   */
  private sortedWords: string[] | null = null;
  /** Word → the positions having it, ascending. */
  private postings = new Map<string, number[]>();

  /** Give a position its words (`before`: those it had; none for a new or a removed record); the lists stay ascending. */
  set(position: number, before: ReadonlyArray<string>, after: ReadonlyArray<string>): void {
    for (const word of new Set(before)) {
      const list = this.postings.get(word);
      const at = list ? insertionPoint(list, position) : -1;
      if (!list || list[at] !== position) continue;
      if (list.length > 1) list.splice(at, 1);
      else {
        this.postings.delete(word);
        this.sortedWords?.splice(insertionPoint(this.sortedWords, word), 1);
      }
    }
    for (const word of new Set(after)) {
      const list = this.postings.get(word);
      if (!list) {
        this.postings.set(word, [position]);
        this.sortedWords?.splice(insertionPoint(this.sortedWords, word), 0, word);
      } else if (list[list.length - 1]! < position) list.push(position);
      else if (list[insertionPoint(list, position)] !== position) list.splice(insertionPoint(list, position), 0, position);
    }
  }

  /** The distinct words, sorted. */
  get words(): string[] {
    return (this.sortedWords ??= [...this.postings.keys()].sort());
  }

  /** The positions having a word. */
  positions(word: string): ReadonlyArray<number> {
    return this.postings.get(word) ?? [];
  }

  /** The first index from `from` whose word does not begin with `prefix` (the words from `from` on that do come first). */
  private pastPrefix(prefix: string, from: number): number {
    let low = from;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.words[mid]!.startsWith(prefix)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Every word a searched word matches (asPrefix: the word being typed), with how. */
  matches(query: string, asPrefix: boolean): Map<string, WordMatch> {
    const out = new Map<string, WordMatch>();
    const words = this.words;
    const matcher = new WordMatcher(query, asPrefix);
    let i = 0;
    while (i < words.length) {
      const word = words[i]!;
      // Keep the rows of the beginning this word shares with the last one.
      let common = 0;
      while (common < matcher.depth && common < word.length && matcher.letterAt(common) === word.charCodeAt(common)) common++;
      while (matcher.depth > common) matcher.pop();
      let alive = true;
      while (alive && matcher.depth < word.length) alive = matcher.push(word.charCodeAt(matcher.depth));
      const match = matcher.result();
      if (alive) {
        if (match) out.set(word, match);
        i++;
        continue;
      }
      // No letter more changes the match: every word beginning so has this one.
      const end = this.pastPrefix(word.slice(0, matcher.depth), i + 1);
      if (match) for (let k = i; k < end; k++) out.set(words[k]!, match);
      i = end;
    }
    return out;
  }
}
