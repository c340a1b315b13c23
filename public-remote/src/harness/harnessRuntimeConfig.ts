import type { RuntimeConfig } from '@mfe/shared-ui';

/**
 * The harness talks to the API through the dev server's /api and /storage proxy by default;
 * `?api=http://host:port` points it at another API (which then has to allow CORS).
 */
export function harnessRuntimeConfig(search: string): Partial<RuntimeConfig> {
  const api = new URLSearchParams(search).get('api')?.replace(/\/$/, '') ?? '';
  return { apiBase: api, storageBase: `${api}/storage` };
}
