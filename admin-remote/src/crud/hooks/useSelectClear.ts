import { useCallback, type KeyboardEvent } from 'react';
import type { RefSelectProps } from 'antd';

/**
 * The Clear of an antd Select with allowClear, for mouse and keyboard alike. antd renders it as a
 * button in the Tab order though it only shows on hover: Tab from a select landed on an invisible
 * button instead of the next field. The ref takes it out of the Tab order (whenever the select
 * renders it anew); keyboard users clear with Delete or Backspace while nothing is typed.
 */
export function useSelectClear(onClear: () => void) {
  const ref = useCallback((select: RefSelectProps | null) => {
    const root = select?.nativeElement;
    if (!root) return;
    // The clear button is the only button inside the select (its list opens elsewhere).
    const untab = () => root.querySelectorAll('button').forEach((button) => (button.tabIndex = -1));
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && event.currentTarget.value === '') onClear();
  };

  return { ref, onInputKeyDown };
}
