// The history's entries as the admin reads them: the core's model (issue 23; the zod-free
// '@mfe/catalogue-core/history'), the list's query, and the one account field the person filter reads.
import { HISTORY_MODULE_TYPES, type HistoryModuleType } from '@mfe/catalogue-core/history';

export { HISTORY_MODULE_TYPES };
export type { HistoryAction, HistoryChange, HistoryEntry, HistoryModuleType } from '@mfe/catalogue-core/history';

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
