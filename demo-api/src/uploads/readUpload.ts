// Uploads in the browser: accepted by the core's rules (type by the first bytes, the API's size
// limits, an image's header), then also held to what the browser's storage can keep, and kept as data: URLs inside
// the stored tables.
import {
  acceptedMime,
  CatalogueError,
  IMAGE_MAX_BYTES,
  imageMaster,
  passThroughMasters,
  maxBytesOf,
  megabytes,
  PDF_MAX_BYTES,
  SNIFF_BYTES,
  tooLarge,
  uploadLabel,
  type MasterMime,
  type PendingUpload,
  type UploadKind,
} from '@mfe/catalogue-core';

export interface UploadLimits {
  /** The API's own limits: 413 above them whatever the browser could hold. */
  imageMaxBytes: number;
  pdfMaxBytes: number;
  /** What the demo keeps in the browser's storage per file (localStorage holds ~5 MB in all). */
  storeMaxBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  imageMaxBytes: IMAGE_MAX_BYTES,
  pdfMaxBytes: PDF_MAX_BYTES,
  storeMaxBytes: 1024 * 1024,
};

function base64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** undefined for an absent or empty part (skipped, like the API); throws 413 or 415 for a file it refuses. */
export async function pendingUpload(file: Blob | undefined, kind: UploadKind, limits: UploadLimits): Promise<PendingUpload | undefined> {
  if (!file || file.size === 0) return undefined;
  const apiMax = kind === 'image' ? limits.imageMaxBytes : kind === 'pdf' ? limits.pdfMaxBytes : maxBytesOf(kind);
  if (file.size > apiMax) throw tooLarge(kind, apiMax);
  // An import's spreadsheet (issue 24) is read, never kept: the browser's storage does not hold it.
  if (kind !== 'sheet' && file.size > limits.storeMaxBytes)
    throw new CatalogueError(
      413,
      `${uploadLabel(kind)} is too large for the demo's browser storage (at most ${megabytes(limits.storeMaxBytes)} per file)`,
    );
  const received = new Uint8Array(await file.arrayBuffer());
  const accepted = acceptedMime(kind, received.subarray(0, SNIFF_BYTES));
  // Images are held to the core's refusals by their header; the demo has no decoder, so its master
  // is the upload as it is (not turned upright, not stripped, not scaled: docs/spec-departures.md).
  const { bytes, mime } =
    kind === 'image' ? await imageMaster(passThroughMasters, received, accepted as MasterMime) : { bytes: received, mime: accepted };
  return { mime, size: bytes.length, keep: async () => `data:${mime};base64,${base64(bytes)}`, bytes: async () => bytes };
}
