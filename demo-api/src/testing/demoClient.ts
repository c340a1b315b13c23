// Test helper: calls the demo adapter through axios, as shared-ui's base query does, and returns
// status and body for success and failure alike.
import axios, { type AxiosError } from 'axios';
import { createDemoAdapter, type DemoAdapterOptions } from '../createDemoAdapter';
import { memoryStorage } from '../db/persistence';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/api/demo-admin';

export interface DemoCall {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON bodies of every call by path
  body: any;
}

export function demoClient(options: DemoAdapterOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const adapter = createDemoAdapter({ ...options, storage });
  let token: string | null = null;

  async function call(method: string, url: string, data?: unknown, opts: { token?: string | null } = {}): Promise<DemoCall> {
    const sendsQuery = method === 'GET' || method === 'DELETE';
    const bearer = opts.token === undefined ? token : opts.token;
    try {
      const res = await axios.request({
        adapter,
        method,
        url,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        params: sendsQuery ? data : undefined,
        data: sendsQuery ? undefined : data,
      });
      return { status: res.status, body: res.data };
    } catch (caught) {
      const error = caught as AxiosError;
      if (!error.response) throw caught;
      return { status: error.response.status, body: error.response.data };
    }
  }

  return {
    storage,
    call,
    async login(email = DEMO_ADMIN_CREDENTIALS.email, password = DEMO_ADMIN_CREDENTIALS.password) {
      const res = await call('POST', '/api/login', { email, password });
      token = res.body?.data?.token ?? null;
      return res;
    },
    get token() {
      return token;
    },
  };
}
