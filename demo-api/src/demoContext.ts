// What every demo handler works with: the database (a working copy while a write runs), a view
// for the JSON shapes, the clock and the upload limits.
import type { CatalogView } from './db/catalogView';
import type { DemoDb } from './db/demoDb';
import type { TokenBook } from './auth/tokenBook';
import type { UploadLimits } from './uploads/readUpload';

export interface DemoAdmin {
  id: number;
  email: string;
  password: string;
  name: string;
}

export interface DemoContext {
  db: DemoDb;
  /** The shapes of `db` as it is now (rebuilt after each change). */
  view(): CatalogView;
  now(): string;
  tokens: TokenBook;
  admin: DemoAdmin;
  uploads: UploadLimits;
}
