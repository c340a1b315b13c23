// The catalogue finder's filters (issue 24): how they are written in a query string, read, judged
// against the attributes of the page in view, and matched against a stored value. PURE and
// zod-free: the core's use cases, the demo's counting (./finderCounts.ts) and public-remote's form
// (the same names in its URLs) read the syntax here.
//
//   a<id>=<option>      one of a list's options (repeat the key for several: any of them)
//   a<id>=true|false    a yes/no attribute's value (both given: either)
//   a<id>_min=<number>  a number at least this; a range whose interval reaches it
//   a<id>_max=<number>  a number at most this; a range whose interval starts at or below it
// An empty value (a GET form's empty input) is no filter.
import type { AttributeValueRow } from './attributes';
import type { AttributeType } from './limits';

/** A filter as the query string writes it, before its attribute is known. */
export interface SentFilter {
  attributeId: number;
  /** The a<id> values, in the order sent, each once. */
  values: string[];
  /** The a<id>_min and a<id>_max values as sent; null when absent or empty. */
  min: string | null;
  max: string | null;
}

/** A filter judged against its attribute. */
export type FinderFilter =
  | { attributeId: number; type: 'option'; options: string[] }
  | { attributeId: number; type: 'boolean'; values: boolean[] }
  | { attributeId: number; type: 'number' | 'range'; min: number | null; max: number | null };

/** What judging a filter needs of its attribute. */
export interface FinderAttributeRule {
  id: number;
  name: string;
  type: AttributeType;
  options: string[];
  filterable: boolean;
}

const FILTER_KEY = /^a([1-9]\d{0,9})(_min|_max)?$/;

/** The query string's name of a filter's part. */
export const filterKey = (attributeId: number, part?: 'min' | 'max'): string => `a${attributeId}${part ? `_${part}` : ''}`;

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string').map((item) => item.trim());

/**
 * The filters of a query string (repeated keys as arrays, as both adapters read them), by
 * attribute id ascending; keys that are no filter's (vendor_id, category, page…) are left alone.
 * The same filters give the same list, whatever their order: the API caches public reads by it.
 */
export function sentFilters(query: Record<string, unknown>): SentFilter[] {
  const byId = new Map<number, SentFilter>();
  for (const [key, raw] of Object.entries(query)) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const attributeId = Number(match[1]);
    if (attributeId > 2_147_483_647) continue;
    const filter = byId.get(attributeId) ?? { attributeId, values: [], min: null, max: null };
    const given = texts(raw).filter(Boolean);
    if (match[2] === '_min') filter.min = given.at(-1) ?? filter.min;
    else if (match[2] === '_max') filter.max = given.at(-1) ?? filter.max;
    else filter.values = [...new Set([...filter.values, ...given])].sort();
    byId.set(attributeId, filter);
  }
  return [...byId.values()]
    .filter((filter) => filter.values.length || filter.min !== null || filter.max !== null)
    .sort((a, b) => a.attributeId - b.attributeId);
}

/** The messages a refused filter is answered with (the core's MESSAGES, or their twins). */
export interface FinderFilterMessages {
  notAFilter(key: string): string;
  number(name: string): string;
  reversed(name: string): string;
  option(name: string, options: string): string;
  boolean(name: string): string;
}

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A number as a buyer types it into a form; null when it is none. */
function numberOf(text: string): number | null {
  const value = NUMBER.test(text) ? Number(text) : NaN;
  return Number.isFinite(value) ? value : null;
}

/**
 * The filters judged against the attributes of the page in view: each refusal under the query
 * key that carries it (a filter of an attribute not in view or not filterable, a text attribute,
 * a bound that is no number, min above max, an option the list lacks, a yes/no that is neither).
 */
export function judgeFinderFilters(
  sent: SentFilter[],
  attributes: Map<number, FinderAttributeRule>,
  messages: FinderFilterMessages,
): { filters: FinderFilter[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const refuse = (key: string, message: string) => (errors[key] ??= []).push(message);
  const filters: FinderFilter[] = [];
  for (const filter of sent) {
    const { attributeId } = filter;
    const attribute = attributes.get(attributeId);
    const numeric = attribute?.type === 'number' || attribute?.type === 'range';
    const keys = [
      ...(filter.values.length ? [filterKey(attributeId)] : []),
      ...(filter.min !== null ? [filterKey(attributeId, 'min')] : []),
      ...(filter.max !== null ? [filterKey(attributeId, 'max')] : []),
    ];
    if (!attribute || !attribute.filterable || attribute.type === 'text') {
      for (const key of keys) refuse(key, messages.notAFilter(key));
      continue;
    }
    const { name } = attribute;
    // A bound of a list or a yes/no, or a value of a number: not how that attribute is filtered.
    const misplaced = numeric ? (filter.values.length ? [filterKey(attributeId)] : []) : keys.filter((key) => key !== filterKey(attributeId));
    for (const key of misplaced) refuse(key, messages.notAFilter(key));
    if (misplaced.length) continue;
    if (numeric) {
      const min = filter.min === null ? null : numberOf(filter.min);
      const max = filter.max === null ? null : numberOf(filter.max);
      if (filter.min !== null && min === null) refuse(filterKey(attributeId, 'min'), messages.number(name));
      if (filter.max !== null && max === null) refuse(filterKey(attributeId, 'max'), messages.number(name));
      if (min !== null && max !== null && min > max) refuse(filterKey(attributeId, 'min'), messages.reversed(name));
      filters.push({ attributeId, type: attribute.type as 'number' | 'range', min, max });
    } else if (attribute.type === 'option') {
      const unknown = filter.values.filter((value) => !attribute.options.includes(value));
      if (unknown.length) refuse(filterKey(attributeId), messages.option(name, attribute.options.join(', ')));
      filters.push({ attributeId, type: 'option', options: filter.values });
    } else {
      const values = filter.values.map((value) => (value === 'true' ? true : value === 'false' ? false : null));
      if (values.includes(null)) refuse(filterKey(attributeId), messages.boolean(name));
      filters.push({ attributeId, type: 'boolean', values: values as boolean[] });
    }
  }
  return Object.keys(errors).length ? { errors } : { filters };
}

/** Whether a stored value passes a filter of its attribute (a range passes when its interval overlaps the bounds). */
export function valueMatches(filter: FinderFilter, row: Pick<AttributeValueRow, 'num_value' | 'num_max' | 'text_value' | 'bool_value'>): boolean {
  switch (filter.type) {
    case 'option':
      return row.text_value !== null && filter.options.includes(row.text_value);
    case 'boolean':
      return row.bool_value !== null && filter.values.includes(row.bool_value);
    case 'number':
    case 'range': {
      if (row.num_value === null) return false;
      const low = Number(row.num_value);
      const high = filter.type === 'range' && row.num_max !== null ? Number(row.num_max) : low;
      return (filter.min === null || high >= filter.min) && (filter.max === null || low <= filter.max);
    }
  }
}
