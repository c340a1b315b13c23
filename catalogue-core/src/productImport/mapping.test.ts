import { defaultMapping, headerRowKey, isImportTarget } from './mapping';

const attributes = [
  { id: 3, name: 'Spindle speed', name_id: 'Kecepatan spindel' },
  { id: 4, name: 'Swing', name_id: null },
  // The same name in another category: one column fills both, by the row's category.
  { id: 9, name: 'Swing', name_id: null },
];

describe('defaultMapping', () => {
  it('maps fields by name and alias, attributes by attr:<id> header or by name (either language, a unit suffix ignored)', () => {
    const headers = [
      'ID',
      'Series',
      'Model',
      'description_id',
      'mt_product_series_id',
      'attr:3:Spindle speed (rpm)',
      'Swing (mm)',
      'Notes',
      'published',
    ];
    expect(defaultMapping(headers, attributes)).toEqual({
      ID: 'id',
      Series: 'series',
      Model: 'name',
      description_id: 'description_id',
      mt_product_series_id: 'series_id',
      'attr:3:Spindle speed (rpm)': 'attr:3',
      'Swing (mm)': 'attr_name:swing',
      published: 'published',
    });
  });

  it('fills a target from one column only: the first, and an attribute by id before its name', () => {
    expect(defaultMapping(['Kecepatan spindel', 'attr:3:x', 'name', 'Name'], attributes)).toEqual({ 'attr:3:x': 'attr:3', name: 'name' });
    expect(defaultMapping(['Kecepatan spindel'], attributes)).toEqual({ 'Kecepatan spindel': 'attr_name:spindle speed' });
  });

  it('leaves an attr:<id> header of an unknown attribute unmapped', () => {
    expect(defaultMapping(['attr:77:Gone'], attributes)).toEqual({});
  });
});

describe('isImportTarget and headerRowKey', () => {
  it('knows the fields and the attribute forms', () => {
    expect(['name', 'series_id', 'attr:12', 'attr_name:swing', 'mt_vendor_id'].every(isImportTarget)).toBe(true);
    expect(['colour', 'attr:', 'attr:x', 'position', 'attributes'].some(isImportTarget)).toBe(false);
  });

  it('keys a layout by its headers, trimmed', () => {
    expect(headerRowKey([' a', 'b '])).toBe(headerRowKey(['a', 'b']));
    expect(headerRowKey(['a', 'b'])).not.toBe(headerRowKey(['b', 'a']));
  });
});
