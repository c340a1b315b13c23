// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle, useSearchQuery } from '@mfe/shared-ui';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { StatusPanel } from '../../../components/StatusPanel';
import { buildLabel } from '../../../lib/buildLabel';
import { searchArgs, searchFailure, searchPageTitle, searchText } from '../utils/searchPage';
import { SearchForm } from './SearchForm';
import { SearchResultGroup } from './SearchResultGroup';
import './SearchPage.css';

/** Exposed as public_remote/SearchPage: /search?q={text}, the catalogue's records matching the text, grouped by kind. */
export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const text = searchText(searchParams);
  // Asked even for a text too short: the API's 422 says what to type, in the words of every other client.
  const { currentData, isFetching, error, refetch } = useSearchQuery(searchArgs(text));
  usePageTitle(searchPageTitle(text));

  let body;
  if (currentData) {
    const count = currentData.groups.reduce((total, group) => total + group.hits.length, 0);
    body = count ? (
      <>
        <p className="pr-search__summary" role="status">
          {count} {count === 1 ? 'result' : 'results'} for “{text}”
        </p>
        {currentData.groups.map((group) => (
          <SearchResultGroup key={group.kind} group={group} query={currentData.q} />
        ))}
      </>
    ) : (
      <StatusPanel tone="not-found" title={`No results for “${text}”`}>
        <ul className="pr-search__tips">
          <li>Check the spelling.</li>
          <li>Try a model number, for example the one on the machine's plate or brochure.</li>
          <li>
            Or browse all our <Link to="/products">Products</Link>.
          </li>
        </ul>
      </StatusPanel>
    );
  } else if (isFetching || !error) {
    body = <LoadingIndicator label="Searching…" />;
  } else {
    const failure = searchFailure(error);
    const retry = (
      <button type="button" className="pr-button" onClick={() => refetch()}>
        Try again
      </button>
    );
    body =
      failure.kind === 'refused' ? (
        <StatusPanel tone="empty" title={failure.message}>
          <p>Search by a model number, a series, a distributor or a kind of machine.</p>
        </StatusPanel>
      ) : failure.kind === 'throttled' ? (
        <StatusPanel tone="error" title="Please wait a moment" actions={retry}>
          <p>{failure.message}.</p>
        </StatusPanel>
      ) : (
        <StatusPanel tone="error" title={failure.message} actions={retry}>
          <p>We could not search the catalogue. Please try again in a moment.</p>
        </StatusPanel>
      );
  }

  return (
    <div className="pr-page pr-search" data-build={buildLabel()}>
      <header className="pr-banner pr-search__header">
        <div className="pr-container">
          <h1 className="pr-search__title">{text ? <>Search results for “{text}”</> : 'Search the catalogue'}</h1>
          <SearchForm text={text} />
        </div>
      </header>
      <div className="pr-container pr-search__body">{body}</div>
    </div>
  );
}
