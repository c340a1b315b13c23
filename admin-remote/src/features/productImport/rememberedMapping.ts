// A column mapping remembered per file layout (issue 24): the next file with the same header row
// starts from the mapping the staff chose last time. Kept in localStorage, keyed by the header row.
import { headerRowKey } from '@mfe/catalogue-core/product-import-mapping';

const PREFIX = 'product-import-mapping:';

export function rememberedMapping(headers: readonly string[], storage: Storage = localStorage): Record<string, string> | null {
  try {
    const saved = JSON.parse(storage.getItem(PREFIX + headerRowKey(headers)) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
    // Only the headers the file has, each to a text.
    return Object.fromEntries(Object.entries(saved).filter(([header, target]) => headers.includes(header) && typeof target === 'string'));
  } catch {
    return null;
  }
}

export function rememberMapping(headers: readonly string[], mapping: Record<string, string>, storage: Storage = localStorage): void {
  try {
    storage.setItem(PREFIX + headerRowKey(headers), JSON.stringify(mapping));
  } catch {
    // A full or blocked storage: the mapping is only not remembered.
  }
}

/** The mapping to start from: the remembered one for this layout, else the API's defaults. */
export const startingMapping = (headers: readonly string[], defaults: Record<string, string>, storage?: Storage) =>
  rememberedMapping(headers, storage) ?? defaults;
