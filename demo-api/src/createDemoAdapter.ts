// The demo's transport: an axios adapter that answers every API call of the contract inside the
// browser, over the seed catalogue, with the API's rules, envelopes and statuses.
import type { AxiosAdapter, AxiosError, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { CatalogueError, checkTwoFactorRequirement, failureBody, MESSAGES, tokenHash, type StaffServices } from '@mfe/catalogue-core';
import { demoPasswords } from './auth/demoPasswords';
import { emptyDb, type DemoDb } from './db/demoDb';
import { DemoStaffStore, firstStaff, type DemoStaff } from './db/demoStaffStore';
import {
  clearDemoStorage,
  DB_STORAGE_KEY,
  fingerprint,
  loadDb,
  loadStaff,
  memoryStorage,
  saveDb,
  saveStaff,
  type KeyValueStorage,
} from './db/persistence';
import type { DemoAdmin, DemoContext } from './demoContext';
import { toDemoRequest } from './http/demoRequest';
import { DemoInquiryStore } from './db/demoInquiryStore';
import { DemoStore } from './db/demoStore';
import { matchRoute } from './http/router';
import { authRoutes } from './routes/authRoutes';
import { tableRoutes } from './routes/tableRoutes';
import { exportRoutes } from './routes/exportRoutes';
import { seedDb } from './seed/seedDb';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './uploads/readUpload';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';

/** The API's default first admin (ADMIN_EMAIL / ADMIN_PASSWORD): demo-only credentials. */
export const DEMO_ADMIN: DemoAdmin = { id: 1, ...DEMO_ADMIN_CREDENTIALS, name: 'Demo Admin' };

/** How long a login lasts (the API's default TOKEN_TTL_HOURS). */
const SESSION_HOURS = 24 * 7;

/** How often a session's last use is stored: a use within a minute of the last one is not news. */
const TOUCH_EVERY_MS = 60_000;

export const STORAGE_FULL_MESSAGE = "The demo's browser storage is full: reset the demo data or upload smaller files";

export interface DemoAdapterOptions {
  /** Where the data and tokens live; default the browser's localStorage (memory when blocked). */
  storage?: KeyValueStorage;
  /** Overrides of the demo admin, e.g. the runtime config's demoCredentials. */
  admin?: Partial<Omit<DemoAdmin, 'id'>>;
  /** Delay of every answer, so loading states show as they would against a server. */
  latencyMs?: number;
  uploads?: Partial<UploadLimits>;
  now?: () => Date;
  /** Start from an empty catalogue instead of the seed (the contract suite's starting point). */
  startEmpty?: boolean;
}

function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Blocked (privacy settings): the demo still works for the life of the page.
  }
  return memoryStorage();
}

function response(config: InternalAxiosRequestConfig, status: number, data: unknown, headers?: Record<string, string>): AxiosResponse {
  // A file (an export, issue 24) asked for as a Blob comes as one, as from a server.
  const body = headers && config.responseType === 'blob' && typeof data === 'string' ? new Blob([data], { type: headers['content-type'] }) : data;
  return { data: body, status, statusText: String(status), headers: headers ?? { 'content-type': 'application/json' }, config, request: {} };
}

