// Uploads as the API keeps them: files under generated names, served from /storage, removed with
// their asset, never left behind by a refused save, and the size limits (413). What the calls
// answer is in the catalogue contract (test/contract.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { form, JPEG, makeChain, PDF, PNG, productFields, storageFiles, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });

async function uploadImage(name = 'Logo', file: Buffer = PNG, filename = 'logo.png') {
  return h.req('POST', '/api/assets-manager/image/create', { form: form({ name, description: 'd' }, { image_file: [file, filename, 'image/png'] }) });
}
async function uploadPdf(name = 'Brochure', file: Buffer = PDF) {
  return h.req('POST', '/api/assets-manager/file/create', {
    form: form({ name, description: 'd' }, { pdf_file: [file, 'b.pdf', 'application/pdf'] }),
  });
}

describe('stored files', () => {
  it('a product’s image_file and pdf_file are stored under generated names and served from /storage', async () => {
    const ids = await makeChain(h);
    const r = await h.req('POST', '/api/product/create', {
      form: form(productFields(ids, 'Lathe X'), { image_file: [JPEG, 'photo.jpg', 'image/jpeg'], pdf_file: [PDF, 'x.pdf', 'application/pdf'] }),
    });
    expect(r.status).toBe(201);
    const p = r.body.data;
    expect(p.image.image_path).toMatch(/^images\/[0-9a-f]{32}\.jpg$/);
    expect(p.file.file_path).toMatch(/^files\/[0-9a-f]{32}\.pdf$/);
    const img = await fetch(`${h.url}/storage/${p.image.image_path}`);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await img.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('an image’s name comes from its content, never from the client’s file name', async () => {
    const png = await uploadImage('Logo', PNG, '../../evil.png');
    expect(png.body.data.image_path).toMatch(/^images\/[0-9a-f]{32}\.png$/);
    const jpg = await uploadImage('Photo', JPEG, 'photo.png');
    expect(jpg.body.data.image_path).toMatch(/^images\/[0-9a-f]{32}\.jpg$/);
  });

  it('a PDF is served as application/pdf with nosniff', async () => {
    const r = await uploadPdf();
    expect(r.body.data.file_path).toMatch(/^files\/[0-9a-f]{32}\.pdf$/);
    const served = await fetch(`${h.url}/storage/${r.body.data.file_path}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a save refused by the chain rule leaves no file behind', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    const before = storageFiles(h.storageDir);
    const r = await h.req('POST', '/api/product/create', {
      form: form(productFields(a, 'Lathe X', { mt_product_series_id: b.series }), { image_file: [PNG, 'a.png'] }),
    });
    expect(r.status).toBe(422);
    expect(storageFiles(h.storageDir)).toEqual(before);
  });

  it('deleting an image removes its file, and /storage answers 404 for it', async () => {
    const img = (await uploadImage()).body.data;
    expect(fs.existsSync(path.join(h.storageDir, img.image_path))).toBe(true);
    expect((await h.req('DELETE', `/api/assets-manager/image/delete/${img.id}`)).status).toBe(200);
    expect(fs.existsSync(path.join(h.storageDir, img.image_path))).toBe(false);
    expect((await fetch(`${h.url}/storage/${img.image_path}`)).status).toBe(404);
  });
});

describe('replacing a file', () => {
  it('stores the new file, removes the old one once the row points at the new, and keeps nothing of a refused one', async () => {
    const pdf = (await uploadPdf('Catalogue')).body.data;
    const before = storageFiles(h.storageDir);
    const refused = await h.req('POST', `/api/assets-manager/file/replace/${pdf.id}`, {
      form: form({}, { pdf_file: [PNG, 'x.pdf', 'application/pdf'] }),
    });
    expect(refused.status).toBe(415);
    expect(storageFiles(h.storageDir)).toEqual(before);
    const newer = Buffer.from('%PDF-1.7\n% newer\n%%EOF\n');
    const r = await h.req('POST', `/api/assets-manager/file/replace/${pdf.id}`, {
      form: form({}, { pdf_file: [newer, 'new.pdf', 'application/pdf'] }),
    });
    expect(r.status).toBe(200);
    expect(storageFiles(h.storageDir)).toEqual([r.body.data.file_path]);
    expect((await fetch(`${h.url}/storage/${pdf.file_path}`)).status).toBe(404);
    expect(Buffer.from(await (await fetch(`${h.url}/storage/${r.body.data.file_path}`)).arrayBuffer()).equals(newer)).toBe(true);
  });
});

describe('size limits', () => {
  it('refuses images over 10 MB and refused content (413, 415) with nothing half-written', async () => {
    const tooBig = await uploadImage('Big', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image must not be larger than 10 MB');
    expect((await uploadImage('Gif', Buffer.from('GIF89a........'), 'x.png')).status).toBe(415);
    expect(storageFiles(h.storageDir)).toEqual([]);
  });

  it('refuses PDFs over 50 MB (413) with nothing half-written', async () => {
    const big = await uploadPdf('Big', Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(storageFiles(h.storageDir)).toEqual([]);
  });
});
