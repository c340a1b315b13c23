// The one database schema (drizzle pg-core). Migrations in ../../drizzle are generated from it
// with `npm run db:generate -w api`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import {
  ATTRIBUTE_TEXT_MAX,
  HISTORY_ACTIONS,
  HISTORY_MODULE_TYPES,
  IMAGE_CROP_DEFAULT,
  IMAGE_FITS,
  INQUIRY_EMAIL_STATUSES,
  INQUIRY_STATUSES,
  NAME_MAX,
  responses,
  STAFF_ROLES,
  type AttributeType,
  type AttributeUnit,
  type HistoryChange,
} from '@mfe/catalogue-core';
import { DEFAULT_LOCALE, LOCALES } from '@mfe/catalogue-core/locales';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';

const { PAGE_KINDS } = responses;

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A trigram GIN index (pg_trgm, migration 0004): serves the admin lists' ILIKE '%term%' name search
 * (src/queries/listFilters.ts). PGlite has no autovacuum: after a bulk insert, VACUUM merges GIN's
 * pending list (the seed does), which the planner otherwise prices above a sequential scan.
 */
const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The staff accounts (issue 23). No password until the account's set-password link is used; an
 * inactive account cannot log in and its tokens are refused. Migration 0012 made the accounts
 * before roles admins.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    password_hash: text('password_hash'),
    role: varchar('role', { length: 16, enum: STAFF_ROLES }).notNull().default('editor'),
    active: boolean('active').notNull().default(true),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    // Two-factor login (optional): the authenticator's secret, the step of the last code used, the sha256 of each unused recovery code.
    totp_secret: varchar('totp_secret', { length: 64 }),
    totp_enabled: boolean('totp_enabled').notNull().default(false),
    totp_last_step: integer('totp_last_step'),
    recovery_codes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), check('users_role_check', sql`${t.role} IN ('admin', 'editor')`)],
);

/** The sessions of staff: a bearer token each (its sha256), with where it was opened and when it was last used. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    address: varchar('address', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.token_hash), index('api_tokens_user_idx').on(t.user_id)],
);

/** One-time set-password links (issue 23): an invite or a reset, kept as its token's sha256. */
export const passwordLinks = pgTable(
  'password_link',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: ['invite', 'reset'] }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    spent: boolean('spent').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_link_hash_idx').on(t.token_hash), index('password_link_user_idx').on(t.user_id)],
);

export const imageAssets = pgTable(
  'image_asset',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    image_path: varchar('image_path', { length: 512 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Its crop (issue 20, migration 0006): the focal point in whole percent, and cover or contain. */
    focus_x: smallint('focus_x').notNull().default(IMAGE_CROP_DEFAULT.focus_x),
    focus_y: smallint('focus_y').notNull().default(IMAGE_CROP_DEFAULT.focus_y),
    fit: varchar('fit', { length: 16, enum: IMAGE_FITS }).notNull().default(IMAGE_CROP_DEFAULT.fit),
    ...timestamps,
  },
  (t) => [
    trigramIndex('image_asset_name_trgm_idx', t.name),
    check('image_asset_focus_check', sql`${t.focus_x} BETWEEN 0 AND 100 AND ${t.focus_y} BETWEEN 0 AND 100`),
    check('image_asset_fit_check', sql`${t.fit} IN ('cover', 'contain')`),
  ],
);

export const fileAssets = pgTable(
  'file_asset',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    file_path: varchar('file_path', { length: 512 }).notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [trigramIndex('file_asset_name_trgm_idx', t.name)],
);

/** A record's place among its parent's children (issue 21); a new one goes last (the core's use cases). */
const position = () => integer('position').notNull().default(0);
/** false: a draft, hidden from the public with everything under it (issue 21); rows from before it are published. */
const published = () => boolean('published').notNull().default(true);
const imageRef = () => integer('image_id').references((): AnyPgColumn => imageAssets.id, { onDelete: 'restrict' });

export const manufactureTypes = pgTable(
  'mt_manufacture_type',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    name_id: varchar('name_id', { length: NAME_MAX }),
    description_id: text('description_id'),
    image_id: imageRef(),
    /** Its public page: 'distributors', or 'company_profile' (set by the seed; a rename keeps it). */
    page_kind: varchar('page_kind', { length: 32, enum: PAGE_KINDS }).notNull().default('distributors'),
    published: published(),
    position: position(),
    ...timestamps,
  },
  (t) => [
    index('mt_manufacture_type_image_idx').on(t.image_id),
    trigramIndex('mt_manufacture_type_name_trgm_idx', t.name),
    trigramIndex('mt_manufacture_type_description_trgm_idx', t.description),
  ],
);

