// Photo-like test images (issue 20's "real photos" run, and the e2e upload of a phone photo): what
// a phone camera writes — a 12 MP JPEG of about 5 MB whose sensor pixels are landscape with EXIF
// orientation 6 (to be shown turned 90° clockwise, so upright it is a portrait), the camera's Make
// and Model and a GPS position. The content is a scene of graded shapes under a sky with texture
// and sensor noise, so that the JPEG's size and its variants' sizes are those of a photo, not of a
// flat colour. Made at run time from a seed (never committed): the same seed, the same bytes.
import sharp from 'sharp';

/** A phone's main camera: 4032 × 3024 sensor pixels. */
export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

/** What every photo carries besides its pixels (the masters must drop all of it). */
export const PHOTO_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15 Pro' },
  // Bekasi, West Java.
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 14/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 59/1 33/1' },
};

/** xorshift32: small, fast and the same on every machine. */
function random(seed) {
  let s = Math.imul(seed + 1, 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

function hsl(hue, saturation, lightness) {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t) => {
    t = (t + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/** The scene at a quarter of the size: sky and ground gradients, 140 graded shapes, grain. */
function drawScene(w, h, rand) {
  const scene = new Float32Array(w * h * 3);
  const hue = rand() * 360;
  const horizon = Math.floor(h * (0.35 + rand() * 0.3));
  const [top, haze, ground, foot] = [hsl(hue + 180, 0.5, 0.75), hsl(hue + 200, 0.3, 0.88), hsl(hue, 0.25, 0.4), hsl(hue + 20, 0.3, 0.2)];
  for (let y = 0; y < h; y++) {
    const [a, b, f] = y < horizon ? [top, haze, y / horizon] : [ground, foot, (y - horizon) / (h - horizon)];
    for (let x = 0; x < w; x++) for (let c = 0; c < 3; c++) scene[(y * w + x) * 3 + c] = a[c] + (b[c] - a[c]) * f;
  }
  for (let i = 0; i < 140; i++) {
    const [cx, cy, rx, ry] = [rand() * w, rand() * h, 5 + (rand() * w) / 8, 5 + (rand() * h) / 6];
    const ellipse = rand() < 0.5;
    const alpha = 0.5 + rand() * 0.5;
    const shapeHue = hue + rand() * 120 - 60;
    const from = hsl(shapeHue, 0.2 + rand() * 0.6, 0.2 + rand() * 0.6);
    const to = hsl(shapeHue + 40, 0.2 + rand() * 0.6, 0.1 + rand() * 0.7);
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(h, cy + ry); y++) {
      const f = (y - cy + ry) / (2 * ry);
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(w, cx + rx); x++) {
        if (ellipse && ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1) continue;
        const o = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) scene[o + c] += (from[c] + (to[c] - from[c]) * f - scene[o + c]) * alpha;
      }
    }
  }
  const bytes = Buffer.alloc(scene.length);
  // Grain at this scale is texture at full size: it survives into the small variants, as detail does.
  for (let i = 0; i < scene.length; i++) bytes[i] = Math.max(0, Math.min(255, scene[i] + (rand() - 0.5) * 32));
  return bytes;
}

/**
 * A phone photo as a JPEG: `width` × `height` sensor pixels (landscape), EXIF orientation 6,
 * Make/Model and GPS. At the default 4032 × 3024 it is about 5 MB. `orientation: 1` is a photo
 * taken holding the phone sideways: shown as stored, landscape.
 * @param {{ seed?: number, width?: number, height?: number, quality?: number, orientation?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function phonePhoto({ seed = 1, width = PHOTO_WIDTH, height = PHOTO_HEIGHT, quality = 93, orientation = 6 } = {}) {
  const rand = random(seed);
  const [w, h] = [Math.max(1, Math.round(width / 4)), Math.max(1, Math.round(height / 4))];
  const pixels = await sharp(drawScene(w, h, rand), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  // Sensor noise: a table of triangular-distributed values walked with a prime stride.
  const size = 1 << 20;
  const noise = new Int8Array(size);
  for (let i = 0; i < size; i++) noise[i] = Math.round((rand() + rand() + rand() - 1.5) * 18);
  let k = Math.floor(rand() * size);
  for (let i = 0; i < pixels.length; i++) {
    k = (k + 7919) & (size - 1);
    const v = pixels[i] + noise[k];
    pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation, exif: PHOTO_EXIF })
    .jpeg({ quality })
    .toBuffer();
}
