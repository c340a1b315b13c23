// A list's export (issue 24): GET <list path>/export with the list's search and filters, fetched
// through the shared base query (the session's Bearer token, the demo's transport, the login
// dialog on an expired session, the error snackbar in the page's language) as a Blob, then saved
// under the area's name and the day.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { axiosBaseQuery, type AppDispatch } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';

export type ExportFormat = 'csv' | 'xlsx';

/** What a list exports: its path, its current search and filters (those not set left out), and its file's name. */
export interface ListExport {
  path: string;
  query: Record<string, string | number | boolean | null | undefined>;
  /** The file's name before the day, e.g. 'product'. */
  fileStem: string;
}

/** `product-2026-11-27.csv`: the stem and the staff's day. */
export function exportFileName(stem: string, format: ExportFormat, now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${stem}-${day}.${format}`;
}

/** The query's set values only (an absent filter is no filter). */
const setValues = (query: ListExport['query']) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== undefined && value !== ''));

/** The export's file as a Blob; null when it failed (the base query has shown why). */
export const fetchListExport =
  (list: ListExport, format: ExportFormat, errorMessage: string, onProgress: (bytes: number) => void) =>
  async (dispatch: AppDispatch, getState: () => unknown): Promise<Blob | null> => {
    const controller = new AbortController();
    const api = {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'listExport',
      type: 'query',
    };
    const result = await axiosBaseQuery(
      {
        url: `${list.path}/export`,
        data: { ...setValues(list.query), format },
        responseType: 'blob',
        errorMessage,
        waitForLogin,
        onDownloadProgress: onProgress,
      },
      api as BaseQueryApi,
      {},
    );
    return 'data' in result && result.data instanceof Blob ? result.data : null;
  };

/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
