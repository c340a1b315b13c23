import { useEffect } from 'react';
import { formatPageTitle } from '../site/siteConfig';

/** Sets document.title per spec §1; undefined while data loads leaves the title as it is. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = formatPageTitle(title);
  }, [title]);
}
