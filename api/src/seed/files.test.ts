import zlib from 'node:zlib';
import { brochurePdf, logoPng, seriesImagePng } from './files';

describe('file generators', () => {
  it('makes valid PNGs', () => {
    for (const png of [logoPng([1, 2, 3]), seriesImagePng([200, 10, 10], 'circle')]) {
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const len = png.readUInt32BE(33);
      expect(png.subarray(37, 41).toString()).toBe('IDAT');
      const raw = zlib.inflateSync(png.subarray(41, 41 + len));
      const w = png.readUInt32BE(16);
      const hgt = png.readUInt32BE(20);
      expect(raw.length).toBe((w * 4 + 1) * hgt);
    }
  });
  it('makes PDFs with a correct xref', () => {
    const pdf = brochurePdf('Title (x)', 'Body text '.repeat(50)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offs = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offs.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});
