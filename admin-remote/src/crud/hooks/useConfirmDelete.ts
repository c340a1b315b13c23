import { useCallback } from 'react';
import { blocksWrite, errorText, useAppDispatch, useLocale, useMessageDialog, useSnackbar, type RequestError } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import type { ResourceBase } from '../../resources/types';
import { resourceApi, useDeleteRecordMutation } from '../api/resourceApi';
import { childLinks, countChildren, PARENT_AREAS } from '../recordLinks';
import { useMessages } from '../../messages/messages';

/**
 * §4 delete: a confirmation dialog, then the call. Resolves true when the record is gone. A record
 * that still has children is not offered for deletion: the dialog says so beforehand (from its
 * detail's children). A refusal (e.g. 409 'it still has 2 vendors') stays on screen with links to
 * what keeps the record.
 */
export function useConfirmDelete(resource: ResourceBase) {
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
  const dispatch = useAppDispatch();
  const m = useMessages();
  const locale = useLocale();
  const [remove] = useDeleteRecordMutation();
  return useCallback(
    async (record: { id: number; name: string }): Promise<boolean> => {
      if (PARENT_AREAS.has(resource.area)) {
        const blockers = dispatch(
          resourceApi.endpoints.deleteBlockers.initiate({ area: resource.area, id: record.id }, { subscribe: false, forceRefetch: true }),
        );
        const children = await blockers.unwrap().catch(() => ({}));
        const count = countChildren(children);
        if (count) {
          const names = childLinks(children).map((link) => link.label);
          dialog.open({
            message: m.cannotBeDeleted(m.areaTitle(resource.area), record.name),
            description: `${m.deleteBlockedBy(m.areaNoun(resource.area), children, count)}: ${names.join(', ')}${count > names.length ? ', …' : ''}.`,
            icon: 'warning',
          });
          return false;
        }
      }
      const confirmed = await dialog.confirm({
        message: m.deleteQuestion(m.areaNoun(resource.area), record.name),
        description: m.cannotBeUndone,
        icon: 'warning',
        confirmText: m.delete,
      });
      if (!confirmed) return false;
      try {
        const result = await remove({ area: resource.area, id: record.id }).unwrap();
        snackbar.success(translateMessage(result.message || resource.messages.deleted, locale));
        return true;
      } catch (caught) {
        const failure = caught as RequestError;
        // The admin's words in its language, the API's reason translated by the core.
        const reason = failure.data?.message && translateMessage(failure.data.message, locale);
        snackbar.error(errorText({ errorMessage: m.failedDelete(m.areaNoun(resource.area)) }, { ...failure.data, message: reason }), {
          persistent: blocksWrite('DELETE', failure.status),
          links: childLinks(failure.data?.children),
        });
        return false;
      }
    },
    [dialog, dispatch, locale, m, remove, resource, snackbar],
  );
}
