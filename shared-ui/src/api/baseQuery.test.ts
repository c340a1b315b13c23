import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { createAppStore } from '../store/createAppStore';
import { loggedIn, loggedOut } from '../session/sessionSlice';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { progressLines } from './progressLines';
import { waitForLogin } from '../session/waitForLogin';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test holds shared-ui's copies to the core's messages
import { MESSAGES } from '@mfe/catalogue-core/messages';
import {
  axiosBaseQuery,
  DEFAULT_ERROR_MESSAGE,
  errorText,
  SERVER_UNREACHABLE_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  setHeadersOfRequest,
  setHttpAdapter,
  type RequestArgs,
} from './baseQuery';

type Answer = { status: number; data: unknown };

/** Fakes the HTTP transport: records each request and answers with `answer(config)`. */
function fakeHttp(answer: (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data } = await answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, {}, response);
    return response;
  };
  setHttpAdapter(adapter);
  return requests;
}

function setup(session = true, locale: 'en' | 'id' = 'en') {
  localStorage.clear();
  const store = createAppStore({ locale });
  if (session) store.dispatch(loggedIn({ id: 1, email: 'admin@example.com', name: 'Admin', token: 'secret-token' }));
  const call = (args: RequestArgs | string) =>
    axiosBaseQuery(args, { dispatch: store.dispatch, getState: store.getState, signal: new AbortController().signal } as never, {});
  return { store, call };
}

const header = (config: InternalAxiosRequestConfig, name: string) => AxiosHeaders.from(config.headers).get(name);

