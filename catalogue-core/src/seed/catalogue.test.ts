import { demoCatalogue, ENGINEERING_AND_SERVICES } from './catalogue';

describe('demo catalogue', () => {
  it('has the required sizes and is deterministic', () => {
    const c = demoCatalogue();
    expect(c.manufactureTypes[0]!.name).toBe(ENGINEERING_AND_SERVICES);
    expect(c.manufactureTypes.length).toBeGreaterThanOrEqual(5);
    expect(c.vendors).toHaveLength(8);
    expect(c.categories).toHaveLength(30);
    expect(c.series).toHaveLength(120);
    expect(c.series.filter((s) => !s.hasPdf).length).toBeGreaterThan(0);
    expect(c.products.length).toBeGreaterThan(0);
    expect(JSON.stringify(demoCatalogue())).toBe(JSON.stringify(c));
  });

  it('has an Indonesian text for every translatable field (names of types and categories, every description)', () => {
    const c = demoCatalogue();
    const translated = (en: string, id: string) => id.trim() !== '' && id !== en;
    for (const record of [...c.manufactureTypes, ...c.categories]) expect(record.name_id.trim()).not.toBe('');
    for (const record of [...c.manufactureTypes, ...c.vendors, ...c.categories, ...c.series, ...c.products])
      expect(translated(record.description, record.description_id)).toBe(true);
    expect(c.categories.find((category) => category.name === 'CNC Lathes')!.name_id).toBe('Mesin Bubut CNC');
    expect(c.manufactureTypes.map((t) => t.name_id)).toContain('Alat Ukur Presisi');
  });
});
