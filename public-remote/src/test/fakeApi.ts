import { setHttpAdapter } from '@mfe/shared-ui';

// axios is shared-ui's dependency, not ours: its types are taken from setHttpAdapter so that the
// fake always matches the copy of axios the base query really uses.
type AxiosAdapter = NonNullable<Parameters<typeof setHttpAdapter>[0]>;
type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];
type AxiosResponse = Awaited<ReturnType<AxiosAdapter>>;

/** What axios rejects with for an HTTP error or a network failure (duck-typed like axios.isAxiosError). */
function axiosError(message: string, code: string, config: InternalAxiosRequestConfig, response?: AxiosResponse): Error {
  return Object.assign(new Error(message), { isAxiosError: true, code, config, response });
}

// Tests mock the network at the HTTP layer: shared-ui's base query sends every call through this
// fake axios adapter, so endpoints, the base query and the components all run for real.

export interface FakeReply {
  status: number;
  body: unknown;
}

/** Answers a request (path without the api base, e.g. '/api/vendor/detail/3'); undefined → 404. */
export type FakeRoute = (path: string, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply> | undefined;

export interface FakeApi {
  /** Every request seen, as 'GET /api/...'. */
  calls: string[];
  configs: InternalAxiosRequestConfig[];
  /** Replies are held until release() when created with { hold: true }: for loading states. */
  release: () => void;
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
export const fail = (status: number, message: string): FakeReply => ({ status, body: { message } });

export function installFakeApi(route: FakeRoute, options: { hold?: boolean } = {}): FakeApi {
  let releaseHeld: () => void = () => undefined;
  const held = options.hold ? new Promise<void>((resolve) => (releaseHeld = resolve)) : Promise.resolve();
  const api: FakeApi = { calls: [], configs: [], release: () => releaseHeld() };

  const adapter: AxiosAdapter = async (config) => {
    const path = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    api.calls.push(`${(config.method ?? 'get').toUpperCase()} ${path}`);
    api.configs.push(config);
    await held;
    const reply = (await route(path, config)) ?? fail(404, 'Not found');
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw axiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, response);
    }
    return response;
  };
  setHttpAdapter(adapter);
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
