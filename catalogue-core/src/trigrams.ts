// Trigram similarity as PostgreSQL's pg_trgm defines it, written once for the adapter without
// PostgreSQL (the demo's store): the API asks the database itself (`%`, `<%`, similarity(),
// word_similarity()), so both answer the same hits with the same scores.
//  - A text is lower-cased and split into words (runs of letters and digits; anything else
//    separates). Each word is padded with two spaces before and one after, and cut into 3-grams:
//    'Okuma' → '  o', ' ok', 'oku', 'kum', 'uma', 'ma '.
//  - similarity(a, b): the shared trigrams of the two sets over their union.
//  - word_similarity(a, b): the best similarity between a's trigram set and any continuous extent
//    of b's trigrams in order (pg_trgm's calc_word_similarity / iterate_word_similarity), so 'lb300'
//    scores high against 'LB3000 EX II'.

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of a text in order, word by word (repeats kept: word_similarity walks them). */
export function trigramList(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3).join(''));
  }
  return out;
}

/** The set of a text's trigrams. */
export const trigrams = (text: string): Set<string> => new Set(trigramList(text));

/** pg_trgm's similarity(a, b) (the `%` operator compares it with pg_trgm.similarity_threshold). */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * pg_trgm's word_similarity(a, b) (`a <% b` compares it with pg_trgm.word_similarity_threshold):
 * the greatest similarity of a's trigram set to a continuous extent of b's trigrams, an extent
 * ending at a trigram a has and starting wherever it scores best.
 */
export function wordSimilarity(a: string, b: string): number {
  const wanted = trigrams(a);
  const ulen1 = wanted.size;
  const list = trigramList(b);
  if (!ulen1 || !list.length) return 0;
  // Index every distinct trigram of b; found: whether a has it.
  const index = new Map<string, number>();
  const ids = list.map((t) => {
    let id = index.get(t);
    if (id === undefined) index.set(t, (id = index.size));
    return id;
  });
  const found: boolean[] = [];
  for (const [t, id] of index) found[id] = wanted.has(t);
  const lastPos = new Array<number>(index.size).fill(-1);
  const sml = (count: number, ulen2: number) => count / (ulen1 + ulen2 - count);
  let lower = -1;
  let count = 0;
  let ulen2 = 0;
  let best = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (lower >= 0 || found[id]) {
      if (lastPos[id]! < 0) {
        ulen2++;
        if (found[id]) count++;
      }
      lastPos[id] = i;
    }
    if (!found[id]) continue;
    // The extent now ends here: try moving its start right for a better score.
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = sml(count, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= i; tmpLower++) {
      const tmp = sml(tmpCount, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tid = ids[tmpLower]!;
      if (lastPos[tid] === tmpLower) {
        tmpUlen2--;
        if (found[tid]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    // Trigrams before the new start no longer belong to the extent.
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tid = ids[tmpLower]!;
      if (lastPos[tid] === tmpLower) lastPos[tid] = -1;
    }
  }
  return best;
}
