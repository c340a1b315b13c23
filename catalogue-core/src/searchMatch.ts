// What a public search matches and how it ranks (GET /api/search), as one rule for both adapters
// (./searchIndex.ts finds the candidates), on pg_trgm's similarity and word similarity (./trigrams.ts,
// held to the database's own figures by tests). The contract suite runs it on both.
//  - A name matches when it contains the text (any case; texts of 3 characters or more, below that
//    no trigram narrows the search) or when the text's word similarity to it reaches
//    SEARCH_WORD_SIMILARITY: a typo ('Okumma' → 'Okuma' 0.63), a partial model number ('lb300' →
//    'LB3000 EX II' 0.86, 'LB3000 EXX' → 0.82), a word of several ('twin compact').
//  - A level's description matches the same way (a product's does not: in this catalogue it
//    repeats its name and the series' sentence, so it would make every product match every word).
//  - Score (0..1, higher first): a name's mean of word similarity and similarity (the whole name
//    close to the text ranks above a long name that contains it), a description's word
//    similarity weighed by DESCRIPTION_WEIGHT; the better of the two.
import { similarity, wordSimilarity } from './trigrams';

/** The least word similarity that matches; pg_trgm's default word_similarity_threshold. */
export const SEARCH_WORD_SIMILARITY = 0.6;
/** A text this long or longer also matches names that contain it. */
export const SEARCH_CONTAINS_MIN = 3;
/** How much a description's match counts against a name's. */
export const DESCRIPTION_WEIGHT = 0.5;

/** The text as it is searched (and answered, and cached by): trimmed, spaces collapsed, lower-cased; matching ignores case. */
export const normalizeSearchText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Scores as answers carry them: three decimals (the database's single-precision figures and the demo's agree). */
export const roundScore = (score: number) => Math.round(score * 1000) / 1000;

/** The score of a name (or null when it does not match). */
function nameScore(text: string, name: string): number | null {
  const word = wordSimilarity(text, name);
  const contains = text.length >= SEARCH_CONTAINS_MIN && name.toLowerCase().includes(text.toLowerCase());
  if (!contains && word < SEARCH_WORD_SIMILARITY) return null;
  return (word + similarity(text, name)) / 2;
}

/** The score of a description (or null when it does not match). */
function descriptionScore(text: string, description: string | null): number | null {
  if (!description) return null;
  const word = wordSimilarity(text, description);
  return word >= SEARCH_WORD_SIMILARITY ? DESCRIPTION_WEIGHT * word : null;
}

/** A record's score for a search text (trimmed), or null when it is no hit. Products are matched by name only. */
export function searchScore(text: string, record: { name: string; description: string | null }, byDescription: boolean): number | null {
  const scores = [nameScore(text, record.name), byDescription ? descriptionScore(text, record.description) : null].filter(
    (score): score is number => score !== null,
  );
  return scores.length ? Math.max(...scores) : null;
}
