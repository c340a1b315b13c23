// The URLs of an image's variants (issue 20) for <picture>/srcset and the sharing tags: every
// public image and the admin's thumbnails ask for the widths their slot needs, never the master.
import { fallbackFormat, SHARE_WIDTH, variantPath, type VariantFormat, type VariantWidth } from '@mfe/catalogue-core/image-variants';
import { storageUrl } from './runtimeConfig';

/** The URL of one variant; a path without variants (a demo upload's data: URL) is its own URL. */
export function variantUrl(path: string | null | undefined, width: VariantWidth, format?: VariantFormat): string | null {
  if (!path) return null;
  return storageUrl(variantPath(path, width, format ?? fallbackFormat(path)) ?? path);
}

export interface ImageSources {
  /** The fallback <img>'s src (the largest listed width in the master's format). */
  src: string;
  /** The fallback <img>'s srcset; absent for a path without variants. */
  srcSet?: string;
  /** <source> elements, best format first. */
  sources: Array<{ type: string; srcSet: string }>;
}

const srcSetOf = (path: string, widths: readonly VariantWidth[], format: VariantFormat) =>
  widths.map((w) => `${storageUrl(variantPath(path, w, format))} ${w}w`).join(', ');

/** The sources of an image at the given widths (widthsFor() of its slot), or null without an image. */
export function imageSources(path: string | null | undefined, widths: readonly VariantWidth[]): ImageSources | null {
  if (!path) return null;
  const largest = widths[widths.length - 1];
  if (!largest || !variantPath(path, largest, 'webp')) return { src: storageUrl(path)!, sources: [] };
  return {
    src: variantUrl(path, largest)!,
    srcSet: srcSetOf(path, widths, fallbackFormat(path)),
    sources: [
      { type: 'image/avif', srcSet: srcSetOf(path, widths, 'avif') },
      { type: 'image/webp', srcSet: srcSetOf(path, widths, 'webp') },
    ],
  };
}

/** The sharing image of a page (og:image, JSON-LD): a 1200 px JPEG or PNG, as every crawler reads those. */
export const shareImageUrl = (path: string | null | undefined): string | null => variantUrl(path, SHARE_WIDTH);
