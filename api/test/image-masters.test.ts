// Image masters over real HTTP, a real database and real files: what an uploaded picture is stored
// as (upright, no metadata, at most 2560 px, JPEG or PNG with alpha), what is refused (415 / 422)
// with nothing kept on disk or in the database, and the bound on normalisations at once.
import sharp from 'sharp';
import { IMAGE_MAX_SIDE, MESSAGES } from '@mfe/catalogue-core';
import { imageMasters, imageTurns } from '../src/images';
import { boundedMasters, Turns } from '../src/images/bounded';
import { sharpMasters } from '../src/images/sharpMasters';
import { form, makeChain, phonePhoto, PNG, productFields, storageFiles, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });
const IMAGE = '/api/assets-manager/image';

const upload = (file: Buffer, filename: string, name = 'Photo') =>
  h.req('POST', `${IMAGE}/create`, { form: form({ name }, { image_file: [file, filename, 'application/octet-stream'] }) });

async function served(imagePath: string): Promise<Buffer> {
  const r = await fetch(`${h.url}/storage/${imagePath}`);
  expect(r.status).toBe(200);
  return Buffer.from(await r.arrayBuffer());
}

/** A stored picture's width, height and EXIF block. */
async function shape(imagePath: string) {
  const meta = await sharp(await served(imagePath)).metadata();
  return [meta.width, meta.height, meta.exif];
}

/** Everything an upload could leave: files (kept and staged) and rows (assets and, on the database store, file bytes). */
async function traces() {
  const [{ n: assets }] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM image_asset');
  const [{ n: stored }] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stored_file WHERE path NOT LIKE 'seed/%'");
  return { files: storageFiles(h.storageDir), assets, stored };
}

/** A PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
/** PNG's IHDR is bytes 8-33: a header claiming other sizes, the rest of the file as it is. */
function withIhdr(png: Buffer, width: number, height: number): Buffer {
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(33)]);
}
/** An APNG: the animation control chunk (2 frames) before the image data. */
function animatedPng(png: Buffer): Buffer {
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0);
  return Buffer.concat([png.subarray(0, 33), pngChunk('acTL', actl), png.subarray(33)]);
}
const FAKE_HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);

