import { lazy, Suspense, useCallback, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { searchPath } from '@mfe/shared-ui';
import type { SearchSuggestionsProps, SuggestionOption } from './suggestionTypes';
import './siteSearch.css';
import { useMessages } from '../../../messages/shellMessages';

/** Suggestions start at the API's shortest text. */
export const SUGGEST_MIN_CHARS = 2;

// The suggestions (their requests, states and list) are a chunk of their own, fetched on the first
// focus: every public page carries the form, few visitors type into it. A chunk that fails to load
// leaves the plain form, which still searches.
const loadSuggestions = (): Promise<{ default: ComponentType<SearchSuggestionsProps> }> =>
  import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions').catch(() => ({ default: () => null }));
const SearchSuggestions = lazy(loadSuggestions);

interface SiteSearchProps {
  /** 'nav' in the bar, 'menu' in the mobile menu: styles only. */
  variant: 'nav' | 'menu';
  /** After the box navigates (the mobile menu closes then). */
  onNavigate?: () => void;
}

/**
 * The search box of the public nav bar and mobile menu. A real GET form to /search, so it works in
 * the server's HTML before (or without) JavaScript. With it, an ARIA combobox: suggestions while
 * typing, ArrowDown/ArrowUp move, Enter opens the highlighted hit (or the results page when none
 * is), Escape and leaving the box close them.
 */
export function SiteSearch({ variant, onNavigate }: SiteSearchProps) {
  const navigate = useNavigate();
  const messages = useMessages();
  const action = useHref('/search');
  const id = useId();
  const inputId = `${id}-q`;
  const listboxId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [active, setActive] = useState(-1);

  const expanded = open && wanted && text.trim().length >= SUGGEST_MIN_CHARS;
  const shown = expanded ? options : [];
  const activeOption = shown[active];

  const onOptions = useCallback((next: SuggestionOption[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  const go = (path: string) => {
    setOpen(false);
    setText('');
    navigate(path);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      // The mobile menu closes on Escape too: the first Escape only closes the list.
      event.stopPropagation();
      setOpen(false);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && text.trim().length >= SUGGEST_MIN_CHARS) {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      if (!shown.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, ArrowUp goes to the last option; past either end, back to the box.
      setActive((current) => {
        const next = current === -1 && step === -1 ? shown.length - 1 : current + step;
        return next < 0 || next >= shown.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.path);
    }
  };

  return (
    <form
      className={`site-search site-search--${variant}`}
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPath(text.trim()));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {messages.searchLabel}
      </label>
      <input
        id={inputId}
        className="site-search__input"
        type="search"
        name="q"
        value={text}
        placeholder={messages.searchPlaceholder}
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        onFocus={() => {
          void loadSuggestions();
          setWanted(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setText(event.target.value);
          setWanted(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="site-search__submit" aria-label={messages.searchSubmit}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
        </svg>
      </button>
      {expanded && (
        <Suspense fallback={null}>
          <SearchSuggestions listboxId={listboxId} text={text} activeId={activeOption?.id} onOptions={onOptions} onChoose={go} />
        </Suspense>
      )}
    </form>
  );
}
