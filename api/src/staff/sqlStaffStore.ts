// The staff accounts of the API (the core's StaffStore, issue 23) as drizzle queries on users,
// api_tokens (the sessions), password_link and security_settings. Not catalogue: nothing here
// drops the caches. Every write tells `changed` (the token check forgets the tokens it
// remembered: ../lib/auth.ts), once more after its transaction commits.
import { and, asc, count, desc, eq, gt, ilike, ne, or, sql } from 'drizzle-orm';
import {
  CatalogueError,
  MESSAGES,
  type ListQuery,
  type PasswordLink,
  type SecuritySettings,
  type StaffAccount,
  type StaffSession,
  type HistoryValues,
  type StaffStore,
} from '@mfe/catalogue-core';
import { schema, type DB } from '../db';
import { containsPattern } from '../queries/listFilters';
import { insertHistory } from '../store/sqlHistory';

const { users: u, apiTokens: t, passwordLinks: l, securitySettings: s } = schema;

const ACCOUNT = {
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  active: u.active,
  password_hash: u.password_hash,
  last_login_at: u.last_login_at,
  totp_secret: u.totp_secret,
  totp_enabled: u.totp_enabled,
  totp_last_step: u.totp_last_step,
  recovery_codes: u.recovery_codes,
  created_at: u.created_at,
  updated_at: u.updated_at,
};

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

