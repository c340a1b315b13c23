// The searched words marked in a hit's name, for the nav box's suggestions and the results page:
// where they occur, and the name's words the search matched with a typo (the core's rule, so a mark
// shows why a hit was found: 'lahtes' marks 'Lathes'). Parts, not HTML: the screens render the
// marked parts as <mark> elements, so a name is never markup (no innerHTML).
import { matchWord } from '@mfe/catalogue-core/typos';

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

/** A name's words (letters and digits) between the rest. */
const NAME_WORD = /([\p{L}\p{N}]+)/u;

/** `text` cut into parts, each searched word's occurrences and each word matched with a typo marked; the parts join back to `text`. */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  if (!words.length || !text) return text ? [{ text, match: false }] : [];
  // The word being typed (the last) matches a beginning too, as the search matches it.
  const typed = query.toLowerCase().trim().split(/\s+/).pop() ?? '';
  const withTypo = (word: string) => words.some((searched) => matchWord(searched, word.toLowerCase(), searched === typed) !== null);
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter(Boolean)
    .flatMap((part) =>
      words.includes(part.toLowerCase())
        ? [{ text: part, match: true }]
        : part
            .split(NAME_WORD)
            .filter(Boolean)
            .map((piece) => ({ text: piece, match: NAME_WORD.test(piece) && withTypo(piece) })),
    )
    .reduce<TextPart[]>((parts, part) => {
      // Neighbours alike are one part, as the text had them.
      const last = parts[parts.length - 1];
      if (last && last.match === part.match) last.text += part.text;
      else parts.push({ ...part });
      return parts;
    }, []);
}
