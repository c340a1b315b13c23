import { judgeFinderFilters, sentFilters, valueMatches, type FinderAttributeRule, type FinderFilter } from './finderFilters';
import { FinderPage } from './finderCounts';
import { attributeValueRow } from './attributes';
import { MESSAGES } from './messages';

const messages = {
  notAFilter: MESSAGES.finderNotAFilter,
  number: MESSAGES.attributeValueNumber,
  reversed: MESSAGES.finderRangeReversed,
  option: MESSAGES.attributeValueOption,
  boolean: MESSAGES.attributeValueBoolean,
};
const rule = (id: number, type: FinderAttributeRule['type'], extra: Partial<FinderAttributeRule> = {}): FinderAttributeRule => ({
  id,
  name: `A${id}`,
  type,
  options: [],
  filterable: true,
  ...extra,
});
const attributes = new Map(
  [
    rule(1, 'number'),
    rule(2, 'range'),
    rule(3, 'option', { options: ['Fanuc', 'Siemens', 'Heidenhain'] }),
    rule(4, 'boolean'),
    rule(5, 'text'),
    rule(6, 'number', { filterable: false }),
  ].map((a) => [a.id, a]),
);

describe('sentFilters', () => {
  it('reads options (repeated keys), bounds and yes/no by attribute id, ignoring other keys and empty values', () => {
    expect(
      sentFilters({
        vendor_id: '1',
        category: 'All',
        a3: ['Siemens', 'Fanuc', 'Fanuc'],
        a1_min: ' 3000 ',
        a1_max: '',
        a4: 'true',
        a9: '',
        page: '2',
        a0: 'x',
        ab: 'y',
      }),
    ).toEqual([
      { attributeId: 1, values: [], min: '3000', max: null },
      { attributeId: 3, values: ['Fanuc', 'Siemens'], min: null, max: null },
      { attributeId: 4, values: ['true'], min: null, max: null },
    ]);
  });

  it('gives the same list whatever the order of the keys', () => {
    expect(sentFilters({ a3: 'Fanuc', a1_max: '5' })).toEqual(sentFilters({ a1_max: '5', a3: 'Fanuc' }));
  });
});

describe('judgeFinderFilters', () => {
  const judge = (query: Record<string, unknown>) => judgeFinderFilters(sentFilters(query), attributes, messages);

  it('types each filter by its attribute', () => {
    expect(judge({ a1_min: '3000', a2_max: '1e3', a3: 'Fanuc', a4: ['false', 'true'] })).toEqual({
      filters: [
        { attributeId: 1, type: 'number', min: 3000, max: null },
        { attributeId: 2, type: 'range', min: null, max: 1000 },
        { attributeId: 3, type: 'option', options: ['Fanuc'] },
        { attributeId: 4, type: 'boolean', values: [false, true] },
      ],
    });
  });

  it('refuses each bad filter under its own key', () => {
    expect(
      judge({ a1_min: 'fast', a1_max: '10', a2_min: '9', a2_max: '3', a3: 'Mazak', a4: 'yes', a5: 'x', a6_min: '1', a99: 'x', a1: '4' }),
    ).toEqual({
      errors: {
        a1: ['a1 is not a filter of this catalogue page'],
        a2_min: ['A2: the minimum must be at most the maximum'],
        a3: ['A3 must be one of Fanuc, Siemens, Heidenhain'],
        a4: ['A4 must be true or false'],
        a5: ['a5 is not a filter of this catalogue page'],
        a6_min: ['a6_min is not a filter of this catalogue page'],
        a99: ['a99 is not a filter of this catalogue page'],
      },
    });
    expect(judge({ a1_min: 'fast' })).toEqual({ errors: { a1_min: ['A1 must be a number'] } });
    expect(judge({ a3_min: '1' })).toEqual({ errors: { a3_min: ['a3_min is not a filter of this catalogue page'] } });
  });
});

describe('valueMatches', () => {
  const row = (value: Parameters<typeof attributeValueRow>[2]) => attributeValueRow(1, 1, value);
  it('holds a number within its bounds, bounds included', () => {
    const filter: FinderFilter = { attributeId: 1, type: 'number', min: 3000, max: 5000 };
    expect([2999, 3000, 5000, 5001].map((n) => valueMatches(filter, row(n)))).toEqual([false, true, true, false]);
  });
  it('holds a range whose interval overlaps the bounds', () => {
    const filter: FinderFilter = { attributeId: 1, type: 'range', min: 500, max: 700 };
    const ranges = [
      { min: 100, max: 499 },
      { min: 100, max: 500 },
      { min: 600, max: 650 },
      { min: 700, max: 900 },
      { min: 701, max: 900 },
    ];
    expect(ranges.map((r) => valueMatches(filter, row(r)))).toEqual([false, true, true, true, false]);
  });
  it('holds options and yes/no by value', () => {
    expect(valueMatches({ attributeId: 1, type: 'option', options: ['Fanuc'] }, row('Fanuc'))).toBe(true);
    expect(valueMatches({ attributeId: 1, type: 'option', options: ['Fanuc'] }, row('Siemens'))).toBe(false);
    expect(valueMatches({ attributeId: 1, type: 'boolean', values: [false] }, row(true))).toBe(false);
  });
});

describe('FinderPage', () => {
  // Four products in two series: speed (1) and control (3).
  const products = [1, 2, 3, 4].map((id) => ({ id, seriesId: id <= 2 ? 10 : 20 }));
  const values = [
    attributeValueRow(1, 1, 2000),
    attributeValueRow(2, 1, 3000),
    attributeValueRow(3, 1, 4000),
    attributeValueRow(4, 1, 6000),
    attributeValueRow(1, 3, 'Fanuc'),
    attributeValueRow(2, 3, 'Siemens'),
    attributeValueRow(3, 3, 'Fanuc'),
  ];
  const filters: FinderFilter[] = [
    { attributeId: 1, type: 'number', min: 2500, max: null },
    { attributeId: 3, type: 'option', options: ['Fanuc'] },
  ];

  it('counts each attribute under every filter but its own', () => {
    const { total, rows } = new FinderPage(products, values).facets(filters, [1, 3]);
    expect(total).toBe(1);
    // Speed, under control = Fanuc: products 1 and 3.
    expect(rows.find((r) => r.attribute_id === 1)).toMatchObject({ count: 2, min: 2000, max: 4000 });
    // Control, under speed ≥ 2500: products 2, 3 (4 has none).
    expect(rows.filter((r) => r.attribute_id === 3).map((r) => [r.text_value, r.count])).toEqual([
      ['Siemens', 1],
      ['Fanuc', 1],
    ]);
  });

  it('lists the series with a passing product', () => {
    expect(new FinderPage(products, values).series(filters)).toEqual([{ id: 20, count: 1 }]);
    expect(new FinderPage(products, values).series([])).toEqual([
      { id: 10, count: 2 },
      { id: 20, count: 2 },
    ]);
  });
});
