import type { ReactNode } from 'react';
import { usePageTitle } from '@mfe/shared-ui';
import { useMessages } from '../messages/shellMessages';

/** Sets the title of a route whose title is known without data (spec §1), in the page's language. */
export function PageTitle({ title, children }: { title: string | null; children: ReactNode }) {
  const messages = useMessages();
  usePageTitle(title === null ? null : messages.pageName(title));
  return children;
}
