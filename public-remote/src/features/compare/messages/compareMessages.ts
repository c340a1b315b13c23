import { createMessageCatalogue } from '@mfe/shared-ui';
import type { CompareMessages } from './en';

// The compare page's own dictionary (issue 24): a chunk per language that only the compare page
// loads, so the dictionary every public page downloads does not grow with it.
export const {
  useMessages: useCompareMessages,
  load: loadCompareMessages,
  Ready: CompareMessagesReady,
} = createMessageCatalogue<CompareMessages>({
  en: () => import(/* webpackChunkName: "compare-messages-en" */ './en'),
  id: () => import(/* webpackChunkName: "compare-messages-id" */ './id'),
});

export type { CompareMessages };
