import { useCallback } from 'react';
import { useLocale, useMessageDialog, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useMessages } from '../../messages/messages';

/** What a detail screen's Delete asks and calls. */
export interface DetailDelete {
  /** The confirmation's question ('Delete the inquiry from …?'). */
  question: string;
  description: string;
  /** The call; rejects when refused. */
  remove: () => Promise<{ message?: string }>;
  /** The success text when the answer has no message. */
  deletedText: string;
}

/**
 * §4 delete from a record's own screen outside the catalogue's areas (an inquiry, an account): ask,
 * call, say it is gone (the API's message in the admin's language) and go back to where the staff
 * came from, the form's unsaved changes forgotten. A refusal is the base query's snackbar (a 409
 * stays until dismissed).
 */
export function useDeleteFromDetail(edit: { forgetChanges(): void; goBack(): void }) {
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
  const locale = useLocale();
  const m = useMessages();
  return useCallback(
    async ({ question, description, remove, deletedText }: DetailDelete): Promise<void> => {
      const confirmed = await dialog.confirm({ message: question, description, icon: 'warning', confirmText: m.delete });
      if (!confirmed) return;
      try {
        const result = await remove();
        edit.forgetChanges();
        snackbar.success(translateMessage(result.message || deletedText, locale));
        edit.goBack();
      } catch {
        // The base query's snackbar said why.
      }
    },
    [dialog, edit, locale, m, snackbar],
  );
}
