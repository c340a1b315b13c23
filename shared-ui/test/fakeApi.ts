import { setHttpAdapter } from '../src/api/baseQuery';

// The network of the apps' unit tests: an axios adapter (through setHttpAdapter) that answers by
// method and path, so screens run their real endpoints, base query and error handling.
// Either routes registered with on(), or one function of the path (installFakeApi(route)).

// axios is shared-ui's dependency: its types are taken from setHttpAdapter so that the fake always
// matches the copy of axios the base query really uses.
type AxiosAdapter = NonNullable<Parameters<typeof setHttpAdapter>[0]>;
type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];
type AxiosResponse = Awaited<ReturnType<AxiosAdapter>>;

export interface FakeRequest {
  method: string;
  /** Without the origin or query string, e.g. '/api/vendor/detail/3'. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

export interface FakeReply {
  /** Default 200. */
  status?: number;
  body: unknown;
  /**
   * A streamed answer, as the API's to a call following progress (Accept: application/x-ndjson):
   * these progress lines handed to the request's onDownloadProgress as the XHR adapter does (the
   * text so far), then, once `until` resolves, the body as the last line.
   */
  progress?: unknown[];
  until?: Promise<void>;
}

/** The NDJSON text of a streamed reply, line by line as it grows. */
async function streamed(reply: FakeReply, config: InternalAxiosRequestConfig): Promise<string> {
  let text = '';
  for (const progress of reply.progress ?? []) {
    text += `${JSON.stringify({ progress })}\n`;
    config.onDownloadProgress?.({ loaded: text.length, bytes: text.length, event: { target: { responseText: text } } } as never);
  }
  await reply.until;
  return `${text}${JSON.stringify(reply.body)}\n`;
}

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Answers a request by its path; undefined → 404 'Not found'. */
export type FakeRoute = (path: string, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply> | undefined;

export interface FakeApi {
  /** Answers `METHOD /path` (exact path, or a RegExp on the path). Later routes win. */
  on(method: string, path: string | RegExp, handler: Handler | FakeReply): FakeApi;
  requests: FakeRequest[];
  /** The requests to one method and path. */
  calls(method: string, path: string | RegExp): FakeRequest[];
  /** Every request seen, as 'GET /api/...'. */
  seen: string[];
  /** Every request's axios config. */
  configs: InternalAxiosRequestConfig[];
  /** Replies are held until release() when installed with { hold: true }: for loading states. */
  release: () => void;
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
export const fail = (status: number, message: string): FakeReply => ({ status, body: { message } });

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

/** What axios rejects with for an HTTP error or a network failure (duck-typed like axios.isAxiosError). */
function axiosError(message: string, code: string, config: InternalAxiosRequestConfig, response?: AxiosResponse): Error {
  return Object.assign(new Error(message), { isAxiosError: true, code, config, response });
}

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

/**
 * Installs the fake. Requests that no on() route matches go to `route` (404 'Not found' when it
 * answers undefined) or, without one, answer 404 'No fake for METHOD /path'.
 */
export function installFakeApi(route?: FakeRoute, options: { hold?: boolean } = {}): FakeApi {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  let releaseHeld: () => void = () => undefined;
  const held = options.hold ? new Promise<void>((resolve) => (releaseHeld = resolve)) : Promise.resolve();

  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(config.url ?? '', 'http://test.local');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: { ...(config.params as Record<string, unknown>) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: { ...(config.headers as unknown as Record<string, unknown>) },
      config,
    };
    api.requests.push(request);
    api.seen.push(`${request.method} ${request.path}`);
    api.configs.push(config);
    await held;
    const registered = [...routes].reverse().find((r) => r.method === request.method && matches(r.path, request.path));
    const reply = registered
      ? await registered.handler(request)
      : route
        ? ((await route(request.path, config)) ?? fail(404, 'Not found'))
        : { status: 404, body: { message: `No fake for ${request.method} ${request.path}` } };
    const status = reply.status ?? 200;
    const response: AxiosResponse = reply.progress
      ? {
          data: await streamed(reply, config),
          status,
          statusText: String(status),
          headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
          config,
          request: {},
        }
      : { data: reply.body, status, statusText: String(status), headers: {}, config, request: {} };
    // What axios's own adapters reject with on a non-2xx status, as far as the base query reads it.
    if (status >= 400) throw axiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, response);
    return response;
  };
  setHttpAdapter(adapter);

  const api: FakeApi = {
    requests: [],
    seen: [],
    configs: [],
    release: () => releaseHeld(),
    on(method, path, handler) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    calls: (method, path) => api.requests.filter((r) => r.method === method && matches(path, r.path)),
  };
  return api;
}

/** A network failure: the server cannot be reached. */
export function installUnreachableApi(): void {
  setHttpAdapter(async (config) => {
    throw axiosError('Network Error', 'ERR_NETWORK', config);
  });
}

export function uninstallFakeApi(): void {
  setHttpAdapter(undefined);
}
