// Where a search hit sits, in the page's language (issue 22). A module of its own (subpath
// `@mfe/catalogue-core/search-hit-context`): only the search's screens bundle it, not every page
// that reads the locales.
import { textInLocale, type Locale, type TextInLocale } from './locales';

/**
 * A hit's places (its `context`, with `context_id` beside it), each named as textInLocale names a
 * record. An API from before context_id answers without it: English then.
 */
export function hitContextInLocale(hit: { context: string[]; context_id?: Array<string | null> }, locale: Locale): TextInLocale[] {
  return hit.context.map((name, i) => textInLocale({ name, name_id: hit.context_id?.[i] ?? null }, 'name', locale));
}
