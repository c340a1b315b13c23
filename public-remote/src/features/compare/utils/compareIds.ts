import { COMPARE_MAX } from '@mfe/catalogue-core/limits';
import { productIdList } from '@mfe/catalogue-core/paths';

/** What a compare URL's `?ids=` asks for: none (the empty state), up to 4 models, or a link that is not right. */
export type CompareIds = { kind: 'none' } | { kind: 'ids'; ids: number[] } | { kind: 'invalid' } | { kind: 'too-many'; ids: number[] };

/** The models a compare URL asks for, by the API's rule (ids separated by commas, each once, at most 4). */
export function compareIdsOf(search: URLSearchParams | string): CompareIds {
  const text = new URLSearchParams(search).get('ids');
  const ids = productIdList(text ?? '');
  if (ids === undefined) return { kind: 'invalid' };
  if (!ids.length) return { kind: 'none' };
  return ids.length > COMPARE_MAX ? { kind: 'too-many', ids } : { kind: 'ids', ids };
}