describe('axiosBaseQuery (spec §7)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'http://api.test' });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => {
    setHttpAdapter(undefined);
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('sends the Bearer token and the X-Requested-With marker by default', async () => {
    const requests = fakeHttp(() => ({ status: 200, data: { data: [] } }));
    const { call } = setup();
    await expect(call('/api/product')).resolves.toEqual({ data: { data: [] } });
    expect(requests[0].url).toBe('http://api.test/api/product');
    expect(header(requests[0], 'Authorization')).toBe('Bearer secret-token');
    expect(header(requests[0], 'X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('leaves the token out when useAuth is false', async () => {
    const requests = fakeHttp(() => ({ status: 200, data: {} }));
    const { call } = setup();
    await call({ url: '/api/login', method: 'POST', data: { email: 'a@b.c' }, useAuth: false });
    expect(header(requests[0], 'Authorization')).toBeFalsy();
    expect(header(requests[0], 'X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('adds the headers of the request being served, asked for at each call (the visitor a server renders for)', async () => {
    const requests = fakeHttp(() => ({ status: 200, data: {} }));
    const { call } = setup(false);
    let visitor = '203.0.113.7';
    setHeadersOfRequest(() => ({ 'X-Forwarded-For': visitor }));
    try {
      await call({ url: '/api/search', data: { q: 'lb3000' }, useAuth: false });
      visitor = '198.51.100.2';
      await call({ url: '/api/search', data: { q: 'lb3000' }, useAuth: false });
    } finally {
      setHeadersOfRequest(undefined);
    }
    await call({ url: '/api/search', data: { q: 'lb3000' }, useAuth: false });
    expect(requests.map((request) => header(request, 'X-Forwarded-For'))).toEqual(['203.0.113.7', '198.51.100.2', undefined]);
  });

  it.each(['GET', 'DELETE'] as const)('%s sends data as query-string pairs', async (method) => {
    const requests = fakeHttp(() => ({ status: 200, data: {} }));
    const { call } = setup();
    await call({ url: '/api/assets-manager/image/remove/3', method, data: { module_id: 5, module_type: 'mt_vendor' } });
    expect(requests[0].params).toEqual({ module_id: 5, module_type: 'mt_vendor' });
    expect(requests[0].data).toBeUndefined();
  });

  it('POST sends data as the body', async () => {
    const requests = fakeHttp(() => ({ status: 200, data: {} }));
    const { call } = setup();
    await call({ url: '/api/vendor/create', method: 'POST', data: { name: 'Okuma' } });
    expect(requests[0].params).toBeUndefined();
    expect(JSON.parse(requests[0].data as string)).toEqual({ name: 'Okuma' });
  });

  it('with useLoading shows the loading overlay until the call ends, also on failure', async () => {
    const { store, call } = setup();
    let release!: (answer: Answer) => void;
    fakeHttp(() => new Promise<Answer>((resolve) => (release = resolve)));
    const pending = call({ url: '/api/manufacture-type', useLoading: true });
    await Promise.resolve();
    expect(store.getState().overlays.loadingCount).toBe(1);
    release({ status: 500, data: { message: 'Boom' } });
    await pending;
    expect(store.getState().overlays.loadingCount).toBe(0);
  });

  it('without useLoading leaves the overlay alone', async () => {
    fakeHttp(() => ({ status: 200, data: {} }));
    const { store, call } = setup();
    const pending = call('/api/manufacture-type');
    expect(store.getState().overlays.loadingCount).toBe(0);
    await pending;
  });

  it("on failure logs, shows the body's message in an error snackbar and rejects with the response", async () => {
    fakeHttp(() => ({ status: 409, data: { message: 'Vendor still has categories' } }));
    const { store, call } = setup();
    const result = await call({ url: '/api/vendor/delete/2', method: 'DELETE' });
    expect(result).toEqual({ error: { status: 409, data: { message: 'Vendor still has categories' } } });
    expect(consoleError).toHaveBeenCalledWith('DELETE /api/vendor/delete/2 failed (409)', { message: 'Vendor still has categories' });
    expect(store.getState().overlays.snackbars).toEqual([expect.objectContaining({ status: 'error', message: 'Vendor still has categories' })]);
  });

  it("asks for a Blob when told (a download, issue 24), and reads a refusal's message from its bytes", async () => {
    const file = new Blob(['\uFEFFid,name\r\n'], { type: 'text/csv' });
    const requests = fakeHttp((config) =>
      config.params?.format === 'csv'
        ? { status: 200, data: file }
        : { status: 422, data: new Blob([JSON.stringify({ message: 'Format must be csv or xlsx' })], { type: 'application/json' }) },
    );
    const { store, call } = setup();
    const loaded = await call({ url: '/api/product/export', data: { format: 'csv' }, responseType: 'blob' });
    expect(requests[0]!.responseType).toBe('blob');
    expect(loaded).toEqual({ data: file });
    const refused = await call({ url: '/api/product/export', data: { format: 'ods' }, responseType: 'blob', errorMessage: 'Export failed' });
    expect(refused).toEqual({ error: { status: 422, data: { message: 'Format must be csv or xlsx' } } });
    expect(store.getState().overlays.snackbars).toEqual([expect.objectContaining({ message: 'Export failed: Format must be csv or xlsx' })]);
  });

  it.each([409, 413, 415, 422])('a %i answer to a save or delete stays until dismissed', async (status) => {
    fakeHttp(() => ({ status, data: { message: 'Refused' } }));
    const { store, call } = setup();
    await call({ url: '/api/vendor/create', method: 'POST', data: {} });
    await call({ url: '/api/vendor/delete/2', method: 'DELETE' });
    expect(store.getState().overlays.snackbars.map((s) => s.persistent)).toEqual([true, true]);
  });

  it('other failures, and any failed read, leave by themselves', async () => {
    const { store, call } = setup();
    fakeHttp(() => ({ status: 500, data: { message: 'Boom' } }));
    await call({ url: '/api/vendor/create', method: 'POST', data: {} });
    fakeHttp(() => ({ status: 422, data: { message: 'Bad page' } }));
    await call({ url: '/api/vendor', data: { page: 'x' } });
    expect(store.getState().overlays.snackbars.map((s) => s.persistent)).toEqual([false, false]);
  });

  it("falls back to 'Something gone wrong' when the body has no message", async () => {
    fakeHttp(() => ({ status: 500, data: 'Internal error' }));
    const { store, call } = setup();
    await call('/api/product');
    expect(store.getState().overlays.snackbars[0].message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("prefixes the call's errorMessage", async () => {
    fakeHttp(() => ({ status: 404, data: { message: 'Not found' } }));
    const { store, call } = setup();
    await call({ url: '/api/product/detail/9', errorMessage: 'Failed when fetching product "9"' });
    expect(store.getState().overlays.snackbars[0].message).toBe('Failed when fetching product "9": Not found');
  });

  it("shows the call's context and the server's reason in Indonesian on a page in Indonesian (issue 22)", async () => {
    fakeHttp(() => ({ status: 422, data: { message: 'Name is required' } }));
    const { store, call } = setup(true, 'id');
    await call({ url: '/api/vendor/update/9', method: 'POST', errorMessage: MESSAGES.updateFailed('vendor', 9) });
    expect(store.getState().overlays.snackbars[0].message).toBe('Gagal memperbarui vendor "9": Nama wajib diisi');
    fakeHttp(() => ({ status: 500, data: 'Internal error' }));
    await call('/api/product');
    expect(store.getState().overlays.snackbars[1].message).toBe('Terjadi kesalahan');
  });

  it("words its own fallbacks as the core's messages do", () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe(MESSAGES.somethingWentWrong);
    expect(SERVER_UNREACHABLE_MESSAGE).toBe(MESSAGES.serverUnreachable);
    expect(TWO_FACTOR_SETUP_REQUIRED_MESSAGE).toBe(MESSAGES.twoFactorSetupRequired);
  });

  it('marks the session when the API holds an admin until two-factor login is on (issue 23): no snackbar, the admin shows where', async () => {
    fakeHttp(() => ({ status: 403, data: { message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE } }));
    const { store, call } = setup();
    await expect(call({ url: '/api/vendor', errorMessage: 'Failed to fetch vendors' })).resolves.toHaveProperty('error.status', 403);
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, twoFactorSetupRequired: true });
    expect(store.getState().overlays.snackbars).toEqual([]);
    // Another 403 is an error as before.
    fakeHttp(() => ({ status: 403, data: { message: MESSAGES.adminOnly } }));
    await call({ url: '/api/user' });
    expect(store.getState().overlays.snackbars.map((s) => s.message)).toEqual([MESSAGES.adminOnly]);
  });

  it('shows no snackbar for a silent call, but still rejects', async () => {
    fakeHttp(() => ({ status: 404, data: { message: 'Not found' } }));
    const { store, call } = setup();
    const result = await call({ url: '/api/vendor/detail/9', silent: true });
    expect(result).toHaveProperty('error.status', 404);
    expect(store.getState().overlays.snackbars).toEqual([]);
  });

  it('ends the session as expired on a 401 to an authenticated call (no redirect: the login dialog opens in place)', async () => {
    fakeHttp(() => ({ status: 401, data: { message: 'Unauthenticated' } }));
    const { store, call } = setup();
    await expect(call('/api/product')).resolves.toHaveProperty('error.status', 401);
    expect(store.getState().session).toMatchObject({ isLoggedIn: false, token: null, ended: 'expired', email: 'admin@example.com' });
    expect(localStorage.getItem('mfe.session')).toBeNull();
  });

  it('with waitForLogin, waits for the login after a 401 and sends the call again with the new token', async () => {
    const requests = fakeHttp((config) =>
      AxiosHeaders.from(config.headers).get('Authorization') === 'Bearer fresh-token'
        ? { status: 201, data: { message: 'Created' } }
        : { status: 401, data: { message: 'Unauthenticated' } },
    );
    const { store, call } = setup();
    const result = call({
      url: '/api/product',
      method: 'POST',
      data: { name: 'Lathe' },
      errorMessage: 'Failed to create product',
      waitForLogin,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session.ended).toBe('expired');
    // No error snackbar: the login dialog says why.
    expect(store.getState().overlays.snackbars).toEqual([]);
    store.dispatch(loggedIn({ id: 1, email: 'admin@example.com', name: 'Admin', token: 'fresh-token' }));
    await expect(result).resolves.toEqual({ data: { message: 'Created' } });
    expect(requests.map((request) => [header(request, 'Authorization'), request.data])).toEqual([
      ['Bearer secret-token', JSON.stringify({ name: 'Lathe' })],
      ['Bearer fresh-token', JSON.stringify({ name: 'Lathe' })],
    ]);
  });

  it('with waitForLogin, fails the waiting call with the 401 when the session ends by a logout instead', async () => {
    const requests = fakeHttp(() => ({ status: 401, data: { message: 'Unauthenticated' } }));
    const { store, call } = setup();
    const result = call({ url: '/api/product', method: 'POST', waitForLogin });
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(loggedOut());
    await expect(result).resolves.toHaveProperty('error.status', 401);
    expect(requests).toHaveLength(1);
  });

  it('keeps the session when a login attempt (no token sent) answers 401', async () => {
    fakeHttp(() => ({ status: 401, data: { message: 'Invalid credentials' } }));
    const { store, call } = setup(false);
    await call({ url: '/api/login', method: 'POST', useAuth: false });
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(store.getState().overlays.snackbars[0].message).toBe('Invalid credentials');
  });

  it('following progress (issue 24): asks for NDJSON, hands each progress line over as the text grows, answers the last line', async () => {
    const seen: unknown[] = [];
    const lines = ['{"progress":{"phase":"saving","done":0,"total":10}}', '{"progress":{"phase":"saving","done":5,"total":10}}', '{"data":{"n":1}}'];
    let ndjson = true;
    const requests: InternalAxiosRequestConfig[] = [];
    setHttpAdapter(async (config) => {
      requests.push(config);
      // The XHR adapter's progress events: the request's responseText as it grows (a line cut in two on the way).
      const text = `${lines.join('\n')}\n`;
      for (const cut of [30, text.indexOf('\n', 60) + 1, text.length])
        config.onDownloadProgress?.({ loaded: cut, event: { target: { responseText: text.slice(0, cut) } } } as never);
      return {
        status: 200,
        data: ndjson ? text : '{"data":{"plain":true}}',
        statusText: '200',
        headers: ndjson ? { 'content-type': 'application/x-ndjson; charset=utf-8' } : { 'content-type': 'application/json' },
        config,
        request: {},
      };
    });
    const { call } = setup();
    expect(await call({ url: '/api/product/import', method: 'POST', streamed: progressLines((p) => seen.push(p)) })).toEqual({
      data: { data: { n: 1 } },
    });
    expect(header(requests[0]!, 'Accept')).toBe('application/x-ndjson, application/json');
    expect(seen).toEqual([
      { phase: 'saving', done: 0, total: 10 },
      { phase: 'saving', done: 5, total: 10 },
    ]);
    // Plain JSON (the demo, an older API): the answer as usual.
    ndjson = false;
    expect(await call({ url: '/api/product/import', method: 'POST', streamed: progressLines(() => undefined) })).toEqual({
      data: { data: { plain: true } },
    });
  });

  it('following progress: a last line that is a failure fails the call with its status and message', async () => {
    setHttpAdapter(async (config) => ({
      status: 200,
      data: '{"progress":{"phase":"saving","done":0,"total":10}}\n{"message":"The database is not reachable at the moment. Try again shortly.","status":503}\n',
      statusText: '200',
      headers: { 'content-type': 'application/x-ndjson' },
      config,
      request: {},
    }));
    const { call } = setup();
    expect(await call({ url: '/api/product/import', method: 'POST', silent: true, streamed: progressLines(() => undefined) })).toEqual({
      error: { status: 503, data: { message: 'The database is not reachable at the moment. Try again shortly.' } },
    });
  });

  it('reports an unreachable server with status 0', async () => {
    setHttpAdapter(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    const { call } = setup();
    await expect(call('/api/product')).resolves.toEqual({ error: { status: 0, data: { message: 'The server cannot be reached' } } });
  });
});

describe('errorText', () => {
  it('joins context and reason, or uses whichever exists', () => {
    expect(errorText({ errorMessage: 'Login failed' }, { message: 'Wrong password' })).toBe('Login failed: Wrong password');
    expect(errorText({ errorMessage: 'Login failed' }, {})).toBe('Login failed');
    expect(errorText({}, { message: 'Wrong password' })).toBe('Wrong password');
    expect(errorText({}, undefined)).toBe('Something gone wrong');
  });
});
