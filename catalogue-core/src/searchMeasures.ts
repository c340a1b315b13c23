// The public search finds models by their attribute values as buyers write them (issue 24):
// "3000 rpm", "3.000 rpm", "3000rpm", "500 mm", "1,5 µm". A searched text's measures (a number and
// a unit of ATTRIBUTE_UNITS) match the products having, for an attribute of that unit, that number
// or a range containing it; a text of several measures, products having each. Written once for
// both adapters: ./searchIndex.ts keeps each product's measures (its records carry them) and asks
// MeasureIndex for the matches.
import { ATTRIBUTE_UNITS, type AttributeUnit } from './limits';
import { insertionPoint } from './sortedList';

/** A product's number value (min = max) or range of an attribute with a unit. */
export interface Measure {
  unit: AttributeUnit;
  min: number;
  max: number;
}

/** A measure a searched text names. */
export interface AskedMeasure {
  unit: AttributeUnit;
  value: number;
}

/** How buyers write each unit (lower-cased, as the search text is), beyond the unit itself. */
const UNIT_SPELLINGS: Partial<Record<AttributeUnit, string[]>> = {
  rpm: ['r/min', 'min-1'],
  L: ['ltr', 'liter', 'litre'],
  '°C': ['℃', 'deg c'],
  µm: ['μm', 'um', 'micron'],
  s: ['sec'],
};

