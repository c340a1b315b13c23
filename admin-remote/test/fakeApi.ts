import { setHttpAdapter } from '@mfe/shared-ui';

// The network of the tests: an axios adapter (through shared-ui's setHttpAdapter) answering by
// method and path, so screens run their real endpoints, base query and error handling.

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

type HttpAdapter = NonNullable<Parameters<typeof setHttpAdapter>[0]>;

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Answers `METHOD /path` (exact path, or a RegExp on the path). Later routes win. */
  on(method: string, path: string | RegExp, handler: Handler | FakeReply): FakeApi;
  requests: FakeRequest[];
  /** The requests to one method and path. */
  calls(method: string, path: string | RegExp): FakeRequest[];
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

export function installFakeApi(): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const requests: FakeRequest[] = [];

  // Typed from shared-ui's own axios (the workspace may hold another copy at the root).
  const adapter: HttpAdapter = async (config) => {
    const url = new URL(config.url ?? '', 'http://test.local');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: { ...(config.params as Record<string, unknown>) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: { ...(config.headers as unknown as Record<string, unknown>) },
    };
    requests.push(request);
    const route = [...routes].reverse().find((r) => r.method === request.method && matches(r.path, request.path));
    const reply = route ? await route.handler(request) : { status: 404, body: { message: `No fake for ${request.method} ${request.path}` } };
    const status = reply.status ?? 200;
    const response = { data: reply.body, status, statusText: String(status), headers: {}, config, request: {} };
    // What axios's own adapters reject with on a non-2xx status, as far as the base query reads it.
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, config, response });
    return response;
  };
  setHttpAdapter(adapter);

  const api: FakeApi = {
    requests,
    on(method, path, handler) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    calls: (method, path) => requests.filter((r) => r.method === method && matches(path, r.path)),
  };
  return api;
}

/** A paged list envelope as the API sends it. */
export function paged<T>(rows: T[], options: { total?: number; per_page?: number; current_page?: number; last_page?: number } = {}) {
  const per_page = options.per_page ?? 15;
  const total = options.total ?? rows.length;
  return {
    data: {
      data: rows,
      total,
      per_page,
      current_page: options.current_page ?? 1,
      last_page: options.last_page ?? Math.max(1, Math.ceil(total / per_page)),
    },
  };
}
