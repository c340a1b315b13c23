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
    expect([0, 1, 2, 12].map(en.modelCount)).toEqual(['No models yet', '1 model', '2 models', '12 models']);
    expect([0, 1, 1500].map(id.modelCount)).toEqual(['Belum ada model', '1 model', '1.500 model']);
  });
});
