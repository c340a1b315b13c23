import { attributeCellValue, parseFlagText, parseIdText, parseNumberText, parseRangeText } from './cells';

describe('parseNumberText', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1 234', 1234],
    ['-0,25', -0.25],
    ['2e3', 2000],
    [' 42 ', 42],
  ])('%s is %d', (text, value) => expect(parseNumberText(text)).toBe(value));

  it.each(['', 'fast', '12 rpm', '1..2', '--1', 'NaN', 'Infinity'])('%j is none', (text) => expect(parseNumberText(text)).toBeNull());
});

describe('parseRangeText', () => {
  it.each([
    ['100..200', { min: 100, max: 200 }],
    ['100-200', { min: 100, max: 200 }],
    ['100 – 200', { min: 100, max: 200 }],
    ['-5..10', { min: -5, max: 10 }],
    ['-10--5', { min: -10, max: -5 }],
    ['1,5..2,5', { min: 1.5, max: 2.5 }],
    ['1.5..2', { min: 1.5, max: 2 }],
  ])('%s', (text, range) => expect(parseRangeText(text)).toEqual(range));

  it.each(['100', 'a..b', '..5', '1..2..3'])('%j is none', (text) => expect(parseRangeText(text)).toBeNull());
});

describe('parseFlagText and parseIdText', () => {
  it('reads yes/no in both languages, any case', () => {
    expect(['true', 'YES', 'Ya', '1'].map(parseFlagText)).toEqual([true, true, true, true]);
    expect(['false', 'no', 'TIDAK', '0'].map(parseFlagText)).toEqual([false, false, false, false]);
    expect(parseFlagText('maybe')).toBeNull();
  });

  it('reads whole numbers only (a spreadsheet’s 12.0 too)', () => {
    expect(['12', '12.0', ' 7 '].map(parseIdText)).toEqual([12, 12, 7]);
    expect(['1.5', '-1', 'x', ''].map(parseIdText)).toEqual([null, null, null, null]);
  });
});

describe('attributeCellValue', () => {
  it('reads each type, leaving an unreadable cell as its text for the judge', () => {
    expect(attributeCellValue({ type: 'number', options: [] }, '3.000,5')).toBe(3000.5);
    expect(attributeCellValue({ type: 'number', options: [] }, 'fast')).toBe('fast');
    expect(attributeCellValue({ type: 'range', options: [] }, '10-20')).toEqual({ min: 10, max: 20 });
    expect(attributeCellValue({ type: 'boolean', options: [] }, 'tidak')).toBe(false);
    expect(attributeCellValue({ type: 'option', options: ['Fanuc', 'Siemens'] }, 'SIEMENS')).toBe('Siemens');
    expect(attributeCellValue({ type: 'option', options: ['Fanuc'] }, 'Mazak')).toBe('Mazak');
    expect(attributeCellValue({ type: 'text', options: [] }, '  T-slot  ')).toBe('T-slot');
  });
});
