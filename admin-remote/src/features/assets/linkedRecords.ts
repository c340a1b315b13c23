import type { AssetLink, ModuleType } from '@mfe/shared-ui';

export interface LinkedRow {
  key: string;
  moduleType: ModuleType;
  kindLabel: string;
  id: number;
  name: string;
}

/** A page of the records linking an asset (…/links/{id}), each under its kind's label. */
export function linkedRows(linkKinds: ReadonlyArray<{ key: ModuleType; label: string }>, links: AssetLink[] | undefined): LinkedRow[] {
  const labels = new Map(linkKinds.map(({ key, label }) => [key, label]));
  return (links ?? []).map((link) => ({
    key: `${link.module_type}:${link.id}`,
    moduleType: link.module_type,
    kindLabel: labels.get(link.module_type) ?? link.module_type,
    id: link.id,
    name: link.name,
  }));
}
