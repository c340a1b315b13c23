import { MeasureIndex, measuresInText, readNumber } from './searchMeasures';

describe('readNumber: numbers as buyers write them in English and Indonesian', () => {
  test.each([
    ['3000', 3000],
    ['3.000', 3000],
    ['3,000', 3000],
    ['1.250.000', 1250000],
    ['3.000,5', 3000.5],
    ['3,000.5', 3000.5],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['-20', -20],
    ['0.25', 0.25],
  ])('%s → %d', (text, value) => expect(readNumber(text)).toBe(value));

  test.each(['1.2.3', '3.000.5', '1,2,3'])('%s is no number', (text) => expect(readNumber(text)).toBeNaN());
});

describe('measuresInText', () => {
  test('a number right before a unit, with or without a space, in any case; units as buyers spell them', () => {
    expect(measuresInText('3000 rpm')).toEqual([{ unit: 'rpm', value: 3000 }]);
    expect(measuresInText('3000rpm')).toEqual([{ unit: 'rpm', value: 3000 }]);
    expect(measuresInText('Lathe 3.000 RPM 500 mm')).toEqual([
      { unit: 'rpm', value: 3000 },
      { unit: 'mm', value: 500 },
    ]);
    expect(measuresInText('15 kw 1,5 µm 2 um 5 mpa 20 °c 4 l 12 nm 800 mm/min 30 m/min 2 m')).toEqual([
      { unit: 'kW', value: 15 },
      { unit: 'µm', value: 1.5 },
      { unit: 'µm', value: 2 },
      { unit: 'MPa', value: 5 },
      { unit: '°C', value: 20 },
      { unit: 'L', value: 4 },
      { unit: 'Nm', value: 12 },
      { unit: 'mm/min', value: 800 },
      { unit: 'm/min', value: 30 },
      { unit: 'm', value: 2 },
    ]);
  });

  test('no measure inside a word, before a longer word, or without a unit', () => {
    expect(measuresInText('lb3000 ex')).toEqual([]);
    expect(measuresInText('lb3000mm')).toEqual([]);
    expect(measuresInText('5 mesin')).toEqual([]);
    expect(measuresInText('3000')).toEqual([]);
    expect(measuresInText('genos l250')).toEqual([]);
  });
});

describe('MeasureIndex', () => {
  test('numbers equal to a measure (exact) and ranges containing it, of its unit; every measure must match; a position set again or removed', () => {
    const index = new MeasureIndex();
    index.set(0, [
      { unit: 'rpm', min: 3000, max: 3000 },
      { unit: 'mm', min: 500, max: 500 },
    ]);
    index.set(1, [
      { unit: 'rpm', min: 50, max: 8000 },
      { unit: 'mm', min: 500, max: 500 },
    ]);
    index.set(2, [{ unit: 'mm', min: 3000, max: 3000 }]);
    expect(index.matching([{ unit: 'rpm', value: 3000 }], 5)).toEqual([
      { position: 0, exact: true },
      { position: 1, exact: false },
    ]);
    expect(index.matching([{ unit: 'rpm', value: 9000 }], 5)).toEqual([]);
    expect(index.matching([{ unit: 'mm', value: 3000 }], 5)).toEqual([{ position: 2, exact: true }]);
    expect(
      index.matching(
        [
          { unit: 'rpm', value: 5000 },
          { unit: 'mm', value: 500 },
        ],
        5,
      ),
    ).toEqual([{ position: 1, exact: false }]);
    index.set(0, [{ unit: 'rpm', min: 4000, max: 4000 }]);
    expect(index.matching([{ unit: 'mm', value: 500 }], 5)).toEqual([{ position: 1, exact: true }]);
    index.set(1, null);
    expect(index.matching([{ unit: 'rpm', value: 3000 }], 5)).toEqual([]);
    expect(index.matching([], 5)).toEqual([]);
    // At most `limit`, numbers equal first, each in position order.
    index.set(1, [{ unit: 'rpm', min: 50, max: 8000 }]);
    index.set(7, [{ unit: 'rpm', min: 3000, max: 3000 }]);
    index.set(3, [{ unit: 'rpm', min: 3000, max: 3000 }]);
    expect(index.matching([{ unit: 'rpm', value: 3000 }], 2)).toEqual([
      { position: 3, exact: true },
      { position: 7, exact: true },
    ]);
    expect(index.matching([{ unit: 'rpm', value: 3000 }], 3)).toEqual([
      { position: 3, exact: true },
      { position: 7, exact: true },
      { position: 1, exact: false },
    ]);
  });
});
