import { missingMessageKeys } from '@mfe/shared-ui';
import en from './en';
import id from './id';
import adminEn from './admin/en';
import adminId from './admin/id';

describe('shell messages', () => {
  it('has every English key in Indonesian, none extra, none empty', () => {
    expect(missingMessageKeys({ en, id })).toEqual([]);
  });

  it('has every English key of the admin chrome in Indonesian too', () => {
    expect(missingMessageKeys({ en: adminEn, id: adminId })).toEqual([]);
  });

  it('names the landing pages by the spec in English and in Indonesian', () => {
    expect(['Home', 'Products', 'About Us', 'Contact'].map(en.pageName)).toEqual(['Home', 'Products', 'About Us', 'Contact']);
    expect(['Home', 'Products', 'About Us', 'Contact'].map(id.pageName)).toEqual(['Beranda', 'Produk', 'Tentang Kami', 'Kontak']);
  });
});
