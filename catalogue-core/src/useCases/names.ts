// The names rule: a record's name is unique within its parent (a type's among all types), in any
// case and whatever spaces surround it. Rows saved before the rule may already share a name: the
// API logs them when it starts (api/src/queries/duplicateNames.ts), an admin list marks those it
// shows; nothing merges them. (A check before the write, not a unique index: old duplicates stay valid.)
import { unprocessable } from '../errors';
import { duplicateNameMessage, type Thing } from '../messages';
import type { CatalogueStore, NameScope } from '../store';
import { nameKey } from '../rules';

export { nameKey };

/** 422 on the name field when another record of that table has this name within the same parent. */
export async function assertUniqueName(store: CatalogueStore, thing: Thing, id: number | null, scope: NameScope, name: string): Promise<void> {
  const namesakes = await store.namesakes(scope, name);
  // Renaming a record to its own name in another case is no clash.
  if (namesakes.some((other) => other !== id)) throw unprocessable({ name: [duplicateNameMessage(thing, name)] });
}
