import type { RuntimeConfig } from '@mfe/shared-ui';

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/**
 * Reads the deployment's runtime config served beside index.html. Never cached, so a deployment
 * can point the shell at new remote URLs without a rebuild. Without it the site still renders its
 * chrome; every remote route then shows the unavailable panel.
 */
export async function loadRuntimeConfig(publicPath: string, fetchImpl: typeof fetch = fetch): Promise<Partial<RuntimeConfig>> {
  const url = `${publicPath.replace(/\/?$/, '/')}${RUNTIME_CONFIG_FILE}`;
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = (await response.json()) as Partial<RuntimeConfig>;
    if (!config || typeof config !== 'object') throw new Error('not an object');
    return config;
  } catch (error) {
    console.error(`Cannot read ${url}; remotes are unavailable`, error);
    return {};
  }
}
