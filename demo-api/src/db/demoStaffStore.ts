// The demo's staff accounts (issue 23, the core's StaffStore): its users, their sessions (the
// bearer tokens, kept as hashes), set-password links and security settings, as plain JSON-able
// tables named like the API's. They are kept apart from the catalogue's tables
// (../createDemoAdapter.ts): a login is no edit of the catalogue the pages were prerendered from.
import {
  matchesSearch,
  type HistoryValues,
  type ListQuery,
  type PasswordLink,
  type SecuritySettings,
  type StaffAccount,
  type StaffSession,
  type StaffStore,
} from '@mfe/catalogue-core';

export type SessionRow = StaffSession & { token_hash: string; revoked: boolean };
export type LinkRow = PasswordLink & { token_hash: string };

/** A new account's two-factor fields: off. */
const noTwoFactor = () => ({ totp_secret: null, totp_enabled: false, totp_last_step: null, recovery_codes: [] });

export interface DemoStaff {
  users: StaffAccount[];
  api_tokens: SessionRow[];
  password_link: LinkRow[];
  /** The staff's security settings; absent until an admin saves them (stored before they existed too): off. */
  security?: SecuritySettings;
  /** The last id handed out per table (never reused). */
  lastId: { users: number; api_tokens: number; password_link: number };
}

/** The accounts with their first one: the demo admin. */
export function firstStaff(admin: Pick<StaffAccount, 'email' | 'name' | 'password_hash'>, at: string): DemoStaff {
  const account: StaffAccount = {
    id: 1,
    ...admin,
    role: 'admin',
    active: true,
    last_login_at: null,
    ...noTwoFactor(),
    created_at: at,
    updated_at: at,
  };
  return { users: [account], api_tokens: [], password_link: [], lastId: { users: 1, api_tokens: 0, password_link: 0 } };
}

export class DemoStaffStore implements StaffStore {
  constructor(
    private readonly staff: DemoStaff,
    private readonly now: () => string,
    /** Adds a history entry (the catalogue store's record, whose data holds the history); absent: a store that only reads. */
    private readonly addEntry?: (entry: HistoryValues) => Promise<number>,
  ) {}

  /** The browser's writes cannot interleave, and a write runs on a copy kept only when it succeeds: all or nothing already. */
  staffTransaction<T>(work: (staff: StaffStore) => Promise<T>): Promise<T> {
    return work(this);
  }

  // Expiry is real time, as the core gives sessions and links their end.
  private isLive = (session: SessionRow) => !session.revoked && Date.parse(session.expires_at) > Date.now();

  /** The live session of that token hash, and its account while it is active (the adapter's token check). */
  signedIn(tokenHash: string): { account: StaffAccount; session: SessionRow } | null {
    const session = this.staff.api_tokens.find((row) => row.token_hash === tokenHash && this.isLive(row));
    const account = session && this.staff.users.find((user) => user.id === session.user_id && user.active);
    return session && account ? { account, session } : null;
  }

  async accountPage(query: ListQuery): Promise<{ rows: StaffAccount[]; total: number }> {
    const found = this.staff.users.filter((user) => matchesSearch(query, user.name) || matchesSearch(query, user.email));
    return { rows: found.slice(query.offset, query.offset + query.perPage).map((user) => ({ ...user })), total: found.length };
  }

  async account(id: number): Promise<StaffAccount | undefined> {
    const user = this.staff.users.find((row) => row.id === id);
    return user && { ...user };
  }

  async accountByEmail(email: string): Promise<StaffAccount | undefined> {
    const key = email.trim().toLowerCase();
    const user = this.staff.users.find((row) => row.email.toLowerCase() === key);
    return user && { ...user };
  }

  async activeAdminIds(): Promise<number[]> {
    return this.staff.users.filter((user) => user.role === 'admin' && user.active).map((user) => user.id);
  }

  async addAccount(values: Pick<StaffAccount, 'email' | 'name' | 'role' | 'active'>): Promise<number> {
    const id = ++this.staff.lastId.users;
    const at = this.now();
    this.staff.users.push({
      id,
      ...values,
      email: values.email.toLowerCase(),
      password_hash: null,
      last_login_at: null,
      ...noTwoFactor(),
      created_at: at,
      updated_at: at,
    });
    return id;
  }

  async updateAccount(id: number, values: Parameters<StaffStore['updateAccount']>[1]): Promise<boolean> {
    const user = this.staff.users.find((row) => row.id === id);
    if (!user) return false;
    Object.assign(user, values, values.email === undefined ? {} : { email: values.email.toLowerCase() }, { updated_at: this.now() });
    return true;
  }

  async deleteAccount(id: number): Promise<boolean> {
    const before = this.staff.users.length;
    this.staff.users = this.staff.users.filter((row) => row.id !== id);
    this.staff.api_tokens = this.staff.api_tokens.filter((row) => row.user_id !== id);
    this.staff.password_link = this.staff.password_link.filter((row) => row.user_id !== id);
    return this.staff.users.length < before;
  }

  async recordLogin(id: number, values: Parameters<StaffStore['recordLogin']>[1]): Promise<void> {
    const user = this.staff.users.find((row) => row.id === id);
    if (user) Object.assign(user, values);
  }

  async addSession(values: {
    user_id: number;
    token_hash: string;
    expires_at: string;
    address: string | null;
    user_agent: string | null;
  }): Promise<number> {
    const id = ++this.staff.lastId.api_tokens;
    // Housekeeping: forget the sessions that can no longer be used.
    this.staff.api_tokens = this.staff.api_tokens.filter(this.isLive);
    this.staff.api_tokens.push({ id, ...values, created_at: this.now(), last_used_at: null, revoked: false });
    return id;
  }

  async sessions(userId: number): Promise<StaffSession[]> {
    return this.staff.api_tokens
      .filter((row) => row.user_id === userId && this.isLive(row))
      .sort((a, b) => b.id - a.id)
      .map(({ token_hash: _hash, revoked: _revoked, ...session }) => session);
  }

  async endSessions(userId: number, keep: number | null): Promise<void> {
    for (const row of this.staff.api_tokens) if (row.user_id === userId && row.id !== keep) row.revoked = true;
  }

  async endSession(userId: number, id: number): Promise<boolean> {
    const session = this.staff.api_tokens.find((row) => row.id === id && row.user_id === userId && this.isLive(row));
    if (!session) return false;
    session.revoked = true;
    return true;
  }

  async addLink(values: { user_id: number; kind: PasswordLink['kind']; token_hash: string; expires_at: string }): Promise<void> {
    this.staff.password_link.push({ id: ++this.staff.lastId.password_link, ...values, spent: false });
  }

  async linkByHash(tokenHash: string): Promise<PasswordLink | undefined> {
    const link = this.staff.password_link.find((row) => row.token_hash === tokenHash);
    if (!link) return undefined;
    const { token_hash: _hash, ...rest } = link;
    return rest;
  }

  async spendLinks(userId: number): Promise<void> {
    // A spent link is of no more use: the demo forgets it (its answer is the same as a spent one's).
    this.staff.password_link = this.staff.password_link.filter((row) => row.user_id !== userId);
  }

  record(entry: HistoryValues): Promise<number> {
    if (!this.addEntry) throw new Error('this staff store only reads: it records no history');
    return this.addEntry(entry);
  }

  async securitySettings(): Promise<SecuritySettings> {
    return { admin_two_factor_required: this.staff.security?.admin_two_factor_required ?? false };
  }

  async saveSecuritySettings(settings: SecuritySettings): Promise<void> {
    this.staff.security = { ...settings };
  }
}
