import type { AnyRecord, AssetResource } from '../../resources/types';

export interface LinkedRow {
  key: string;
  moduleType: string;
  kindLabel: string;
  id: number;
  name: string;
}

/** The records an asset's detail says it is linked to, as one list (§4: delete waits for none). */
export function linkedRows(resource: AssetResource, asset: AnyRecord | undefined): LinkedRow[] {
  if (!asset) return [];
  return resource.linkKinds.flatMap(({ key, label }) => {
    const links = Array.isArray(asset[key]) ? (asset[key] as { id: number; name: string }[]) : [];
    return links.map((link) => ({ key: `${key}:${link.id}`, moduleType: key, kindLabel: label, id: link.id, name: link.name }));
  });
}
