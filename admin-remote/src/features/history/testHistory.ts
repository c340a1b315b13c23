import type { HistoryEntry } from './historyEntries';

// History entries in the agreed contract's shape, for the history's tests: by default Eka changed
// series 7's English description.

export function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 41,
    at: '2026-11-20T09:30:00.000Z',
    user: { id: 2, name: 'Eka Editor' },
    address: '10.0.0.8',
    action: 'update',
    module_type: 'mt_product_series',
    module_id: 7,
    label: 'KP-CL 100 Series',
    changes: [{ field: 'description', before: 'Old text', after: 'New text' }],
    revertible: true,
    ...overrides,
  };
}
