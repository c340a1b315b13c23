import { missingMessageKeys } from '@mfe/shared-ui';
import en from './en';
import id from './id';

describe('shell messages', () => {
  it('has every English key in Indonesian, none extra, none empty', () => {
    expect(missingMessageKeys({ en, id })).toEqual([]);
  });

  it('names the landing pages by the spec in English and in Indonesian', () => {
    expect(['Home', 'Products', 'About Us', 'Contact'].map(en.pageName)).toEqual(['Home', 'Products', 'About Us', 'Contact']);
    expect(['Home', 'Products', 'About Us', 'Contact'].map(id.pageName)).toEqual(['Beranda', 'Produk', 'Tentang Kami', 'Kontak']);
  });
});
