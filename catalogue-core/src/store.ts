// What the use cases need of a store. The API's is SQL (drizzle), the demo's the browser's
// tables; the contract suite holds both to the same answers.
import type { ChainFacts, ChainIds } from './chain';
import type { SearchKind } from './schemas/search';
import type { AssetTable, RecordTable, ReferenceColumn, ScopedTable, TableName, TableValues, AssetColumn } from './tables';
import type { AttributeValueRow } from './attributes';
import type { FinderFilter } from './finderFilters';
import type { ListQuery } from './listing';
import type { Audience } from './audience';
import type { InquiryEmailStatus, InquiryStatus } from './messages';
import type { Inquiry } from './schemas/inquiries';
import type { Locale } from './locales';
import type { SiteSettings } from './siteSettings';
import type { HistoryQuery, HistoryRecord, HistoryValues } from './history';
import type { StaffRole } from './staffRoles';

/** The outcome of a delete: gone, not there (another request deleted it), or still referred to. */
export type DeleteOutcome = 'deleted' | 'missing' | 'referred';

export interface CatalogueWrites {
  has(table: TableName, id: number): Promise<boolean>;
  /** How many rows of `table` have `column` = id. */
  count(table: RecordTable, column: ReferenceColumn, id: number): Promise<number>;
  insert<T extends TableName>(table: T, values: TableValues[T]): Promise<number>;
  /**
   * A row's own columns as stored (id and the stamps too), read in the transaction, or undefined:
   * what the history (issue 23) records a write's changes against.
   */
  ownRow(table: TableName, id: number): Promise<Record<string, unknown> | undefined>;
  /** Insert a deleted row again under its own id (a revert of its delete; ids are never handed out twice). */
  restore<T extends TableName>(table: T, id: number, values: TableValues[T]): Promise<void>;
  /** Add an entry to the history (issue 23), stamped now; its id. */
  record(entry: HistoryValues): Promise<number>;
  /** false when there is no such row. Stamps updated_at. */
  update<T extends TableName>(table: T, id: number, values: Partial<TableValues[T]>): Promise<boolean>;
  delete(table: TableName, id: number): Promise<DeleteOutcome>;
  /** Clear `column` of that record while it links that asset; false when it does not. Stamps updated_at. */
  unlink(table: RecordTable, column: AssetColumn, recordId: number, assetId: number): Promise<boolean>;
  /** Remember a name a manufacture type had, so that its old public URL still finds it. */
  addFormerName(typeId: number, name: string): Promise<void>;
  /**
   * Hold the names of this scope until the transaction ends: another write's lockNames on the same
   * scope waits, so the names rule's check and its write are one step (two saves of one new name
   * at the same moment cannot both pass). Nothing to do for a store whose writes cannot interleave.
   */
  lockNames(scope: NameScope): Promise<void>;
  /** The ids of the rows in that scope whose name is this one, trimmed, in any case. */
  namesakes(scope: NameScope, name: string): Promise<number[]>;
  /** The rows in that scope (a parent's children; all types) with their positions, in any order. */
  siblings(scope: NameScope): Promise<Array<{ id: number; position: number }>>;
  /**
   * The site settings as stored (issue 23; null while none were saved), held until the transaction
   * ends: another update's call waits, so that an update's read and its write are one step (two
   * simultaneous updates of different fields both stay). Nothing to hold for a store whose writes
   * cannot interleave.
   */
  siteSettingsForUpdate(): Promise<StoredSiteSettings | null>;
  /** Store the settings whole, as one document (the first save seeds it). */
  saveSiteSettings(settings: SiteSettings): Promise<void>;
  // ---- typed attributes (issue 24; the rules: ./attributes.ts, ./useCases/attributes.ts)
  /** The attributes of these categories, in any order. */
  attributesOf(categoryIds: number[]): Promise<AttributeRow[]>;
  /** How many products have a value of the attribute (only values among `texts`, when given: a list's options). */
  attributeValueCount(attributeId: number, texts?: string[]): Promise<number>;
  /** The stored values of these products, in any order. */
  attributeValues(productIds: number[]): Promise<AttributeValueRow[]>;
  /**
   * Make these the product's values, all of them (the ones it had and `rows` lacks go). A store
   * deletes a product's values with the product, and an attribute's with the attribute.
   */
  replaceAttributeValues(productId: number, rows: AttributeValueRow[]): Promise<void>;
  /** One attribute's stored values, in product id order, at most `limit` of them: what its delete records (issue 23). */
  valuesOfAttribute(attributeId: number, limit: number): Promise<AttributeValueRow[]>;
  /** Add these values (none of them stored yet: a restored attribute's, whose values went with its delete), the others staying. */
  addAttributeValues(rows: AttributeValueRow[]): Promise<void>;
  // ---- product import (issue 24: ./useCases/productImport.ts): its reads in its transaction, its writes in bulk
  /** The own rows of the products of these series and of these ids (each once, in any order). */
  importProducts(seriesIds: number[], ids: number[]): Promise<ImportProductRow[]>;
  /** Insert these rows (a few statements, not one per row); their ids in the same order. */
  insertMany<T extends TableName>(table: T, rows: Array<TableValues[T]>): Promise<number[]>;
  /** Rows' own columns as stored (ownRow's, for many), in any order. */
  ownRows(table: TableName, ids: number[]): Promise<Array<Record<string, unknown>>>;
  /** Make `rows` all the values of these products (replaceAttributeValues', for many at once). */
  replaceAttributeValuesOf(productIds: number[], rows: AttributeValueRow[]): Promise<void>;
  /** Add these entries to the history at once. */
  recordMany(entries: HistoryValues[]): Promise<void>;
}

