// Every message the catalogue answers with, word for word (spec §5 and the API's own). A module
// of plain constants: the admin forms and the login page read their required messages from here
// without loading the schemas.

import { LOCALES, type Locale } from './locales';

/**
 * The one limit on a name, at every level (types, vendors, categories, series, products, assets,
 * an inquiry's sender): what the forms accept, the database columns hold and every lookup by name
 * takes, so a name that saves always has a working page.
 */
export const NAME_MAX = 255;
/**
 * The longest a valid name is as a URL path parameter (/api/manufacture-type/detail/name/{name}),
 * counted decoded or percent-encoded: a character is at most 9 characters encoded (3 UTF-8 bytes,
 * %XX each; a 4-byte one is 2 UTF-16 units, 12 characters). The API's router takes params this long.
 */
export const NAME_PARAM_MAX = NAME_MAX * 9;
export const DESCRIPTION_MAX = 10_000;

/** Public search (GET /api/search): the text, trimmed, and the hits per kind. */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

/**
 * The series page (issue 20): its models come a page at a time (GET /api/product/series/page/{id}
 * ?page=&per_page=), SERIES_PAGE_SIZE (48, ./paths.ts: the page URLs follow it) by default, at most
 * 96, so a series of 834 models stays a light page.
 */
export { SERIES_PAGE_SIZE } from './paths';
export const SERIES_PAGE_SIZE_MAX = 96;
/** The highest page number a request may name (a positive 32-bit integer, like an id). */
export const PAGE_NUMBER_MAX = 2_147_483_647;

/** Inquiries: what a visitor may write, and what staff set. */
export const INQUIRY_FIELD_MAX = 150;
export const INQUIRY_MESSAGE_MAX = 5000;
export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/**
 * An image's crop (issue 20): the point of the picture the fixed-aspect frames keep in view (whole
 * percent of its width and height from the top left) and how it fills a frame: 'cover' crops to
 * fill (around the focal point), 'contain' shows the whole picture letterboxed.
 */
