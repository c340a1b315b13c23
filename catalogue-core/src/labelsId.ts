// The things and fields the messages name, in Indonesian (issue 22): one table for the public
// messages' translator and the staff's, so a label translates the same wherever it shows.

/** The things and field labels a message names, in Indonesian (a label not listed stays as it is). */
const LABELS_ID: Record<string, string> = {
  Inquiry: 'Permintaan penawaran',
  User: 'Pengguna',
  Session: 'Sesi',
  Product: 'Produk',
  Attribute: 'Atribut',
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
  Spreadsheet: 'Lembar kerja',
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