/** An attribute's row (issue 24): its id, its entity's fields, its times (Dates from the database, ISO text in the demo). */
export type AttributeRow = { id: number } & TableValues['mt_product_attribute'] & { created_at: Date | string; updated_at: Date | string };

/**
 * The site settings as a store holds them: one document, written whole. A document saved before a
 * field was added lacks it (the core reads it over the defaults: useCases/siteSettings.ts).
 */
export type StoredSiteSettings = Partial<SiteSettings>;

/** Where a name must be unique: a table, and the parent column and id its rows must share (none for types). */
export interface NameScope {
  table: ScopedTable;
  parent: { column: ReferenceColumn; id: number } | null;
}

/** Rows to skip, and at most how many to give after them. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/** A record a write added, changed or deleted. */
export interface WrittenRecord {
  table: TableName;
  id: number;
}

/** The JSON a use case answers with, shaped by the store from its rows (../shapes.ts). */
export interface CatalogueReads {
  /** The parent each of these ids really has. */
  chainFacts(ids: ChainIds): Promise<ChainFacts>;
  /** A saved row as lists show it (records with their parents, assets as they are). */
  row(table: TableName, id: number): Promise<unknown>;
  /**
   * A detail: levels with their children, products with their chain, assets as they are (their
   * links: linkCounts, referrers). For the public (issue 21): undefined for a draft or a record under
   * one, and a level's children without drafts.
   */
  detail(table: TableName, id: number, audience: Audience): Promise<unknown>;
  /** The rows of `table` whose `column` = id, as {id, name}, in id order (only those in `window` when given). */
  referrers(table: RecordTable, column: ReferenceColumn, id: number, window?: RowWindow): Promise<Array<{ id: number; name: string }>>;
  /** How many records of each linking table (ASSET_LINKS) link each of these assets; absent: none. */
  linkCounts(table: AssetTable, ids: number[]): Promise<Map<number, Partial<Record<RecordTable, number>>>>;
  /** The stored path (or data URL) of an asset's file, or null when there is no such asset. */
  assetPath(table: AssetTable, id: number): Promise<string | null>;
  /**
   * One page of a series' products (issue 20): the series' list row, how many products it has and
   * those at [offset, offset + limit) in the core's name order (`compareProductOrder`), shaped as
   * the series page lists them (`CatalogShapes.seriesProduct`); undefined for an unknown series.
   * Only that window is read whole, so a series of thousands of models costs one page. For the
   * public, only the published products of a series it sees (CatalogShapes.showsProduct).
   */
  seriesPage(seriesId: number, window: { offset: number; limit: number }, audience: Audience): Promise<SeriesPageRows | undefined>;
  /** The site settings as stored (issue 23), or null while none were saved. */
  siteSettings(): Promise<StoredSiteSettings | null>;
  // ---- the catalogue finder (issue 24; the filters: ./finderFilters.ts, the use cases: ./useCases/finder.ts)
  /**
   * For each of `attributeIds`, its values over the products in view that pass every filter but
   * its own (the usual facet rule): counted by text and by yes/no, with the least and greatest
   * number (a range's ends); and how many products pass them all.
   */
  finderFacets(query: FinderQuery, attributeIds: number[]): Promise<{ total: number; rows: FacetRow[] }>;
  /** The series in view with at least one product that passes every filter, with how many do, in any order. */
  finderSeries(query: FinderQuery): Promise<Array<{ id: number; count: number }>>;
  /** For each series in view and each of `attributeIds`, its products' values together (what its card shows), whatever the filters; in any order. */
  finderCards(query: FinderQuery, attributeIds: number[]): Promise<SeriesCardRow[]>;
  /** The history's entries that pass the query's filters, newest first (by id), the page asked for, with the total. */
  historyPage(query: HistoryQuery): Promise<{ rows: HistoryRecord[]; total: number }>;
  /** One entry of the history, or undefined. */
  historyRecord(id: number): Promise<HistoryRecord | undefined>;
  // ---- product import (issue 24: ./useCases/productImport.ts): what a file's rows are matched against, read at once
  /** Every series with its chain. */
  importSeries(): Promise<ImportSeriesRow[]>;
}

