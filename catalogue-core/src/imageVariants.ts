// Image variants (issue 20): every stored master is served at a fixed set of widths in AVIF, WebP
// and its own fallback format (JPEG for a JPEG master, PNG for one with alpha). A variant's path is
// `variants/{master path}/w{width}.{format}`, under the storage root like its master, so a folder of
// plain files (the demo's static host) serves the same URLs as the API. A replaced image has a new
// master path, so every variant URL changes with it and all of them can be cached for ever.
// Zod-free (subpath `@mfe/catalogue-core/image-variants`): the API parses these paths, the pages build them.

/** The only widths ever made; a request for another width is refused (404). */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1200, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The sharing image (og:image, JSON-LD): a JPEG this wide (or the master's width when smaller). */
export const SHARE_WIDTH: VariantWidth = 1200;

export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A master's path as stored (images/<hex>.jpg, seed/<name>.png): the only paths that have variants. */
const MASTER = /^(images|seed)\/[a-z0-9_-]{1,80}\.(png|jpe?g)$/;
const VARIANT = /^variants\/(.+)\/w(\d{1,4})\.(avif|webp|jpg|png)$/;

/** The format a browser without AVIF and WebP gets: the master's own (JPEG, or PNG for alpha). */
export function fallbackFormat(masterPath: string): 'jpg' | 'png' {
  return /\.png$/i.test(masterPath) ? 'png' : 'jpg';
}

export const isMasterPath = (path: string): boolean => MASTER.test(path);

/** The storage path of one variant of a master, or null when the path has no variants (a data: URL of the demo, a PDF). */
export function variantPath(masterPath: string, width: VariantWidth, format: VariantFormat): string | null {
  return isMasterPath(masterPath) ? `variants/${masterPath}/w${width}.${format}` : null;
}

export interface VariantRequest {
  master: string;
  width: VariantWidth;
  format: VariantFormat;
}

/** A variant path split into its master, width and format; null when it is not one of the set (another width, a format the master has not). */
export function parseVariantPath(path: string): VariantRequest | null {
  const m = VARIANT.exec(path);
  if (!m) return null;
  const [, master, w, format] = m as unknown as [string, string, string, VariantFormat];
  const width = Number(w) as VariantWidth;
  if (!isMasterPath(master) || !VARIANT_WIDTHS.includes(width)) return null;
  if ((format === 'jpg' || format === 'png') && format !== fallbackFormat(master)) return null;
  return { master, width, format };
}

/** The widths of the set that a slot needs: from the smallest at least `min` CSS px up to the first at least `max` (its largest rendering at 3x). */
export function widthsFor(min: number, max: number): VariantWidth[] {
  const from = VARIANT_WIDTHS.findIndex((w) => w >= min);
  const to = VARIANT_WIDTHS.findIndex((w) => w >= max);
  return VARIANT_WIDTHS.slice(from < 0 ? VARIANT_WIDTHS.length - 1 : from, to < 0 ? VARIANT_WIDTHS.length : to + 1);
}
