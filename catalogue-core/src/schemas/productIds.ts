// A list of model ids in a request (issue 24): the compare view's `ids` and an inquiry's
// `mt_product_ids`, one rule for both: at most COMPARE_MAX, each once, in the order given.
import { z } from 'zod';
import { parseId } from '../ids';
import { COMPARE_MAX } from '../limits';

/**
 * A list of model ids as sent: a JSON list, or text with the ids separated by commas ('1, 2,3').
 * Each distinct id once, in the order given. undefined: some entry is no id.
 */
export function productIdList(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return [];
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : [value];
  const ids: number[] = [];
  for (const entry of entries) {
    const id = parseId(typeof entry === 'string' ? entry.trim() : entry);
    if (typeof id !== 'number') return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A list of at most COMPARE_MAX model ids, its messages given (the compare view's, an inquiry's). */
export const productIds = (messages: { invalid: string; tooMany: string; required?: string }) =>
  z.preprocess(
    (value) => productIdList(value) ?? null,
    z
      .array(z.number().int(), { error: messages.invalid })
      .min(messages.required ? 1 : 0, messages.required)
      .max(COMPARE_MAX, messages.tooMany),
  );
