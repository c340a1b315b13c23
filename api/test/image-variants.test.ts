// Image variants over real HTTP, a real database and real files (issue 20): a master's fixed
// widths in AVIF, WebP and its own format, made on the first request and kept (in the folder, or
// in the database), upright and without metadata, immutable URLs that go with a replaced or deleted
// master, refusals outside the set, the bound on variants made at once, and warming after upload.
import sharp from 'sharp';
import { VARIANT_WIDTHS } from '@mfe/catalogue-core';
import { imageTurns } from '../src/images';
import { form, phonePhoto, storageFiles, useApp, type Harness } from './helpers';

const IMAGE = '/api/assets-manager/image';

const upload = (h: Harness, file: Buffer, name = 'Photo') =>
  h.req('POST', `${IMAGE}/create`, { form: form({ name }, { image_file: [file, 'photo.jpg', 'image/jpeg'] }) });

const get = (h: Harness, path: string) => fetch(`${h.url}/storage/${path}`);

async function variant(h: Harness, path: string) {
  const r = await get(h, path);
  expect(r.status).toBe(200);
  const bytes = Buffer.from(await r.arrayBuffer());
  return { r, bytes, meta: await sharp(bytes).metadata() };
}

describe.each([['local' as const], ['database' as const]])('image variants, files in the %s store', (fileStore) => {
  const h = useApp({ fileStore }, { resetEachTest: true });

  it('serves a phone photo at a width of the set, upright, without EXIF or GPS, as AVIF, WebP and JPEG, cached for ever', async () => {
    const created = await upload(h, await phonePhoto(4032, 3024));
    expect(created.status).toBe(201);
    const master: string = created.body.data.image_path;
    // Orientation 6: the sensor's landscape is a portrait upright; the master is ≤ 2560 on its long side.
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      const { r, bytes, meta } = await variant(h, `variants/${master}/w640.${format}`);
      expect(r.headers.get('content-type')).toBe(type);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect([meta.width, meta.height]).toEqual([640, 853]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.length).toBeLessThan(60_000);
    }
  });

  it('makes a variant once: the second request, and simultaneous first ones, are served what is stored', async () => {
    const master: string = (await upload(h, await phonePhoto(1600, 1200))).body.data.image_path;
    const made = h.app.imageVariants.made;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(h, `variants/${master}/w320.webp`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(h.app.imageVariants.made - made).toBe(1);
    await variant(h, `variants/${master}/w320.webp`);
    expect(h.app.imageVariants.made - made).toBe(1);
  });

  it('never enlarges: a width above the master is the master’s width', async () => {
    const master: string = (await upload(h, await phonePhoto(400, 300))).body.data.image_path;
    const { meta } = await variant(h, `variants/${master}/w1920.jpg`);
    expect([meta.width, meta.height]).toEqual([300, 400]);
  });

  it('refuses what is not in the set with 404 {message}: another width, another fallback format, no such master', async () => {
    const master: string = (await upload(h, await phonePhoto(800, 600))).body.data.image_path;
    for (const path of [
      `variants/${master}/w641.webp`,
      `variants/${master}/w640.png`,
      `variants/${master}/w640.gif`,
      `variants/${master}/w99999.webp`,
      'variants/images/0000.jpg/w640.webp',
    ]) {
      const r = await get(h, path);
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ message: 'File not found' });
    }
  });

  it('a replaced image has new variant URLs, and the old ones go with the old master', async () => {
    const created = await upload(h, await phonePhoto(800, 600));
    const old: string = created.body.data.image_path;
    await variant(h, `variants/${old}/w320.webp`);
    const replaced = await h.req('POST', `${IMAGE}/replace/${created.body.data.id}`, {
      form: form(
        {},
        {
          image_file: [
            await sharp({ create: { width: 900, height: 300, channels: 3, background: '#c00' } })
              .jpeg()
              .toBuffer(),
            'b.jpg',
          ],
        },
      ),
    });
    expect(replaced.status).toBe(200);
    const now: string = replaced.body.data.image_path;
    expect(now).not.toBe(old);
    expect((await variant(h, `variants/${now}/w320.webp`)).meta.width).toBe(320);
    expect((await get(h, `variants/${old}/w320.webp`)).status).toBe(404);
  });

  it('deleting an image removes its variants with its master', async () => {
    const created = await upload(h, await phonePhoto(800, 600));
    const master: string = created.body.data.image_path;
    await variant(h, `variants/${master}/w160.avif`);
    await variant(h, `variants/${master}/w320.webp`);
    expect((await h.req('DELETE', `${IMAGE}/delete/${created.body.data.id}`)).status).toBe(200);
    expect((await get(h, `variants/${master}/w160.avif`)).status).toBe(404);
    if (fileStore === 'local') expect(storageFiles(h.storageDir).filter((f) => f.startsWith(`variants/${master}/`))).toEqual([]);
    else {
      const [{ n }] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file WHERE left(path, length($1)) = $1', [
        `variants/${master}/`,
      ]);
      expect(n).toBe(0);
    }
  });

  it('the orphan sweep removes variants whose master no row links, and keeps those of a linked one', async () => {
    const linked: string = (await upload(h, await phonePhoto(800, 600))).body.data.image_path;
    await variant(h, `variants/${linked}/w160.webp`);
    const orphan = 'images/0123456789abcdef.jpg';
    await h.app.storage.writeAt(`variants/${orphan}/w160.webp`, Buffer.from('old variant'));
    await new Promise((r) => setTimeout(r, 20));
    await h.app.storage.sweep(async () => [linked], 1);
    expect((await h.app.storage.open(`variants/${orphan}/w160.webp`)) === null).toBe(true);
    expect((await h.app.storage.open(`variants/${linked}/w160.webp`)) !== null).toBe(true);
  });
});

