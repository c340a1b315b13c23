import { DEFAULT_UPLOAD_LIMITS, pendingUpload } from './readUpload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A JPEG's start and a 1×1 frame header: all the demo reads of it. */
const JPEG = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
const PDF = [...'%PDF-1.4'].map((c) => c.charCodeAt(0));

describe('pendingUpload', () => {
  it('skips an absent or empty part', async () => {
    await expect(pendingUpload(undefined, 'image', DEFAULT_UPLOAD_LIMITS)).resolves.toBeUndefined();
    await expect(pendingUpload(new Blob([]), 'image', DEFAULT_UPLOAD_LIMITS)).resolves.toBeUndefined();
  });

  it('keeps an accepted file as a base64 data URL of its sniffed type', async () => {
    const upload = await pendingUpload(new Blob([new Uint8Array(JPEG)], { type: 'application/pdf' }), 'image', DEFAULT_UPLOAD_LIMITS);
    expect(upload).toMatchObject({ mime: 'image/jpeg', size: JPEG.length });
    await expect(upload!.keep()).resolves.toBe('data:image/jpeg;base64,/9j/wAALCAABAAEBAREA');
  });

  it('refuses a PDF where an image belongs and the reverse (415)', async () => {
    await expect(pendingUpload(new Blob([new Uint8Array(PDF)]), 'image', DEFAULT_UPLOAD_LIMITS)).rejects.toMatchObject({ status: 415 });
    await expect(pendingUpload(new Blob([new Uint8Array(PNG)]), 'pdf', DEFAULT_UPLOAD_LIMITS)).rejects.toMatchObject({ status: 415 });
  });

  it('refuses files above the API limit or the browser-store limit (413)', async () => {
    const limits = { imageMaxBytes: 8, pdfMaxBytes: 8, storeMaxBytes: 6 };
    await expect(pendingUpload(new Blob([new Uint8Array(9)]), 'image', limits)).rejects.toMatchObject({
      status: 413,
      message: 'Image must not be larger than 0 MB',
    });
    await expect(pendingUpload(new Blob([new Uint8Array(PNG)]), 'image', limits)).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("demo's browser storage"),
    });
  });
});
