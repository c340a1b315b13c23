import { COPYRIGHT_YEARS, HISTORY_YEARS, isMapEmbedUrl, isPlus62Number, isSalesEmail, isYearWithin } from './settingsRules';

describe('the settings rules (issue 23, as the API checks them)', () => {
  it('takes numbers in +62 form, grouped by single spaces or hyphens', () => {
    for (const number of ['+62 21 8990 4512', '+62 812 8990 4512', '+6281289904512', '+62 812-8990-4512']) expect(isPlus62Number(number)).toBe(true);
    for (const number of ['021 8990 4512', '62 812 8990 4512', '+62 812', '+62  812 8990 4512', '+62 812 8990 4512 ext 3'])
      expect(isPlus62Number(number)).toBe(false);
  });

  it('takes a plain mail address only', () => {
    expect(isSalesEmail('sales@mitrapresisi.example')).toBe(true);
    expect(isSalesEmail('sales@')).toBe(false);
    expect(isSalesEmail('a@b.c?cc=x%40evil.example')).toBe(false);
  });

  it('takes https embed pages of OpenStreetMap and Google Maps only', () => {
    expect(isMapEmbedUrl('https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4&layer=mapnik')).toBe(true);
    expect(isMapEmbedUrl('https://www.google.com/maps/embed?pb=abc')).toBe(true);
    expect(isMapEmbedUrl('http://www.openstreetmap.org/export/embed.html')).toBe(false);
    expect(isMapEmbedUrl('https://www.openstreetmap.org/')).toBe(false);
    expect(isMapEmbedUrl('https://www.google.com/search?q=maps')).toBe(false);
    expect(isMapEmbedUrl('https://maps.example.com/export/embed.html')).toBe(false);
    expect(isMapEmbedUrl('https://www.openstreetmap.org.evil.example/export/embed.html')).toBe(false);
    expect(isMapEmbedUrl('https://user:pass@www.openstreetmap.org/export/embed.html')).toBe(false);
    expect(isMapEmbedUrl('javascript:alert(1)')).toBe(false);
  });

  it('takes whole years in range: the copyright from 2000, a history event from 1900, both to 2100', () => {
    expect([2000, 2024, 2100].map((year) => isYearWithin(COPYRIGHT_YEARS, year))).toEqual([true, true, true]);
    expect([1999, 2101, 2024.5, '2024', null].map((year) => isYearWithin(COPYRIGHT_YEARS, year))).toEqual([false, false, false, false, false]);
    expect(isYearWithin(HISTORY_YEARS, 1900)).toBe(true);
    expect(isYearWithin(HISTORY_YEARS, 1899)).toBe(false);
  });
});
