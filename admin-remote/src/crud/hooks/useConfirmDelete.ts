import { useCallback } from 'react';
import { blocksWrite, errorText, useAppDispatch, useMessageDialog, useSnackbar, type RequestError } from '@mfe/shared-ui';
import { blockedDeleteMessage } from '@mfe/catalogue-core/messages';
import type { ResourceBase } from '../../resources/types';
import { resourceApi, useDeleteRecordMutation } from '../api/resourceApi';
import { childLinks, countChildren, PARENT_AREAS } from '../recordLinks';

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
            message: `${resource.title} "${record.name}" cannot be deleted`,
            description: `${blockedDeleteMessage(resource.module, children)}: ${names.join(', ')}${count > names.length ? ', …' : ''}.`,
            icon: 'warning',
          });
          return false;
        }
      }
      const confirmed = await dialog.confirm({
        message: `Delete ${resource.module} "${record.name}"?`,
        description: 'This cannot be undone.',
        icon: 'warning',
        confirmText: 'Delete',
      });
      if (!confirmed) return false;
      try {
        const result = await remove({ area: resource.area, id: record.id }).unwrap();
        snackbar.success(result.message || resource.messages.deleted);
        return true;
      } catch (caught) {
        const failure = caught as RequestError;
        snackbar.error(errorText({ errorMessage: resource.messages.delete }, failure.data), {
          persistent: blocksWrite('DELETE', failure.status),
          links: childLinks(failure.data?.children),
        });
        return false;
      }
    },
    [dialog, dispatch, remove, resource, snackbar],
  );
}
