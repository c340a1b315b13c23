import { useLayoutEffect, type RefObject } from 'react';

/**
 * Phones and tablets show the category list as a row of chips that scrolls sideways: bring the
 * current one (aria-current) to the middle of the row, on load and whenever it changes. Only the
 * row scrolls (scrollIntoView would also move the page up or down); where the list does not
 * scroll (desktop's column) nothing happens.
 */
export function useCurrentChipInView(listRef: RefObject<HTMLElement | null>, currentKey: string | undefined): void {
  useLayoutEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    // The list is positioned (CategoryNav.css), so a chip's offsetLeft is measured from its start.
    list.scrollTo({ left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2 });
  }, [listRef, currentKey]);
}
