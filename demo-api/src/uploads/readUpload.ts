// Uploads in the browser: judged by their first bytes like the API (never by name or declared
// type), size-checked, and kept as data: URLs inside the stored database.
import { HttpError } from '../http/httpError';

export type UploadKind = 'image' | 'pdf';

export interface UploadLimits {
  /** The API's own limits: 413 above them whatever the browser could hold. */
  imageMaxBytes: number;
  pdfMaxBytes: number;
  /** What the demo keeps in the browser's storage per file (localStorage holds ~5 MB in all). */
  storeMaxBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  imageMaxBytes: 10 * 1024 * 1024,
  pdfMaxBytes: 50 * 1024 * 1024,
  storeMaxBytes: 1024 * 1024,
};

export interface StoredUpload {
  /** data:<mime>;base64,... — storageUrl() passes it through as the URL. */
  dataUrl: string;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
}

export function sniff(head: Uint8Array): StoredUpload['mime'] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-') return 'application/pdf';
  return null;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

const MB = 1024 * 1024;
const megabytes = (n: number) => `${Number((n / MB).toFixed(1))} MB`;

/** null for an empty part (skipped, like the API); throws 413 or 415 for a file it refuses. */
export async function readUpload(file: Blob | undefined, kind: UploadKind, limits: UploadLimits): Promise<StoredUpload | null> {
  if (!file || file.size === 0) return null;
  const label = kind === 'image' ? 'Image' : 'PDF file';
  const apiMax = kind === 'image' ? limits.imageMaxBytes : limits.pdfMaxBytes;
  if (file.size > apiMax) throw new HttpError(413, `${label} must not be larger than ${megabytes(apiMax)}`);
  if (file.size > limits.storeMaxBytes)
    throw new HttpError(413, `${label} is too large for the demo's browser storage (at most ${megabytes(limits.storeMaxBytes)} per file)`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniff(bytes.subarray(0, 16));
  const fits = kind === 'image' ? mime === 'image/jpeg' || mime === 'image/png' : mime === 'application/pdf';
  if (!mime || !fits) throw new HttpError(415, kind === 'image' ? 'Image must be a JPEG or PNG file' : 'File must be a PDF document');
  return { dataUrl: `data:${mime};base64,${base64(bytes)}`, mime, size: bytes.length };
}
