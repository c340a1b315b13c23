import type { ShellMessages } from './en';

// The shell's texts in Bahasa Indonesia (issue 22).

const pageNames: Record<string, string> = { Home: 'Beranda', Products: 'Produk', 'About Us': 'Tentang Kami', Contact: 'Kontak', Login: 'Masuk' };

const adminSections: Record<string, string> = {
  Home: 'Beranda',
  Dashboard: 'Dasbor',
  Product: 'Produk',
  'Product Series': 'Seri Produk',
  'Product Category': 'Kategori Produk',
  Vendor: 'Vendor',
  'Manufacture Type': 'Jenis Manufaktur',
  'Images Manager': 'Pengelola Gambar',
  'Files Manager': 'Pengelola Berkas',
  Inquiries: 'Permintaan',
  // Record names in the titles of the record screens ('Buat Gambar', 'Detail Permintaan').
  Image: 'Gambar',
  File: 'Berkas',
  Inquiry: 'Permintaan',
};

const id: ShellMessages = {
  pageName: (specName) => pageNames[specName] ?? specName,
  skipToContent: 'Langsung ke konten',
  mainNavigation: 'Utama',
  footerNavigation: 'Kaki halaman',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  menu: 'Menu',
  salesEmail: 'E-mail penjualan',
  copyright: (year, companyName) => `© ${year} ${companyName}. Hak cipta dilindungi.`,
  siteDescription: (companyName) =>
    `${companyName}, Bekasi: mesin, perkakas, dan rekayasa presisi untuk pabrik otomotif Indonesia. Penjualan, instalasi, dan servis.`,

  languageSwitchLabel: 'Bahasa',
  languageSuggestion: 'Halaman ini juga tersedia dalam Bahasa Indonesia.',
  languageSuggestionLink: 'Baca dalam Bahasa Indonesia',
  languageSuggestionDismiss: 'Tutup',

  searchLabel: 'Cari di katalog',
  searchPlaceholder: 'Cari produk…',
  searchSubmit: 'Cari',
  suggestions: 'Saran',
  suggestionsUnavailable: 'Saran tidak tersedia saat ini',
  suggestionsSearching: 'Mencari…',
  suggestionsCount: (count) => `${count} saran`,
  suggestionsNone: 'Tidak ada yang cocok',
  seeAllResults: (typed) => `Lihat semua hasil untuk “${typed}”`,

  loading: 'Memuat…',
  loadingOverlay: 'Memuat',
  closeNotification: 'Tutup pemberitahuan',
  imageViewer: 'Penampil gambar',
  closeImage: 'Tutup gambar',
  imageNotAvailable: 'Gambar tidak tersedia',
  overlayLoadFailed: 'Ini tidak dapat ditampilkan: periksa koneksi Anda dan coba lagi.',

  remoteUnavailableTitle: 'Bagian ini tidak tersedia',
  remoteUnavailableText: 'Bagian ini belum dapat dimuat. Bagian lain situs tetap berfungsi; silakan coba lagi sebentar lagi.',
  retry: 'Coba lagi',

  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundText: 'Tidak ada halaman di alamat ini.',
  notFoundHome: 'Ke beranda',

  adminDashboard: 'Dasbor Admin',
  adminNavigation: 'Admin',
  openNavigation: 'Buka navigasi',
  closeNavigation: 'Tutup navigasi',
  logout: 'Keluar',
  newInquiries: ' baru',
  adminSection: (label) => adminSections[label] ?? label,
  adminCreateTitle: (record) => `Buat ${record}`,
  adminDetailTitle: (record) => `Detail ${record}`,

  demoMode: 'Mode demo',
  demoReset: 'Atur ulang data demo',
  demoResetting: 'Mengatur ulang…',
  demoResetQuestion: 'Atur ulang data demo?',
  demoResetWarning: 'Semua perubahan dalam demo ini hilang dan katalog demo dipulihkan. Anda akan keluar.',
  demoResetConfirm: 'Atur ulang',
};

export default id;
