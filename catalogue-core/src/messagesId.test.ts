import { uploadRefusal } from './uploads';
import { MESSAGES_ID, translateMessage } from './messagesId';
import {
  MESSAGES,
  REORDER_MISMATCH,
  duplicateNameMessage,
  notFoundMessage,
  reorderedMessage,
  savedMessage,
  stillHasChildrenMessage,
  stillLinkedMessage,
  stillReferredMessage,
} from './messages';

describe('MESSAGES_ID', () => {
  it('has the Indonesian twin of every message, of the same kind', () => {
    expect(Object.keys(MESSAGES_ID).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const key of Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>) expect(typeof MESSAGES_ID[key]).toBe(typeof MESSAGES[key]);
  });
});

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage(MESSAGES.nameRequired, 'en')).toBe('Name is required');
  });

  it('looks static messages up', () => {
    expect(translateMessage('Name is required', 'id')).toBe('Nama wajib diisi');
    expect(translateMessage(MESSAGES.indonesianNameTooLong, 'id')).toBe('Nama dalam bahasa Indonesia maksimal 255 karakter');
    expect(translateMessage(REORDER_MISMATCH, 'id')).toBe('Daftar ID harus berisi tepat semua turunan induknya, masing-masing satu kali');
  });

  it('translates every static message of MESSAGES', () => {
    for (const key of Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>) {
      const en = MESSAGES[key];
      if (typeof en === 'string') expect(translateMessage(en, 'id')).toBe(MESSAGES_ID[key]);
    }
  });

  it('matches templates, translating the labels they name and keeping numbers', () => {
    expect(translateMessage(MESSAGES.controlCharacters('Indonesian name'), 'id')).toBe(
      'Nama dalam bahasa Indonesia tidak boleh berisi karakter kontrol',
    );
    expect(translateMessage(MESSAGES.invalidId('Product series'), 'id')).toBe('Seri produk tidak valid');
    expect(translateMessage(MESSAGES.controlCharacters('Indonesian history text'), 'id')).toBe(
      'Teks peristiwa sejarah dalam bahasa Indonesia tidak boleh berisi karakter kontrol',
    );
    expect(translateMessage(MESSAGES.notFound('Manufacture type'), 'id')).toBe('Jenis manufaktur tidak ditemukan');
    expect(translateMessage(MESSAGES.focusOutOfRange('Focal point X'), 'id')).toBe('Titik fokus X harus berupa bilangan bulat dari 0 sampai 100');
    expect(translateMessage(MESSAGES.seriesPageNotFound(12, 3, 2), 'id')).toBe(
      'Halaman 3 dari seri produk "12" tidak ditemukan: seri ini memiliki 2 halaman',
    );
    expect(translateMessage(MESSAGES.imageTooManyPixels(40, 12000), 'id')).toBe(
      'Gambar terlalu besar untuk diproses: maksimal 40 megapiksel dan 12000 px per sisi',
    );
    // An upload's refusals, as the API answers them and as the admin judges a chosen file.
    expect(translateMessage(uploadRefusal('image', 11 * 1024 * 1024, new Uint8Array())!.message, 'id')).toBe(
      'Gambar tidak boleh lebih besar dari 10 MB',
    );
    expect(translateMessage(uploadRefusal('pdf', 10, new TextEncoder().encode('hello'))!.message, 'id')).toBe('Berkas harus berupa dokumen PDF');
    expect(translateMessage(uploadRefusal('image', 10, new TextEncoder().encode('hello'))!.message, 'id')).toBe(
      'Gambar harus berupa berkas JPEG atau PNG',
    );
  });

  it("translates spec §8's messages of a failed call, whatever the module", () => {
    expect(translateMessage(MESSAGES.fetchFailed('vendor'), 'id')).toBe('Gagal memuat vendor');
    expect(translateMessage(MESSAGES.fetchOneFailed('product series', 17), 'id')).toBe('Gagal memuat seri produk "17"');
    expect(translateMessage(MESSAGES.updateFailed('manufacture type', 'abc'), 'id')).toBe('Gagal memperbarui jenis manufaktur "abc"');
    expect(translateMessage(MESSAGES.fetchOptionsFailed('product category'), 'id')).toBe('Gagal memuat pilihan kategori produk');
    expect(translateMessage(MESSAGES.deleteFailed('inquiry'), 'id')).toBe('Gagal menghapus permintaan penawaran');
    expect(translateMessage(MESSAGES.replaceFailed('file', 9), 'id')).toBe('Gagal mengganti berkas "9"');
    expect(translateMessage('Login failed', 'id')).toBe('Gagal masuk');
  });

  it('matches the singular form of a count and a count shown converted', () => {
    expect(translateMessage(MESSAGES.tooManySearches(1), 'id')).toBe('Terlalu banyak pencarian dari alamat Anda; coba lagi dalam 1 detik');
    expect(translateMessage(MESSAGES.tooManySearches(42), 'id')).toBe('Terlalu banyak pencarian dari alamat Anda; coba lagi dalam 42 detik');
    expect(translateMessage(MESSAGES.tooManyInquiries(30), 'id')).toBe(MESSAGES_ID.tooManyInquiries(30));
    expect(translateMessage(MESSAGES.tooManyInquiries(600), 'id')).toBe(
      'Terlalu banyak permintaan penawaran dari alamat Anda; coba lagi dalam 10 menit',
    );
    expect(translateMessage(MESSAGES.tooManyPasswordResets(3600), 'id')).toBe(
      'Terlalu banyak permintaan atur ulang kata sandi; coba lagi dalam 60 menit',
    );
  });

  it('translates the templates built outside MESSAGES', () => {
    expect(translateMessage(savedMessage('Vendor', 'created'), 'id')).toBe('Vendor berhasil dibuat');
    expect(translateMessage(savedMessage('Image', 'removed'), 'id')).toBe('Gambar berhasil dilepas');
    expect(translateMessage(savedMessage('Manufacture type', 'deleted'), 'id')).toBe('Jenis manufaktur berhasil dihapus');
    expect(translateMessage(reorderedMessage('Product category'), 'id')).toBe('Urutan kategori produk disimpan');
    expect(translateMessage(notFoundMessage('Vendor', 7), 'id')).toBe('Vendor "7" tidak ditemukan');
    expect(translateMessage(notFoundMessage('Product series', 'abc def'), 'id')).toBe('Seri produk "abc def" tidak ditemukan');
    expect(translateMessage(stillHasChildrenMessage('Manufacture type', 2), 'id')).toBe(
      'Jenis manufaktur tidak dapat dihapus: masih memiliki 2 vendor',
    );
    expect(translateMessage(stillHasChildrenMessage('Vendor', 1), 'id')).toBe('Vendor tidak dapat dihapus: masih memiliki 1 kategori produk');
    expect(translateMessage(stillLinkedMessage('File', 3), 'id')).toBe('Berkas tidak dapat dihapus: masih ditautkan ke 3 data');
    expect(translateMessage(stillReferredMessage('Product'), 'id')).toBe('Produk tidak dapat dihapus: data lain masih merujuk kepadanya');
    expect(translateMessage(duplicateNameMessage('Vendor', ' Mazak (Japan) $1 '), 'id')).toBe(
      "Vendor bernama 'Mazak (Japan) $1' sudah ada dalam jenis manufaktur ini",
    );
  });

  it('returns text it does not know unchanged', () => {
    expect(translateMessage('Something else went wrong', 'id')).toBe('Something else went wrong');
    expect(translateMessage('Name is required.', 'id')).toBe('Name is required.');
    expect(translateMessage('Unknown label is invalid', 'id')).toBe('Unknown label tidak valid');
  });
});
