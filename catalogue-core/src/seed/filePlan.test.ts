import { demoCatalogue } from './catalogue';
import { allSeedFiles, seedFilePlan } from './filePlan';

describe('seedFilePlan', () => {
  const catalogue = demoCatalogue();
  const plan = seedFilePlan(catalogue);

  it('gives every file its own path under seed/', () => {
    const paths = allSeedFiles(plan).map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => /^seed\/[a-z0-9-]+\.(png|pdf)$/.test(p))).toBe(true);
  });

  it('plans a brochure exactly for the series that have one', () => {
    expect(plan.seriesBrochures.map((f) => f !== null)).toEqual(catalogue.series.map((s) => s.hasPdf));
    expect(plan.seriesBrochures.find(Boolean)!.drawing).toMatchObject({ kind: 'brochure', title: catalogue.series[0]!.name });
  });

  it('draws vendor logos as logos and series pictures with their own shape', () => {
    expect(plan.vendorLogos.every((f) => f.drawing.kind === 'logo')).toBe(true);
    expect(plan.seriesImages.map((f) => f.drawing.kind === 'picture' && f.drawing.shape)).toEqual(catalogue.series.map((s) => s.shape));
  });
});
