import { missingMessageKeys } from '@mfe/shared-ui';
import en from './en';
import id from './id';

describe('the public messages', () => {
  it('has every English key in Indonesian, none empty and none extra', () => {
    expect(missingMessageKeys({ en, id })).toEqual([]);
  });

  it('counts the Indonesian way', () => {
    expect(id.shownRange(49, 96, 1834)).toBe('Menampilkan 49–96 dari 1.834');
    expect(en.shownRange(49, 96, 1834)).toBe('Showing 49–96 of 1,834');
    expect(id.modelCount(1)).toBe('1 model');
  });
});
