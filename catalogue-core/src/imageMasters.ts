// Image masters: every stored picture is one normalised master, made on upload. The core decides
// what is refused (by the file's own header, before anything decodes it) and asks a port to make
// the master: the API with sharp (upright, no metadata, sRGB, at most MASTER_MAX_SIDE), the
// browser demo without a decoder (the bytes as they are; docs/spec-departures.md).
import { CatalogueError } from './errors';
import { MESSAGES } from './messages';

/** What a master is stored as: JPEG for opaque pictures, PNG for pictures with an alpha channel. */
export type MasterMime = 'image/jpeg' | 'image/png';

/** Decompression bombs: refused before decoding, by the sizes their header declares. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_MAX_SIDE = 8000;
/** The long side of a master: larger pictures are scaled down (never up). */
export const MASTER_MAX_SIDE = 2560;

export interface ImageMaster {
  bytes: Uint8Array;
  mime: MasterMime;
  width: number;
  height: number;
}

/** The port: make the master of an accepted JPEG or PNG, or throw the CatalogueError that refuses it. */
export interface ImageMasters {
  normalise(bytes: Uint8Array, mime: MasterMime): Promise<ImageMaster>;
}

/** The sizes a file's header declares and whether it animates (an APNG's acTL). */
export interface ImageHeader {
  width: number;
  height: number;
  animated: boolean;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** An ISO-BMFF file whose major brand is HEIC/HEIF (an iPhone's default photo format). */
export function isHeic(head: Uint8Array): boolean {
  return head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12));
}

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** PNG: IHDR's sizes, and animated when an acTL chunk comes before the image data. */
function pngHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  const header = { width: u32(b, 16), height: u32(b, 20), animated: false };
  for (let at = 8; at + 8 <= b.length; at += 12 + u32(b, at)) {
    const type = ascii(b, at + 4, at + 8);
    if (type === 'acTL') header.animated = true;
    if (type === 'IDAT' || type === 'IEND') break;
  }
  return header;
}

/** SOFn markers carry the frame's sizes; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** JPEG: the sizes of its first frame header, walking the segments from the start. */
function jpegHeader(b: Uint8Array): ImageHeader | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (isFrameMarker(marker)) return at + 9 <= b.length ? { height: u16(b, at + 5), width: u16(b, at + 7), animated: false } : null;
    if (marker === 0xda || marker === 0xd9) return null; // image data or the end before any frame header
    at += 2 + u16(b, at + 2);
  }
  return null;
}

/** The header of an accepted JPEG or PNG, or null when it cannot be read (truncated, damaged). */
export function readImageHeader(bytes: Uint8Array, mime: MasterMime): ImageHeader | null {
  const header = mime === 'image/png' ? pngHeader(bytes) : jpegHeader(bytes);
  return header && header.width > 0 && header.height > 0 ? header : null;
}

export const imageUndecodable = () => new CatalogueError(422, MESSAGES.imageUndecodable);
export const imageTooLarge = () => new CatalogueError(422, MESSAGES.imageTooManyPixels(IMAGE_MAX_PIXELS / 1_000_000, IMAGE_MAX_SIDE));

/** What a picture of these sizes is refused with (a decompression bomb, an animation), or null. */
export function imageRefusal(header: { width: number; height: number; animated: boolean }): CatalogueError | null {
  const { width, height } = header;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) return imageTooLarge();
  if (header.animated) return new CatalogueError(422, MESSAGES.imageAnimated);
  return null;
}

/** The master of an accepted image: refused by its header first (nothing decoded), then made by the port. */
export async function imageMaster(masters: ImageMasters, bytes: Uint8Array, mime: MasterMime): Promise<ImageMaster> {
  const header = readImageHeader(bytes, mime);
  if (!header) throw imageUndecodable();
  const refusal = imageRefusal(header);
  if (refusal) throw refusal;
  return masters.normalise(bytes, mime);
}

/** A master that is the upload itself (the browser demo, which has no decoder): its header's sizes. */
export const passThroughMasters: ImageMasters = {
  async normalise(bytes, mime) {
    const header = readImageHeader(bytes, mime);
    if (!header) throw imageUndecodable();
    return { bytes, mime, width: header.width, height: header.height };
  },
};
