import { createMessageCatalogue } from '@mfe/shared-ui';
import type { AdminChromeMessages } from './admin/en';

// The admin chrome's dictionaries, one chunk per locale, loaded with the admin's routes (their Ready
// gate, routes/AdminRoutes.tsx) and before the admin's language switch changes the language.
export const { useMessages, load, loaded, Ready } = createMessageCatalogue<AdminChromeMessages>({
  en: () => import(/* webpackChunkName: "admin-messages-en" */ './admin/en'),
  id: () => import(/* webpackChunkName: "admin-messages-id" */ './admin/id'),
});
