import { useCallback } from 'react';
import { useMessageDialog, useSnackbar } from '@mfe/shared-ui';
import type { ResourceBase } from '../../resources/types';
import { useDeleteRecordMutation } from '../api/resourceApi';

/**
 * §4 delete: a confirmation dialog, then the call. Resolves true when the record is gone; the
 * failure (e.g. 409 'still has 3 vendors') was already announced by the base query's snackbar.
 */
export function useConfirmDelete(resource: ResourceBase) {
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
  const [remove] = useDeleteRecordMutation();
  return useCallback(
    async (record: { id: number; name: string }): Promise<boolean> => {
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
      } catch {
        return false;
      }
    },
    [dialog, remove, resource, snackbar],
  );
}
