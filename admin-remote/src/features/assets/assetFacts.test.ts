import { downloadName } from './assetFacts';

describe('downloadName', () => {
  it("names a downloaded master after its asset, with the stored file's extension", () => {
    expect(downloadName('Lathe photo', 'images/0a1b2c.jpg')).toBe('Lathe photo.jpg');
    expect(downloadName('Logo.png', 'seed/logo.png')).toBe('Logo.png');
    expect(downloadName('KP/CL: front?', 'images/0a1b2c.JPEG')).toBe('KP-CL- front-.jpeg');
    expect(downloadName('Demo', 'data:image/png;base64,iVBORw0KGgo=')).toBe('Demo.png');
    expect(downloadName('  ', 'images/0a1b2c.jpg')).toBe('image.jpg');
  });
});
