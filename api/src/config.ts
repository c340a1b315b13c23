import path from 'node:path';
import { corsOriginsFromEnv } from './lib/corsOrigins';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';
import { HISTORY_MAX_ENTRIES_DEFAULT, HISTORY_RETENTION_DAYS_DEFAULT } from '@mfe/catalogue-core';

/** Server settings from the environment (see README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    port: num(env.API_PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dataDir,
    storageDir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'storage')),
    databaseUrl: env.DATABASE_URL || undefined,
    /** PostgreSQL: how long the start waits for the database before it fails. */
    dbConnectTimeoutMs: num(env.DB_CONNECT_TIMEOUT_S, 60) * 1000,
    /** Where file bytes live: the folder (default) or, by default with a postgres:// DATABASE_URL, the database. */
    fileStore: (env.STORAGE === 'local' || env.STORAGE === 'database'
      ? env.STORAGE
      : /^postgres(ql)?:\/\//i.test(env.DATABASE_URL || '')
        ? 'database'
        : 'local') as 'local' | 'database',
    /** Read-cache lifetime with PostgreSQL (writes clear it at once through NOTIFY; this is the safety net). */
    cacheTtlMs: env.CACHE_TTL_S ? num(env.CACHE_TTL_S, 30) * 1000 : undefined,
    pgliteDir: path.join(dataDir, 'pgdata'),
    /** An upload's image variants made at once in the background (default), or each on its first request. */
    warmImageVariants: env.IMAGE_VARIANTS_WARM !== '0',
    adminEmail: env.ADMIN_EMAIL || DEMO_ADMIN_CREDENTIALS.email,
    adminPassword: env.ADMIN_PASSWORD || DEMO_ADMIN_CREDENTIALS.password,
    tokenTtlHours: num(env.TOKEN_TTL_HOURS, 24 * 7),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO !== '0',
    /** CORS_ORIGINS, or in development the dev servers' origins; none in production. */
    corsOrigins: corsOriginsFromEnv(env),
    benchBaseline: env.BENCH_BASELINE === '1',
    /** Proxies trusted for X-Forwarded-For (address, CIDR or comma list); none by default. */
    trustProxy: env.TRUST_PROXY?.trim() || undefined,
    /** History entries (issue 23) older than this are deleted. */
    activityRetentionDays: num(env.ACTIVITY_RETENTION_DAYS, HISTORY_RETENTION_DAYS_DEFAULT),
    /** At most this many history entries are kept, the newest. */
    activityMaxEntries: num(env.ACTIVITY_MAX_ENTRIES, HISTORY_MAX_ENTRIES_DEFAULT),
    orphanSweep: { everyMs: num(env.ORPHAN_SWEEP_S, 3600) * 1000, graceMs: num(env.ORPHAN_GRACE_S, 600) * 1000 },
    limits: {
      requestTimeoutMs: num(env.REQUEST_TIMEOUT_S, 120) * 1000,
      headersTimeoutMs: num(env.HEADERS_TIMEOUT_S, 20) * 1000,
      idleTimeoutMs: num(env.IDLE_TIMEOUT_S, 30) * 1000,
      keepAliveTimeoutMs: num(env.KEEP_ALIVE_TIMEOUT_S, 5) * 1000,
      maxConnections: num(env.MAX_CONNECTIONS, 1000),
      maxPerAddress: num(env.MAX_CONNECTIONS_PER_ADDRESS, 256),
      bodyGraceMs: num(env.BODY_GRACE_S, 20) * 1000,
      minBodyBytesPerSecond: num(env.MIN_BODY_RATE, 500),
    },
    /** Accepted inquiries (POST /api/inquiry/create) per client address per window. */
    inquiryLimit: { max: num(env.INQUIRY_ADDRESS_MAX, 5), windowMs: num(env.INQUIRY_WINDOW_S, 60 * 60) * 1000 },
    /** With SMTP_URL, each inquiry is e-mailed to sales: SALES_EMAIL and MAIL_FROM stand in for the site settings' (src/inquiries/salesMail.ts). */
    inquiryMail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      salesEmail: env.SALES_EMAIL?.trim() || undefined,
      mailFrom: env.MAIL_FROM?.trim() || undefined,
    },
    /** Where e-mailed set-password links point (issue 23): the admin's origin. */
    siteOrigin: env.SITE_ORIGIN?.trim() || undefined,
    /** Reset requests (POST /api/password/forgot) per client address and per e-mail address per window. */
    passwordResetLimit: {
      perAddress: num(env.PASSWORD_RESET_ADDRESS_MAX, 10),
      perEmail: num(env.PASSWORD_RESET_EMAIL_MAX, 3),
      windowMs: num(env.PASSWORD_RESET_WINDOW_S, 60 * 60) * 1000,
    },
    /** The login counters in Redis instead of the database table login_throttle. */
    redisUrl: env.REDIS_URL?.trim() || undefined,
    loginThrottle: {
      addressMax: num(env.LOGIN_ADDRESS_MAX, 10),
      windowMs: num(env.LOGIN_WINDOW_S, 15 * 60) * 1000,
      accountFreeFailures: num(env.LOGIN_ACCOUNT_FREE, 5),
      accountBaseDelayMs: num(env.LOGIN_ACCOUNT_DELAY_S, 1) * 1000,
      accountMaxDelayMs: num(env.LOGIN_ACCOUNT_MAX_DELAY_S, 5 * 60) * 1000,
    },
  };
}
