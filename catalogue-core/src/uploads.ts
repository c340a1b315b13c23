// Upload acceptance: a file is judged by its first bytes, never by its name or declared type,
// and by its size. The API streams to disk and the demo reads a Blob; both ask these questions.
import { CatalogueError } from './errors';
import { isHeic } from './imageMasters';
import { MESSAGES } from './messages';

/** 'sheet' (issue 24): a product import's CSV or XLSX, read for its table and never kept. */
export type UploadKind = 'image' | 'pdf' | 'sheet';
export type UploadMime = 'image/jpeg' | 'image/png' | 'application/pdf' | SheetMime;
export type SheetMime = 'text/csv' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** A product import's file: 10,000 rows of a few dozen columns are a few MB of CSV. */
export const SHEET_MAX_BYTES = 20 * 1024 * 1024;
/** How many first bytes `sniff` needs. */
export const SNIFF_BYTES = 16;

export const UPLOAD_EXTENSIONS: Record<UploadMime, 'jpg' | 'png' | 'pdf' | 'csv' | 'xlsx'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

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

const MAX_BYTES: Record<UploadKind, number> = { image: IMAGE_MAX_BYTES, pdf: PDF_MAX_BYTES, sheet: SHEET_MAX_BYTES };
const LABELS: Record<UploadKind, string> = { image: 'Image', pdf: 'PDF file', sheet: 'Spreadsheet' };
export const maxBytesOf = (kind: UploadKind) => MAX_BYTES[kind];
export const uploadLabel = (kind: UploadKind) => LABELS[kind];

/**
 * A spreadsheet's type by its first bytes: XLSX is a ZIP ('PK\x03\x04'); anything else is read as
 * CSV text unless its head has a NUL or another control byte no text has (a binary file).
 */
export function sheetMime(head: Uint8Array): SheetMime | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const binary = head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b));
  return binary ? null : 'text/csv';
}

/** The 413 of a file over its kind's limit ('Image must not be larger than 10 MB'). */
export function tooLarge(kind: UploadKind, maxBytes = maxBytesOf(kind)): CatalogueError {
  return new CatalogueError(413, MESSAGES.uploadTooLarge(uploadLabel(kind), megabytes(maxBytes)));
}

/** The type of an accepted file, or 415: images are JPEG or PNG, brochures PDF, by content. */
export function acceptedMime(kind: UploadKind, head: Uint8Array): UploadMime {
  if (kind === 'sheet') {
    const sheet = sheetMime(head);
    if (!sheet) throw new CatalogueError(415, MESSAGES.importFileType);
    return sheet;
  }
  const mime = sniff(head);
  const fits = kind === 'image' ? mime === 'image/jpeg' || mime === 'image/png' : mime === 'application/pdf';
  // An iPhone's default format: say why it is refused and what to send instead.
  if (kind === 'image' && !fits && isHeic(head)) throw new CatalogueError(415, MESSAGES.imageHeic);
  if (!mime || !fits) throw new CatalogueError(415, kind === 'image' ? MESSAGES.imageTypeRefused : MESSAGES.pdfTypeRefused);
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
