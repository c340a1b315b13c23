// Every message of ./messages.ts in Bahasa Indonesia (issue 22) and their translator: the visitor's
// (./publicMessagesId.ts, spread in) and the staff's. Apart from the English ones so that a page that
// only needs the English constants does not download them: the admin imports this subpath
// (`@mfe/catalogue-core/messages-id`); a failed call's snackbar loads it lazily.
import { labelInIndonesian } from './labelsId';
import { MODULES_ID, PUBLIC_MESSAGES_ID, PUBLIC_TEMPLATE_PARAMS } from './publicMessagesId';
import {
  messageTranslator,
  staticPairs,
  template,
  templatesOf,
  type AnyTemplate,
  type MessageTwins,
  type TemplateParamsOf,
} from './messageTranslator';
import {
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_TEXT_MAX,
  ATTRIBUTE_TYPES,
  ATTRIBUTE_UNITS,
  BULK_VALUES_PRODUCTS_MAX,
  CHILDREN,
  COPYRIGHT_YEAR_MAX,
  COPYRIGHT_YEAR_MIN,
  DESCRIPTION_MAX,
  duplicateNameMessage,
  FOCUS_MAX,
  FOCUS_MIN,
  HISTORY_MAX,
  HISTORY_YEAR_MAX,
  HISTORY_YEAR_MIN,
  IMAGE_FITS,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_STATUSES,
  MESSAGES,
  NAME_MAX,
  NAME_SCOPE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  notFoundMessage,
  REORDER_MISMATCH,
  reorderedMessage,
  REQUEST_MODULES,
  savedMessage,
  SERVICES_MAX,
  SETTINGS_LINE_MAX,
  SETTINGS_TEXT_MAX,
  CITY_MAX,
  stillHasChildrenMessage,
  stillLinkedMessage,
  stillReferredMessage,
  type AssetThing,
  type HierarchyThing,
  type Thing,
} from './messages';

export { labelInIndonesian } from './labelsId';

