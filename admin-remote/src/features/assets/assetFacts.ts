import { formatDate, type Locale } from '@mfe/shared-ui';
// A file size as staff read it lives with the upload fields (their previews show it too).
export { sizeText } from '../../crud/fields/fileSize';

/** A stored timestamp as a date in the admin's language: '22 November 2026'. */
export function dateText(stamp: string | null | undefined, locale: Locale): string {
  return (stamp && formatDate(stamp, locale)) || '–';
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * The file name a downloaded master is saved under: the asset's name (without the characters file
 * systems refuse) with the stored file's extension, or the one of a data: URL's type (the demo).
 */
export function downloadName(name: string, path: string): string {
  const dataType = /^data:([^;,]+)/.exec(path)?.[1];
  const extension = dataType ? EXTENSIONS[dataType] : /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase();
  const base = name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'image';
  return extension && !base.toLowerCase().endsWith(`.${extension}`) ? `${base}.${extension}` : base;
}
