// What the search box and its lazily loaded suggestions say to each other.

/** One choosable line of the suggestions: a hit, or 'See all results'; `id` is its element's, for aria-activedescendant. */
export interface SuggestionOption {
  id: string;
  path: string;
}

/** The suggestions' props: what the box holds, and the box's hooks into the list. */
export interface SearchSuggestionsProps {
  listboxId: string;
  /** What the box holds (trimmed here). */
  text: string;
  /** The highlighted option's id (the box moves it). */
  activeId: string | undefined;
  /** The options, in order, whenever they change: the box moves through them and opens them. */
  onOptions: (options: SuggestionOption[]) => void;
  onChoose: (path: string) => void;
}
