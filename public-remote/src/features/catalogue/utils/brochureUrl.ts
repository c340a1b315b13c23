import { storageUrl, type ProductSeriesBase } from '@mfe/shared-ui';

/** The series' PDF brochure, or null when it has none (no_pdf, or no file behind it). */
export function brochureUrl(series: ProductSeriesBase): string | null {
  if (series.no_pdf) return null;
  return storageUrl(series.pdf?.file_path);
}
