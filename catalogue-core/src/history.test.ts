import { changedFields, historyEntry, historyMatches, isRevertible, recordedValue, wholeRow, type HistoryChange, type HistoryQuery } from './history';

const query = (over: Partial<HistoryQuery> = {}): HistoryQuery => ({
  page: 1,
  perPage: 15,
  offset: 0,
  user_id: null,
  module_type: null,
  module_id: null,
  from: null,
  to: null,
  ...over,
});

describe('history', () => {
  it('lists only the fields given that changed, never the id or the stamps', () => {
    const before = { id: 1, name: 'A', description: null, image_id: 3, updated_at: new Date(0) };
    expect(changedFields(before, { name: 'B', description: undefined, image_id: 3, updated_at: new Date(1) })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
    ]);
    expect(changedFields({ history: [{ year: 2000 }] }, { history: [{ year: 2001 }] })).toEqual([
      { field: 'history', before: [{ year: 2000 }], after: [{ year: 2001 }] },
    ]);
  });

  it("keeps a file's type, not its content, and sees a new file of the same type as a change", () => {
    expect(recordedValue('data:image/png;base64,AAAA')).toBe('data:image/png;base64,…');
    expect(changedFields({ image_path: 'data:image/png;base64,AAAA' }, { image_path: 'data:image/png;base64,BBBB' })).toHaveLength(1);
  });

  it('a whole row: a create as after values, a delete as before values', () => {
    expect(wholeRow({ id: 4, name: 'A', created_at: 'x' }, 'after')).toEqual([{ field: 'name', before: null, after: 'A' }]);
    expect(wholeRow({ id: 4, name: 'A' }, 'before')).toEqual([{ field: 'name', before: 'A', after: null }]);
  });

  it('revertible: edits, reorders and deletes of records; not creates, new files, asset deletes or accounts', () => {
    expect(isRevertible({ action: 'update', module_type: 'mt_vendor' })).toBe(true);
    expect(isRevertible({ action: 'delete', module_type: 'mt_product' })).toBe(true);
    expect(isRevertible({ action: 'create', module_type: 'mt_product' })).toBe(false);
    expect(isRevertible({ action: 'replace_file', module_type: 'asset_image' })).toBe(false);
    expect(isRevertible({ action: 'reorder', module_type: 'mt_vendor' })).toBe(true);
    expect(isRevertible({ action: 'delete', module_type: 'asset_file' })).toBe(false);
    // An attribute's delete comes back with the values it recorded; its create does not revert.
    expect(isRevertible({ action: 'delete', module_type: 'mt_product_attribute' })).toBe(true);
    expect(isRevertible({ action: 'create', module_type: 'mt_product_attribute' })).toBe(false);
    expect(isRevertible({ action: 'update', module_type: 'user' })).toBe(false);
  });

  it('an entry answers its user from the stored id and name (none for the public)', () => {
    const stored = {
      id: 1,
      at: '2026-01-01T00:00:00.000Z',
      address: null,
      action: 'update',
      module_type: 'inquiry',
      module_id: 2,
      label: 'Andi',
      changes: [] as HistoryChange[],
    } as const;
    expect(historyEntry({ ...stored, user_id: 5, user_name: 'Sari' }).user).toEqual({ id: 5, name: 'Sari' });
    expect(historyEntry({ ...stored, user_id: null, user_name: null })).toMatchObject({ user: null, revertible: true });
  });

  it('filters by user, record and days (to included)', () => {
    const row = { user_id: 5, module_type: 'mt_vendor', module_id: 7, at: '2026-03-02T23:59:00.000Z' } as const;
    expect(historyMatches(query({ user_id: 5, module_type: 'mt_vendor', module_id: 7 }), row)).toBe(true);
    expect(historyMatches(query({ user_id: 6 }), row)).toBe(false);
    expect(historyMatches(query({ module_id: 8 }), row)).toBe(false);
    expect(historyMatches(query({ from: '2026-03-02', to: '2026-03-02' }), row)).toBe(true);
    expect(historyMatches(query({ from: '2026-03-03' }), row)).toBe(false);
    expect(historyMatches(query({ to: '2026-03-01' }), row)).toBe(false);
  });
});