/** What the finder counts over (issue 24): the products of these series (for the public, the published ones), and the filters. */
export interface FinderQuery {
  seriesIds: number[];
  publishedOnly: boolean;
  filters: FinderFilter[];
}

/** One group of a facet's values: an attribute's values of one text (an option) or yes/no, or all of a number's. */
export interface FacetRow {
  attribute_id: number;
  text_value: string | null;
  bool_value: boolean | null;
  count: number;
  /** The least number (a range's min) and the greatest (a range's max) of the group; null for texts. */
  min: number | null;
  max: number | null;
}
/** A series' products' values of one attribute, together (issue 24: an attribute shown on cards). */
export interface SeriesCardRow {
  series_id: number;
  attribute_id: number;
  /** The least number (a range's min) and the greatest (a range's max); null without numbers. */
  min: number | null;
  max: number | null;
  /** The distinct texts (an option, a text, or yes/no as 'true' and 'false'), in the order first met. */
  texts: string[];
}
/** A series as an import names it (issue 24). */
export interface ImportSeriesRow {
  id: number;
  name: string;
  mt_product_category_id: number;
  mt_vendor_id: number;
  mt_manufacture_type_id: number;
}

/** A product's own row as an import compares it (issue 24). */
export type ImportProductRow = { id: number } & TableValues['mt_product'];

/** What a store answers for a page of a series (CatalogueReads.seriesPage). */
export interface SeriesPageRows {
  series: unknown;
  total: number;
  products: unknown[];
}

export interface CatalogueStore extends CatalogueWrites, CatalogueReads {
  /** Run the work all or nothing; its writes are seen by the reads of the same store after it. */
  transaction<T>(work: (writes: CatalogueWrites) => Promise<T>): Promise<T>;
  /** A file that was kept for a write that failed, or of an asset deleted. */
  removeFile(path: string): Promise<void>;
  /**
   * Say that a write committed, naming the records it wrote (the API drops its caches and changes
   * those records' search entries, the demo stores its tables). A save of the site settings names
   * none: the settings are catalogue as far as the caches and the catalogue's version go.
   */
  changed(...written: WrittenRecord[]): void;
}

/** A parent of a search hit, as its path and context line name it. */
export interface SearchParent {
  id: number;
  name: string;
  /** Its Indonesian name (a type's or a category's), or null: untranslated or a level without one. */
  name_id: string | null;
  /** Its image's path (a product without its own shows its series'), or null. */
  image_path: string | null;
}

