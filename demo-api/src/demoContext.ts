// What every demo handler works with: the stores over the tables (a working copy while a write
// runs), the staff accounts with the demo's hashing (issue 23), who is signed in, and the upload limits.
import type { Actor, StaffServices } from '@mfe/catalogue-core';
import type { DemoInquiryStore } from './db/demoInquiryStore';
import type { DemoStore } from './db/demoStore';
import type { UploadLimits } from './uploads/readUpload';

/** The demo's first account, an admin (the runtime config's demoCredentials may replace the defaults). */
export interface DemoAdmin {
  id: number;
  email: string;
  password: string;
  name: string;
}

export interface DemoContext {
  store: DemoStore;
  inquiries: DemoInquiryStore;
  staff: StaffServices;
  /** The member of staff of the request's token and its session, or the public. */
  actor: Actor;
  uploads: UploadLimits;
}
