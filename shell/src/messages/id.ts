import type { ShellMessages } from './en';

// The shell's texts in Bahasa Indonesia (issue 22).

const pageNames: Record<string, string> = { Home: 'Beranda', Products: 'Produk', 'About Us': 'Tentang Kami', Contact: 'Kontak', Login: 'Masuk' };

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
  siteDescription: (companyName, city, tagline) => `${companyName}, ${city}: ${tagline}. Penjualan, instalasi, dan servis.`,

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
};

export default id;