describe('what an uploaded picture is stored as', () => {
  it('a phone photo (EXIF orientation 6, camera and GPS tags) is stored upright, at most 2560 px, with no metadata', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const r = await upload(photo, 'IMG_0001.JPG');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ mime: 'image/jpeg', image_path: expect.stringMatching(/^images\/[0-9a-f]{32}\.jpg$/) });
    const master = await served(r.body.data.image_path);
    expect(r.body.data.size).toBe(master.length);
    const meta = await sharp(master).metadata();
    // 3000×2000 turned upright is 2000×3000, then scaled to 2560 on the long side.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1707, 2560]);
    expect([meta.exif, meta.orientation, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(meta.isProgressive).toBe(true);
    expect(master.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('a PNG with an alpha channel stays a PNG with its alpha', async () => {
    const logo = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const r = await upload(logo, 'logo.jpg');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ mime: 'image/png', image_path: expect.stringMatching(/\.png$/) });
    const meta = await sharp(await served(r.body.data.image_path)).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 300, 200, true]);
  });

  it('an opaque PNG becomes a JPEG master (name, type and size say so); a small picture is not enlarged', async () => {
    const flat = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const r = await upload(flat, 'flat.png');
    expect(r.body.data).toMatchObject({ mime: 'image/jpeg', image_path: expect.stringMatching(/\.jpg$/) });
    const master = await served(r.body.data.image_path);
    expect(r.body.data.size).toBe(master.length);
    expect(await sharp(master).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('replace-file and a product form’s image_file store masters too', async () => {
    const first = (await upload(PNG, 'a.png')).body.data;
    const replaced = await h.req('POST', `${IMAGE}/replace/${first.id}`, { form: form({}, { image_file: [await phonePhoto(1200, 800), 'b.jpg'] }) });
    expect(replaced.status).toBe(200);
    expect(await shape(replaced.body.data.image_path)).toEqual([800, 1200, undefined]);
    const chain = await makeChain(h);
    const product = await h.req('POST', '/api/product/create', {
      form: form(productFields(chain, 'Lathe'), { image_file: [await phonePhoto(1200, 800), 'lathe.jpg'] }),
    });
    expect(product.status).toBe(201);
    expect(await shape(product.body.data.image.image_path)).toEqual([800, 1200, undefined]);
  });
});

describe('refused pictures leave nothing behind', () => {
  const tooLarge = MESSAGES.imageTooManyPixels(50, IMAGE_MAX_SIDE);
  const cases: Array<[string, () => Promise<Buffer>, string, number, string]> = [
    [
      'a 9000×10 PNG (over 8000 px on a side)',
      () =>
        sharp({ create: { width: 9000, height: 10, channels: 3, background: 'red' } })
          .png()
          .toBuffer(),
      'wide.png',
      422,
      tooLarge,
    ],
    ['a PNG whose header claims 20000×20000 (a decompression bomb)', async () => withIhdr(PNG, 20000, 20000), 'bomb.png', 422, tooLarge],
    ['an animated PNG', async () => animatedPng(PNG), 'anim.png', 422, MESSAGES.imageAnimated],
    ['a HEIC photo', async () => FAKE_HEIC, 'IMG_0002.HEIC', 415, MESSAGES.imageHeic],
    [
      'random bytes named .jpg',
      async () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
      'photo.jpg',
      415,
      'Image must be a JPEG or PNG file',
    ],
    [
      'a JPEG whose data is damaged',
      async () => {
        const photo = await phonePhoto(800, 600);
        return Buffer.concat([photo.subarray(0, 700), Buffer.alloc(2000, 0x55), Buffer.from([0xff, 0xd9])]);
      },
      'broken.jpg',
      422,
      MESSAGES.imageUndecodable,
    ],
  ];
  it.each(cases)('%s: %d with its message, no file, no row', async (_label, make, filename, status, message) => {
    const before = await traces();
    const r = await upload(await make(), filename);
    expect([r.status, r.body]).toEqual([status, { message }]);
    expect(await traces()).toEqual(before);
  });

  it('a replace-file with a refused picture keeps the old one', async () => {
    const image = (await upload(PNG, 'a.png')).body.data;
    const before = await traces();
    const r = await h.req('POST', `${IMAGE}/replace/${image.id}`, { form: form({}, { image_file: [animatedPng(PNG), 'b.png'] }) });
    expect(r.status).toBe(422);
    expect(await traces()).toEqual(before);
    expect((await h.get(`${IMAGE}/detail/${image.id}`)).body.data.image_path).toBe(image.image_path);
  });

  it('sharp refuses by the header it reads even when the core’s reading is bypassed (no full decode of a bomb)', async () => {
    await expect(sharpMasters.normalise(withIhdr(PNG, 20000, 20000), 'image/png')).rejects.toMatchObject({ status: 422, message: tooLarge });
    await expect(sharpMasters.normalise(Buffer.from('\xff\xd8\xff\xe0 not a picture', 'latin1'), 'image/jpeg')).rejects.toMatchObject({
      status: 422,
      message: MESSAGES.imageUndecodable,
    });
  });
});

describe('the bound on normalisations at once', () => {
  it('uploads at once are normalised at most two at a time, all of them answered', async () => {
    imageTurns.peak = 0;
    const photo = await phonePhoto(2400, 1800);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(photo, `p${i}.jpg`, `Photo ${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(imageMasters.peak).toBe(2);
    expect(imageMasters.running()).toBe(0);
  });

  it('a turn not found within the wait is a 503 with Retry-After', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = boundedMasters(
      {
        async normalise(bytes, mime) {
          await gate;
          return { bytes, mime, width: 1, height: 1 };
        },
      },
      new Turns({ concurrency: 1, waitMs: 50 }),
    );
    const first = slow.normalise(PNG, 'image/png');
    await expect(slow.normalise(PNG, 'image/png')).rejects.toMatchObject({
      status: 503,
      message: MESSAGES.imageBusy,
      headers: { 'retry-after': '5' },
    });
    release();
    await expect(first).resolves.toMatchObject({ mime: 'image/png' });
    expect(slow.running()).toBe(0);
  });
});
