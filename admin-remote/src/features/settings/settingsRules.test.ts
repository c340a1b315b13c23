import { isAllowedMapUrl, isPlus62Number, isSalesEmail, isSettingsYear } from './settingsRules';

describe('the settings rules (issue 23)', () => {
  it('takes numbers in +62 form, grouped by spaces or hyphens', () => {
    for (const number of ['+62 21 8990 4512', '+62 812 8990 4512', '+6281289904512', '+62 812-8990-4512']) expect(isPlus62Number(number)).toBe(true);
    for (const number of ['021 8990 4512', '+62 0812 8990 4512', '62 812 8990 4512', '+62 812', '+62  812 8990 4512', '+62 812 8990 4512 ext 3'])
      expect(isPlus62Number(number)).toBe(false);
  });

  it('takes a plain mail address only', () => {
    expect(isSalesEmail('sales@mitrapresisi.example')).toBe(true);
    expect(isSalesEmail('sales@')).toBe(false);
    expect(isSalesEmail('a@b.c?cc=x%40evil.example')).toBe(false);
  });

  it('takes https map links on the allowed hosts only', () => {
    expect(isAllowedMapUrl('https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4&layer=mapnik')).toBe(true);
    expect(isAllowedMapUrl('https://www.google.com/maps/embed?pb=abc')).toBe(true);
    expect(isAllowedMapUrl('http://www.openstreetmap.org/export/embed.html')).toBe(false);
    expect(isAllowedMapUrl('https://maps.example.com/embed')).toBe(false);
    expect(isAllowedMapUrl('https://www.openstreetmap.org.evil.example/')).toBe(false);
    expect(isAllowedMapUrl('https://user:pass@www.openstreetmap.org/')).toBe(false);
    expect(isAllowedMapUrl('javascript:alert(1)')).toBe(false);
  });

  it('takes whole years from 1900 to 2100', () => {
    expect([1900, 2024, 2100].map(isSettingsYear)).toEqual([true, true, true]);
    expect([1899, 2101, 2024.5, '2024', null].map(isSettingsYear)).toEqual([false, false, false, false, false]);
  });
});
