import { useHref, useNavigate } from 'react-router-dom';
import { searchPath } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';

/**
 * The search field at the top of the results page, filled with the text searched. A plain GET form
 * (works before and without JavaScript); with it, a search is a client-side navigation.
 */
export function SearchForm({ text }: { text: string }) {
  const navigate = useNavigate();
  const messages = useMessages();
  // Under the site's base path (the demo's /demo), as the router's links are.
  const action = useHref('/search');
  return (
    <form
      className="pr-search__form"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
        navigate(searchPath(field.value.trim()));
      }}
    >
      <label htmlFor="search-page-q" className="pr-visually-hidden">
        {messages.searchLabel}
      </label>
      {/* A new field for each text searched, so Back and Forward show the text of their page. */}
      <input
        key={text}
        id="search-page-q"
        className="pr-search__input"
        type="search"
        name="q"
        defaultValue={text}
        placeholder={messages.searchPlaceholder}
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit" className="pr-button">
        {messages.searchButton}
      </button>
    </form>
  );
}
