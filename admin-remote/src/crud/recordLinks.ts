import type { Children, ModuleType, SnackbarLink } from '@mfe/shared-ui';
import type { CatalogueArea } from '../resources/types';

/** The admin area that edits each record table. */
const AREA_OF_TABLE: Record<ModuleType, CatalogueArea> = {
  mt_manufacture_type: 'manufacture-type',
  mt_vendor: 'vendor',
  mt_product_category: 'product-category',
  mt_product_series: 'product-series',
  mt_product: 'product',
};

/** A record's edit screen. */
export const recordPath = (table: ModuleType, id: number) => `/admin/${AREA_OF_TABLE[table]}/detail/${id}`;

/** At most this many links: the message says how many there are. */
export const MAX_RECORD_LINKS = 10;

/** Links to the records that keep a delete from happening, first MAX_RECORD_LINKS of them. */
export function childLinks(children: Children | undefined): SnackbarLink[] {
  const entries = Object.entries(children ?? {}) as Array<[ModuleType, Array<{ id: number; name: string }> | undefined]>;
  return entries
    .flatMap(([table, records]) => (records ?? []).map((record) => ({ label: record.name, to: recordPath(table, record.id) })))
    .slice(0, MAX_RECORD_LINKS);
}

/** How many records keep the record from being deleted. */
export const countChildren = (children: Children | undefined) => Object.values(children ?? {}).reduce((n, records) => n + (records?.length ?? 0), 0);

/** The areas whose records can have children: their detail says which (`children`), before a delete. */
export const PARENT_AREAS: ReadonlySet<string> = new Set(
  (Object.entries(AREA_OF_TABLE) as Array<[ModuleType, CatalogueArea]>).filter(([table]) => table !== 'mt_product').map(([, area]) => area),
);
