import type { ReactNode } from 'react';
import { usePageTitle } from '@mfe/shared-ui';

/** Sets the title of a route whose title is known without data (spec §1). */
export function PageTitle({ title, children }: { title: string | null; children: ReactNode }) {
  usePageTitle(title);
  return children;
}
