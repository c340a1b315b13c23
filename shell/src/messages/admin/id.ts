import type { AdminChromeMessages } from './en';

// The admin chrome's texts in Bahasa Indonesia (issue 22).

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
  'Site Settings': 'Pengaturan Situs',
  Activity: 'Aktivitas',
  Users: 'Pengguna',
  // Record names in the titles of the record screens ('Buat Gambar', 'Detail Permintaan').
  Image: 'Gambar',
  File: 'Berkas',
  Inquiry: 'Permintaan',
  User: 'Pengguna',
};

const id: AdminChromeMessages = {
  adminDashboard: 'Dasbor Admin',
  adminNavigation: 'Admin',
  openNavigation: 'Buka navigasi',
  closeNavigation: 'Tutup navigasi',
  logout: 'Keluar',
  newInquiries: ' baru',
  myAccount: 'Akun saya',
  adminOnlyTitle: 'Hanya administrator yang dapat membuka halaman ini',
  adminOnlyText:
    'Akun Anda adalah editor: katalog, gambar dan berkasnya, serta permintaan dapat Anda ubah. Mintalah kepada administrator jika Anda memerlukan halaman ini.',
  backToDashboard: 'Kembali ke dasbor',
  adminSection: (label) => adminSections[label] ?? label,
  adminCreateTitle: (record) => `Buat ${record}`,
  adminDetailTitle: (record) => `Detail ${record}`,
};

export default id;
