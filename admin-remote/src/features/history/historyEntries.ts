// A history entry as GET /api/activity answers it (issue 23's agreed contract). Typed here until
// the core's response schema reaches shared-ui's types: the admin reads nothing else of it.

/** The spec's table names of the records the history follows. */
export const HISTORY_MODULE_TYPES = [
  'mt_manufacture_type',
  'mt_vendor',
  'mt_product_category',
  'mt_product_series',
  'mt_product',
  'asset_image',
  'asset_file',
  'inquiry',
  'site_settings',
  'user',
] as const;
export type HistoryModuleType = (typeof HISTORY_MODULE_TYPES)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'link', 'unlink', 'replace_file', 'reorder', 'revert', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One field of a change: its value before and after (any JSON value). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  /** ISO date-time. */
  at: string;
  /** Who made it; null for a deleted user or the system. */
  user: { id: number; name: string } | null;
  address: string | null;
  action: HistoryAction;
  module_type: HistoryModuleType;
  module_id: number;
  /** The record's name at the time. */
  label: string;
  changes: FieldChange[];
  revertible: boolean;
}

/** GET /api/activity's query: a page, and any of the filters (dates YYYY-MM-DD). */
export interface ActivityQuery {
  page?: number;
  user_id?: number;
  module_type?: HistoryModuleType;
  module_id?: number;
  from?: string;
  to?: string;
}

export function isHistoryModuleType(value: string | null | undefined): value is HistoryModuleType {
  return (HISTORY_MODULE_TYPES as readonly string[]).includes(value ?? '');
}

/** A staff account as GET /api/user lists it: all the Activity's person filter reads of one. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
}
