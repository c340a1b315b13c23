// The public screens' texts in Bahasa Indonesia (issue 22), typed by the English source: a missing
// or extra key fails the typecheck. Written as an Indonesian industrial supplier writes to its
// customers: 'Anda', the trade's own words (mesin bubut, alat ukur presisi, permesinan, fabrikasi).
import { formatNumber, type SearchGroup } from '@mfe/shared-ui';
import type { PublicMessages } from './en';

const count = (value: number) => formatNumber(value, 'id');

const id: PublicMessages = {
  // ---- shared by several screens
  home: 'Beranda',
  products: 'Produk',
  aboutUs: 'Tentang Kami',
  contact: 'Kontak',
  tryAgain: 'Coba lagi',
  checkConnection: 'Periksa koneksi Anda, lalu coba lagi.',
  goingBack: 'Kembali…',
  breadcrumb: 'Jejak navigasi',
  imageNotAvailable: (alt: string) => `${alt} (gambar tidak tersedia)`,
  viewBrochure: 'Lihat brosur',
  pdfInNewTab: ' (PDF, terbuka di tab baru)',
  opensInNewTab: ' (terbuka di tab baru)',
  pdfNotAvailable: 'PDF Tidak Tersedia',
  previewBanner: 'Pratinjau: halaman ini dapat menampilkan draf yang belum terlihat oleh publik',
  pageNotFound: 'Halaman tidak ditemukan',

  // ---- landing page
  heroLead: (foundedYear: number | undefined) =>
    `Penjualan, instalasi, dan servis mesin perkakas, alat potong, alat ukur presisi, serta material handling, ditambah bengkel rekayasa untuk jig, fixture, dan mesin khusus${foundedYear ? ` — sejak ${foundedYear}` : ''}.`,
  exploreProducts: 'Lihat produk',
  contactSales: 'Hubungi tim penjualan',
  productsEyebrow: 'Yang kami pasok',
  productsLead: 'Peralatan dari produsen yang kami wakili, serta pekerjaan rekayasa yang kami kerjakan sendiri.',
  loadingProducts: 'Memuat produk…',
  productsFailed: 'Produk tidak dapat dimuat',
  noProductsTitle: 'Belum ada produk',
  noProductsText: 'Katalog kami sedang diperbarui. Sementara itu, silakan hubungi tim penjualan kami.',
  enlargeImage: (name: string) => `Perbesar gambar ${name}`,
  seeMore: 'Selengkapnya',
  seeMoreOf: (typeName: string) => `: produk ${typeName}`,
  aboutEyebrow: 'Siapa kami',
  companyProfileLink: 'Profil perusahaan kami',
  factFounded: (city) => `Berdiri di ${city}`,
  factDistributorships: 'Keagenan resmi',
  factCertified: (year: number | undefined) => `Tersertifikasi per ${year ?? ''}`,
  factDivisions: 'Divisi: penjualan dan rekayasa',

  // ---- product type page and the company profile
  backToProducts: 'Kembali ke produk',
  typeNotFoundTitle: 'Jenis produk tidak ditemukan',
  typeNotFoundText: (typeName: string) => `Kami tidak menemukan “${typeName}” di katalog kami. Mungkin namanya telah diubah atau sudah dihapus.`,
  distributorsFailed: 'Daftar distributor tidak dapat dimuat',
  fallbackTypeDescription:
    'Peralatan dari produsen yang kami wakili di Indonesia, lengkap dengan instalasi, pelatihan, dan layanan purnajual. Pilih distributor di bawah untuk melihat katalognya.',
  loadingDistributors: 'Memuat distributor…',
  noDistributorsTitle: 'Belum ada distributor',
  noDistributorsText: (typeName: string) => `Silakan hubungi tim penjualan kami: kami tetap dapat mencarikan ${typeName.toLowerCase()} untuk Anda.`,
  distributors: 'Distributor',
  vendorCategories: (vendorName: string) => `Kategori ${vendorName}`,
  seriesCount: (n: number) => `${count(n)} seri`,
  seeMoreCard: 'Lihat semua',
  seeMoreFrom: (vendorName: string) => ` dari ${vendorName}`,
  ourServices: 'Layanan Kami',
  history: 'Sejarah',
  historyScroller: 'Linimasa sejarah, dapat digeser',
  contactUs: 'Hubungi kami',
  mapTitle: (companyName, city) => `Peta: ${companyName}, ${city}`,

  // ---- catalogue page
  catalog: 'Katalog',
  vendorCatalog: (vendorName: string) => `Katalog ${vendorName}`,
  distributorNotFound: 'Distributor tidak ditemukan',
  distributorNotFoundText: 'Distributor ini sudah tidak ada di katalog kami. Silakan pilih distributor lain dari halaman produk.',
  catalogueUnavailable: 'Katalog ini sedang tidak tersedia',
  catalogueUnavailableText: 'Kami tidak dapat memuat seri dari distributor ini. Silakan coba lagi sebentar lagi.',
  loadingCatalogue: 'Memuat katalog…',
  allSeries: 'Semua seri',
  unknownCategory: 'Kategori tidak dikenal',
  categoryNotInCatalogue: 'Kategori ini tidak ada di katalog ini',
  noSeriesTitle: 'Belum ada seri',
  noSeriesText: 'Silakan pilih kategori lain, atau tanyakan rangkaian produk ini kepada tim penjualan kami.',
  backToType: 'Kembali ke jenis produk',
  distributor: 'Distributor',
  go: 'Buka',
  categories: 'Kategori',
  allCategories: 'Semua',
  seriesHidden: ' seri',
  modelCount: (n: number) => (n === 0 ? 'Belum ada model' : `${count(n)} model`),

  // ---- series page
  seriesFallbackTitle: 'Seri produk',
  seriesPageTitle: (name: string, page: number, last: number) => `${name} – halaman ${page} dari ${last}`,
  noSuchPageTitle: 'Halaman model ini tidak ada',
  noSuchPageText: 'Seri ini memiliki lebih sedikit halaman model, atau nomor halamannya tidak valid.',
  firstPage: 'Ke halaman pertama',
  seriesNotFound: 'Seri tidak ditemukan',
  seriesNotFoundText: 'Seri produk ini sudah tidak ada di katalog kami.',
  browseProducts: 'Lihat produk kami',
  seriesUnavailable: 'Seri ini sedang tidak tersedia',
  seriesUnavailableText: 'Kami tidak dapat memuat seri produk ini. Silakan coba lagi sebentar lagi.',
  loadingSeries: 'Memuat seri…',
  overview: 'Ringkasan',
  models: 'Model',
  shownRange: (first: number, last: number, total: number) => `Menampilkan ${count(first)}–${count(last)} dari ${count(total)}`,
  pagesOfModels: 'Halaman model',
  previous: '‹ Sebelumnya',
  next: 'Berikutnya',
  pageHidden: ' halaman',
  pageNumberHidden: 'Halaman ',
  noModelsTitle: 'Belum ada model',
  noModelsText: 'Tim penjualan kami dapat memberi tahu model mana dari seri ini yang tersedia.',
  brochureOf: (productName: string) => ` ${productName} (PDF, terbuka di tab baru)`,
  seriesSummary: (parts: { name: string; category?: string; vendor?: string; models: number; names: string[]; more: boolean }) => {
    const of = [parts.category, parts.vendor && `dari ${parts.vendor}`].filter(Boolean).join(' ');
    const models = parts.models === 0 ? '' : ` ${count(parts.models)} model:`;
    const names = parts.names.length ? ` ${parts.names.join(', ')}${parts.more ? ', …' : ''}.` : '';
    return `${parts.name}${of ? ` – ${of}` : ''}.${models}${names} Minta penawaran kepada kami.`;
  },

  // ---- the quote form
  requestQuote: 'Minta penawaran',
  requestQuoteFor: (seriesName: string) => `Minta penawaran untuk ${seriesName}`,
  inquiryIntro: 'Sampaikan kebutuhan Anda; tim penjualan kami menjawab dalam satu hari kerja.',
  chatWithSales: 'Chat dengan tim penjualan',
  chatText: 'Lebih suka chat? Kirim pesan langsung ke tim penjualan kami.',
  chatOnWhatsApp: 'Chat lewat WhatsApp',
  whatsappText: (productName: string, seriesName?: string) =>
    seriesName ? `Halo ${productName}, saya ingin meminta penawaran untuk ${seriesName}.` : `Halo ${productName}, saya ingin meminta penawaran.`,
  inquiryAbout: 'Perihal:',
  fieldName: 'Nama',
  fieldCompany: 'Perusahaan',
  fieldEmail: 'E-mail',
  fieldPhone: 'Telepon',
  fieldMessage: 'Pesan',
  fieldOptional: ' (opsional)',
  fieldWebsite: 'Situs web',
  sending: 'Mengirim…',
  sendRequest: 'Kirim permintaan',
  requiredHint: '* wajib diisi',
  requestSent: 'Permintaan terkirim',
  sendAnother: 'Kirim permintaan lain',
  formNotLoaded: 'Permintaan Anda tidak dapat dikirim: halaman gagal memuat formulir. Periksa koneksi Anda, lalu coba lagi.',
  serverUnreachable: 'Permintaan Anda tidak dapat dikirim: server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.',
  sendFailed: (reason: string | undefined) => `Permintaan Anda tidak dapat dikirim${reason ? `: ${reason}` : ''}. Silakan coba lagi sebentar lagi.`,
  notAccepted: 'Permintaan Anda tidak diterima. Silakan periksa kembali, lalu coba lagi.',

  // ---- search page
  searchTitle: 'Pencarian',
  searchPageTitle: (text: string) => `Hasil pencarian untuk "${text}"`,
  searchResultsFor: (text: string) => `Hasil pencarian untuk “${text}”`,
  searchTheCatalogue: 'Cari di katalog',
  resultCount: (n: number, text: string) => `${count(n)} hasil untuk “${text}”`,
  noResults: (text: string) => `Tidak ada hasil untuk “${text}”`,
  tipSpelling: 'Periksa ejaannya.',
  tipModelNumber: 'Coba cari dengan nomor model, misalnya yang tertera di pelat nama mesin atau di brosurnya.',
  tipBrowseBefore: 'Atau lihat semua ',
  tipBrowseAfter: ' kami.',
  searching: 'Mencari…',
  searchHint: 'Cari berdasarkan nomor model, seri, distributor, atau jenis mesin.',
  searchTooShort: 'Ketik minimal 2 karakter untuk mencari',
  searchThrottled: 'Terlalu banyak pencarian dari alamat Anda; coba lagi sebentar lagi',
  searchWait: 'Mohon tunggu sebentar',
  searchUnavailable: 'Pencarian sedang tidak tersedia',
  searchUnavailableText: 'Kami tidak dapat mencari di katalog. Silakan coba lagi sebentar lagi.',
  searchLabel: 'Cari produk, seri, dan distributor',
  searchPlaceholder: 'Nomor model, seri, distributor…',
  searchButton: 'Cari',
  searchGroup: (kind: SearchGroup['kind']) =>
    ({
      mt_manufacture_type: 'Jenis produk',
      mt_vendor: 'Distributor',
      mt_product_category: 'Kategori',
      mt_product_series: 'Seri',
      mt_product: 'Produk',
    })[kind],

  // ---- the series page's specification table (issue 24)
  specifications: 'Spesifikasi',
  specificationsOf: (series: string) => `Spesifikasi model ${series}`,
  specModel: 'Model',
  specYes: 'Ya',
  specNo: 'Tidak',
  specNoValue: 'tidak ada nilai',
};

export default id;
