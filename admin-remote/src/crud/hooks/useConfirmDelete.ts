import { useCallback } from 'react';
import { blocksWrite, errorText, useAppDispatch, useLocale, useMessageDialog, useSnackbar, type RequestError } from '@mfe/shared-ui';
import { blockedDeleteMessage } from '@mfe/catalogue-core/messages';
import type { ResourceBase } from '../../resources/types';
import { resourceApi, useDeleteRecordMutation } from '../api/resourceApi';
import { childLinks, countChildren, PARENT_AREAS } from '../recordLinks';
import { useMessages } from '../../messages/messages';
import { apiMessage } from '../../messages/apiMessage';

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
            description: `${apiMessage(blockedDeleteMessage(resource.module, children), locale)}: ${names.join(', ')}${count > names.length ? ', …' : ''}.`,
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
        snackbar.success(apiMessage(result.message || resource.messages.deleted, locale));
        return true;
      } catch (caught) {
        const failure = caught as RequestError;
        snackbar.error(apiMessage(errorText({ errorMessage: resource.messages.delete }, failure.data), locale), {
          persistent: blocksWrite('DELETE', failure.status),
          links: childLinks(failure.data?.children),
        });
        return false;
      }
    },
    [dialog, dispatch, locale, m, remove, resource, snackbar],
  );
}
