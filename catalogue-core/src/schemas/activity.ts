// The history of changes as it travels (issue 23): an entry, and the list's query string.
import { z } from 'zod';
import { HISTORY_ACTIONS, HISTORY_MODULE_TYPES } from '../history';

const change = z.object({
  field: z.string(),
  before: z.unknown().describe("The field's value before the write (null for a create)"),
  after: z.unknown().describe('Its value after it (null for a delete)'),
});

export const historyEntry = z.object({
  id: z.number().int(),
  at: z.string().describe('When (ISO 8601)'),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('Who, as they were named then (kept when the account is deleted)'),
  address: z.string().nullable().describe('The address the request came from'),
  action: z.enum(HISTORY_ACTIONS),
  module_type: z.enum(HISTORY_MODULE_TYPES),
  module_id: z.number().int().describe('The record (0: the manufacture types as a whole, for their reorder)'),
  label: z.string().describe("The record's name then"),
  changes: z.array(change).describe('The fields the write changed (a create: all, with their values; a delete: all, as they were)'),
  revertible: z.boolean().describe('Whether a revert makes sense (a record deleted since is refused at revert time)'),
});

export const historyQueryString = z.object({
  page: z.string().optional().describe('Page number (default 1)'),
  items_per_page: z.string().optional().describe('Rows per page (default 15, at most 100)'),
  user_id: z.string().optional().describe('Only the entries of this member of staff'),
  module_type: z
    .string()
    .optional()
    .describe(`One of ${HISTORY_MODULE_TYPES.join(', ')}`),
  module_id: z.string().optional().describe('Only the entries of this record (with module_type)'),
  from: z.string().optional().describe('From this day (YYYY-MM-DD, UTC)'),
  to: z.string().optional().describe('Up to this day, included (YYYY-MM-DD, UTC)'),
});
