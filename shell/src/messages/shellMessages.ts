import { createMessageCatalogue } from '@mfe/shared-ui';
import type { ShellMessages } from './en';

// The shell's dictionaries, one chunk per locale: the browser loads the page's before it renders
// (bootstrap.tsx), the server before it renders a page (server/renderPage.ts).
export const { useMessages, load, loaded } = createMessageCatalogue<ShellMessages>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  id: () => import(/* webpackChunkName: "messages-id" */ './id'),
});
