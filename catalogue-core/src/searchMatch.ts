// What a public search matches and how it ranks (GET /api/search), as one rule for both adapters
// (./searchIndex.ts finds the candidates). The contract suite runs it on both.
//  - Words (runs of letters and digits, any case): every word of the text must match a word of
//    the name, exactly or with the typos its length forgives (./typos.ts: from 5 letters one, from
//    9 two, as Meilisearch and Typesense count them); the last word, the one being typed, may also
//    match the beginning of a word ('lath' → 'Lathes', 'lb300' → 'LB3000 EX II'), with as many
//    typos ('lahte' → 'Lathes').
//  - A name also matches when it contains the text (3 characters or more, spaces included): a
//    fragment of a model number ('b30', '000 ex' → 'LB3000 EX II'), ranked below the word matches.
//  - A level's description matches by its words the same way (a product's does not: in this
//    catalogue it repeats its name and the series' sentence, so it would make every product match
//    every word).
//  - A record's Indonesian name and description (issue 22) match the same way as its English ones:
//    each text is matched and scored on its own, the best counts ('bubut' finds 'CNC Lathes'
//    through its name_id 'Mesin Bubut CNC').
//  - Score (0..1, higher first): the tier of the match first (every word exact, then some on a
//    beginning, then 1, 2, 3 or more typos in all, then a fragment), within a tier pg_trgm's figures
//    (./trigrams.ts) as before: a name's mean of word similarity and similarity (the whole name
//    close to the text ranks above a long name that contains it), a description's word similarity
//    weighed by DESCRIPTION_WEIGHT; the better of the name and the description.
import { similarity, wordSimilarity } from './trigrams';
import { matchWord, type WordMatch } from './typos';

/** A text this long or longer also matches names that contain it. */
export const SEARCH_CONTAINS_MIN = 3;
/** How much a description's match counts against a name's, within a tier. */
export const DESCRIPTION_WEIGHT = 0.5;

/** The tiers of a match, best first: every word exact; some on a beginning; 1, 2, 3 or more typos in all; a fragment of the name. */
export const MATCH_TIERS = { exact: 0, prefix: 1, typos: 2, fragment: 5 } as const;
const TIER_COUNT = MATCH_TIERS.fragment + 1;

/**
 * The text as it is searched (and answered, and cached by): its compatibility forms folded (NFKC:
 * full-width 'ＣＮＣ' is 'CNC'), trimmed, spaces collapsed, lower-cased; matching ignores case.
 */
export const normalizeSearchText = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Scores as answers carry them: three decimals (the database's single-precision figures and the demo's agree). */
export const roundScore = (score: number) => Math.round(score * 1000) / 1000;

/** The words of a text as the search compares them: runs of letters and digits, lower-cased. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The tier of a match of every searched word (each one's best over the record's words), or null when one matched none. */
export function wordTier(matches: ReadonlyArray<WordMatch | null>): number | null {
  if (!matches.length || matches.some((match) => match === null)) return null;
  const typos = matches.reduce((sum, match) => sum + match!.typos, 0);
  if (typos) return MATCH_TIERS.typos + Math.min(typos, 3) - 1;
  return matches.some((match) => match!.prefix) ? MATCH_TIERS.prefix : MATCH_TIERS.exact;
}

/** The better of two matches of a searched word: fewer typos, then the whole word. */
export function betterMatch(a: WordMatch | null, b: WordMatch | null): WordMatch | null {
  if (!a || !b) return a ?? b;
  return b.typos < a.typos || (b.typos === a.typos && a.prefix && !b.prefix) ? b : a;
}

/** The tier of a text's words (searchWords) against a record's words, or null when they do not match. */
function tierOf(queryWords: ReadonlyArray<string>, words: ReadonlyArray<string>): number | null {
  return wordTier(
    queryWords.map((query, i) =>
      words.reduce<WordMatch | null>((best, word) => betterMatch(best, matchWord(query, word, i === queryWords.length - 1)), null),
    ),
  );
}

/** A score of 0..1 from a tier and the trigram figure within it (0..1). */
export const tieredScore = (tier: number, within: number): number => (TIER_COUNT - 1 - tier + within) / TIER_COUNT;

/** The score of a name (or null when it does not match). */
function nameScore(text: string, queryWords: ReadonlyArray<string>, name: string): number | null {
  const tier =
    tierOf(queryWords, searchWords(name)) ??
    (text.length >= SEARCH_CONTAINS_MIN && name.toLowerCase().includes(text.toLowerCase()) ? MATCH_TIERS.fragment : null);
  return tier === null ? null : tieredScore(tier, (wordSimilarity(text, name) + similarity(text, name)) / 2);
}

/** The score of a description (or null when it does not match). */
function descriptionScore(text: string, queryWords: ReadonlyArray<string>, description: string | null): number | null {
  const tier = description ? tierOf(queryWords, searchWords(description)) : null;
  return tier === null ? null : tieredScore(tier, DESCRIPTION_WEIGHT * wordSimilarity(text, description!));
}

/** The texts a search matches of a record, each language's (the Indonesian ones null when untranslated). */
export interface SearchedTexts {
  name: string;
  description: string | null;
  name_id?: string | null;
  description_id?: string | null;
}

/** A record's score for a search text (normalized), or null when it is no hit. Products are matched by name only. */
export function searchScore(text: string, record: SearchedTexts, byDescription: boolean): number | null {
  const queryWords = searchWords(text);
  const scores = [
    nameScore(text, queryWords, record.name),
    record.name_id ? nameScore(text, queryWords, record.name_id) : null,
    ...(byDescription
      ? [record.description, record.description_id ?? null].map((description) => descriptionScore(text, queryWords, description))
      : []),
  ].filter((score): score is number => score !== null);
  return scores.length ? Math.max(...scores) : null;
}