/** Every message of MESSAGES in Indonesian, key for key (a missing one fails the typecheck). */
export const MESSAGES_ID: MessageTwins<typeof MESSAGES> = {
  ...PUBLIC_MESSAGES_ID,
  descriptionTooLong: `Deskripsi maksimal ${DESCRIPTION_MAX} karakter`,
  indonesianNameTooLong: `Nama dalam bahasa Indonesia maksimal ${NAME_MAX} karakter`,
  indonesianDescriptionTooLong: `Deskripsi dalam bahasa Indonesia maksimal ${DESCRIPTION_MAX} karakter`,
  manufactureTypeRequired: 'Jenis manufaktur wajib dipilih',
  vendorManufactureTypeRequired: 'Jenis Manufaktur wajib dipilih',
  vendorRequired: 'Vendor wajib dipilih',
  productCategoryRequired: 'Kategori Produk wajib dipilih',
  categoryRequired: 'Kategori wajib dipilih',
  productSeriesRequired: 'Seri Produk wajib dipilih',
  imageRequired: 'Gambar wajib diunggah',
  pdfRequired: 'Berkas PDF wajib diunggah',
  passwordRequired: 'Kata sandi wajib diisi',
  moduleTypeRequired: 'Jenis modul wajib diisi',
  moduleIdRequired: 'ID modul wajib diisi',
  vendorNotUnderType: 'Vendor tidak termasuk dalam jenis manufaktur yang dipilih',
  categoryNotUnderVendor: 'Kategori tidak termasuk dalam vendor yang dipilih',
  seriesNotUnderCategory: 'Seri Produk tidak termasuk dalam kategori produk yang dipilih',
  loginFailed: 'Email atau kata sandi tidak sesuai dengan data kami',
  loginSucceeded: 'Berhasil masuk',
  loggedOut: 'Berhasil keluar',
  unauthenticated: 'Anda belum masuk',
  inquiryStatusInvalid: `Status harus salah satu dari ${INQUIRY_STATUSES.join(', ')}`,
  notesTooLong: `Catatan maksimal ${INQUIRY_MESSAGE_MAX} karakter`,
  companyNameRequired: 'Nama perusahaan wajib diisi',
  companyNameTooLong: `Nama perusahaan maksimal ${SETTINGS_LINE_MAX} karakter`,
  taglineRequired: 'Slogan wajib diisi',
  taglineTooLong: `Slogan maksimal ${SETTINGS_LINE_MAX} karakter`,
  indonesianTaglineTooLong: `Slogan dalam bahasa Indonesia maksimal ${SETTINGS_LINE_MAX} karakter`,
  aboutRequired: 'Teks Tentang Kami wajib diisi',
  aboutTooLong: `Teks Tentang Kami maksimal ${SETTINGS_TEXT_MAX} karakter`,
  indonesianAboutTooLong: `Teks Tentang Kami dalam bahasa Indonesia maksimal ${SETTINGS_TEXT_MAX} karakter`,
  addressRequired: 'Alamat wajib diisi',
  addressTooLong: `Alamat maksimal ${SETTINGS_LINE_MAX} karakter`,
  cityRequired: 'Kota wajib diisi',
  cityTooLong: `Kota maksimal ${CITY_MAX} karakter`,
  settingsPhoneInvalid: 'Telepon harus berupa nomor +62 (mis. +62 21 8990 4512)',
  whatsappInvalid: 'WhatsApp harus berupa nomor +62 (mis. +62 812 8990 4512)',
  salesEmailInvalid: 'Email penjualan harus berupa alamat email yang valid',
  mapUrlInvalid:
    'URL peta harus berupa tautan sematan https dari OpenStreetMap (www.openstreetmap.org/export/embed.html) atau Google Maps (www.google.com/maps/embed)',
  copyrightYearInvalid: `Tahun hak cipta harus berupa bilangan bulat dari ${COPYRIGHT_YEAR_MIN} sampai ${COPYRIGHT_YEAR_MAX}`,
  historyInvalid: `Sejarah harus berupa daftar berisi paling banyak ${HISTORY_MAX} peristiwa`,
  historyYearInvalid: `Setiap peristiwa sejarah harus memiliki tahun, bilangan bulat dari ${HISTORY_YEAR_MIN} sampai ${HISTORY_YEAR_MAX}`,
  historyTitleRequired: 'Setiap peristiwa sejarah harus memiliki judul',
  historyTitleTooLong: `Judul peristiwa sejarah maksimal ${SETTINGS_LINE_MAX} karakter`,
  historyTextRequired: 'Setiap peristiwa sejarah harus memiliki teks',
  historyTextTooLong: `Teks peristiwa sejarah maksimal ${SETTINGS_TEXT_MAX} karakter`,
  indonesianHistoryTitleTooLong: `Judul peristiwa sejarah dalam bahasa Indonesia maksimal ${SETTINGS_LINE_MAX} karakter`,
  indonesianHistoryTextTooLong: `Teks peristiwa sejarah dalam bahasa Indonesia maksimal ${SETTINGS_TEXT_MAX} karakter`,
  servicesInvalid: `Layanan harus berupa daftar berisi paling banyak ${SERVICES_MAX} bagian`,
  serviceHeadingRequired: 'Setiap bagian layanan harus memiliki judul',
  serviceHeadingTooLong: `Judul bagian layanan maksimal ${SETTINGS_LINE_MAX} karakter`,
  serviceTextRequired: 'Setiap bagian layanan harus memiliki teks',
  serviceTextTooLong: `Teks bagian layanan maksimal ${SETTINGS_TEXT_MAX} karakter`,
  indonesianServiceHeadingTooLong: `Judul bagian layanan dalam bahasa Indonesia maksimal ${SETTINGS_LINE_MAX} karakter`,
  indonesianServiceTextTooLong: `Teks bagian layanan dalam bahasa Indonesia maksimal ${SETTINGS_TEXT_MAX} karakter`,
  siteSettingsSaved: 'Pengaturan situs disimpan',
  adminOnly: 'Hanya administrator yang dapat melakukan ini',
  historyModuleTypeInvalid: 'Jenis modul tidak termasuk yang dicatat riwayat',
  historyDateInvalid: 'Tanggal harus ditulis sebagai YYYY-MM-DD',
  historyIdInvalid: 'ID pengguna dan modul harus berupa bilangan bulat',
  historyEntryNotFound: 'Entri riwayat ini tidak ada',
  reverted: 'Perubahan dibatalkan',
  restored: 'Data dipulihkan',
  restoredWithoutLinks: 'Data dipulihkan; tautannya ke gambar atau file yang telah dihapus dikosongkan',
  restoredWithoutValues: 'Data dipulihkan; nilai atribut yang telah dihapus atau diubah sejak itu tidak disertakan',
  restoredWithoutLinksOrValues:
    'Data dipulihkan; tautannya ke gambar atau file yang telah dihapus dikosongkan, dan nilai atribut yang telah dihapus atau diubah sejak itu tidak disertakan',
  revertOfCreate: 'Pembuatan data tidak dapat dibatalkan: hapus datanya saja',
  revertImpossible: 'Perubahan ini tidak dapat dibatalkan',
  revertRecordGone: 'Tidak dapat membatalkan: datanya telah dihapus',
  revertNothing: 'Tidak ada yang dibatalkan: data sudah memiliki nilai-nilai ini',
  restoreAlreadyThere: 'Tidak dapat memulihkan: datanya masih ada',
  restoreParentGone: 'Tidak dapat memulihkan: data induknya telah dihapus',
  revertOrderChanged: 'Tidak dapat membatalkan: data yang diurutkannya telah berubah',
  attributeTypeRequired: 'Tipe wajib dipilih',
  attributeTypeInvalid: `Tipe harus salah satu dari ${ATTRIBUTE_TYPES.join(', ')}`,
  attributeUnitInvalid: `Satuan harus salah satu dari ${ATTRIBUTE_UNITS.join(', ')}`,
  attributeUnitNotForType: 'Hanya atribut angka dan rentang yang memiliki satuan',
  attributeOptionsInvalid: `Pilihan harus berupa daftar berisi paling banyak ${ATTRIBUTE_OPTIONS_MAX} teks sepanjang 1 sampai ${ATTRIBUTE_TEXT_MAX} karakter`,
  attributeOptionsRequired: 'Atribut daftar memerlukan setidaknya satu pilihan',
  attributeOptionsDuplicate: 'Setiap pilihan hanya boleh diberikan satu kali',
  attributeOptionsNotForType: 'Hanya atribut daftar yang memiliki pilihan',
  filterableInvalid: 'Dapat difilter harus true atau false',
  onCardInvalid: 'Tampil di kartu harus true atau false',
  attributeTypeInUse: (count) => `Tipe tidak dapat diubah selama ${count} produk memiliki nilai atribut ini`,
  attributeCategoryInUse: (count) => `Kategori tidak dapat diubah selama ${count} produk memiliki nilai atribut ini`,
  attributeOptionInUse: (option, count) => `Pilihan '${option}' tidak dapat dihapus selama ${count} produk memilikinya`,
  attributeValuesInvalid: 'Atribut harus berupa objek berisi ID atribut dan nilainya',
  attributeNotInCategory: (name) => `${name} bukan atribut kategori produk ini`,
  attributeValueNumber: (name) => `${name} harus berupa angka`,
  attributeValueRange: (name) => `${name} harus berupa rentang dua angka, min paling besar sama dengan max`,
  attributeValueText: (name) => `${name} harus berupa teks maksimal ${ATTRIBUTE_TEXT_MAX} karakter`,
  attributeValueOption: (name, options) => `${name} harus salah satu dari ${options}`,
  attributeValueBoolean: (name) => `${name} harus true atau false`,
  attributeValuesDropped: (names) => `Produk berhasil diperbarui; nilai dihapus (atributnya tidak ada di kategori baru): ${names}`,
  attributeDeleted: (count) => `Atribut berhasil dihapus beserta ${count} nilai`,
  attributeDeletedBeyondRecord: (count, max) =>
    `Atribut berhasil dihapus beserta ${count} nilai; pembatalan penghapusan ini hanya dapat mengembalikan ${max} nilai pertama`,
  attributeRestored: (count) => `Atribut dipulihkan beserta ${count} nilai`,
  attributeRestoredLeavingOut: (count, leftOut) =>
    `Atribut dipulihkan beserta ${count} nilai; ${leftOut} nilai tidak disertakan (produknya telah dihapus atau dipindahkan ke kategori lain, atau melebihi yang dicatat saat penghapusan)`,
  importFileType: 'Berkas harus berupa lembar kerja CSV atau XLSX',
  importXlsxUnavailable: 'Berkas XLSX tidak dapat dibaca dalam mode demo: simpan lembar kerjanya sebagai CSV lalu impor berkas itu',
  importXlsxTooLarge: (mb) => `Berkas XLSX ini terbuka menjadi lebih dari ${mb} MB: simpan lembar kerjanya sebagai CSV, atau impor sebagian-sebagian`,
  importFileRequired: 'Pilih berkas CSV atau XLSX untuk diimpor',
  importNoHeader: 'Berkas tidak memiliki baris judul',
  importTooManyRows: (max) => `Berkas berisi lebih dari ${max} baris: pecah menjadi beberapa berkas berisi paling banyak ${max} baris`,
  importMappingInvalid: 'Pemetaan harus berupa objek JSON berisi judul kolom dan bidang yang diisinya',
  importFieldUnknown: (field) => `Tidak ada bidang produk atau atribut bernama ${field}`,
  importFieldTwice: (field) => `Dua kolom mengisi ${field}: petakan dari satu kolom saja`,
  importKeyRequired: 'Petakan kolom id, atau kolom nama beserta kolom series (atau series_id)',
  importSeriesRequired: 'Produk baru memerlukan serinya: sel series atau series_id',
  importNameRequired: 'Produk baru memerlukan namanya',
  importSeriesUnknown: (name) => `Tidak ada seri produk bernama ${name}`,
  importSeriesAmbiguous: (name) => `Lebih dari satu seri produk bernama ${name}: gunakan kolom series_id`,
  importChainMismatch: (name) => `Tidak sesuai dengan seri ${name}`,
  importRowTwice: (row) => `Baris ${row} sudah mengimpor produk ini`,
  importInvalidNumber: (label) => `${label} harus berupa bilangan bulat`,
  importRowsInvalid: (count) => `Tidak ada yang diimpor: ${count} kesalahan dalam berkas`,
  importDone: (created, updated) => `Impor selesai: ${created} dibuat, ${updated} diperbarui`,
  passwordTooShort: `Kata sandi minimal ${PASSWORD_MIN} karakter`,
  passwordTooLong: `Kata sandi maksimal ${PASSWORD_MAX} karakter`,
  currentPasswordRequired: 'Kata sandi saat ini wajib diisi',
  currentPasswordWrong: 'Kata sandi saat ini tidak benar',
  roleInvalid: 'Peran harus admin atau editor',
  activeInvalid: 'Status aktif harus true atau false',
  emailTaken: 'Alamat e-mail ini sudah dipakai akun lain',
  lastActiveAdmin: 'Harus tetap ada setidaknya satu administrator aktif',
  deleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri',
  userCreated: 'Pengguna berhasil dibuat',
  userUpdated: 'Pengguna berhasil diperbarui',
  userDeleted: 'Pengguna berhasil dihapus',
  passwordLinkMade: 'Tautan baru untuk mengatur kata sandi telah dibuat; tautan lama tidak berlaku lagi',
  passwordLinkInvalid: 'Tautan ini sudah kedaluwarsa atau sudah dipakai. Mintalah tautan baru kepada administrator.',
  passwordSet: 'Kata sandi Anda sudah diatur: sekarang Anda dapat masuk',
  passwordChanged: 'Kata sandi diubah; sesi Anda yang lain telah berakhir',
  passwordResetRequested: 'Jika ada akun aktif dengan alamat ini, tautan untuk mengatur kata sandi baru sedang dikirim',
  tooManyPasswordResets: (seconds) => `Terlalu banyak permintaan atur ulang kata sandi; coba lagi dalam ${Math.ceil(seconds / 60)} menit`,
  sessionEnded: 'Sesi diakhiri',
  totpRequired: 'Masukkan kode dari aplikasi autentikator Anda, atau kode pemulihan',
  totpWrong: 'Kode tidak benar',
  twoFactorNotStarted: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu',
  twoFactorAlreadyOn: 'Verifikasi dua langkah sudah aktif',
  twoFactorEnabled: 'Verifikasi dua langkah aktif: simpan kode pemulihan di tempat yang aman, masing-masing hanya berlaku sekali',
  twoFactorDisabled: 'Verifikasi dua langkah nonaktif',
  twoFactorOffOnly: 'Verifikasi dua langkah hanya dapat dinonaktifkan di sini (false); akun itu sendiri yang mengaktifkannya',
  twoFactorSetupRequired: 'Aktifkan verifikasi dua langkah di Akun Saya terlebih dahulu',
  twoFactorRequirementNeedsOwn: 'Aktifkan verifikasi dua langkah untuk akun Anda sendiri sebelum mewajibkannya bagi setiap administrator',
  securitySettingsSaved: 'Pengaturan keamanan disimpan',
  twoFactorRequirementInvalid: 'Kewajiban verifikasi dua langkah harus true atau false',
  focusOutOfRange: (label) => `${labelInIndonesian(label)} harus berupa bilangan bulat dari ${FOCUS_MIN} sampai ${FOCUS_MAX}`,
  fitInvalid: `Mode tampilan harus salah satu dari ${IMAGE_FITS.join(', ')}`,
  publishedInvalid: 'Status terbit harus true atau false',
  untranslatedInvalid: 'Filter belum diterjemahkan harus true atau false',
  exportFormatInvalid: 'Format harus csv atau xlsx',
  exportFormatUnavailable: 'Ekspor Excel (XLSX) tidak tersedia dalam mode demo: ekspor CSV saja',
  uploadTooLarge: (label, size) => `${labelInIndonesian(label)} tidak boleh lebih besar dari ${size}`,
  imageTypeRefused: 'Gambar harus berupa berkas JPEG atau PNG',
  pdfTypeRefused: 'Berkas harus berupa dokumen PDF',
  imageHeic:
    'Gambar HEIC tidak dapat dibaca di sini: ekspor atau bagikan foto sebagai JPEG (di iPhone: Pengaturan › Kamera › Format › Paling Kompatibel)',
  imageUndecodable: 'Gambar tidak dapat dibaca: berkasnya rusak atau bukan gambar JPEG atau PNG yang utuh',
  imageTooManyPixels: (maxMegapixels, maxSide) =>
    `Gambar terlalu besar untuk diproses: maksimal ${maxMegapixels} megapiksel dan ${maxSide} px per sisi`,
  imageAnimated: 'Gambar animasi tidak diterima: unggah satu gambar diam',
  imageBusy: 'Gambar sedang diproses; coba lagi sebentar lagi',
  fetchOptionsFailed: (module) => `Gagal memuat pilihan ${MODULES_ID[module]}`,
  createFailed: (module) => `Gagal membuat ${MODULES_ID[module]}`,
  updateFailed: (module, id) => `Gagal memperbarui ${MODULES_ID[module]} "${id}"`,
  deleteFailed: (module) => `Gagal menghapus ${MODULES_ID[module]}`,
  orderFailed: (module) => `Gagal mengurutkan ${MODULES_ID[module]}`,
  replaceFailed: (module, id) => `Gagal mengganti ${MODULES_ID[module]} "${id}"`,
  unlinkImageFailed: 'Gagal melepas gambar',
  settingsUpdateFailed: 'Gagal memperbarui pengaturan situs',
  inviteFailed: 'Gagal membuat tautan pengaturan kata sandi',
  passwordChangeFailed: 'Gagal mengganti kata sandi Anda',
  sessionsFetchFailed: 'Gagal memuat sesi Anda',
  twoFactorChangeFailed: 'Gagal mengubah verifikasi dua langkah Anda',
  securitySettingsFetchFailed: 'Gagal memuat pengaturan keamanan',
  securitySettingsUpdateFailed: 'Gagal memperbarui pengaturan keamanan',
  sessionEndFailed: 'Gagal mengakhiri sesi',
  loginRequestFailed: 'Gagal masuk',
  finderVendorRequired: 'vendor_id harus berupa ID distributor',
  finderNotAFilter: (key) => `${key} bukan filter halaman katalog ini`,
  finderRangeReversed: (name) => `${name}: nilai minimum harus paling besar sama dengan nilai maksimum`,
  bulkValuesInvalid: 'Nilai harus berupa objek berisi ID produk, masing-masing dengan objek berisi ID atribut dan nilainya',
  bulkValuesTooMany: `Paling banyak ${BULK_VALUES_PRODUCTS_MAX} produk dapat disimpan sekaligus`,
  bulkValuesSaved: (count) => `Nilai disimpan untuk ${count} produk`,
  bulkValuesSaveFailed: 'Gagal menyimpan nilai',
};

