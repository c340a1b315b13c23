import { missingMessageKeys } from '@mfe/shared-ui';
import en from './en';
import id from './id';

describe("the admin's messages (issue 22)", () => {
  it('has every English key in Indonesian, none empty and none extra', () => {
    expect(missingMessageKeys({ en, id })).toEqual([]);
  });

  it('formats numbers in the locale of its dictionary', () => {
    expect(en.rangeOfTotal(1, 15, 1500)).toBe('1–15 of 1,500');
    expect(id.rangeOfTotal(1, 15, 1500)).toBe('1–15 dari 1.500');
  });

  it('says what an empty list was filtered by, in each language', () => {
    expect(en.emptyList('vendor', '', null, false)).toBe('No vendor yet');
    expect(en.emptyList('vendor', '', true, true)).toBe('No published vendor missing Indonesian texts');
    expect(en.emptyList('vendor', 'ok', false, false)).toBe('No vendor matches "ok" among the drafts');
    expect(id.emptyList('vendor', '', null, true)).toBe('Tidak ada vendor yang belum diterjemahkan');
  });
});
