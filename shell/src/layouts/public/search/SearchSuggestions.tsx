import { useEffect, useMemo, type ReactNode } from 'react';
import {
  searchPath,
  textInLocale,
  useLocale,
  useSearchQuery,
  type Locale,
  type RequestError,
  type SearchGroup,
  type SearchHit,
  type TextInLocale,
} from '@mfe/shared-ui';
import { hitContextInLocale } from '@mfe/catalogue-core/search-hit-context';
import { highlightParts } from '@mfe/shared-ui/site/search-highlight';
import { useMessages } from '../../../messages/shellMessages';
import type { SearchSuggestionsProps, SuggestionOption } from './suggestionTypes';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A group's heading by the kind of its records (the results page's words). Here, in this chunk that
 * loads when the visitor first types, not in the dictionary every public page loads (at its budget).
 */
const GROUP_LABELS: Record<Locale, Record<SearchGroup['kind'], string>> = {
  en: {
    mt_manufacture_type: 'Product types',
    mt_vendor: 'Distributors',
    mt_product_category: 'Categories',
    mt_product_series: 'Series',
    mt_product: 'Products',
  },
  id: {
    mt_manufacture_type: 'Jenis produk',
    mt_vendor: 'Distributor',
    mt_product_category: 'Kategori',
    mt_product_series: 'Seri',
    mt_product: 'Produk',
  },
};

/** Hits per kind in the list: a glance, the results page has the rest. */
export const SUGGESTIONS_PER_KIND = 3;
/** A pause in typing this long sends the request. */
export const SUGGEST_DELAY_MS = 150;

function errorLine(error: unknown, unavailable: string): string {
  const { status, data } = (error ?? {}) as Partial<RequestError>;
  // 429 (searching too fast) and 422 say why in the API's words; anything else is an outage.
  if ((status === 429 || status === 422) && data?.message) return data.message;
  return unavailable;
}

/** The suggestions under the search box (a lazily loaded chunk): a listbox grouped by kind, with its states. */
export default function SearchSuggestions({ listboxId, text, activeId, onOptions, onChoose }: SearchSuggestionsProps) {
  const messages = useMessages();
  const locale = useLocale();
  // A text in another language than the page's (an untranslated name) says so.
  const langOf = (shown: TextInLocale) => (shown.lang === locale ? undefined : shown.lang);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  // Answers are kept per text, so one that arrives late for an older text is never shown for this
  // one; the last answer stays in view while the next is on its way, instead of the list collapsing.
  const { currentData, data, isError, error } = useSearchQuery({ q: settled, limit: SUGGESTIONS_PER_KIND });
  const pending = settled !== typed || (!currentData && !isError);
  const failed = !pending && isError;
  const answer = failed ? undefined : (currentData ?? data);

  const seeAll: SuggestionOption = { id: `${listboxId}-all`, path: searchPath(typed) };
  const hits = useMemo(() => answer?.groups.flatMap((group) => group.hits) ?? [], [answer]);
  const optionId = (hit: SearchHit) => `${listboxId}-${hit.kind}-${hit.id}`;
  const optionsKey = [...hits.map(optionId), seeAll.path].join('|');
  useEffect(() => {
    onOptions([...hits.map((hit) => ({ id: optionId(hit), path: hit.path })), seeAll]);
    // The options change when the hits or the text do: optionsKey says both.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsKey]);

  const status = failed
    ? errorLine(error, messages.suggestionsUnavailable)
    : pending
      ? messages.suggestionsSearching
      : hits.length
        ? messages.suggestionsCount(hits.length)
        : messages.suggestionsNone;
  // A count of suggestions is for screen readers; the list shows them.
  const statusClass = failed ? ' site-search__status--error' : !pending && hits.length ? ' visually-hidden' : '';
  const option = (id: string, path: string, content: ReactNode, className = '') => (
    <li
      key={id}
      id={id}
      role="option"
      aria-selected={id === activeId}
      className={`site-search__option ${className}${id === activeId ? ' site-search__option--active' : ''}`}
      // The box keeps the focus (and the list stays open) while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(path)}
    >
      {content}
    </li>
  );

  return (
    <div className="site-search__popup" aria-busy={pending}>
      <p className={`site-search__status${statusClass}`} role="status">
        {status}
      </p>
      <ul id={listboxId} role="listbox" aria-label={messages.suggestions} className="site-search__listbox">
        {answer?.groups.map((group) => (
          <li key={group.kind} role="presentation">
            <ul role="group" aria-labelledby={`${listboxId}-${group.kind}`} className="site-search__group">
              <li role="presentation" id={`${listboxId}-${group.kind}`} className="site-search__group-label">
                {GROUP_LABELS[locale][group.kind]}
              </li>
              {group.hits.map((hit) => {
                const name = textInLocale(hit, 'name', locale);
                return option(
                  optionId(hit),
                  hit.path,
                  <>
                    <span className="site-search__name" lang={langOf(name)}>
                      {highlightParts(name.text, typed).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
                    </span>
                    {hit.context.length > 0 && (
                      <span className="site-search__context">
                        {hitContextInLocale(hit, locale).map((place, i) => (
                          <span key={i} lang={langOf(place)}>
                            {i > 0 && ' › '}
                            {place.text}
                          </span>
                        ))}
                      </span>
                    )}
                  </>,
                );
              })}
            </ul>
          </li>
        ))}
        {option(seeAll.id, seeAll.path, messages.seeAllResults(typed), 'site-search__option--all')}
      </ul>
    </div>
  );
}