/** A record a search found (../searchMatch.ts), with what its answer needs. */
export interface SearchRow {
  kind: SearchKind;
  id: number;
  name: string;
  description: string | null;
  /** The Indonesian name (types and categories; null for the others) and description, null when untranslated (issue 22). */
  name_id: string | null;
  description_id: string | null;
  /** Its own image's path, or null. */
  image_path: string | null;
  /** ../searchMatch.ts's score, unrounded. */
  score: number;
  /** Its parents from the manufacture type down (a series: type, vendor, category). */
  parents: SearchParent[];
}

/** The public search (GET /api/search): what the public sees only (issue 21: no draft, nothing under one). */
export interface SearchReads {
  /** The hits for a trimmed text of each kind, at most `limitPerKind` of each, best first. */
  search(text: string, limitPerKind: number): Promise<SearchRow[]>;
  /**
   * Where each of these products sits in its series' public order (`compareProductOrder`, from 0),
   * so that its hit opens the page of the series page that shows it (issue 20); a product the
   * store no longer finds is left out.
   */
  seriesRanks(products: Array<{ id: number; seriesId: number }>): Promise<Map<number, number>>;
}

/** An upload the adapter has accepted (type by content, size) and can keep. */
export interface PendingUpload {
  mime: string;
  size: number;
  /** Put the file where it is served from; its path (API) or data URL (demo). */
  keep(): Promise<string>;
  /** Its bytes (a product import's spreadsheet is read, never kept: issue 24). */
  bytes(): Promise<Uint8Array>;
}

/** An inquiry's own fields as a store keeps them (the row adds id, the series' {id, name} and the times). */
export interface InquiryValues {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  mt_product_series_id: number | null;
  series_name: string | null;
  /** The models named (issue 24), with their names then; [] when none. */
  mt_products: Array<{ id: number; name: string }>;
  /** The language the visitor wrote in (issue 22). */
  locale: Locale;
  status: InquiryStatus;
  notes: string | null;
  email_status: InquiryEmailStatus;
  email_error: string | null;
}

/** A list of inquiries: the core's list query (page, search) and the status asked for, if any. */
export interface InquiryQuery extends ListQuery {
  status: InquiryStatus | null;
}

/**
 * What the inquiry use cases need of a store. Inquiries are not catalogue: their writes do not
 * change the catalogue's version (the public caches stay).
 */
export interface InquiryStore {
  /** The series' name, or null when there is no such series. */
  seriesName(id: number): Promise<string | null>;
  /** The models of these ids that exist, as {id, name}, in any order (issue 24: the models an inquiry names). */
  productNames(ids: number[]): Promise<Array<{ id: number; name: string }>>;
  addInquiry(values: InquiryValues): Promise<number>;
  /** The row as the admin reads it, or undefined. */
  inquiry(id: number): Promise<Inquiry | undefined>;
  /**
   * The page of the inquiries whose name, company, e-mail or message contains the search (any
   * case) and whose status is the one asked for, newest first, with the total.
   */
  inquiryPage(query: InquiryQuery): Promise<{ rows: Inquiry[]; total: number }>;
  /**
   * false when there is no such row. Stamps updated_at. `entryOf` (given by the history's
   * recording, ./useCases/recording.ts) is told the row before the change and gives the history
   * entry to add with it, in the same transaction (null: none).
   */
  updateInquiry(id: number, values: Pick<InquiryValues, 'status' | 'notes'>, entryOf?: (before: Inquiry) => HistoryValues | null): Promise<boolean>;
  /** false when there is no such row. */
  deleteInquiry(id: number): Promise<boolean>;
}