type AccountRow = Omit<StaffAccount, 'last_login_at' | 'created_at' | 'updated_at'> & {
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
};
const shaped = (row: AccountRow): StaffAccount => ({
  ...row,
  last_login_at: isoOrNull(row.last_login_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** A session that can still be used. */
const live = and(eq(t.revoked, false), gt(t.expires_at, sql`now()`));

/** PostgreSQL's unique_violation: two creates of one e-mail at once (the second waited for the first's lock, then found it; this is the rest). */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export class SqlStaffStore implements StaffStore {
  constructor(
    private readonly db: DB,
    /** Called after every write (the token check forgets what it remembered). */
    private readonly changed: () => void,
  ) {}

  async staffTransaction<T>(work: (staff: StaffStore) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      // One staff transaction at a time: the last active admin rule's check and its write are one step.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff'), 0)`);
      return work(new SqlStaffStore(tx as unknown as DB, this.changed));
    });
    this.changed();
    return result;
  }

  async accountPage(query: ListQuery): Promise<{ rows: StaffAccount[]; total: number }> {
    const pattern = query.search ? containsPattern(query.search) : null;
    const where = pattern ? or(ilike(u.name, pattern), ilike(u.email, pattern)) : undefined;
    const rows = await this.db.select(ACCOUNT).from(u).where(where).orderBy(asc(u.id)).limit(query.perPage).offset(query.offset);
    const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(u).where(where);
    return { rows: rows.map((row) => shaped(row as AccountRow)), total: n };
  }

  async account(id: number): Promise<StaffAccount | undefined> {
    const [row] = await this.db.select(ACCOUNT).from(u).where(eq(u.id, id));
    return row && shaped(row as AccountRow);
  }

  async accountByEmail(email: string): Promise<StaffAccount | undefined> {
    const [row] = await this.db
      .select(ACCOUNT)
      .from(u)
      .where(eq(sql`lower(${u.email})`, email.trim().toLowerCase()));
    return row && shaped(row as AccountRow);
  }

  async activeAdminIds(): Promise<number[]> {
    const rows = await this.db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.role, 'admin'), eq(u.active, true)));
    return rows.map((row) => row.id);
  }

  async addAccount(values: Pick<StaffAccount, 'email' | 'name' | 'role' | 'active'>): Promise<number> {
    try {
      const [row] = await this.db
        .insert(u)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning({ id: u.id });
      this.changed();
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new CatalogueError(409, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      throw error;
    }
  }

  async updateAccount(id: number, values: Parameters<StaffStore['updateAccount']>[1]): Promise<boolean> {
    const set = values.email === undefined ? values : { ...values, email: values.email.toLowerCase() };
    const updated = await this.db
      .update(u)
      .set({ ...set, updated_at: sql`now()` })
      .where(eq(u.id, id))
      .returning({ id: u.id });
    this.changed();
    return updated.length > 0;
  }

  async deleteAccount(id: number): Promise<boolean> {
    const deleted = await this.db.delete(u).where(eq(u.id, id)).returning({ id: u.id });
    this.changed();
    return deleted.length > 0;
  }

  async recordLogin(id: number, { last_login_at, ...spent }: Parameters<StaffStore['recordLogin']>[1]): Promise<void> {
    await this.db
      .update(u)
      .set({ last_login_at: new Date(last_login_at), ...spent })
      .where(eq(u.id, id));
  }

  async addSession(values: {
    user_id: number;
    token_hash: string;
    expires_at: string;
    address: string | null;
    user_agent: string | null;
  }): Promise<number> {
    const [row] = await this.db
      .insert(t)
      .values({ ...values, expires_at: new Date(values.expires_at), address: values.address?.slice(0, 64) ?? null })
      .returning({ id: t.id });
    // Housekeeping: forget long-expired tokens.
    await this.db.delete(t).where(sql`${t.expires_at} < now() - interval '1 day'`);
    return row!.id;
  }

  async sessions(userId: number): Promise<StaffSession[]> {
    const rows = await this.db
      .select({
        id: t.id,
        user_id: t.user_id,
        created_at: t.created_at,
        last_used_at: t.last_used_at,
        expires_at: t.expires_at,
        address: t.address,
        user_agent: t.user_agent,
      })
      .from(t)
      .where(and(eq(t.user_id, userId), live))
      .orderBy(desc(t.id));
    return rows.map((row) => ({
      ...row,
      created_at: iso(row.created_at),
      last_used_at: isoOrNull(row.last_used_at),
      expires_at: iso(row.expires_at),
    }));
  }

  async endSessions(userId: number, keep: number | null): Promise<void> {
    const others = keep === null ? eq(t.user_id, userId) : and(eq(t.user_id, userId), ne(t.id, keep));
    await this.db
      .update(t)
      .set({ revoked: true })
      .where(and(others, eq(t.revoked, false)));
    this.changed();
  }

  async endSession(userId: number, id: number): Promise<boolean> {
    const ended = await this.db
      .update(t)
      .set({ revoked: true })
      .where(and(eq(t.id, id), eq(t.user_id, userId), live))
      .returning({ id: t.id });
    this.changed();
    return ended.length > 0;
  }

  async addLink(values: { user_id: number; kind: PasswordLink['kind']; token_hash: string; expires_at: string }): Promise<void> {
    await this.db.insert(l).values({ ...values, expires_at: new Date(values.expires_at) });
  }

  async linkByHash(tokenHash: string): Promise<PasswordLink | undefined> {
    const [row] = await this.db
      .select({ id: l.id, user_id: l.user_id, kind: l.kind, expires_at: l.expires_at, spent: l.spent })
      .from(l)
      .where(eq(l.token_hash, tokenHash));
    return row && { ...row, expires_at: iso(row.expires_at) };
  }

  async spendLinks(userId: number): Promise<void> {
    await this.db
      .update(l)
      .set({ spent: true })
      .where(and(eq(l.user_id, userId), eq(l.spent, false)));
  }

  record(values: HistoryValues): Promise<number> {
    return insertHistory(this.db, values);
  }

  /** The one row of security_settings; none before the first save: off. */
  async securitySettings(): Promise<SecuritySettings> {
    const [row] = await this.db.select({ admin_two_factor_required: s.admin_two_factor_required }).from(s).where(eq(s.id, 1));
    return { admin_two_factor_required: row?.admin_two_factor_required ?? false };
  }

  async saveSecuritySettings(settings: SecuritySettings): Promise<void> {
    await this.db
      .insert(s)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: s.id, set: { ...settings, updated_at: sql`now()` } });
    this.changed();
  }
}
