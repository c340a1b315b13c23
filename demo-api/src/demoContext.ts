// What every demo handler works with: the stores over the tables (a working copy while a write
// runs), the tokens, the demo admin and the upload limits.
import type { DemoInquiryStore } from './db/demoInquiryStore';
import type { DemoStore } from './db/demoStore';
import type { TokenBook } from './auth/tokenBook';
import type { UploadLimits } from './uploads/readUpload';

export interface DemoAdmin {
  id: number;
  email: string;
  password: string;
  name: string;
}

export interface DemoContext {
  store: DemoStore;
  inquiries: DemoInquiryStore;
  tokens: TokenBook;
  admin: DemoAdmin;
  uploads: UploadLimits;
}
