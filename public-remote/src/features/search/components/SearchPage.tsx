// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocale, usePageTitle, useSearchQuery } from '@mfe/shared-ui';
import { useMessages } from '../../../messages/messages';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { StatusPanel } from '../../../components/StatusPanel';
import { buildLabel } from '../../../lib/buildLabel';
import { echoedText, searchArgs, searchFailure, searchPageTitle, searchText } from '../utils/searchPage';
import { SearchForm } from './SearchForm';
import { SearchResultGroup } from './SearchResultGroup';
import './SearchPage.css';
import { withMessages } from '../../../messages/withMessages';

/** Exposed as public_remote/SearchPage: /search?q={text}, the catalogue's records matching the text, grouped by kind. */
function SearchPage() {
  const [searchParams] = useSearchParams();
  const messages = useMessages();
  const locale = useLocale();
  const text = searchText(searchParams);
  // Asked even for a text too short: the API's 422 says what to type, in the words of every other client.
  const { currentData, isFetching, error, refetch } = useSearchQuery(searchArgs(text));
  usePageTitle(searchPageTitle(text, messages));

  let body;
  if (currentData) {
    const count = currentData.groups.reduce((total, group) => total + group.hits.length, 0);
    body = count ? (
      <>
        <p className="pr-search__summary" role="status">
          {messages.resultCount(count, text)}
        </p>
        {currentData.groups.map((group) => (
          <SearchResultGroup key={group.kind} group={group} query={currentData.q} />
        ))}
      </>
    ) : (
      <StatusPanel tone="not-found" title={messages.noResults(text)}>
        <ul className="pr-search__tips">
          <li>{messages.tipSpelling}</li>
          <li>{messages.tipModelNumber}</li>
          <li>
            {messages.tipBrowseBefore}
            <Link to="/products">{messages.products}</Link>
            {messages.tipBrowseAfter}
          </li>
        </ul>
      </StatusPanel>
    );
  } else if (isFetching || !error) {
    body = <LoadingIndicator label={messages.searching} />;
  } else {
    const failure = searchFailure(error, locale, messages);
    const retry = (
      <button type="button" className="pr-button" onClick={() => refetch()}>
        {messages.tryAgain}
      </button>
    );
    body =
      failure.kind === 'refused' ? (
        <StatusPanel tone="empty" title={failure.message}>
          <p>{messages.searchHint}</p>
        </StatusPanel>
      ) : failure.kind === 'throttled' ? (
        <StatusPanel tone="error" title={messages.searchWait} actions={retry}>
          <p>{failure.message}.</p>
        </StatusPanel>
      ) : (
        <StatusPanel tone="error" title={failure.message} actions={retry}>
          <p>{messages.searchUnavailableText}</p>
        </StatusPanel>
      );
  }

  return (
    <div className="pr-page pr-search" data-build={buildLabel()}>
      <header className="pr-banner pr-search__header">
        <div className="pr-container">
          <h1 className="pr-search__title">{text ? messages.searchResultsFor(echoedText(text)) : messages.searchTheCatalogue}</h1>
          <SearchForm text={text} />
        </div>
      </header>
      <div className="pr-container pr-search__body">{body}</div>
    </div>
  );
}

export default withMessages(SearchPage);