const ACTIONS_ID = { created: 'dibuat', updated: 'diperbarui', deleted: 'dihapus', removed: 'dilepas' } as const;
/** 'Vendor berhasil dibuat', 'Gambar berhasil dilepas', ... */
export function savedMessageId(thing: Thing, action: keyof typeof ACTIONS_ID): string {
  return `${labelInIndonesian(thing)} berhasil ${ACTIONS_ID[action]}`;
}

export const REORDER_MISMATCH_ID = 'Daftar ID harus berisi tepat semua turunan induknya, masing-masing satu kali';

export function reorderedMessageId(thing: string): string {
  return `Urutan ${labelInIndonesian(thing).toLowerCase()} disimpan`;
}

export function notFoundMessageId(thing: string, id: unknown): string {
  return `${labelInIndonesian(thing)} "${String(id)}" tidak ditemukan`;
}

/** What a record table's children are called in Indonesian (the language counts without plurals). */
const CHILDREN_ID: Record<HierarchyThing, string> = {
  'Manufacture type': 'vendor',
  Vendor: 'kategori produk',
  'Product category': 'seri produk',
  'Product series': 'produk',
};

export function stillHasChildrenMessageId(thing: HierarchyThing, n: number): string {
  return `${labelInIndonesian(thing)} tidak dapat dihapus: masih memiliki ${n} ${CHILDREN_ID[thing]}`;
}

