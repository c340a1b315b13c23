import { fallbackFormat, parseVariantPath, variantPath, widthsFor, VARIANT_WIDTHS } from './imageVariants';

describe('image variants', () => {
  it('names a variant after its master, so a replaced master changes every variant URL', () => {
    expect(variantPath('images/ab12.jpg', 640, 'webp')).toBe('variants/images/ab12.jpg/w640.webp');
    expect(variantPath('seed/lathe.png', 320, 'png')).toBe('variants/seed/lathe.png/w320.png');
  });

  it('has no variants for what is not a stored master (a demo data: URL, a PDF, a traversal)', () => {
    expect(variantPath('data:image/png;base64,AAAA', 320, 'webp')).toBeNull();
    expect(variantPath('files/ab12.pdf', 320, 'webp')).toBeNull();
    expect(variantPath('images/../x.jpg', 320, 'webp')).toBeNull();
  });

  it('parses only the set: widths, and the fallback format of the master', () => {
    expect(parseVariantPath('variants/images/ab12.jpg/w640.avif')).toEqual({ master: 'images/ab12.jpg', width: 640, format: 'avif' });
    expect(parseVariantPath('variants/images/ab12.jpg/w641.avif')).toBeNull();
    expect(parseVariantPath('variants/images/ab12.jpg/w6400.avif')).toBeNull();
    expect(parseVariantPath('variants/images/ab12.jpg/w640.png')).toBeNull();
    expect(parseVariantPath('variants/images/ab12.png/w640.jpg')).toBeNull();
    expect(parseVariantPath('variants/images/ab12.png/w640.png')).toEqual({ master: 'images/ab12.png', width: 640, format: 'png' });
    expect(parseVariantPath('variants/files/ab12.pdf/w640.webp')).toBeNull();
    expect(parseVariantPath('variants/images/ab12.jpg/w640.gif')).toBeNull();
    expect(parseVariantPath('variants/images/ab12.jpg')).toBeNull();
    expect(parseVariantPath('images/ab12.jpg/w640.webp')).toBeNull();
  });

  it('falls back to the master format', () => {
    expect(fallbackFormat('images/a.jpg')).toBe('jpg');
    expect(fallbackFormat('images/a.jpeg')).toBe('jpg');
    expect(fallbackFormat('seed/a.png')).toBe('png');
  });

  it('picks the widths a slot needs, from its smallest rendering to its largest', () => {
    expect(widthsFor(200, 600)).toEqual([320, 480, 640]);
    expect(widthsFor(100, 100)).toEqual([160]);
    expect(widthsFor(1000, 5000)).toEqual([1200, 1920]);
    expect(widthsFor(3000, 5000)).toEqual([1920]);
    expect(VARIANT_WIDTHS).toContain(1200);
  });
});
