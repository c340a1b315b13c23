// The searched words marked in a hit's name, for the nav box's suggestions and the results page.
// Parts, not HTML: the screens render the marked parts as <mark> elements, so a name is never
// markup (no innerHTML).

export interface TextPart {
  text: string;
  /** True where the part is one of the searched words (any case). */
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The searched words, longest first so that 'lb3000' wins over 'lb' where both occur. */
export function searchWords(query: string): string[] {
  const words = new Set(query.toLowerCase().split(/\s+/).filter(Boolean));
  return [...words].sort((a, b) => b.length - a.length);
}

/** `text` cut into parts, each searched word's occurrences marked; the parts join back to `text`. */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  if (!words.length || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter(Boolean)
    .map((part) => ({ text: part, match: words.includes(part.toLowerCase()) }));
}
