// The spec's messages in Bahasa Indonesia (issue 22), apart from the English ones (./messages.ts)
// so that a page that only needs the English constants does not download them: the screens that
// show the API's messages (the quote form, search, the admin) import this subpath
// (`@mfe/catalogue-core/messages-id`).
import { LOCALES, type Locale } from './locales';
import {
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
  INQUIRY_FIELD_MAX,
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
  type RequestModule,
  savedMessage,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
  SERIES_PAGE_SIZE_MAX,
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

// ---- Bahasa Indonesia (issue 22) ----------------------------------------------------------------

/** The §8 messages' module nouns in Indonesian. */
const MODULES_ID: Record<RequestModule, string> = {
  'manufacture type': 'jenis manufaktur',
  vendor: 'vendor',
  'product category': 'kategori produk',
  'product series': 'seri produk',
  product: 'produk',
  image: 'gambar',
  file: 'berkas',
  inquiry: 'permintaan penawaran',
  user: 'pengguna',
};

/** The things and field labels a message names, in Indonesian (a label not listed stays as it is). */
const LABELS_ID: Record<string, string> = {
  Inquiry: 'Permintaan penawaran',
  User: 'Pengguna',
  Session: 'Sesi',
  Product: 'Produk',
  'Product series': 'Seri produk',
  'Product Series': 'Seri Produk',
  'Product category': 'Kategori produk',
  'Product Category': 'Kategori Produk',
  Category: 'Kategori',
  Vendor: 'Vendor',
  'Manufacture type': 'Jenis manufaktur',
  'Manufacture Type': 'Jenis Manufaktur',
  Image: 'Gambar',
  File: 'Berkas',
  'PDF file': 'Berkas PDF',
  Name: 'Nama',
  Description: 'Deskripsi',
  'Indonesian name': 'Nama dalam bahasa Indonesia',
  'Indonesian description': 'Deskripsi dalam bahasa Indonesia',
  Message: 'Pesan',
  Notes: 'Catatan',
  Company: 'Perusahaan',
  Phone: 'Telepon',
  Email: 'Email',
  Locale: 'Bahasa',
  'Module id': 'ID modul',
  'Focal point X': 'Titik fokus X',
  'Focal point Y': 'Titik fokus Y',
  'Company name': 'Nama perusahaan',
  Tagline: 'Slogan',
  'Indonesian tagline': 'Slogan dalam bahasa Indonesia',
  'About text': 'Teks Tentang Kami',
  'Indonesian about text': 'Teks Tentang Kami dalam bahasa Indonesia',
  Address: 'Alamat',
  'Map URL': 'URL peta',
  'History title': 'Judul peristiwa sejarah',
  'Indonesian history title': 'Judul peristiwa sejarah dalam bahasa Indonesia',
  'History text': 'Teks peristiwa sejarah',
  'Indonesian history text': 'Teks peristiwa sejarah dalam bahasa Indonesia',
  'Services heading': 'Judul bagian layanan',
  'Indonesian services heading': 'Judul bagian layanan dalam bahasa Indonesia',
  'Services text': 'Teks bagian layanan',
  'Indonesian services text': 'Teks bagian layanan dalam bahasa Indonesia',
};

/** A thing or field label in Indonesian: 'Manufacture type' → 'Jenis manufaktur'. */
export function labelInIndonesian(label: string): string {
  return LABELS_ID[label] ?? label;
}

/** The Indonesian twin of a message: the same text, or a function of the same values. */
type MessageTwins<T> = { readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

/** Every message of MESSAGES in Indonesian, key for key (a missing one fails the typecheck). */
export const MESSAGES_ID: MessageTwins<typeof MESSAGES> = {
  nameRequired: 'Nama wajib diisi',
  nameTooLong: `Nama maksimal ${NAME_MAX} karakter`,
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
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  controlCharacters: (label) => `${labelInIndonesian(label)} tidak boleh berisi karakter kontrol`,
  passwordRequired: 'Kata sandi wajib diisi',
  moduleTypeRequired: 'Jenis modul wajib diisi',
  moduleIdRequired: 'ID modul wajib diisi',
  invalidId: (label) => `${labelInIndonesian(label)} tidak valid`,
  notFound: (label) => `${labelInIndonesian(label)} tidak ditemukan`,
  vendorNotUnderType: 'Vendor tidak termasuk dalam jenis manufaktur yang dipilih',
  categoryNotUnderVendor: 'Kategori tidak termasuk dalam vendor yang dipilih',
  seriesNotUnderCategory: 'Seri Produk tidak termasuk dalam kategori produk yang dipilih',
  loginFailed: 'Email atau kata sandi tidak sesuai dengan data kami',
  loginSucceeded: 'Berhasil masuk',
  loggedOut: 'Berhasil keluar',
  unauthenticated: 'Anda belum masuk',
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
  inquiryStatusInvalid: `Status harus salah satu dari ${INQUIRY_STATUSES.join(', ')}`,
  notesTooLong: `Catatan maksimal ${INQUIRY_MESSAGE_MAX} karakter`,
  inquiryReceived: 'Terima kasih. Tim penjualan kami akan menghubungi Anda dalam satu hari kerja.',
  inquiryLocaleInvalid: `Bahasa harus salah satu dari ${LOCALES.join(', ')}`,
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
  revertOfCreate: 'Pembuatan data tidak dapat dibatalkan: hapus datanya saja',
  revertImpossible: 'Perubahan ini tidak dapat dibatalkan',
  revertRecordGone: 'Tidak dapat membatalkan: datanya telah dihapus',
  revertNothing: 'Tidak ada yang dibatalkan: data sudah memiliki nilai-nilai ini',
  restoreAlreadyThere: 'Tidak dapat memulihkan: datanya masih ada',
  restoreParentGone: 'Tidak dapat memulihkan: data induknya telah dihapus',
  revertOrderChanged: 'Tidak dapat membatalkan: data yang diurutkannya telah berubah',
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
  imageHeic:
    'Gambar HEIC tidak dapat dibaca di sini: ekspor atau bagikan foto sebagai JPEG (di iPhone: Pengaturan › Kamera › Format › Paling Kompatibel)',
  imageUndecodable: 'Gambar tidak dapat dibaca: berkasnya rusak atau bukan gambar JPEG atau PNG yang utuh',
  imageTooManyPixels: (maxMegapixels, maxSide) =>
    `Gambar terlalu besar untuk diproses: maksimal ${maxMegapixels} megapiksel dan ${maxSide} px per sisi`,
  imageAnimated: 'Gambar animasi tidak diterima: unggah satu gambar diam',
  imageBusy: 'Gambar sedang diproses; coba lagi sebentar lagi',
  tooManyInquiries: (seconds) => `Terlalu banyak permintaan penawaran dari alamat Anda; coba lagi dalam ${Math.ceil(seconds / 60)} menit`,
  fetchFailed: (module) => `Gagal memuat ${MODULES_ID[module]}`,
  fetchOneFailed: (module, id) => `Gagal memuat ${MODULES_ID[module]} "${id}"`,
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
  serverUnreachable: 'Server tidak dapat dihubungi',
  somethingWentWrong: 'Terjadi kesalahan',
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
  Image: '',
  File: '',
};

export function duplicateNameMessageId(thing: Thing, name: string): string {
  return `${labelInIndonesian(thing)} bernama '${name.trim()}' sudah ada${NAME_SCOPE_ID[thing]}`;
}

// ---- translateMessage: an answered English message in the visitor's language -------------------

/**
 * What a template's value is, for matching: 'label' is a thing or field name (translated), 'text'
 * is free text (kept: an id, a record's name), 'count' a whole number (its singular form is matched
 * too), and a list is a closed set of values (every one is tried: the text depends on it).
 */
type ParamKind = 'label' | 'text' | 'count' | readonly string[];
type ParamKinds<A extends readonly unknown[]> = { [I in keyof A]: A[I] extends number ? 'count' : ParamKind };

interface Template<A extends unknown[]> {
  en: (...args: A) => string;
  id: (...args: A) => string;
  params: ParamKinds<A>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of templates of different arities
type AnyTemplate = Template<any[]>;

const template = <A extends unknown[]>(en: (...args: A) => string, id: (...args: A) => string, params: ParamKinds<A>): AnyTemplate =>
  ({ en, id, params }) as AnyTemplate;

type TemplateKey = { [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends string ? never : K }[keyof typeof MESSAGES];

/** The values of MESSAGES' templates (a template without its entry fails the typecheck). */
const TEMPLATE_PARAMS: { [K in TemplateKey]: ParamKinds<Parameters<(typeof MESSAGES)[K]>> } = {
  controlCharacters: ['label'],
  invalidId: ['label'],
  notFound: ['label'],
  tooManySearches: ['count'],
  seriesPageNotFound: ['count', 'count', 'count'],
  focusOutOfRange: ['label'],
  imageTooManyPixels: ['count', 'count'],
  tooManyInquiries: ['count'],
  tooManyPasswordResets: ['count'],
  fetchFailed: [REQUEST_MODULES],
  fetchOneFailed: [REQUEST_MODULES, 'text'],
  fetchOptionsFailed: [REQUEST_MODULES],
  createFailed: [REQUEST_MODULES],
  updateFailed: [REQUEST_MODULES, 'text'],
  deleteFailed: [REQUEST_MODULES],
  orderFailed: [REQUEST_MODULES],
  replaceFailed: [['image', 'file'], 'text'],
};

const THINGS: readonly Thing[] = Object.keys(NAME_SCOPE) as Thing[];
const ASSET_THINGS: readonly AssetThing[] = ['Image', 'File'];
const ACTIONS = Object.keys(ACTIONS_ID) as Array<keyof typeof ACTIONS_ID>;

const TEMPLATES: AnyTemplate[] = [
  ...(Object.keys(TEMPLATE_PARAMS) as TemplateKey[]).map((key) =>
    template(MESSAGES[key] as AnyTemplate['en'], MESSAGES_ID[key] as AnyTemplate['id'], TEMPLATE_PARAMS[key] as ParamKind[]),
  ),
  template(savedMessage, savedMessageId, [THINGS, ACTIONS]),
  template(reorderedMessage, reorderedMessageId, [THINGS]),
  template(notFoundMessage, notFoundMessageId, ['label', 'text']),
  template(stillHasChildrenMessage, stillHasChildrenMessageId, [Object.keys(CHILDREN) as HierarchyThing[], 'count']),
  template(stillLinkedMessage, stillLinkedMessageId, [ASSET_THINGS, 'count']),
  template(stillReferredMessage, stillReferredMessageId, [THINGS]),
  template(duplicateNameMessage, duplicateNameMessageId, [THINGS, 'text']),
];

/** The static messages: English → Indonesian. */
const STATIC_ID = new Map<string, string>([
  ...(Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>)
    .filter((key) => typeof MESSAGES[key] === 'string')
    .map((key) => [MESSAGES[key] as string, MESSAGES_ID[key] as string] as const),
  [REORDER_MISMATCH, REORDER_MISMATCH_ID],
]);

/** A hole of a rendered template: the placeholder's text in it, and how its captured text carries over. */
interface Hole {
  placeholder: string;
  kind: 'label' | 'text' | 'count';
}
interface Pattern {
  regex: RegExp;
  /** The holes in the order the regex captures them. */
  holes: Hole[];
  /** The Indonesian text rendered with the same placeholders. */
  id: string;
}

/**
 * Placeholders no message contains: text ones are control characters (case-free, so a lowercased
 * label still matches); numbers are distinct and never 1 (the plural form), 60 × a prime so a value
 * shown in minutes is still a distinct number.
 */
const textPlaceholder = (i: number) => `\u0001${'\u0002'.repeat(i + 1)}\u0001`;
const countPlaceholder = (i: number) => 60 * [7919, 7927, 7933, 7937][i];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every combination of one value per parameter (closed sets enumerated, a count as 1 and as a placeholder). */
function argumentSets(params: readonly ParamKind[]): unknown[][] {
  return params.reduce<unknown[][]>(
    (sets, kind, i) => {
      const values: unknown[] = typeof kind !== 'string' ? [...kind] : kind === 'count' ? [1, countPlaceholder(i)] : [textPlaceholder(i)];
      return sets.flatMap((set) => values.map((value) => [...set, value]));
    },
    [[]],
  );
}

/** Where the placeholders of `args` show in a text: the text itself for words, the digits for counts. */
function holesOf(params: readonly ParamKind[], args: unknown[], en: string): Hole[] {
  return params.flatMap((kind, i): Hole[] => {
    if (kind === 'label' || kind === 'text') return [{ placeholder: args[i] as string, kind }];
    if (kind !== 'count' || args[i] === 1) return [];
    // A count may be shown as is or converted (seconds as minutes): the placeholder's whole number in the text.
    const shown = [String(args[i]), String((args[i] as number) / 60)].find((digits) => new RegExp(wholeNumber(digits)).test(en));
    return shown ? [{ placeholder: shown, kind }] : [];
  });
}

/** A count's placeholder as a whole number in a text (not part of a longer one). */
const wholeNumber = (digits: string) => `(?<!\\d)${digits}(?!\\d)`;
const holeRegExp = (hole: Hole) => (hole.kind === 'count' ? wholeNumber(hole.placeholder) : escapeRegExp(hole.placeholder));

function patternOf(entry: AnyTemplate, args: unknown[]): Pattern {
  const en = entry.en(...args);
  const holes = holesOf(entry.params as readonly ParamKind[], args, en);
  const ordered: Hole[] = [];
  let source = escapeRegExp(en);
  if (holes.length) {
    // Each placeholder becomes a group (escaping leaves placeholders as they are); `ordered` records which hole each group is.
    const finder = new RegExp(holes.map(holeRegExp).join('|'), 'g');
    source = source.replace(finder, (found) => {
      const hole = holes.find((candidate) => candidate.placeholder === found)!;
      ordered.push(hole);
      return hole.kind === 'count' ? '(\\d+)' : '([\\s\\S]+?)';
    });
  }
  return { regex: new RegExp(`^${source}$`), holes: ordered, id: entry.id(...args) };
}

/** How much fixed text a pattern has (its source without its groups). */
const literalLength = (pattern: Pattern) => pattern.regex.source.replace(/\((\\d\+|\[\\s\\S\]\+\?)\)/g, '').length;

let patterns: Pattern[] | undefined;
function allPatterns(): Pattern[] {
  // The most specific first: 'Vendor "7" not found' is notFoundMessage's, not notFound's with the label 'Vendor "7"'.
  patterns ??= TEMPLATES.flatMap((entry) => argumentSets(entry.params as readonly ParamKind[]).map((args) => patternOf(entry, args))).sort(
    (a, b) => literalLength(b) - literalLength(a),
  );
  return patterns;
}

/**
 * An English message as the API answers it (or a zod issue carries it) in `locale`: a static
 * message by lookup, a template's by matching the text each template renders with placeholders
 * (labels translated, names and numbers kept). Text it does not know comes back unchanged.
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const known = STATIC_ID.get(message);
  if (known !== undefined) return known;
  for (const pattern of allPatterns()) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    let text = pattern.id;
    pattern.holes.forEach((hole, i) => {
      const value = hole.kind === 'label' ? labelInIndonesian(match[i + 1]) : match[i + 1];
      text = text.replace(new RegExp(holeRegExp(hole)), () => value);
    });
    return text;
  }
  return message;
}