export function stillLinkedMessageId(thing: AssetThing, n: number): string {
  return `${labelInIndonesian(thing)} tidak dapat dihapus: masih ditautkan ke ${n} data`;
}

export function stillReferredMessageId(thing: Thing): string {
  return thing === 'Image' || thing === 'File'
    ? `${labelInIndonesian(thing)} tidak dapat dihapus: masih ditautkan`
    : `${labelInIndonesian(thing)} tidak dapat dihapus: data lain masih merujuk kepadanya`;
}

const NAME_SCOPE_ID: Record<Thing, string> = {
  Inquiry: '',
  'Manufacture type': '',
  Vendor: ' dalam jenis manufaktur ini',
  'Product category': ' untuk vendor ini',
  'Product series': ' dalam kategori produk ini',
  Product: ' dalam seri produk ini',
  Attribute: ' dalam kategori produk ini',
  Image: '',
  File: '',
};

export function duplicateNameMessageId(thing: Thing, name: string): string {
  return `${labelInIndonesian(thing)} bernama '${name.trim()}' sudah ada${NAME_SCOPE_ID[thing]}`;
}

// ---- translateMessage: an answered English message in the visitor's language -------------------

/** The values of MESSAGES' templates (a template without its entry fails the typecheck). */
const TEMPLATE_PARAMS: TemplateParamsOf<typeof MESSAGES> = {
  ...PUBLIC_TEMPLATE_PARAMS,
  focusOutOfRange: ['label'],
  uploadTooLarge: ['label', 'text'],
  imageTooManyPixels: ['count', 'count'],
  tooManyPasswordResets: ['count'],
  fetchOptionsFailed: [REQUEST_MODULES],
  createFailed: [REQUEST_MODULES],
  updateFailed: [REQUEST_MODULES, 'text'],
  deleteFailed: [REQUEST_MODULES],
  orderFailed: [REQUEST_MODULES],
  replaceFailed: [['image', 'file'], 'text'],
  attributeTypeInUse: ['count'],
  attributeCategoryInUse: ['count'],
  attributeOptionInUse: ['text', 'count'],
  attributeNotInCategory: ['text'],
  attributeValueNumber: ['text'],
  attributeValueRange: ['text'],
  attributeValueText: ['text'],
  attributeValueOption: ['text', 'text'],
  attributeValueBoolean: ['text'],
  attributeValuesDropped: ['text'],
  attributeDeleted: ['count'],
  attributeDeletedBeyondRecord: ['count', 'count'],
  attributeRestored: ['count'],
  attributeRestoredLeavingOut: ['count', 'count'],
  finderNotAFilter: ['text'],
  finderRangeReversed: ['text'],
  bulkValuesSaved: ['count'],
  importTooManyRows: ['count'],
  importXlsxTooLarge: ['count'],
  importFieldUnknown: ['text'],
  importFieldTwice: ['text'],
  importSeriesUnknown: ['text'],
  importSeriesAmbiguous: ['text'],
  importChainMismatch: ['text'],
  importRowTwice: ['count'],
  importInvalidNumber: ['label'],
  importRowsInvalid: ['count'],
  importDone: ['count', 'count'],
};

