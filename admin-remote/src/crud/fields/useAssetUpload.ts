import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useLocale } from '@mfe/shared-ui';
import type { AreaRows, AssetArea, AssetResource } from '../../resources/types';
import { useReplaceAssetFileMutation, useSaveRecordMutation } from '../api/resourceApi';
import { showServerFieldErrors } from '../serverErrors';

/** What an upload form holds: the file under `file`, whatever the API calls its part. */
export interface AssetUploadValues {
  name: string;
  description?: string;
  file?: File;
}

/**
 * Sends a new asset (create) or a new file for an existing one (replace) as multipart, with upload
 * progress; a 422 lands on the form's fields (the API's image_file / pdf_file on `file`). Resolves
 * to the saved asset and the API's message, or null when it failed (announced already).
 */
export function useAssetUpload<A extends AssetArea>(resource: AssetResource<A>, form: FormInstance) {
  const [create, creating] = useSaveRecordMutation();
  const [replace, replacing] = useReplaceAssetFileMutation();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const locale = useLocale();

  async function send(values: AssetUploadValues, replacedId?: string | number): Promise<{ message: string; data: AreaRows[A] } | null> {
    const body = new FormData();
    if (replacedId === undefined) {
      body.append('name', values.name.trim());
      body.append('description', values.description?.trim() ?? '');
    }
    if (values.file) body.append(resource.fileField, values.file, values.file.name);
    setUploadPercent(0);
    try {
      const args = { area: resource.area, body, onUploadProgress: setUploadPercent };
      const result = await (replacedId === undefined ? create(args) : replace({ ...args, id: replacedId })).unwrap();
      return { message: result.message, data: result.data as AreaRows[A] };
    } catch (error) {
      showServerFieldErrors(
        form,
        error,
        {
          fields: ['name', 'description', 'file'],
          aliases: { [resource.fileField]: 'file' },
          uploads: [{ name: 'file', kind: resource.kind === 'image' ? 'image' : 'pdf' }],
        },
        locale,
      );
      return null;
    } finally {
      setUploadPercent(null);
    }
  }

  return {
    create: (values: AssetUploadValues) => send(values),
    replace: (id: string | number, file: File) => send({ name: '', file }, id),
    sending: creating.isLoading || replacing.isLoading,
    uploadPercent,
  };
}
