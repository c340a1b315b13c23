// The core's InquiryStore over the demo's tables: inquiries kept in the same JSON document as the
// catalogue (one working copy per request, stored when it succeeds), never e-mailed.
import { inquiryMatches, type HistoryValues, type inquiries, type InquiryQuery, type InquiryStore, type InquiryValues } from '@mfe/catalogue-core';
import { DEFAULT_LOCALE } from '@mfe/catalogue-core/locales';
import { findRow, type DemoDb, type InquiryRow } from './demoDb';

export class DemoInquiryStore implements InquiryStore {
  constructor(
    private readonly db: DemoDb,
    private readonly now: () => string,
    /** Adds a history entry (the catalogue store's record). */
    private readonly record: (entry: HistoryValues) => Promise<number>,
  ) {}

  private get rows(): InquiryRow[] {
    return (this.db.mt_inquiry ??= []);
  }

  /** A row as the API answers it: with the series while it exists. */
  private shaped(row: InquiryRow): inquiries.Inquiry {
    const series = row.mt_product_series_id === null ? undefined : findRow(this.db, 'mt_product_series', row.mt_product_series_id);
    // An inquiry stored before issue 22 has no locale: it was written in English; before issue 24, no models.
    return {
      ...row,
      mt_products: row.mt_products ?? [],
      locale: row.locale ?? DEFAULT_LOCALE,
      mt_product_series: series ? { id: series.id, name: series.name } : null,
    };
  }

  async seriesName(id: number) {
    return findRow(this.db, 'mt_product_series', id)?.name ?? null;
  }

  async productNames(ids: number[]) {
    return ids.flatMap((id) => {
      const product = findRow(this.db, 'mt_product', id);
      return product ? [{ id: product.id, name: product.name }] : [];
    });
  }

  async addInquiry(values: InquiryValues) {
    // Ids are never reused, like a SERIAL.
    const id = (this.db.lastInquiryId = (this.db.lastInquiryId ?? 0) + 1);
    const now = this.now();
    this.rows.push({ id, ...values, created_at: now, updated_at: now });
    return id;
  }

  async inquiry(id: number) {
    const row = this.rows.find((r) => r.id === id);
    return row && this.shaped(row);
  }

  async inquiryPage(query: InquiryQuery) {
    const found = this.rows.filter((row) => inquiryMatches(query, row)).sort((a, b) => b.id - a.id);
    return { rows: found.slice(query.offset, query.offset + query.perPage).map((row) => this.shaped(row)), total: found.length };
  }

  /** `record` adds the history's entry (the catalogue store's, on the same working copy: all or nothing). */
  async updateInquiry(id: number, values: Pick<InquiryValues, 'status' | 'notes'>, entryOf?: (before: inquiries.Inquiry) => HistoryValues | null) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return false;
    const entry = entryOf?.(this.shaped(row));
    Object.assign(row, values, { updated_at: this.now() });
    if (entry) await this.record(entry);
    return true;
  }

  async deleteInquiry(id: number) {
    const index = this.rows.findIndex((r) => r.id === id);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    return true;
  }
}