export const IMAGE_FITS = ['cover', 'contain'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const FOCUS_MIN = 0;
export const FOCUS_MAX = 100;
export interface ImageCrop {
  focus_x: number;
  focus_y: number;
  fit: ImageFit;
}
/** What an image without a crop of its own has (and what a new one gets): the centre, cropped to fill. */
export const IMAGE_CROP_DEFAULT: Readonly<ImageCrop> = { focus_x: 50, focus_y: 50, fit: 'cover' };

/** Whether the inquiry went out to sales by e-mail: off when no SMTP_URL is set (and in the demo). */
export const INQUIRY_EMAIL_STATUSES = ['off', 'pending', 'sent', 'failed'] as const;
export type InquiryEmailStatus = (typeof INQUIRY_EMAIL_STATUSES)[number];

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  /** Issue 22: the Indonesian twins of name and description. */
  indonesianNameTooLong: `Indonesian name must be at most ${NAME_MAX} characters`,
  indonesianDescriptionTooLong: `Indonesian description must be at most ${DESCRIPTION_MAX} characters`,
  manufactureTypeRequired: 'Manufacture type is required',
  /** The vendor form spells it with a capital T (spec §5). */
  vendorManufactureTypeRequired: 'Manufacture Type is required',
  vendorRequired: 'Vendor is required',
  productCategoryRequired: 'Product Category is required',
  /** The series form calls it just Category (spec §5). */
  categoryRequired: 'Category is required',
  productSeriesRequired: 'Product Series is required',
  imageRequired: 'Image is required',
  pdfRequired: 'PDF file is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be valid',
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  passwordRequired: 'Password is required',
  moduleTypeRequired: 'Module type is required',
  moduleIdRequired: 'Module id is required',
  invalidId: (label: string) => `${label} is invalid`,
  notFound: (label: string) => `${label} not found`,
  vendorNotUnderType: 'Vendor does not belong to the selected manufacture type',
  categoryNotUnderVendor: 'Category does not belong to the selected vendor',
  seriesNotUnderCategory: 'Product Series does not belong to the selected product category',
  loginFailed: 'These credentials do not match our records',
  loginSucceeded: 'Login successful',
  loggedOut: 'Logged out successfully',
  unauthenticated: 'Unauthenticated',
  // ---- public search (issue 14)
  searchTooShort: `Type at least ${SEARCH_TEXT_MIN} characters to search`,
  searchTooLong: `Search must be at most ${SEARCH_TEXT_MAX} characters`,
  searchLimitInvalid: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
  tooManySearches: (seconds: number) => `Too many searches from your address; try again in ${plural(seconds, 'second', 'seconds')}`,
  /** The API's answer when uncached searches find no turn within their wait (api/src/lib/searchLimits.ts). */
  searchBusy: 'Search is busy; try again in a moment',
  // ---- the series page's models, a page at a time (issue 20)
  pageInvalid: 'Page must be a whole number from 1',
  seriesPageSizeInvalid: `Per page must be a whole number from 1 to ${SERIES_PAGE_SIZE_MAX}`,
  seriesPageNotFound: (seriesId: number, page: number, lastPage: number) =>
    `Page ${page} of product series "${seriesId}" not found: it has ${plural(lastPage, 'page', 'pages')}`,
  // ---- inquiries (issue 14)
  inquiryMessageRequired: 'Message is required',
  inquiryMessageTooLong: `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`,
  companyTooLong: `Company must be at most ${INQUIRY_FIELD_MAX} characters`,
  phoneInvalid: 'Phone must be a phone number (digits, spaces, +, -, brackets)',
  inquiryStatusInvalid: `Status must be one of ${INQUIRY_STATUSES.join(', ')}`,
  notesTooLong: `Notes must be at most ${INQUIRY_MESSAGE_MAX} characters`,
  inquiryReceived: 'Thank you. Our sales team will contact you within one working day.',
  /** An inquiry's language (issue 22): the page's locale the visitor wrote from. */
  inquiryLocaleInvalid: `Language must be one of ${LOCALES.join(', ')}`,
  // ---- image crop (issue 20)
  focusOutOfRange: (label: string) => `${label} must be a whole number from ${FOCUS_MIN} to ${FOCUS_MAX}`,
  fitInvalid: `Fit must be one of ${IMAGE_FITS.join(', ')}`,
  publishedInvalid: 'Published must be true or false',
  /** The admin lists' "missing Indonesian" filter (issue 22). */
  untranslatedInvalid: 'Untranslated must be true or false',
  // ---- image masters (issue 20): refusals of an upload that is no usable picture
  imageHeic: 'HEIC images cannot be read here: export or share the photo as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)',
  imageUndecodable: 'Image could not be read: the file is damaged or not a complete JPEG or PNG picture',
  imageTooManyPixels: (maxMegapixels: number, maxSide: number) =>
    `Image is too large to process: at most ${maxMegapixels} megapixels and ${maxSide} px on a side`,
  imageAnimated: 'Animated images are not accepted: upload a single still picture',
  /** The API's answer when normalisations find no turn within their wait (api/src/images/bounded.ts). */
  imageBusy: 'Images are being processed; try again in a moment',
  tooManyInquiries: (seconds: number) => `Too many inquiries from your address; try again in ${plural(Math.ceil(seconds / 60), 'minute', 'minutes')}`,
} as const;

/** The things a message names, as it names them. */
export type Thing = 'Inquiry' | 'Product' | 'Product series' | 'Product category' | 'Vendor' | 'Manufacture type' | 'Image' | 'File';
export type HierarchyThing = 'Manufacture type' | 'Vendor' | 'Product category' | 'Product series';
export type AssetThing = 'Image' | 'File';

/** 'Vendor created successfully', 'Image deleted successfully', ... */
export function savedMessage(thing: Thing, action: 'created' | 'updated' | 'deleted' | 'removed'): string {
  return `${thing} ${action} successfully`;
}

