// The inquiries of the API (the core's InquiryStore) as drizzle queries on mt_inquiry, plus the
// e-mail bookkeeping of the sales mail (./inquiryMailer.ts). Not catalogue: nothing here
// drops the caches or bumps the catalogue's version.
import { and, count, desc, eq, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  INQUIRY_SEARCH_FIELDS,
  type HistoryValues,
  type inquiries,
  type InquiryQuery,
  type InquiryStore,
  type InquiryValues,
} from '@mfe/catalogue-core';
import { schema, type DB } from '../db';
import { containsPattern } from '../queries/listFilters';
import { insertHistory } from '../store/sqlHistory';

const { inquiries: q, series: s, products: p } = schema;

type Inquiry = inquiries.Inquiry;

const ROW = {
  id: q.id,
  name: q.name,
  company: q.company,
  email: q.email,
  phone: q.phone,
  message: q.message,
  mt_product_series_id: q.mt_product_series_id,
  // drizzle answers null for an object whose left-joined columns are all null: no such series.
  mt_product_series: { id: s.id, name: s.name },
  series_name: q.series_name,
  mt_products: q.mt_products,
  locale: q.locale,
  status: q.status,
  notes: q.notes,
  email_status: q.email_status,
  email_error: q.email_error,
  created_at: q.created_at,
  updated_at: q.updated_at,
};

type Selected = Omit<Inquiry, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const shaped = (row: Selected): Inquiry => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

/** What the sales mail needs of an inquiry it has claimed. */
export type ClaimedInquiry = Inquiry & { email_attempts: number };

export class SqlInquiryStore implements InquiryStore {
  constructor(private readonly db: DB) {}

  async seriesName(id: number): Promise<string | null> {
    const [row] = await this.db.select({ name: s.name }).from(s).where(eq(s.id, id));
    return row?.name ?? null;
  }

  async productNames(ids: number[]): Promise<Array<{ id: number; name: string }>> {
    return ids.length ? this.db.select({ id: p.id, name: p.name }).from(p).where(inArray(p.id, ids)) : [];
  }

  async addInquiry(values: InquiryValues): Promise<number> {
    const [row] = await this.db.insert(q).values(values).returning({ id: q.id });
    return row!.id;
  }

  async inquiry(id: number, db: Pick<DB, 'select'> = this.db): Promise<Inquiry | undefined> {
    const [row] = await db.select(ROW).from(q).leftJoin(s, eq(s.id, q.mt_product_series_id)).where(eq(q.id, id));
    return row && shaped(row as Selected);
  }

  async inquiryPage(query: InquiryQuery): Promise<{ rows: Inquiry[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(q.status, query.status));
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(or(...INQUIRY_SEARCH_FIELDS.map((field) => ilike(q[field], pattern)))!);
    }
    const where = and(...conditions);
    // Newest first by id (the index on (status, id) serves the status filter).
    const rows = await this.db
      .select({ ...ROW, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(q)
      .leftJoin(s, eq(s.id, q.mt_product_series_id))
      .where(where)
      .orderBy(desc(q.id))
      .limit(query.perPage)
      .offset(query.offset);
    const total = rows.length ? rows[0]!.total : ((await this.db.select({ n: count() }).from(q).where(where))[0]?.n ?? 0);
    return { rows: rows.map(({ total: _total, ...row }) => shaped(row as Selected)), total };
  }

  /** The change and its history entry (issue 23) in one transaction, the row read before it held by it. */
  async updateInquiry(
    id: number,
    values: Pick<InquiryValues, 'status' | 'notes'>,
    entryOf?: (before: Inquiry) => HistoryValues | null,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The row held until the commit: another update waits, so the entry's before values are the ones this one changed.
      const held = entryOf ? (await tx.select({ id: q.id }).from(q).where(eq(q.id, id)).for('update')).length > 0 : false;
      const before = held ? await this.inquiry(id, tx) : undefined;
      const updated = await tx
        .update(q)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(q.id, id))
        .returning({ id: q.id });
      const entry = before && entryOf?.(before);
      if (updated.length && entry) await insertHistory(tx, entry);
      return updated.length > 0;
    });
  }

  async deleteInquiry(id: number): Promise<boolean> {
    return (await this.db.delete(q).where(eq(q.id, id)).returning({ id: q.id })).length > 0;
  }

  // ---- the sales mail's bookkeeping (updated_at is the staff's: these leave it alone)

  /**
   * Take a pending inquiry for one send: counted as an attempt, so that another process (or the
   * housekeeping's retry) does not send it too until `staleMs` have passed. Undefined when it is
   * no longer pending, is being sent elsewhere, or has had `maxAttempts`.
   */
  async claimMail(id: number, staleMs: number, maxAttempts: number): Promise<ClaimedInquiry | undefined> {
    const [claimed] = await this.db
      .update(q)
      .set({ email_attempts: sql`${q.email_attempts} + 1`, email_tried_at: sql`now()` })
      .where(
        and(
          eq(q.id, id),
          eq(q.email_status, 'pending'),
          lt(q.email_attempts, maxAttempts),
          or(isNull(q.email_tried_at), lte(q.email_tried_at, sql`now() - ${staleMs}::float8 * interval '1 millisecond'`)),
        ),
      )
      .returning({ id: q.id, email_attempts: q.email_attempts });
    if (!claimed) return undefined;
    const row = await this.inquiry(id);
    return row && { ...row, email_attempts: claimed.email_attempts };
  }

  async mailSent(id: number): Promise<void> {
    await this.db.update(q).set({ email_status: 'sent', email_error: null }).where(eq(q.id, id));
  }

  async mailFailed(id: number, reason: string): Promise<void> {
    await this.db
      .update(q)
      .set({ email_status: 'failed', email_error: reason.slice(0, 500) })
      .where(eq(q.id, id));
  }

  /** Pending inquiries no process is sending (none tried, or the last try older than `staleMs`), oldest first. */
  async stalePendingMail(staleMs: number, limit: number): Promise<Array<{ id: number; email_attempts: number }>> {
    return this.db
      .select({ id: q.id, email_attempts: q.email_attempts })
      .from(q)
      .where(
        and(
          eq(q.email_status, 'pending'),
          lte(q.created_at, sql`now() - ${staleMs}::float8 * interval '1 millisecond'`),
          or(isNull(q.email_tried_at), lte(q.email_tried_at, sql`now() - ${staleMs}::float8 * interval '1 millisecond'`)),
        ),
      )
      .orderBy(q.id)
      .limit(limit);
  }
}
