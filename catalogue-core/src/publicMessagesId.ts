// The messages a visitor can meet (./publicMessages.ts) in Bahasa Indonesia (issue 22), and their
// translator: what the quote form, search and a public call that failed show on a page in
// Indonesian. The staff's messages are in ./messagesId.ts, which spreads these.
import { LOCALES } from './locales';
import { labelInIndonesian } from './labelsId';
import {
  COMPARE_MAX,
  INQUIRY_FIELD_MAX,
  INQUIRY_MESSAGE_MAX,
  NAME_MAX,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
  SERIES_PAGE_SIZE_MAX,
} from './limits';
import { PUBLIC_MESSAGES, REQUEST_MODULES, type RequestModule } from './publicMessages';
import { messageTranslator, staticPairs, templatesOf, type MessageTwins, type TemplateParamsOf } from './messageTranslator';

export { labelInIndonesian } from './labelsId';

/** The §8 messages' module nouns in Indonesian. */
export const MODULES_ID: Record<RequestModule, string> = {
  'manufacture type': 'jenis manufaktur',
  vendor: 'vendor',
  'product category': 'kategori produk',
  'product series': 'seri produk',
  product: 'produk',
  image: 'gambar',
  file: 'berkas',
  inquiry: 'permintaan penawaran',
  user: 'pengguna',
  attribute: 'atribut',
};

export const PUBLIC_MESSAGES_ID: MessageTwins<typeof PUBLIC_MESSAGES> = {
  nameRequired: 'Nama wajib diisi',
  nameTooLong: `Nama maksimal ${NAME_MAX} karakter`,
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  controlCharacters: (label) => `${labelInIndonesian(label)} tidak boleh berisi karakter kontrol`,
  invalidId: (label) => `${labelInIndonesian(label)} tidak valid`,
  notFound: (label) => `${labelInIndonesian(label)} tidak ditemukan`,
  searchTooShort: `Ketik minimal ${SEARCH_TEXT_MIN} karakter untuk mencari`,
  searchTooLong: `Pencarian maksimal ${SEARCH_TEXT_MAX} karakter`,
  searchLimitInvalid: `Batas harus berupa bilangan bulat dari 1 sampai ${SEARCH_LIMIT_MAX}`,
  tooManySearches: (seconds) => `Terlalu banyak pencarian dari alamat Anda; coba lagi dalam ${seconds} detik`,
  searchBusy: 'Pencarian sedang sibuk; coba lagi sebentar lagi',
  pageInvalid: 'Halaman harus berupa bilangan bulat mulai dari 1',
  seriesPageSizeInvalid: `Jumlah per halaman harus berupa bilangan bulat dari 1 sampai ${SERIES_PAGE_SIZE_MAX}`,
  seriesPageNotFound: (seriesId, page, lastPage) =>
    `Halaman ${page} dari seri produk "${seriesId}" tidak ditemukan: seri ini memiliki ${lastPage} halaman`,
  inquiryMessageRequired: 'Pesan wajib diisi',
  inquiryMessageTooLong: `Pesan maksimal ${INQUIRY_MESSAGE_MAX} karakter`,
  companyTooLong: `Nama perusahaan maksimal ${INQUIRY_FIELD_MAX} karakter`,
  phoneInvalid: 'Telepon harus berupa nomor telepon (angka, spasi, +, -, tanda kurung)',
  inquiryReceived: 'Terima kasih. Tim penjualan kami akan menghubungi Anda dalam satu hari kerja.',
  inquiryLocaleInvalid: `Bahasa harus salah satu dari ${LOCALES.join(', ')}`,
  tooManyInquiries: (seconds) => `Terlalu banyak permintaan penawaran dari alamat Anda; coba lagi dalam ${Math.ceil(seconds / 60)} menit`,
  compareIdsRequired: 'Ids wajib diisi: model yang dibandingkan, dipisahkan koma',
  compareIdsInvalid: 'Ids harus berupa ID model yang dipisahkan koma',
  compareTooMany: `Bandingkan paling banyak ${COMPARE_MAX} model sekaligus`,
  inquiryProductsInvalid: 'Model harus berupa ID model',
  inquiryProductsTooMany: `Satu permintaan penawaran paling banyak menyebut ${COMPARE_MAX} model`,
  fetchFailed: (module) => `Gagal memuat ${MODULES_ID[module]}`,
  fetchOneFailed: (module, id) => `Gagal memuat ${MODULES_ID[module]} "${id}"`,
  serverUnreachable: 'Server tidak dapat dihubungi',
  somethingWentWrong: 'Terjadi kesalahan',
};

export const PUBLIC_TEMPLATE_PARAMS: TemplateParamsOf<typeof PUBLIC_MESSAGES> = {
  controlCharacters: ['label'],
  invalidId: ['label'],
  notFound: ['label'],
  tooManySearches: ['count'],
  seriesPageNotFound: ['count', 'count', 'count'],
  tooManyInquiries: ['count'],
  fetchFailed: [REQUEST_MODULES],
  fetchOneFailed: [REQUEST_MODULES, 'text'],
};

/** A visitor's message as the API answers it, in `locale` (English as it is; anything else unchanged). */
export const translatePublicMessage = messageTranslator({
  statics: staticPairs(PUBLIC_MESSAGES, PUBLIC_MESSAGES_ID),
  templates: templatesOf(PUBLIC_MESSAGES, PUBLIC_MESSAGES_ID, PUBLIC_TEMPLATE_PARAMS),
});
