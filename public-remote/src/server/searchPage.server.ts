// The server container's SearchPage: the screen, and what the shell's server needs before it renders it.
import { searchApi, type PreparePage } from '@mfe/shared-ui';
import { searchArgs, searchFailure, searchPageTitle, searchText } from '../features/search/utils/searchPage';
import { load } from '../messages/messages';

export { default } from '../features/search/components/SearchPage';

export const preparePage: PreparePage = async ({ searchParams, dispatch, locale }) => {
  const text = searchText(searchParams);
  const [messages, result] = await Promise.all([load(locale), dispatch(searchApi.endpoints.search.initiate(searchArgs(text)))]);
  // A text refused (422) or a visitor throttled (429) is a page that says so (200); only an API
  // that cannot answer makes it an outage.
  const down = !result.isSuccess && searchFailure(result.error, locale, messages).kind === 'unavailable';
  return {
    status: down ? 503 : 200,
    head: { title: searchPageTitle(text, messages), noindex: true },
    // One page per text, and a throttled answer is one visitor's: rendered for each request.
    cacheable: false,
  };
};
