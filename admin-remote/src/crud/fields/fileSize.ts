import { megabytes } from '@mfe/catalogue-core/uploads';

const KB = 1024;

/** A file size as staff read it: '820 bytes', '14 KB', '2.4 MB' (the API's own MB wording). */
export function sizeText(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < KB * KB) return `${Math.round(bytes / KB)} KB`;
  return megabytes(bytes);
}
