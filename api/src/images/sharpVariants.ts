// One variant of a master with sharp, off the event loop: the master scaled to the width (never
// up), in the format asked. Upright and without metadata even when the master predates masters (an
// upload kept as sent, with its EXIF orientation and GPS): rotate() applies the orientation and
// sharp writes no metadata unless asked.
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, type VariantFormat, type VariantWidth } from '@mfe/catalogue-core';

/** sharp's own limit on one variant (seconds). */
export const VARIANT_TIMEOUT_SECONDS = 20;

/**
 * Encoder settings per format: AVIF at effort 2 (the default effort 4 takes ~7× longer on two
 * cores for a few % fewer bytes), WebP and JPEG at the qualities the usual image CDNs default to.
 */
const ENCODE = {
  avif: (p: sharp.Sharp) => p.avif({ quality: 50, effort: 2 }),
  webp: (p: sharp.Sharp) => p.webp({ quality: 75, effort: 4 }),
  jpg: (p: sharp.Sharp) => p.jpeg({ quality: 78, progressive: true, mozjpeg: true }),
  png: (p: sharp.Sharp) => p.png({ compressionLevel: 9, palette: true, quality: 90 }),
} satisfies Record<VariantFormat, (p: sharp.Sharp) => sharp.Sharp>;

export async function sharpVariant(master: Buffer, width: VariantWidth, format: VariantFormat): Promise<Buffer> {
  const pipeline = sharp(master, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .timeout({ seconds: VARIANT_TIMEOUT_SECONDS });
  return ENCODE[format](pipeline).toBuffer();
}
