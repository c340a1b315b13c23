import type { AxiosAdapter, AxiosError, AxiosProgressEvent, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { loadingHidden, loadingShown } from '../overlays/overlaysSlice';
import { showSnackbar } from '../overlays/overlayActions';
import { sessionExpired, twoFactorSetupRequired, type SessionState } from '../session/sessionSlice';
import { DEFAULT_LOCALE, type Locale } from '@mfe/catalogue-core/locales';
import type { LocaleState } from '../i18n/localeSlice';
import type { ApiErrorBody } from '../types/api';

// The shared request behaviour of spec §7, for every endpoint of every app.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestArgs {
  url: string;
  method?: HttpMethod;
  /** GET and DELETE send it as query-string pairs; others as the body (FormData for multipart). */
  data?: unknown;
  headers?: Record<string, string>;
  /** Sends the session's Bearer token (default true). */
  useAuth?: boolean;
  /** Shows the loading overlay until the call ends (default false). */
  useLoading?: boolean;
  /** Context for the error snackbar, e.g. 'Failed when fetching product'. */
  errorMessage?: string;
  /** No error snackbar (spec §8: catalogue and vendor detail errors are ignored). */
  silent?: boolean;
  onUploadProgress?: (percent: number) => void;
  /**
   * 'blob': the answer's bytes as a Blob, for a file to download (an admin list's export, issue
   * 24); a refusal's `{message}` is read from its bytes all the same. Default: JSON.
   */
  responseType?: 'json' | 'blob';
  /** The bytes of the answer received so far (a download's progress). */
  onDownloadProgress?: (bytes: number) => void;
  /**
   * An answer read as text while it arrives (issue 24: a long import's progress lines,
   * '@mfe/shared-ui/api/progress-lines'): what to accept, each growing text, and the call's result
   * from the whole text. An answer that is no text (the demo's adapter) is taken as it is.
   */
  streamed?: StreamedAnswer;
  /**
   * When the API refuses the session (401): resolves true once logged in again, and the call is
   * sent again with the new token; false fails it. No error snackbar meanwhile. For calls of
   * screens under the admin layout, whose login dialog opens then: '@mfe/shared-ui/session/wait-for-login'.
   */
  waitForLogin?: (api: BaseQueryApi) => Promise<boolean>;
}

/** What a failed call rejects with: the HTTP status (0 when unreachable) and the response body. */
export interface RequestError {
  status: number;
  data: ApiErrorBody;
}

// The core's MESSAGES.somethingWentWrong and .serverUnreachable (held equal by baseQuery.test.ts),
// written here too: the shell's start-up bundle does not carry the core's messages module.
export const DEFAULT_ERROR_MESSAGE = 'Something gone wrong';
export const SERVER_UNREACHABLE_MESSAGE = 'The server cannot be reached';
/** The core's MESSAGES.twoFactorSetupRequired (issue 23; held equal by baseQuery.test.ts): the API's 403 while every admin must have two-factor login. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'Turn on two-factor login in My account first';

let adapter: AxiosAdapter | undefined;

// axios loads with the first request, not with the page: a server-rendered public page has its data
// already and often sends none (about 13 KB of gzip JavaScript off every page's first load).
let axiosLoading: Promise<AxiosStatic> | undefined;
function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      axiosLoading = undefined; // the next request tries again
      throw error;
    },
  );
  return axiosLoading;
}

/** XMLHttpRequest in the browser (upload progress; the build leaves out axios's fetch adapter); Node's http on the shell's server. */
const PLATFORM_ADAPTER = typeof XMLHttpRequest === 'undefined' ? 'http' : 'xhr';

let headersOfRequest: (() => Record<string, string>) | undefined;

/**
 * Headers every call adds, asked for at each call: the shell's server names the visitor whose page
 * it renders (X-Forwarded-For), so the API's per-address limits (search) count that visitor, not
 * the server. Unset in the browser.
 */
export function setHeadersOfRequest(next: (() => Record<string, string>) | undefined): void {
  headersOfRequest = next;
}

/** Demo mode answers calls inside the browser by swapping axios's transport. */
export function setHttpAdapter(next: AxiosAdapter | undefined): void {
  adapter = next;
}

/** Refusals of a write that the user must read and act on: conflict, invalid data, too large, wrong type. */
const BLOCKING_STATUSES = new Set([409, 413, 415, 422]);

/** An error that blocks a save or a delete: its snackbar stays until dismissed. */
export function blocksWrite(method: HttpMethod, status: number): boolean {
  return method !== 'GET' && BLOCKING_STATUSES.has(status);
}

/**
 * The message for the error snackbar: the call's context, then the server's reason, each in the
 * page's language (`translate`: the API and the calls word them in English, spec §8).
 */
export function errorText(
  args: Pick<RequestArgs, 'errorMessage'>,
  body: Partial<ApiErrorBody> | undefined,
  translate: (message: string) => string = (message) => message,
): string {
  const reason = typeof body?.message === 'string' && body.message ? translate(body.message) : undefined;
  if (args.errorMessage) return reason ? `${translate(args.errorMessage)}: ${reason}` : translate(args.errorMessage);
  return reason ?? translate(DEFAULT_ERROR_MESSAGE);
}

/**
 * The snackbar's text in the page's language. Indonesian needs the core's message twins, a chunk
 * of their own fetched only when a call fails on a page in Indonesian; English, or a chunk that
 * cannot load, shows the English text.
 */
