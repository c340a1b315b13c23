import type { LinkedRecord, ModuleType } from '@mfe/shared-ui';
import type { LinkKind } from '../../resources/types';

export interface LinkedRow {
  key: string;
  moduleType: ModuleType;
  kindLabel: string;
  id: number;
  name: string;
}

/** An asset's detail: the records linking it, under their module types. */
type LinkingRecords = Partial<Record<ModuleType, LinkedRecord[]>>;

/** The records an asset's detail says it is linked to, as one list (§4: delete waits for none). */
export function linkedRows<D extends LinkingRecords>(linkKinds: LinkKind<D>[], asset: D | undefined): LinkedRow[] {
  if (!asset) return [];
  return linkKinds.flatMap(({ key, label }) => {
    const links: LinkedRecord[] = asset[key] ?? [];
    return links.map((link) => ({ key: `${key}:${link.id}`, moduleType: key, kindLabel: label, id: link.id, name: link.name }));
  });
}