/** A reorder whose ids are not exactly the parent's children (issue 21). */
export const REORDER_MISMATCH = "The ids must be exactly the parent's children, each once";

/** A reorder's answer: 'Vendor order saved'. */
export function reorderedMessage(thing: string): string {
  return `${thing} order saved`;
}

/** The 404 of a record: 'Vendor "7" not found'. */
export function notFoundMessage(thing: string, id: unknown): string {
  return `${thing} "${String(id)}" not found`;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How a message counts the records of each record table: one, many. */
const RECORD_NOUNS = {
  mt_manufacture_type: ['manufacture type', 'manufacture types'],
  mt_vendor: ['vendor', 'vendors'],
  mt_product_category: ['product category', 'product categories'],
  mt_product_series: ['product series', 'product series'],
  mt_product: ['product', 'products'],
} satisfies Record<string, [string, string]>;
type RecordTableName = keyof typeof RECORD_NOUNS;

const CHILDREN: Record<HierarchyThing, [string, string]> = {
  'Manufacture type': RECORD_NOUNS.mt_vendor,
  Vendor: RECORD_NOUNS.mt_product_category,
  'Product category': RECORD_NOUNS.mt_product_series,
  'Product series': RECORD_NOUNS.mt_product,
};

/** The 409 of a delete refused while the record has n children ('… it still has 2 vendors'). */
export function stillHasChildrenMessage(thing: HierarchyThing, n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it still has ${plural(n, ...CHILDREN[thing])}`;
}

/**
 * What the delete confirmation says beforehand of a record that still has children (or an asset
 * still linked), from the detail's children: 'This manufacture type has 2 vendors; it cannot be
 * deleted until they are moved or deleted'. `module` names the record as the admin does.
 */
export function blockedDeleteMessage(module: string, children: Partial<Record<RecordTableName, unknown[]>>): string {
  const counts = (Object.entries(children) as Array<[RecordTableName, unknown[] | undefined]>)
    .filter(([, records]) => records?.length)
    .map(([table, records]) => ({ n: records!.length, text: plural(records!.length, ...RECORD_NOUNS[table]) }));
  const they = counts.length === 1 && counts[0].n === 1 ? 'it is' : 'they are';
  return `This ${module} has ${counts.map((c) => c.text).join(' and ')}; it cannot be deleted until ${they} moved or deleted`;
}

/** The 409 of an asset delete refused while n records link it. */
export function stillLinkedMessage(thing: AssetThing, n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it is still linked to ${plural(n, 'record', 'records')}`;
}

/** The 409 of a delete that a reference written meanwhile (another request) still holds. */
export function stillReferredMessage(thing: Thing): string {
  return thing === 'Image' || thing === 'File'
    ? `Cannot delete ${thing.toLowerCase()}: it is still linked`
    : `Cannot delete ${thing.toLowerCase()}: other records still refer to it`;
}

/** The parent a name must be unique within, as the 422 names it (a type's names are unique among all types). */
const NAME_SCOPE: Record<Thing, string> = {
  Inquiry: '',
  'Manufacture type': '',
  Vendor: ' in this manufacture type',
  'Product category': ' for this vendor',
  'Product series': ' in this product category',
  Product: ' in this product series',
  Image: '',
  File: '',
};

/** The 422 of a name already taken within its parent ("A vendor named 'X' already exists in this manufacture type"). */
export function duplicateNameMessage(thing: Thing, name: string): string {
  const a = /^[aeiou]/i.test(thing) ? 'An' : 'A';
  return `${a} ${thing.toLowerCase()} named '${name.trim()}' already exists${NAME_SCOPE[thing]}`;
}

// ---- Bahasa Indonesia (issue 22) ----------------------------------------------------------------

/** The things and field labels a message names, in Indonesian (a label not listed stays as it is). */
const LABELS_ID: Record<string, string> = {
  Inquiry: 'Permintaan penawaran',
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
