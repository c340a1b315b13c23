import { createMessageCatalogue } from '@mfe/shared-ui';
import type { PublicMessages } from './en';

// The public screens' messages (issue 22): each locale's dictionary is a chunk of its own, so a
// page downloads only its language. Screens call useMessages() (it suspends until the page's
// dictionary is there: the shell's RemoteScreen, and the harness, hold a Suspense boundary);
// a server page's preparePage awaits load(locale) first, so its render never suspends.
export const {
  useMessages,
  load,
  loaded,
  Ready: MessagesReady,
} = createMessageCatalogue<PublicMessages>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  id: () => import(/* webpackChunkName: "messages-id" */ './id'),
});

export type { PublicMessages };
