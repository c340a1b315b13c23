// The catalogue's tables as the history names them (issue 23): the spec's names, the assets'
// differing from their tables'. Apart from ./history.ts, which the request schemas read.
import type { HistoryModuleType } from './history';
import type { TableName } from './tables';

/** The module_type of a catalogue table (the assets' tables have the spec's names in the history). */
export const historyModuleOf = (table: TableName): HistoryModuleType =>
  table === 'image_asset' ? 'asset_image' : table === 'file_asset' ? 'asset_file' : table;

/** The catalogue table of a module_type, or null for one that is no catalogue table (inquiry, the settings, user). */
export function tableOfModule(module: HistoryModuleType): TableName | null {
  if (module === 'asset_image') return 'image_asset';
  if (module === 'asset_file') return 'file_asset';
  if (module === 'inquiry' || module === 'site_settings' || module === 'security_settings' || module === 'user') return null;
  return module;
}
