// The product import's calls (issue 24): the dry run and the commit, one multipart upload each.
import { baseApi } from '@mfe/shared-ui';
import { progressLines } from '@mfe/shared-ui/api/progress-lines';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import type { ImportError, ImportRowResult, ImportTotals, WorkProgress } from '@mfe/catalogue-core';

export interface ImportAnswer {
  message?: string;
  data: {
    totals: ImportTotals;
    headers?: string[];
    mapping?: Record<string, string>;
    rows?: ImportRowResult[];
    errors?: ImportError[];
  };
}

export interface ImportArgs {
  file: File;
  /** null: the API's defaults (the first dry run, which answers the headers). */
  mapping: Record<string, string> | null;
  dryRun: boolean;
  onUploadProgress?: (percent: number) => void;
  /** How far the server has got (the dry run's rows checked, the commit's rows saved), as it streams it. */
  onProgress?: (progress: WorkProgress) => void;
}

export const importApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importProducts: build.mutation<ImportAnswer, ImportArgs>({
      query: ({ file, mapping, dryRun, onUploadProgress, onProgress }) => {
        const data = new FormData();
        if (mapping) data.append('mapping', JSON.stringify(mapping));
        data.append('file', file, file.name);
        return {
          url: `/api/product/import${dryRun ? '?dry_run=1' : ''}`,
          method: 'POST',
          data,
          onUploadProgress,
          streamed: onProgress && progressLines(onProgress as (progress: unknown) => void),
          waitForLogin,
          silent: true,
        };
      },
      // A commit changes the product list.
      invalidatesTags: (_result, error, { dryRun }) => (error || dryRun ? [] : ['Product']),
    }),
  }),
});

export const { useImportProductsMutation } = importApi;