const THINGS: readonly Thing[] = Object.keys(NAME_SCOPE) as Thing[];
const ASSET_THINGS: readonly AssetThing[] = ['Image', 'File'];
const ACTIONS = Object.keys(ACTIONS_ID) as Array<keyof typeof ACTIONS_ID>;

const TEMPLATES: AnyTemplate[] = [
  ...templatesOf(MESSAGES, MESSAGES_ID, TEMPLATE_PARAMS),
  template(savedMessage, savedMessageId, [THINGS, ACTIONS]),
  template(reorderedMessage, reorderedMessageId, [THINGS]),
  template(notFoundMessage, notFoundMessageId, ['label', 'text']),
  template(stillHasChildrenMessage, stillHasChildrenMessageId, [Object.keys(CHILDREN) as HierarchyThing[], 'count']),
  template(stillLinkedMessage, stillLinkedMessageId, [ASSET_THINGS, 'count']),
  template(stillReferredMessage, stillReferredMessageId, [THINGS]),
  template(duplicateNameMessage, duplicateNameMessageId, [THINGS, 'text']),
];

/** A message as the API answers it, in `locale`: the public pages' and the staff's (English as it is; anything else unchanged). */
export const translateMessage = messageTranslator({
  statics: [...staticPairs(MESSAGES, MESSAGES_ID), [REORDER_MISMATCH, REORDER_MISMATCH_ID]],
  templates: TEMPLATES,
});