/** What axios's own transports reject with for a non-2xx answer. */
function responseError(config: InternalAxiosRequestConfig, answer: AxiosResponse): AxiosError {
  const error = new Error(`Request failed with status code ${answer.status}`) as AxiosError;
  return Object.assign(error, {
    name: 'AxiosError',
    isAxiosError: true,
    code: answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    request: answer.request,
    response: answer,
    status: answer.status,
    toJSON: () => ({ message: error.message, status: answer.status }),
  });
}

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export function createDemoAdapter(options: DemoAdapterOptions = {}): AxiosAdapter {
  const storage = options.storage ?? browserStorage();
  const seed = options.startEmpty ? emptyDb() : seedDb();
  const seedPrint = fingerprint(JSON.stringify(seed));
  let db: DemoDb = loadDb(storage, seedPrint) ?? seed;
  const routes = [...authRoutes(), ...tableRoutes(), ...exportRoutes()];
  const admin: DemoAdmin = { ...DEMO_ADMIN, ...options.admin };
  const uploads: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploads };
  const now = () => (options.now?.() ?? new Date()).toISOString();
  // The staff accounts (issue 23); none stored: the demo admin alone, its password hashed once.
  let staff: DemoStaff | null = loadStaff(storage);
  let seedingStaff: Promise<DemoStaff> | null = null;
  const seedStaff = async () =>
    (staff = firstStaff({ email: admin.email.toLowerCase(), name: admin.name, password_hash: await demoPasswords.hash(admin.password) }, now()));
  const currentStaff = async (): Promise<DemoStaff> => staff ?? (await (seedingStaff ??= seedStaff()));

  /**
   * Store the data; when the storage is full, the history gives way first (issue 23): its older
   * entries go, halving until the data fits or none is left. false: it does not fit even so.
   */
  function saved(data: DemoDb): boolean {
    for (;;) {
      try {
        saveDb(storage, seedPrint, data);
        return true;
      } catch {
        if (!data.activity?.length) return false;
        data.activity.splice(0, Math.ceil(data.activity.length / 2));
      }
    }
  }

  async function answer(config: InternalAxiosRequestConfig): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const request = toDemoRequest(config);
    const match = matchRoute(routes, request.method, request.path);
    if (!match) throw new CatalogueError(404, `Route ${request.method} ${request.path} not found`);
    // Staff with a valid token of an active account; a public route takes one too (staff read drafts through it: issue 21).
    const accounts = await currentStaff();
    const signedIn = request.token ? new DemoStaffStore(accounts, now).signedIn(await tokenHash(request.token)) : null;
    if (!match.route.public && !signedIn) throw new CatalogueError(401, MESSAGES.unauthenticated);
    if (match.route.admin && signedIn?.account.role !== 'admin') throw new CatalogueError(403, MESSAGES.adminOnly);
    if (signedIn && !match.route.public) {
      const security = new DemoStaffStore(accounts, now);
      await checkTwoFactorRequirement(signedIn.account, request.path, async () => (await security.securitySettings()).admin_two_factor_required);
    }
    const lastUse = signedIn?.session.last_used_at;
    if (signedIn && (!lastUse || Date.now() - Date.parse(lastUse) >= TOUCH_EVERY_MS)) {
      signedIn.session.last_used_at = now();
      saveStaff(storage, accounts);
    }
    // A write works on copies that replace the data only once they are stored: all or nothing.
    const before = match.route.writes ? JSON.stringify(db) : null;
    const working: DemoDb = before === null ? db : JSON.parse(before);
    const workingStaff: DemoStaff = match.route.writes ? JSON.parse(JSON.stringify(accounts)) : accounts;
    const store = new DemoStore(working, now);
    const services: StaffServices = {
      store: new DemoStaffStore(workingStaff, now, (entry) => store.record(entry)),
      passwords: demoPasswords,
      mail: null,
      sessionHours: SESSION_HOURS,
    };
    const member = signedIn && { id: signedIn.account.id, email: signedIn.account.email, name: signedIn.account.name, role: signedIn.account.role };
    const ctx: DemoContext = {
      store,
      inquiries: new DemoInquiryStore(working, now, (entry) => store.record(entry)),
      staff: services,
      actor: { member, address: null, sessionId: signedIn?.session.id ?? null },
      uploads,
    };
    const result = await match.route.handler({ ...request, params: match.params, audience: signedIn ? 'staff' : 'public' }, ctx);
    if (match.route.writes) {
      // Only a changed catalogue is stored: a login or an account's change is no edit of the prerendered pages (hasDemoEdits).
      if (JSON.stringify(working) !== before && !saved(working)) throw new CatalogueError(413, STORAGE_FULL_MESSAGE);
      db = working;
      staff = workingStaff;
      saveStaff(storage, workingStaff);
    }
    return { status: result.status ?? 200, body: result.body, headers: result.headers };
  }

  return async (config) => {
    await wait(options.latencyMs ?? 0);
    let result: { status: number; body: unknown; headers?: Record<string, string> };
    try {
      result = await answer(config);
    } catch (caught) {
      if (!(caught instanceof CatalogueError)) throw caught;
      result = { status: caught.status, body: failureBody(caught) };
    }
    const res = response(config, result.status, result.body, result.headers);
    if (result.status >= 200 && result.status < 300) return res;
    throw responseError(config, res);
  };
}

/** True when this browser holds admin edits: its data is no longer the seed the pages were prerendered from. */
export function hasDemoEdits(storage: KeyValueStorage = browserStorage()): boolean {
  return storage.getItem(DB_STORAGE_KEY) !== null;
}

/** Forget every admin edit and token: the next adapter starts from the seed again. */
export function resetDemoData(storage: KeyValueStorage = browserStorage()): void {
  clearDemoStorage(storage);
}
