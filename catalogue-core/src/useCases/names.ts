// The names rule: a record's name is unique within its parent (a type's among all types), in any
// case and whatever spaces surround it. Rows saved before the rule may already share a name: the
// API logs them when it starts (api/src/queries/duplicateNames.ts), an admin list marks those it
// shows; nothing merges them. (A check inside the write's transaction, with the scope's names held
// (lockNames), not a unique index: old duplicates stay valid.)
import { unprocessable } from '../errors';
import { duplicateNameMessage, type Thing } from '../messages';
import type { CatalogueWrites, NameScope } from '../store';
import { nameKey } from '../rules';

export { nameKey };

/**
 * 422 on the name field when another record of that table has this name within the same parent.
 * Called inside the write's transaction: the scope's names stay held until it commits.
 */
export async function assertUniqueName(writes: CatalogueWrites, thing: Thing, id: number | null, scope: NameScope, name: string): Promise<void> {
  await writes.lockNames(scope);
  const namesakes = await writes.namesakes(scope, name);
  // Renaming a record to its own name in another case is no clash.
  if (namesakes.some((other) => other !== id)) throw unprocessable({ name: [duplicateNameMessage(thing, name)] });
}