/** Spelling (lower-case) → unit. */
const UNIT_OF = new Map<string, AttributeUnit>(
  ATTRIBUTE_UNITS.flatMap((unit) => [unit.toLowerCase(), ...(UNIT_SPELLINGS[unit] ?? [])].map((spelling) => [spelling, unit] as const)),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * A number (digits, groups of three after a dot or comma, a decimal part) right before a unit, the
 * longest spellings first ('mm/min' before 'mm' before 'm'), neither inside a word ('lb3000 ex').
 */
const MEASURE = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(-?\\d+(?:[.,]\\d+)*)\\s?(${[...UNIT_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}/])`,
  'gu',
);

/**
 * A number as buyers write it in either language: groups of three after one separator ('3.000',
 * '3,000', '1.250.000'), the other one then marking the decimals ('3.000,5', '3,000.5'); otherwise a
 * dot or a comma is the decimal mark ('1.5', '1,5'). NaN when it is none.
 */
export function readNumber(text: string): number {
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const grouped = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*(?:([.,])(\d+))?$/.exec(digits);
  let value: number;
  if (grouped && grouped[2] !== grouped[1]) {
    const [whole, decimals] = grouped[2] ? [digits.slice(0, -(grouped[3]!.length + 1)), grouped[3]] : [digits, ''];
    value = Number(`${whole.split(grouped[1]!).join('')}${decimals ? `.${decimals}` : ''}`);
  } else value = /^\d+(?:[.,]\d+)?$/.test(digits) ? Number(digits.replace(',', '.')) : NaN;
  return negative ? -value : value;
}

/** The measures a searched text names, in its order (none: the text names no number with a unit). */
export function measuresInText(text: string): AskedMeasure[] {
  const out: AskedMeasure[] = [];
  for (const match of text.toLowerCase().matchAll(MEASURE)) {
    const value = readNumber(match[1]!);
    if (Number.isFinite(value)) out.push({ unit: UNIT_OF.get(match[2]!)!, value });
  }
  return out;
}

/** A measure matches a number equal to it (`exact`) or a range containing it. */
export interface MeasureMatch {
  position: number;
  exact: boolean;
}

/** The products' measures by position, found by unit: a map of number values, the ranges looked through. */
export class MeasureIndex {
  /** `${unit} ${value}` → the positions having that number. */
  private points = new Map<string, Set<number>>();
  /** unit → position → its ranges of that unit (fewer than numbers: looked through). */
  private ranges = new Map<AttributeUnit, Map<number, Measure[]>>();
  private byPosition = new Map<number, ReadonlyArray<Measure>>();

  /** Give a position its measures (none or null: it has none). */
  set(position: number, measures: ReadonlyArray<Measure> | null | undefined): void {
    for (const measure of this.byPosition.get(position) ?? []) {
      if (measure.min === measure.max) this.points.get(`${measure.unit} ${measure.min}`)?.delete(position);
      else this.ranges.get(measure.unit)?.delete(position);
    }
    this.byPosition.delete(position);
    if (!measures?.length) return;
    this.byPosition.set(position, measures);
    for (const measure of measures) {
      if (measure.min === measure.max) {
        const key = `${measure.unit} ${measure.min}`;
        (this.points.get(key) ?? this.points.set(key, new Set()).get(key)!).add(position);
      } else {
        const byPosition = this.ranges.get(measure.unit) ?? this.ranges.set(measure.unit, new Map()).get(measure.unit)!;
        byPosition.set(position, [...(byPosition.get(position) ?? []), measure]);
      }
    }
  }

  /** How a position's measures meet an asked one: a number equal to it, a range containing it, or not at all. */
  private fit(position: number, { unit, value }: AskedMeasure): 'exact' | 'range' | null {
    let found: 'range' | null = null;
    for (const m of this.byPosition.get(position) ?? []) {
      if (m.unit !== unit || m.min > value || value > m.max) continue;
      if (m.min === m.max) return 'exact';
      found = 'range';
    }
    return found;
  }

  /**
   * The first `limit` positions matching every asked measure: those where each is a number equal to
   * it (`exact`) first, then the others (a range containing one), each in position order. Only the
   * candidates of the rarest measure are looked at, and only `limit` of each kind are kept (a
   * measure as common as '3000 rpm' may match thousands).
   */
  matching(asked: ReadonlyArray<AskedMeasure>, limit: number): MeasureMatch[] {
    if (!asked.length || limit <= 0) return [];
    const size = (m: AskedMeasure) => (this.points.get(`${m.unit} ${m.value}`)?.size ?? 0) + (this.ranges.get(m.unit)?.size ?? 0);
    const [rarest, ...others] = [...asked].sort((a, b) => size(a) - size(b));
    const exact: number[] = [];
    const ranged: number[] = [];
    const consider = (position: number, isExact: boolean) => {
      let all = isExact;
      for (const measure of others) {
        const fit = this.fit(position, measure);
        if (!fit) return;
        all &&= fit === 'exact';
      }
      keepFirst(all ? exact : ranged, position, limit);
    };
    const points = this.points.get(`${rarest!.unit} ${rarest!.value}`);
    for (const position of points ?? []) consider(position, true);
    for (const [position, ranges] of this.ranges.get(rarest!.unit) ?? [])
      if (!points?.has(position) && ranges.some((r) => r.min <= rarest!.value && rarest!.value <= r.max)) consider(position, false);
    return [...exact.map((position) => ({ position, exact: true })), ...ranged.map((position) => ({ position, exact: false }))].slice(0, limit);
  }
}

/** Keep the `limit` least positions in an ascending list (positions mostly come ascending: most are turned away at once). */
function keepFirst(list: number[], position: number, limit: number): void {
  if (list.length === limit && position >= list[limit - 1]!) return;
  list.splice(insertionPoint(list, position), 0, position);
  if (list.length > limit) list.pop();
}

/** A stored value's measure: a number (min = max) or a range, of an attribute with a unit (a numeric column may come back as text). */
export function measureOf(row: { unit: AttributeUnit; num_value: number | string; num_max: number | string | null }): Measure {
  const min = Number(row.num_value);
  return { unit: row.unit, min, max: row.num_max === null ? min : Number(row.num_max) };
}

/** Each product's measures (by product id) from its stored values of attributes with a unit. */
export function measuresByProduct(
  rows: Iterable<{ product_id: number; unit: AttributeUnit; num_value: number | string; num_max: number | string | null }>,
): Map<number, Measure[]> {
  const out = new Map<number, Measure[]>();
  for (const row of rows) (out.get(row.product_id) ?? out.set(row.product_id, []).get(row.product_id)!).push(measureOf(row));
  return out;
}