/** The names a manufacture type had before a rename: its old /product/{name} links still find it. */
export const manufactureTypeFormerNames = pgTable(
  'mt_manufacture_type_former_name',
  {
    id: serial('id').primaryKey(),
    mt_manufacture_type_id: integer('mt_manufacture_type_id')
      .notNull()
      .references(() => manufactureTypes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mt_manufacture_type_former_name_type_idx').on(t.mt_manufacture_type_id)],
);

export const vendors = pgTable(
  'mt_vendor',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    description_id: text('description_id'),
    mt_manufacture_type_id: integer('mt_manufacture_type_id')
      .notNull()
      .references(() => manufactureTypes.id, { onDelete: 'restrict' }),
    image_id: imageRef(),
    published: published(),
    position: position(),
    ...timestamps,
  },
  (t) => [
    index('mt_vendor_type_idx').on(t.mt_manufacture_type_id),
    index('mt_vendor_image_idx').on(t.image_id),
    trigramIndex('mt_vendor_name_trgm_idx', t.name),
    trigramIndex('mt_vendor_description_trgm_idx', t.description),
  ],
);

export const categories = pgTable(
  'mt_product_category',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    name_id: varchar('name_id', { length: NAME_MAX }),
    description_id: text('description_id'),
    mt_vendor_id: integer('mt_vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    image_id: imageRef(),
    published: published(),
    position: position(),
    ...timestamps,
  },
  (t) => [
    index('mt_product_category_vendor_idx').on(t.mt_vendor_id),
    index('mt_product_category_image_idx').on(t.image_id),
    trigramIndex('mt_product_category_name_trgm_idx', t.name),
    trigramIndex('mt_product_category_description_trgm_idx', t.description),
  ],
);

export const series = pgTable(
  'mt_product_series',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    description_id: text('description_id'),
    mt_product_category_id: integer('mt_product_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image_id: imageRef(),
    pdf_id: integer('pdf_id').references(() => fileAssets.id, { onDelete: 'restrict' }),
    published: published(),
    position: position(),
    ...timestamps,
  },
  (t) => [
    index('mt_product_series_category_idx').on(t.mt_product_category_id),
    index('mt_product_series_image_idx').on(t.image_id),
    index('mt_product_series_pdf_idx').on(t.pdf_id),
    trigramIndex('mt_product_series_name_trgm_idx', t.name),
    trigramIndex('mt_product_series_description_trgm_idx', t.description),
  ],
);

export const products = pgTable(
  'mt_product',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    description: text('description'),
    description_id: text('description_id'),
    mt_product_series_id: integer('mt_product_series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'restrict' }),
    image_id: imageRef(),
    pdf_id: integer('pdf_id').references(() => fileAssets.id, { onDelete: 'restrict' }),
    published: published(),
    position: position(),
    ...timestamps,
  },
  (t) => [
    index('mt_product_series_id_idx').on(t.mt_product_series_id, t.id),
    index('mt_product_image_idx').on(t.image_id),
    index('mt_product_pdf_idx').on(t.pdf_id),
    // Only the name: a product's description is not searched (catalogue-core/src/searchMatch.ts).
    trigramIndex('mt_product_name_trgm_idx', t.name),
  ],
);

/**
 * A category's typed attributes (issue 24). They go with their category (a category without series
 * has no product values of them).
 */
export const attributes = pgTable(
  'mt_product_attribute',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    name_id: varchar('name_id', { length: NAME_MAX }),
    mt_product_category_id: integer('mt_product_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<AttributeType>().notNull(),
    unit: varchar('unit', { length: 16 }).$type<AttributeUnit>(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    filterable: boolean('filterable').notNull().default(false),
    on_card: boolean('on_card').notNull().default(false),
    position: position(),
    ...timestamps,
  },
  (t) => [index('mt_product_attribute_category_idx').on(t.mt_product_category_id, t.position)],
);

/**
 * A product's values of its category's attributes (issue 24; catalogue-core/src/attributes.ts):
 * numbers in a numeric column, indexed with their attribute, so that a range filter reads an index
 * (attribute_id, num_value); a range's upper end in num_max. They go with their product and with
 * their attribute.
 */
export const attributeValues = pgTable(
  'mt_product_attribute_value',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attribute_id: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    num_value: doublePrecision('num_value'),
    num_max: doublePrecision('num_max'),
    text_value: varchar('text_value', { length: ATTRIBUTE_TEXT_MAX }),
    bool_value: boolean('bool_value'),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.attribute_id] }),
    index('mt_product_attribute_value_number_idx').on(t.attribute_id, t.num_value),
    index('mt_product_attribute_value_text_idx').on(t.attribute_id, t.text_value),
  ],
);

