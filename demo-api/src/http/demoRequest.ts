// What a handler sees of an axios request: method, path under /api, query, fields and files.
import type { InternalAxiosRequestConfig } from 'axios';
import type { Audience } from '@mfe/catalogue-core';

export interface DemoRequest {
  method: string;
  /** From /api on, e.g. '/api/vendor/detail/3', whatever apiBase prefixed it. */
  path: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** JSON body, or the text fields of a multipart body. */
  fields: Record<string, unknown>;
  /** The multipart body's files, by field name. */
  files: Record<string, Blob>;
  token: string | null;
  /** 'staff' when the token is valid (the adapter judges it), else 'public'. */
  audience: Audience;
}

function headerValue(config: InternalAxiosRequestConfig, name: string): string | null {
  const headers = config.headers as unknown as { get?: (n: string) => unknown } & Record<string, unknown>;
  const value = typeof headers?.get === 'function' ? headers.get(name) : (headers?.[name] ?? headers?.[name.toLowerCase()]);
  return typeof value === 'string' ? value : null;
}

function isFormData(data: unknown): data is FormData {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

function readBody(data: unknown): Pick<DemoRequest, 'fields' | 'files'> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, Blob> = {};
  if (isFormData(data)) {
    data.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
      else files[key] = value;
    });
    return { fields, files };
  }
  // axios has already serialised a plain object to JSON text.
  let parsed: unknown = data;
  if (typeof data === 'string' && data.trim()) {
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(fields, parsed);
  return { fields, files };
}

export function toDemoRequest(config: InternalAxiosRequestConfig): Omit<DemoRequest, 'params' | 'audience'> {
  const url = new URL(config.url ?? '', 'http://demo.invalid');
  const apiAt = url.pathname.indexOf('/api/');
  // A key sent more than once (the finder's a<id>=option) is a list, as the API's query parser reads it.
  const query: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query[key] = typeof value === 'object' ? value : String(value);
  }
  const authorization = headerValue(config, 'Authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i);
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: apiAt >= 0 ? url.pathname.slice(apiAt) : url.pathname,
    query,
    ...readBody(config.data),
    token: bearer ? bearer[1]! : null,
  };
}
