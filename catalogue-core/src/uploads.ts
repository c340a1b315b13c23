// Upload acceptance: a file is judged by its first bytes, never by its name or declared type,
// and by its size. The API streams to disk and the demo reads a Blob; both ask these questions.
import { CatalogueError } from './errors';
import { isHeic } from './imageMasters';
import { MESSAGES } from './messages';

export type UploadKind = 'image' | 'pdf';
export type UploadMime = 'image/jpeg' | 'image/png' | 'application/pdf';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** How many first bytes `sniff` needs. */
export const SNIFF_BYTES = 16;

export const UPLOAD_EXTENSIONS: Record<UploadMime, 'jpg' | 'png' | 'pdf'> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type a file's first bytes show, or null. */
export function sniff(head: Uint8Array): UploadMime | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-') return 'application/pdf';
  return null;
}

const MB = 1024 * 1024;
/** A size as the messages give it: '10 MB', '0.5 MB'. */
export const megabytes = (n: number) => `${Number((n / MB).toFixed(1))} MB`;

export const maxBytesOf = (kind: UploadKind) => (kind === 'image' ? IMAGE_MAX_BYTES : PDF_MAX_BYTES);
export const uploadLabel = (kind: UploadKind) => (kind === 'image' ? 'Image' : 'PDF file');

/** The 413 of a file over its kind's limit ('Image must not be larger than 10 MB'). */
export function tooLarge(kind: UploadKind, maxBytes = maxBytesOf(kind)): CatalogueError {
  return new CatalogueError(413, `${uploadLabel(kind)} must not be larger than ${megabytes(maxBytes)}`);
}

/** The type of an accepted file, or 415: images are JPEG or PNG, brochures PDF, by content. */
export function acceptedMime(kind: UploadKind, head: Uint8Array): UploadMime {
  const mime = sniff(head);
  const fits = kind === 'image' ? mime === 'image/jpeg' || mime === 'image/png' : mime === 'application/pdf';
  // An iPhone's default format: say why it is refused and what to send instead.
  if (kind === 'image' && !fits && isHeic(head)) throw new CatalogueError(415, MESSAGES.imageHeic);
  if (!mime || !fits) throw new CatalogueError(415, kind === 'image' ? 'Image must be a JPEG or PNG file' : 'File must be a PDF document');
  return mime;
}

/** What the API would refuse a file with (413 by size first, then 415 by content), or null: the admin asks it on choosing. */
export function uploadRefusal(kind: UploadKind, size: number, head: Uint8Array): CatalogueError | null {
  if (size > maxBytesOf(kind)) return tooLarge(kind);
  try {
    acceptedMime(kind, head);
    return null;
  } catch (error) {
    if (error instanceof CatalogueError) return error;
    throw error;
  }
}
