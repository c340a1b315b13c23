// The pg_trgm settings every connection runs with: the threshold of `<%` (word similarity), the
// search's match rule (catalogue-core/src/searchMatch.ts), which the demo applies the same way.
import { SEARCH_WORD_SIMILARITY } from '@mfe/catalogue-core';

export const TRIGRAM_SETTINGS: Record<string, number> = {
  'pg_trgm.word_similarity_threshold': SEARCH_WORD_SIMILARITY,
};
