// The compare page's texts in Bahasa Indonesia (issue 24).
import type { CompareMessages } from './en';

const id: CompareMessages = {
  compareTitle: 'Bandingkan model',
  compareIntro: 'Model-model berdampingan. Baris dengan nilai yang berbeda ditandai.',
  nothingToCompare: 'Belum ada yang dibandingkan',
  nothingToCompareText: 'Pilih hingga 4 model dengan “Bandingkan” di halaman seri, lalu buka perbandingannya.',
  browseProducts: 'Lihat produk',
  badIdsTitle: 'Tautan perbandingan ini tidak benar',
  compareIdsInvalid: 'Ids harus berupa ID model yang dipisahkan koma',
  compareTooMany: 'Bandingkan paling banyak 4 model sekaligus',
  compareFirstFour: 'Bandingkan 4 yang pertama',
  modelsMissingTitle: 'Model-model ini tidak ada di katalog',
  modelsMissingText: 'Mungkin sudah dihapus. Pilih model lain di halaman seri.',
  someMissing: (count) =>
    count === 1 ? 'Satu model dari tautan ini sudah tidak ada di katalog.' : `${count} model dari tautan ini sudah tidak ada di katalog.`,
  unavailableTitle: 'Perbandingan tidak dapat dimuat',
  unavailableText: 'Periksa koneksi Anda lalu coba lagi.',
  loading: 'Memuat perbandingan…',
  onlyDifferences: 'Tampilkan perbedaan saja',
  tableCaption: (count) => `Spesifikasi ${count} model berdampingan`,
  specification: 'Spesifikasi',
  seriesRow: 'Seri',
  categoryRow: 'Kategori',
  vendorRow: 'Distributor',
  differs: 'Berbeda',
  differsHidden: ' (nilainya berbeda)',
  noValue: 'Tidak ada nilai',
  yes: 'Ya',
  no: 'Tidak',
  remove: (name) => `Hapus ${name} dari perbandingan`,
  noAttributes: 'Model-model ini belum memiliki spesifikasi.',
  noDifferences: 'Model-model ini tidak berbeda dalam spesifikasi apa pun.',
  requestQuoteForModels: 'Minta penawaran untuk model-model ini',
};

export default id;
