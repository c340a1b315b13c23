import { SEARCH_TEXT_MAX } from '@mfe/catalogue-core/limits';
import { translatePublicMessage } from '@mfe/catalogue-core/public-messages-id';
import type { Locale, RequestError, SearchArgs } from '@mfe/shared-ui';
import type { PublicMessages } from '../../../messages/messages';

/** Hits per kind on the results page: the API's most (the nav box's suggestions ask for fewer). */
export const RESULTS_PER_KIND = 20;

/** The text of `?q=`, trimmed as the API trims it. */
export function searchText(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim();
}

/** One request for the server's render and the browser's, so the browser finds the server's answer in its cache. */
export function searchArgs(text: string): SearchArgs {
  return { q: text, limit: RESULTS_PER_KIND };
}

/**
 * The text as the heading and the title repeat it: at most as long as a search may be, then an
 * ellipsis (a link may carry any length; the API's 422 says the rest).
 */
export function echoedText(text: string): string {
  return text.length > SEARCH_TEXT_MAX ? `${text.slice(0, SEARCH_TEXT_MAX)}…` : text;
}

/** The page's title (the shell adds ' | Mitra Presisi Teknik'). */
export function searchPageTitle(text: string, messages: PublicMessages): string {
  return text ? messages.searchPageTitle(echoedText(text)) : messages.searchTitle;
}

/**
 * What a failed search means to the page: the text was refused (422: too short or too long), the
 * visitor searched too fast (429), or the API could not answer. Only the last is an outage (503).
 */
export type SearchFailure = { kind: 'refused' | 'throttled' | 'unavailable'; message: string };

/** The failure, its message in the page's language (the API's English through the core's translatePublicMessage). */
export function searchFailure(error: unknown, locale: Locale, messages: PublicMessages): SearchFailure {
  const { status, data } = (error ?? {}) as Partial<RequestError>;
  const message = typeof data?.message === 'string' ? translatePublicMessage(data.message, locale) : '';
  if (status === 422) return { kind: 'refused', message: message || messages.searchTooShort };
  if (status === 429) return { kind: 'throttled', message: message || messages.searchThrottled };
  return { kind: 'unavailable', message: messages.searchUnavailable };
}

/** A description cut at a word boundary with an ellipsis, for a hit card. */
export function excerpt(text: string | null, max = 180): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
