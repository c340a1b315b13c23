import { useCallback, useEffect, useRef } from 'react';
import { addLeaveGuard, useMessageDialog } from '@mfe/shared-ui';
import { useMessages } from '../../messages/messages';

// The one question before unsaved work is lost ('Discard unsaved changes?'), asked by the forms'
// guard (./useUnsavedChanges.tsx) and by screens whose work is not an antd form (the attribute
// grid), and the guard that asks it before leaving: a link, Back or Forward (the router's guarded
// history), a reload or closing the tab (the browser's own question).

/** Asks whether to discard unsaved work; true to discard. `description` says what would be lost. */
export function useDiscardQuestion(description?: string): () => Promise<boolean> {
  const dialog = useMessageDialog();
  const m = useMessages();
  return useCallback(
    () =>
      dialog.confirm({
        message: m.discardQuestion,
        description: description ?? m.discardDescription,
        icon: 'warning',
        cancelText: m.stay,
        confirmText: m.discard,
      }),
    [dialog, m, description],
  );
}

/** While `unsaved`, leaving the screen asks the discard question first. Returns the question (e.g. before showing other rows). */
export function useLeaveGuard(unsaved: boolean, description?: string): () => Promise<boolean> {
  const ask = useDiscardQuestion(description);
  // The guard registered once per stretch of unsaved work asks with the latest words.
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  }, [ask]);
  useEffect(() => (unsaved ? addLeaveGuard(() => latest.current()) : undefined), [unsaved]);
  return ask;
}
