import type { Database, Query } from '../db';
import type { Snapshot } from '../lib/catalog';
import { unprocessable } from '../lib/errors';
import type { PageQuery } from '../lib/http';
import { MESSAGES, parseId, type FieldErrors } from '../rules';

/** Escape LIKE wildcards of a user search. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class Where {
  clauses: string[] = [];
  params: unknown[] = [];
  add(clause: (p: (v: unknown) => string) => string): this {
    this.clauses.push(clause((v) => (this.params.push(v), `$${this.params.length}`)));
    return this;
  }
  /** Case-insensitive name search. */
  search(q: Record<string, unknown>, col = 'name'): this {
    const s = typeof q.search === 'string' ? q.search.trim() : '';
    if (s) this.add((p) => `${col} ILIKE ${p(likePattern(s))}`);
    return this;
  }
  /** A parent filter: '' / missing → none; not an id → matches nothing. */
  filter(q: Record<string, unknown>, field: string, clause: (p: string) => string): this {
    const id = parseId(q[field]);
    if (id === null) return this;
    if (id === undefined) {
      this.clauses.push('false');
      return this;
    }
    return this.add((p) => clause(p(id)));
  }
  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
  get key(): string {
    return JSON.stringify([this.clauses, this.params]);
  }
}

/** One page of ids of a small table, with the total (SQL paging). */
export async function pageIds(d: Database, table: string, w: Where, p: PageQuery, order = 'id'): Promise<{ ids: number[]; total: number }> {
  const n = w.params.length;
  const rows = await d.query<{ id: number; total: number }>(
    `SELECT id, count(*) OVER()::int AS total FROM ${table} ${w.sql} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...w.params, p.perPage, p.offset],
  );
  if (rows.length) return { ids: rows.map((r) => r.id), total: rows[0]!.total };
  const [{ total }] = await d.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} ${w.sql}`, w.params);
  return { ids: [], total };
}

export async function countWhere(q: Query, sql: string, params: unknown[]): Promise<number> {
  const [r] = await q<{ n: number }>(sql, params);
  return r?.n ?? 0;
}

/** 422 unless the image / file asset ids exist. */
export async function checkAssets(q: Query, ids: { image_id?: number | null; pdf_id?: number | null }): Promise<void> {
  const errors: FieldErrors = {};
  if (ids.image_id != null) {
    const r = await q('SELECT 1 FROM image_asset WHERE id = $1', [ids.image_id]);
    if (!r.length) errors.image_id = [MESSAGES.notFound('Image')];
  }
  if (ids.pdf_id != null) {
    const r = await q('SELECT 1 FROM file_asset WHERE id = $1', [ids.pdf_id]);
    if (!r.length) errors.pdf_id = [MESSAGES.notFound('PDF file')];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** 422 unless the payload's ids form one chain (type ⊃ vendor ⊃ category ⊃ series). */
export function assertChain(snap: Snapshot, ids: Parameters<Snapshot['chainErrors']>[0], labels: { category?: string } = {}): void {
  const errors = snap.chainErrors(ids, labels);
  if (errors) throw unprocessable(errors);
}

export function listKey(prefix: string, q: Record<string, unknown>, p: PageQuery): string {
  const f = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
  return [prefix, p.page, p.perPage, f('search').trim().toLowerCase(), f('mt_manufacture_type_id'), f('mt_vendor_id')].join('|');
}
