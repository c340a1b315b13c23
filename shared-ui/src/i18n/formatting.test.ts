import { INTL_TAGS, LOCALES } from '@mfe/catalogue-core/locales';
import { formatNumber } from './formatting';

// formatNumber writes ordinary numbers itself (no ICU data on a page's start): it must write
// exactly what Intl.NumberFormat writes for the same locale, for every kind of number a page shows.

/** A deterministic pseudo-random sequence (mulberry32), so a failure names a value that repeats. */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  7,
  12,
  999,
  1000,
  -1000,
  1500000,
  12345.678,
  0.5,
  0.0004,
  -0.0004,
  0.0005,
  1.0005,
  2.5,
  1.2345,
  1.9995,
  999.9995,
  123456789012.345,
  999999999999999,
  1e15,
  -1e15,
  1e21,
  1e-7,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
];

function sample(): number[] {
  const random = randomNumbers(20261128);
  const values = [...EDGES];
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 19 - 4); // 1e-4 … 1e14
    const raw = random() * magnitude * (random() < 0.3 ? -1 : 1);
    // Integers, one to four decimals and raw doubles, as counts, sizes and measurements are.
    const decimals = Math.floor(random() * 6);
    values.push(decimals === 5 ? raw : Number(raw.toFixed(decimals)));
  }
  return values;
}

describe('formatNumber', () => {
  it.each(LOCALES)('writes what Intl.NumberFormat writes in %s, for integers, decimals, negatives and the edges', (locale) => {
    const intl = new Intl.NumberFormat(INTL_TAGS[locale]);
    const mismatches = sample()
      .filter((value) => formatNumber(value, locale) !== intl.format(value))
      .map((value) => `${value}: ${formatNumber(value, locale)} ≠ ${intl.format(value)}`);
    expect(mismatches).toEqual([]);
  });

  it('groups and separates as each language does', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(1234567.891, 'id')).toBe('1.234.567,891');
    expect(formatNumber(-2.5, 'id')).toBe('-2,5');
    expect(formatNumber(12, 'id')).toBe('12');
  });
});