async function errorTextIn(locale: Locale, args: Pick<RequestArgs, 'errorMessage'>, body: Partial<ApiErrorBody> | undefined): Promise<string> {
  if (locale === DEFAULT_LOCALE) return errorText(args, body);
  try {
    const { translateMessage } = await import(/* webpackChunkName: "core-messages-id" */ '@mfe/catalogue-core/messages-id');
    return errorText(args, body, (message) => translateMessage(message, locale));
  } catch {
    return errorText(args, body);
  }
}

/** A Blob's text (jsdom's Blob, under the tests, has no text()). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A refusal's body as JSON when it came as a Blob (a download's refusal) or text (a call following progress); anything else as it is. */
async function jsonOfBody(data: unknown): Promise<unknown> {
  const text = typeof data === 'string' ? data : typeof Blob !== 'undefined' && data instanceof Blob ? await blobText(data) : undefined;
  if (text === undefined) return data;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A streamed answer's config: its text (axios would parse JSON), read as it grows (the XHR adapter's progress event carries the request, whose responseText grows). */
function streamedConfig(streamed: StreamedAnswer): Partial<AxiosRequestConfig> {
  return {
    responseType: 'text',
    transformResponse: (data: unknown) => data,
    onDownloadProgress: (event: AxiosProgressEvent) => {
      const text = (event.event as { target?: { responseText?: unknown } } | undefined)?.target?.responseText;
      if (typeof text === 'string') streamed.read(text);
    },
  };
}

/** How a call reads a streamed answer (RequestArgs.streamed). */
export interface StreamedAnswer {
  /** The Accept header sent. */
  accept: string;
  /** The answer's text so far, each time more has arrived. */
  read(textSoFar: string): void;
  /** The call's result from the whole text: its data, or a failure's status and body. */
  end(contentType: string, text: string): { data: unknown } | { status: number; error: ApiErrorBody };
}

export const axiosBaseQuery: BaseQueryFn<RequestArgs | string, unknown, RequestError> = async (rawArgs, api, extraOptions) => {
  const args: RequestArgs = typeof rawArgs === 'string' ? { url: rawArgs } : rawArgs;
  const { url, method = 'GET', data, useAuth = true, useLoading = false } = args;
  const token = useAuth ? (api.getState() as { session?: SessionState }).session?.token : null;
  const sendsQuery = method === 'GET' || method === 'DELETE';
  const config: AxiosRequestConfig = {
    url: getRuntimeConfig().apiBase + url,
    method,
    adapter: adapter ?? PLATFORM_ADAPTER,
    signal: api.signal,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: args.streamed?.accept ?? 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headersOfRequest?.(),
      ...args.headers,
    },
    params: sendsQuery ? data : undefined,
    data: sendsQuery ? undefined : data,
    onUploadProgress: args.onUploadProgress
      ? (event: AxiosProgressEvent) => args.onUploadProgress?.(Math.round((event.progress ?? 0) * 100))
      : undefined,
    ...(args.responseType && { responseType: args.responseType }),
    ...(args.onDownloadProgress && { onDownloadProgress: (event: AxiosProgressEvent) => args.onDownloadProgress?.(event.loaded) }),
    ...(args.streamed && streamedConfig(args.streamed)),
  };

  if (useLoading) api.dispatch(loadingShown());
  let failure: RequestError;
  let axios: AxiosStatic | undefined;
  try {
    axios = await loadAxios();
    const response = await axios.request(config);
    if (!args.streamed) return { data: response.data };
    const answer =
      typeof response.data === 'string'
        ? args.streamed.end(String(response.headers?.['content-type'] ?? ''), response.data)
        : { data: response.data };
    if ('data' in answer) return { data: answer.data };
    console.error(`${method} ${url} failed (${answer.status})`, answer.error);
    failure = { status: answer.status, data: answer.error };
  } catch (caught) {
    const error = caught as AxiosError<ApiErrorBody>;
    if (axios?.isCancel(caught)) return { error: { status: 0, data: { message: 'Request cancelled' } } };
    const status = error.response?.status ?? 0;
    const data = await jsonOfBody(error.response?.data);
    const body: ApiErrorBody =
      data && typeof data === 'object' ? (data as ApiErrorBody) : { message: status === 0 ? SERVER_UNREACHABLE_MESSAGE : DEFAULT_ERROR_MESSAGE };
    console.error(`${method} ${url} failed (${status})`, body);
    failure = { status, data: body };
  } finally {
    if (useLoading) api.dispatch(loadingHidden());
  }
  // A token the API no longer accepts ends the session: the admin screens stay, under a login
  // dialog; a call that may wait for it is sent again once logged in (no snackbar: the dialog says why).
  const expired = failure.status === 401 && Boolean(token);
  if (expired) api.dispatch(sessionExpired());
  if (expired && args.waitForLogin) return (await args.waitForLogin(api)) ? axiosBaseQuery(rawArgs, api, extraOptions) : { error: failure };
  // An admin held to its own account until it turns on two-factor login: the admin shows where, instead of an error.
  const setupRequired = failure.status === 403 && Boolean(token) && failure.data?.message === TWO_FACTOR_SETUP_REQUIRED_MESSAGE;
  if (setupRequired) {
    api.dispatch(twoFactorSetupRequired(true));
    return { error: failure };
  }
  if (!args.silent) {
    const locale = (api.getState() as { locale?: LocaleState }).locale?.current ?? DEFAULT_LOCALE;
    showSnackbar(api.dispatch, 'error', await errorTextIn(locale, args, failure.data), { persistent: blocksWrite(method, failure.status) });
  }
  return { error: failure };
};
