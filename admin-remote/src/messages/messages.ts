import { createMessageCatalogue } from '@mfe/shared-ui';
import type { AdminMessages } from './en';

/** The admin's dictionary of the store's locale (each locale a chunk of its own). */
export const {
  useMessages,
  load,
  loaded,
  Ready: MessagesReady,
} = createMessageCatalogue<AdminMessages>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  id: () => import(/* webpackChunkName: "messages-id" */ './id'),
});

export type { AdminMessages } from './en';
