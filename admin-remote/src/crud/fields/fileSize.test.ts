import { sizeText } from './fileSize';

describe('sizeText', () => {
  it.each([
    [820, '820 bytes', '820 byte'],
    [14 * 1024 + 100, '14 kB', '14 kB'],
    [2.4 * 1024 * 1024, '2.4 MB', '2,4 MB'],
    [10 * 1024 * 1024, '10 MB', '10 MB'],
  ])('writes %d bytes as staff read them in English and in Indonesian', (bytes, english, indonesian) => {
    expect(sizeText(bytes, 'en')).toBe(english);
    expect(sizeText(bytes, 'id')).toBe(indonesian);
  });
});
