import { series } from '../../../test/catalogueFixtures';
import { brochureUrl } from './brochureUrl';

describe('brochureUrl', () => {
  it('points at the PDF under /storage', () => {
    expect(brochureUrl(series(1, 1))).toBe('/storage/files/brochure-1.pdf');
  });

  it('is null for a series flagged no_pdf, even if a file is attached', () => {
    expect(brochureUrl(series(1, 1, { no_pdf: true }))).toBeNull();
  });

  it('is null when there is no file behind the series', () => {
    expect(brochureUrl(series(1, 1, { pdf: null, pdf_id: null }))).toBeNull();
  });
});