/** A staff account as a store holds it (issue 23); the core answers it as a user row (schemas/staff.ts). */
export interface StaffAccount extends StaffAccountValues, StaffTwoFactor {
  id: number;
  /** Its password's hash (the adapter's PasswordHashing); null until a set-password link is used. */
  password_hash: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An account's optional two-factor login (TOTP, ./totp.ts). */
export interface StaffTwoFactor {
  /** The authenticator's secret (base32): being set up while not enabled, null when none. */
  totp_secret: string | null;
  totp_enabled: boolean;
  /** The time step of the last code used: a code works once. */
  totp_last_step: number | null;
  /** The SHA-256 of each unused recovery code. */
  recovery_codes: string[];
}

/** What an admin sets of an account. */
export interface StaffAccountValues {
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
}

/** A session: one bearer token of an account, as the store keeps it (the token's hash stays inside). */
export interface StaffSession {
  id: number;
  user_id: number;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  address: string | null;
  user_agent: string | null;
}

/** The staff's security settings (issue 23): one document, off until an admin saves it. */
export interface SecuritySettings {
  /** Every admin account must have two-factor login on before any call but its own account's (../useCases/securitySettings.ts). */
  admin_two_factor_required: boolean;
}

/** A one-time set-password link: an invite (7 days) or a reset (1 hour), kept as its token's hash. */
export interface PasswordLink {
  id: number;
  user_id: number;
  kind: PasswordLinkKind;
  expires_at: string;
  spent: boolean;
}

export type PasswordLinkKind = 'invite' | 'reset';

/**
 * What the staff use cases need of a store (issue 23): the accounts, their sessions (the bearer
 * tokens the adapter checks) and their set-password links. Not catalogue: no write here changes
 * the catalogue's version. An adapter that remembers checked tokens forgets them on every write
 * here (a deactivation, a new password, an ended session or a new role applies at once).
 */
export interface StaffStore {
  /**
   * Run the work all or nothing, one at a time with the other staff transactions: the last active
   * admin rule's check and its write are one step (two admins demoting each other at once cannot
   * both pass).
   */
  staffTransaction<T>(work: (staff: StaffStore) => Promise<T>): Promise<T>;
  /** A page of the accounts whose name or e-mail contains the search (any case), in id order, with the total. */
  accountPage(query: ListQuery): Promise<{ rows: StaffAccount[]; total: number }>;
  account(id: number): Promise<StaffAccount | undefined>;
  /** The account of that e-mail, in any case. */
  accountByEmail(email: string): Promise<StaffAccount | undefined>;
  /** The ids of the active accounts of the admin role. */
  activeAdminIds(): Promise<number[]>;
  addAccount(values: StaffAccountValues): Promise<number>;
  /** false when there is no such account. Stamps updated_at. */
  updateAccount(id: number, values: Partial<StaffAccountValues & StaffTwoFactor> & { password_hash?: string }): Promise<boolean>;
  /** Its sessions and links go with it. false when there is none. */
  deleteAccount(id: number): Promise<boolean>;
  /** A successful login, with the two-factor code it spent (updated_at stays: it is no change of the account). */
  recordLogin(id: number, values: { last_login_at: string } & Partial<Pick<StaffTwoFactor, 'totp_last_step' | 'recovery_codes'>>): Promise<void>;
  addSession(values: { user_id: number; token_hash: string; expires_at: string; address: string | null; user_agent: string | null }): Promise<number>;
  /** The account's sessions that can still be used (not ended, not expired), newest first. */
  sessions(userId: number): Promise<StaffSession[]>;
  /** End every session of the account but `keep` (null: all). */
  endSessions(userId: number, keep: number | null): Promise<void>;
  /** End that session of that account; false when the account has no such session. */
  endSession(userId: number, id: number): Promise<boolean>;
  addLink(values: { user_id: number; kind: PasswordLinkKind; token_hash: string; expires_at: string }): Promise<void>;
  /** The link of that token's hash (spent or expired ones too), or undefined. */
  linkByHash(tokenHash: string): Promise<PasswordLink | undefined>;
  /** Spend every link of the account (a new one replaces them; a used one is spent). */
  spendLinks(userId: number): Promise<void>;
  /** Add an entry to the history in this transaction (an admin's change of an account: useCases/staffAccounts.ts). */
  record(values: HistoryValues): Promise<number>;
  /** The staff's security settings (off until an admin saves them). */
  securitySettings(): Promise<SecuritySettings>;
  saveSecuritySettings(settings: SecuritySettings): Promise<void>;
}
