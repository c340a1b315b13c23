// The server container's ComparePage (issue 24): the screen, and what the shell's server needs before it renders it.
import type { PreparePage } from '@mfe/shared-ui';
import { compareApi } from '../features/compare/api/compareApi';
import { loadCompareMessages } from '../features/compare/messages/compareMessages';
import { compareIdsOf } from '../features/compare/utils/compareIds';
import { load } from '../messages/messages';
import { statusOf } from './queryStatus';

export { default } from '../features/compare/components/ComparePage';

export const preparePage: PreparePage = async ({ searchParams, dispatch, locale }) => {
  const [, messages] = await Promise.all([load(locale), loadCompareMessages(locale)]);
  // A comparison is a visitor's own pick of models: never in a search engine's index.
  const head = { title: messages.compareTitle, noindex: true };
  const asked = compareIdsOf(searchParams);
  // No ids (the empty state) or a link that is not right (the page says so): a page, not an error.
  if (asked.kind !== 'ids') return { status: 200, head };
  const result = await dispatch(compareApi.endpoints.getComparison.initiate(asked.ids));
  // None of the models there: 404; the API down: 503 (the page's own states say so).
  return { status: statusOf(result), head };
};
