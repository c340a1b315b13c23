// AppOptions: everything buildApp (src/app.ts) is configured with; each plugin of src/plugins takes the part it reads.
import type { FastifyServerOptions } from 'fastify';
import type { Database } from './db';
import type { ServerLimits } from './lib/limits';
import type { AddressLimitOptions } from './lib/addressLimit';
import type { InquiryMailOptions } from './inquiries/inquiryMailer';
import type { PasswordResetLimitOptions } from './lib/passwordResetLimit';
import type { SearchLimits } from './lib/searchLimits';
import type { ThrottleOptions } from './lib/throttle';

export interface AppOptions {
  /** postgres://… → PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' or undefined → in memory. */
  pgliteDir?: string;
  /**
   * PostgreSQL: how long the start waits for the database (refused, timed out, starting up),
   * retrying with back-off and logging each retry, before it fails (DB_CONNECT_TIMEOUT_S; 60 s).
   */
  dbConnectTimeoutMs?: number;
  /** An already open database (tests share one per file). */
  database?: Database;
  /** Folder of uploaded and generated files ('local'), or of this process's temp files only ('database'). */
  storageDir: string;
  /**
   * Where file bytes live: 'local' (default) the folder storageDir; 'database' the tables
   * stored_file / stored_chunk, served by every replica on the same database (STORAGE=database,
   * the server's default with DATABASE_URL).
   */
  fileStore?: 'local' | 'database';
  /**
   * Make an uploaded image's variants at once, in the background behind every request
   * (IMAGE_VARIANTS_WARM, default true); otherwise each is made on its first request.
   */
  warmImageVariants?: boolean;
  adminEmail?: string;
  adminPassword?: string;
  adminName?: string;
  /** Seed the demo catalogue when the database is empty (default true). */
  seedDemo?: boolean;
  tokenTtlHours?: number;
  /** Login throttling (src/lib/throttle.ts); windows shortened by tests. */
  loginThrottle?: Partial<ThrottleOptions>;
  /**
   * REDIS_URL: the login counters live in this Redis (TTL keys) instead of the table
   * login_throttle. Logins answer 503 while it is unreachable.
   */
  redisUrl?: string;
  /** Prefix of the Redis keys (default 'login-throttle:'). */
  redisPrefix?: string;
  /** Accepted inquiries per client address per window (default 5 per hour); raised by tests. */
  inquiryLimit?: Partial<AddressLimitOptions>;
  /**
   * The e-mail of each inquiry to sales (src/inquiries/inquiryMailer.ts): only with an smtpUrl (SMTP_URL);
   * salesEmail (SALES_EMAIL) and mailFrom (MAIL_FROM) stand in for the site settings' sales e-mail and company name.
   */
  inquiryMail?: Partial<InquiryMailOptions>;
  /**
   * SITE_ORIGIN: the admin's origin, where e-mailed set-password links point (issue 23; they go
   * with inquiryMail's SMTP_URL and MAIL_FROM). Default http://localhost:3000.
   */
  siteOrigin?: string;
  /** Reset requests (POST /api/password/forgot) per client address and per e-mail address per window (default 10 and 3 per hour); raised by tests. */
  passwordResetLimit?: Partial<PasswordResetLimitOptions>;
  /** The public search's limits per client address and per process (src/lib/searchLimits.ts). */
  searchLimits?: Partial<SearchLimits>;
  /** Timeouts and the connection bound (src/lib/limits.ts). */
  limits?: Partial<ServerLimits>;
  /** How often expired rows (login counters) are deleted and PGlite's files re-tightened; default 60 s. */
  housekeepingMs?: number;
  /** Orphan files: swept at start and every `everyMs` (default 1 h), when older than `graceMs` (default 10 min). */
  orphanSweep?: { everyMs?: number; graceMs?: number };
  /** History entries (issue 23) older than this many days are deleted by the housekeeping (default 365). */
  activityRetentionDays?: number;
  /** At most this many history entries are kept, the newest (default 500,000). */
  activityMaxEntries?: number;
  /**
   * Cache lifetime; default Infinity for PGlite, 30 s for PostgreSQL, where every write also
   * clears the caches of every process at once (NOTIFY catalog_changed): the lifetime is only a
   * safety net.
   */
  cacheTtlMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Register the /api/__bench/baseline routes (npm run bench). */
  benchBaseline?: boolean;
  /**
   * The history bench's comparison only (npm run bench -- --history, bench/historyServer.ts): the
   * catalogue's writes are not recorded in the history. Never set by the server or its environment.
   */
  benchWithoutHistory?: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify trustProxy: an address, a CIDR or a comma
   * list). Default: none, so req.ip is the socket's peer and no header can change it.
   */
  trustProxy?: string;
  /**
   * Origins answered with CORS (exact `scheme://host[:port]`, CORS_ORIGINS; src/lib/corsOrigins.ts).
   * Empty or unset: no CORS headers at all.
   */
  corsOrigins?: string[];
}
