/** One choosable line of the suggestions: a hit, or 'See all results'; `id` is its element's, for aria-activedescendant. */
export interface SuggestionOption {
  id: string;
  path: string;
}