describe('the bound on variants made at once', () => {
  const h = useApp({}, { resetEachTest: true });

  it('twenty first requests are made at most two at a time while the API keeps answering', async () => {
    const master: string = (await upload(h, await phonePhoto(2400, 1800))).body.data.image_path;
    imageTurns.peak = 0;
    const requests = VARIANT_WIDTHS.flatMap((w) => (['avif', 'webp', 'jpg'] as const).map((f) => get(h, `variants/${master}/w${w}.${f}`)));
    const health = await fetch(`${h.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await Promise.all(requests)).map((r) => r.status)).toEqual(Array(requests.length).fill(200));
    expect(imageTurns.peak).toBe(2);
    expect(imageTurns.running()).toBe(0);
  });
});

describe('warming after an upload', () => {
  const h = useApp({ warmImageVariants: true }, { resetEachTest: true });

  it('makes every variant of a new image in the background', async () => {
    const master: string = (await upload(h, await phonePhoto(1000, 750))).body.data.image_path;
    const expected = VARIANT_WIDTHS.length * 3;
    const deadline = Date.now() + 60_000;
    const stored = () => storageFiles(h.storageDir).filter((f) => f.startsWith(`variants/${master}/`)).length;
    while (stored() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(stored()).toBe(expected);
  });

  it('at start, images without variants (the seed’s, older uploads) get them, once', async () => {
    const seedPicture = await sharp({ create: { width: 320, height: 240, channels: 4, background: '#1976d2' } })
      .png()
      .toBuffer();
    await h.app.storage.writeAt('seed/start-warm.png', seedPicture);
    expect(await h.app.imageVariants.warmMissing(['seed/start-warm.png', 'files/brochure.pdf'])).toBe(1);
    expect(storageFiles(h.storageDir).filter((f) => f.startsWith('variants/seed/start-warm.png/'))).toHaveLength(VARIANT_WIDTHS.length * 3);
    expect(await h.app.imageVariants.warmMissing(['seed/start-warm.png'])).toBe(0);
  });
});