/**
 * Visitors' requests for a quote (issue 14). Not catalogue: no catalog_bump trigger, so an inquiry
 * never drops the public caches. The series' name is copied in when the inquiry is sent; the link
 * is cleared when the series is deleted.
 */
export const inquiries = pgTable(
  'mt_inquiry',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: NAME_MAX }).notNull(),
    company: varchar('company', { length: 150 }),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    message: text('message').notNull(),
    mt_product_series_id: integer('mt_product_series_id').references(() => series.id, { onDelete: 'set null' }),
    series_name: varchar('series_name', { length: NAME_MAX }),
    /** The models the quote is for (issue 24: from the compare view), {id, name} as they were named when it was sent; [] when none. */
    mt_products: jsonb('mt_products').$type<Array<{ id: number; name: string }>>().notNull().default([]),
    /** The language the visitor wrote in (issue 22); the inquiries before it were all English. */
    locale: varchar('locale', { length: 8, enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    status: varchar('status', { length: 16, enum: INQUIRY_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    email_status: varchar('email_status', { length: 16, enum: INQUIRY_EMAIL_STATUSES }).notNull().default('off'),
    email_error: varchar('email_error', { length: 500 }),
    /** Sends tried so far, and when the last began: a pending send is claimed by one process at a time, retried a bounded number of times. */
    email_attempts: integer('email_attempts').notNull().default(0),
    email_tried_at: timestamp('email_tried_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('mt_inquiry_status_id_idx').on(t.status, t.id),
    index('mt_inquiry_created_at_idx').on(t.created_at),
    index('mt_inquiry_series_idx').on(t.mt_product_series_id),
  ],
);

/**
 * The history of every write (issue 23), one row per entry, written in the write's transaction by
 * the core's recording (catalogue-core/src/useCases/recording.ts). Who made it is kept as text too
 * (no foreign key): the entry outlives the account. Not catalogue: no catalog_bump trigger. Rows
 * older than ACTIVITY_RETENTION_DAYS are deleted by the housekeeping.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    user_name: varchar('user_name', { length: 255 }),
    address: varchar('address', { length: 64 }),
    action: varchar('action', { length: 16, enum: HISTORY_ACTIONS }).notNull(),
    module_type: varchar('module_type', { length: 32, enum: HISTORY_MODULE_TYPES }).notNull(),
    module_id: integer('module_id').notNull(),
    label: text('label').notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
  },
  // The list's filters, each newest first by id; `at` for the date filters and the retention's delete.
  (t) => [
    index('activity_module_idx').on(t.module_type, t.module_id, t.id),
    index('activity_user_idx').on(t.user_id, t.id),
    index('activity_at_idx').on(t.at),
  ],
);

/**
 * Failed logins (src/lib/throttle.ts), one row per key: `ip:<address>` (a hard limit per fixed
 * window) and `account:<e-mail>` (a growing delay). In the database so that every replica shares
 * them and a restart forgets nothing; rows older than the window are deleted.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: varchar('key', { length: 320 }).primaryKey(),
    failures: integer('failures').notNull().default(0),
    window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    last_failure: timestamp('last_failure', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.last_failure)],
);

/**
 * File bytes when storage is in the database (STORAGE=database, the default with DATABASE_URL):
 * one row per stored path, its bytes in chunks of at most 1 MiB (src/lib/storage.ts), so that
 * every replica serves every file and a large PDF is streamed a chunk at a time.
 */
export const storedFiles = pgTable('stored_file', {
  path: varchar('path', { length: 512 }).primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  modified_at: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

export const storedChunks = pgTable(
  'stored_chunk',
  {
    path: varchar('path', { length: 512 })
      .notNull()
      .references(() => storedFiles.path, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.path, t.n] })],
);

/**
 * The catalogue's version (GET /api/catalog/version): one row, bumped by a statement trigger on
 * every catalogue table in the transaction of the write itself, which also NOTIFYs
 * `catalog_changed` so that every replica clears its read caches (migration 0002). `epoch` is
 * drawn when the table is created: a database recreated from scratch never repeats a version.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  epoch: text('epoch').notNull(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The site settings (issue 23): one row (id 1), the whole document as JSON, written whole by each
 * update (the core merges a partial one). No row until the first save: the core answers the
 * defaults. A save is catalogue as far as caches go: the catalog_bump trigger of migration 0011
 * moves the catalogue's version and NOTIFYs every replica.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    value: jsonb('value').$type<SiteSettings>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The staff's security settings (issue 23): one row (id 1), none until an admin saves them (the
 * requirement is off). Staff-only: not catalogue, no cache or version follows it.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    admin_two_factor_required: boolean('admin_two_factor_required').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id} = 1`)],
);
