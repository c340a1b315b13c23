import { attributeValueOf, attributeValueRow, attributeValuesByProduct, judgeAttributeValue, type AttributeRule } from './attributes';

const rule = (type: AttributeRule['type'], options: string[] = []): AttributeRule => ({ id: 7, name: 'Speed', type, options });

describe('judgeAttributeValue', () => {
  it('takes a value of its type, as it is stored (a text trimmed)', () => {
    expect(judgeAttributeValue(rule('number'), 3000.5)).toEqual({ value: 3000.5 });
    expect(judgeAttributeValue(rule('range'), { min: 2, max: 2, extra: 1 })).toEqual({ value: { min: 2, max: 2 } });
    expect(judgeAttributeValue(rule('text'), '  Renishaw  ')).toEqual({ value: 'Renishaw' });
    expect(judgeAttributeValue(rule('option', ['Fanuc', 'Siemens']), 'Siemens')).toEqual({ value: 'Siemens' });
    expect(judgeAttributeValue(rule('boolean'), false)).toEqual({ value: false });
  });

  it('refuses anything else with the message naming the attribute', () => {
    const refused: Array<[AttributeRule, unknown, string]> = [
      [rule('number'), '3000', 'Speed must be a number'],
      [rule('number'), Number.NaN, 'Speed must be a number'],
      [rule('number'), Infinity, 'Speed must be a number'],
      [rule('range'), { min: 5, max: 1 }, 'Speed must be a range of two numbers, min at most max'],
      [rule('range'), { min: 1 }, 'Speed must be a range of two numbers, min at most max'],
      [rule('range'), 4, 'Speed must be a range of two numbers, min at most max'],
      [rule('text'), '   ', 'Speed must be a text of at most 255 characters'],
      [rule('text'), 'x'.repeat(256), 'Speed must be a text of at most 255 characters'],
      [rule('text'), 12, 'Speed must be a text of at most 255 characters'],
      [rule('option', ['Fanuc', 'Siemens']), 'fanuc', 'Speed must be one of Fanuc, Siemens'],
      [rule('boolean'), 'true', 'Speed must be true or false'],
    ];
    for (const [attribute, value, message] of refused)
      expect([attribute.type, value, judgeAttributeValue(attribute, value)]).toEqual([attribute.type, value, { error: message }]);
  });
});

describe('a value stored and read back', () => {
  it('fills the columns of its type only, and reads back the same value (numbers from numeric text too)', () => {
    const values = [3000, { min: 50, max: 8000 }, 'Fanuc', true, false, 0];
    for (const value of values) expect(attributeValueOf(attributeValueRow(1, 2, value))).toEqual(value);
    expect(attributeValueRow(1, 2, { min: 1, max: 2 })).toEqual({
      product_id: 1,
      attribute_id: 2,
      num_value: 1,
      num_max: 2,
      text_value: null,
      bool_value: null,
    });
    expect(attributeValueOf({ num_value: '1.5' as unknown as number, num_max: null, text_value: null, bool_value: null })).toBe(1.5);
  });

  it('groups rows by product, each by attribute id', () => {
    const rows = [attributeValueRow(1, 2, 5), attributeValueRow(1, 3, 'A'), attributeValueRow(4, 2, 6)];
    expect(attributeValuesByProduct(rows)).toEqual(
      new Map([
        [1, { 2: 5, 3: 'A' }],
        [4, { 2: 6 }],
      ]),
    );
  });
});
