import { z } from 'zod';
import { answeredColumns, answeredShape, ENTITIES, type EntityName } from '../schemas/entities';
import { IMAGE_FITS } from '../messages';
import { sampleValues } from './sampleValues';

describe('sampleValues', () => {
  it('gives every answered field of each entity, in its order, a value its schema accepts (and nothing else)', () => {
    for (const table of Object.keys(ENTITIES) as EntityName[]) {
      const sample = sampleValues(table);
      expect(Object.keys(sample)).toEqual(answeredColumns(table));
      expect(z.strictObject(answeredShape(table)).safeParse(sample).success).toBe(true);
    }
  });

  it("takes a field's fallback, else none, blank text, on, zero or an enum's first value", () => {
    expect(sampleValues('mt_product_series')).toMatchObject({
      name: '',
      description: null,
      mt_product_category_id: 0,
      pdf_id: null,
      published: true,
      position: 0,
    });
    expect(sampleValues('image_asset')).toMatchObject({ mime: '', size: 0, focus_x: 0, fit: IMAGE_FITS[0] });
  });
});
