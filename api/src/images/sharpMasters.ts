// The API's image masters (the core's ImageMasters port) with sharp: libvips decodes and encodes
// on libuv's thread pool, off the event loop. A master is upright (EXIF orientation applied),
// carries no metadata (sharp writes none unless asked: no EXIF, GPS, XMP; ICC converted to sRGB),
// and is at most MASTER_MAX_SIDE on its long side.
import sharp from 'sharp';
import { imageRefusal, imageTooLarge, imageUndecodable, IMAGE_MAX_PIXELS, MASTER_MAX_SIDE, type ImageMasters } from '@mfe/catalogue-core';

/** sharp's own time limit on one normalisation (seconds): a pathological file cannot hold a worker for long. */
export const NORMALISE_TIMEOUT_SECONDS = 20;

/** libvips never decodes more pixels than the core allows, whatever a header claims. */
const INPUT = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

export const sharpMasters: ImageMasters = {
  async normalise(bytes) {
    // The header first (nothing decoded): sizes, frames, alpha as libvips reads them.
    const meta = await sharp(bytes, INPUT)
      .metadata()
      .catch((error: unknown) => {
        throw refusalOf(error);
      });
    if (!meta.width || !meta.height) throw imageUndecodable();
    const refusal = imageRefusal({ width: meta.width, height: meta.height, animated: (meta.pages ?? 1) > 1 });
    if (refusal) throw refusal;
    const pipeline = sharp(bytes, INPUT)
      .rotate()
      .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .timeout({ seconds: NORMALISE_TIMEOUT_SECONDS });
    const alpha = meta.hasAlpha === true;
    const encoded = alpha ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, progressive: true, mozjpeg: true });
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, mime: alpha ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
    } catch (error) {
      throw refusalOf(error);
    }
  },
};

/** What a libvips failure is refused with: its pixel limit is a bomb, anything else a file it cannot read. */
const refusalOf = (error: unknown) => (/pixel limit/i.test(String(error)) ? imageTooLarge() : imageUndecodable());
