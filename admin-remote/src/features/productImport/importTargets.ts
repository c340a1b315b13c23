// The fields a column of a product import may fill, as the mapping step offers them (issue 24).
import { IMPORT_CHAIN_FIELDS, IMPORT_KEY_FIELDS, IMPORT_PRODUCT_FIELDS } from '@mfe/catalogue-core/product-import-mapping';

/** The product's fields and keys, then an attribute named like the column; a target the mapping already has (an attribute by id) stays offered. */
export function targetOptions(header: string, current: string | undefined): string[] {
  const targets: string[] = [...IMPORT_KEY_FIELDS, ...IMPORT_PRODUCT_FIELDS, ...IMPORT_CHAIN_FIELDS, `attr_name:${header.trim().toLowerCase()}`];
  if (current && !targets.includes(current)) targets.push(current);
  return targets;
}
