// Test helper: calls the demo adapter through axios, as shared-ui's base query does, and returns
// status and body for success and failure alike; an answer of a route of the core's table that
// does not match that route's response schema throws (answerMismatch), so a drifting shape fails.
import axios, { type AxiosError } from 'axios';
import { answerMismatch } from '@mfe/catalogue-core';
import { createDemoAdapter, type DemoAdapterOptions } from '../createDemoAdapter';
import { memoryStorage } from '../db/persistence';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';

export interface DemoCall {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON bodies of every call by path
  body: any;
}

export interface DemoRequestOptions {
  /** Query-string pairs. */
  query?: unknown;
  /** A JSON-able value or a FormData. */
  body?: unknown;
  /** Sent as a Bearer token; null: none. */
  token: string | null;
}

export function demoClient(options: DemoAdapterOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const adapter = createDemoAdapter({ ...options, storage });
  let token: string | null = null;

  async function request(method: string, url: string, options: DemoRequestOptions): Promise<DemoCall> {
    const answer = await send(method, url, options);
    const path = new URL(url, 'http://demo.invalid').pathname;
    const mismatch = answerMismatch(method, path.slice(Math.max(0, path.indexOf('/api/'))), answer.status, answer.body);
    if (mismatch) throw new Error(mismatch);
    return answer;
  }

  async function send(method: string, url: string, { query, body, token: bearer }: DemoRequestOptions): Promise<DemoCall> {
    try {
      const res = await axios.request({
        adapter,
        method,
        url,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        params: query,
        data: body,
      });
      return { status: res.status, body: res.data };
    } catch (caught) {
      const error = caught as AxiosError;
      if (!error.response) throw caught;
      return { status: error.response.status, body: error.response.data };
    }
  }

  /** The front end's way: GET and DELETE send their data as query-string pairs, the others as the body. */
  function call(method: string, url: string, data?: unknown, opts: { token?: string | null } = {}): Promise<DemoCall> {
    const sendsQuery = method === 'GET' || method === 'DELETE';
    const bearer = opts.token === undefined ? token : opts.token;
    return request(method, url, { query: sendsQuery ? data : undefined, body: sendsQuery ? undefined : data, token: bearer });
  }

  return {
    storage,
    request,
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
