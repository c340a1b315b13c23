// A file size as staff read it lives with the upload fields (their previews show it too).
export { sizeText } from '../../crud/fields/fileSize';

/** A stored timestamp as a date: '22 Nov 2026'. */
export function dateText(stamp: string | null | undefined): string {
  if (!stamp) return '–';
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? '–' : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
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
