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
});
