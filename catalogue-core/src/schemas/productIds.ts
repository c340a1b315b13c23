// A list of model ids in a request (issue 24): the compare view's `ids` and an inquiry's
// `mt_product_ids`, one rule for both: at most COMPARE_MAX, each once, in the order given.
import { z } from 'zod';
import { COMPARE_MAX } from '../limits';
import { productIdList } from '../paths';

/** A list of at most COMPARE_MAX model ids, its messages given (the compare view's, an inquiry's). */
export const productIds = (messages: { invalid: string; tooMany: string; required?: string }) =>
  z.preprocess(
    (value) => productIdList(value) ?? null,
    z
      .array(z.number().int(), { error: messages.invalid })
      .min(messages.required ? 1 : 0, messages.required)
      .max(COMPARE_MAX, messages.tooMany),
  );
