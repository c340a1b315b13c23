import { highlightParts } from '@mfe/shared-ui/site/search-highlight';

/** `text` with the searched words in <mark>: elements, not markup, so a name can never inject HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return <>{highlightParts(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
