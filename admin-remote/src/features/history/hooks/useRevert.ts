import { useCallback } from 'react';
import { blocksWrite, errorText, useLocale, useMessageDialog, useSnackbar, type RequestError } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { useMessages } from '../../../messages/messages';
import { useRevertActivityMutation } from '../api/historyApi';
import type { HistoryEntry } from '../historyEntries';
import { revertConfirmation } from '../revertConfirmation';

/**
 * Revert (or Restore) of a history entry: the confirmation saying what will change, then the call.
 * Resolves true when it went through (the record's screen and lists refresh through their tags). A
 * refusal (409: the chain rule, a taken name, the record gone) stays on screen until dismissed,
 * with the API's reason in the admin's language.
 */
export function useRevert() {
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
  const m = useMessages();
  const locale = useLocale();
  const [revert, { isLoading }] = useRevertActivityMutation();
  const confirmAndRevert = useCallback(
    async (entry: HistoryEntry): Promise<boolean> => {
      if (!(await dialog.confirm({ ...revertConfirmation(entry, m, locale), icon: 'warning' }))) return false;
      try {
        const result = await revert(entry).unwrap();
        snackbar.success(translateMessage(result.message || m.reverted, locale));
        return true;
      } catch (caught) {
        const failure = caught as RequestError;
        const reason = failure.data?.message && translateMessage(failure.data.message, locale);
        snackbar.error(errorText({ errorMessage: m.revertFailed }, { ...failure.data, message: reason }), {
          persistent: blocksWrite('POST', failure.status),
        });
        return false;
      }
    },
    [dialog, locale, m, revert, snackbar],
  );
  return { revert: confirmAndRevert, reverting: isLoading };
}
