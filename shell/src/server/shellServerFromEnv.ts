import fs from 'node:fs';
import path from 'node:path';
import type { ConnectionLimits } from '@mfe/server-kit';
import type { RuntimeConfig } from '@mfe/shared-ui';
import type { ShellServerOptions } from './shellServer';

// The shell's server as `node scripts/serve.mjs shell` starts it: its options from the shell's
// build (runtime-config.json) and the environment (SITE_ORIGIN, NODE_ENV, SHELL_DIAGNOSTICS; see
// README). What every app's server shares (ports, connection limits, TRUST_PROXY, the API's URL,
// the remotes' entries) serve.mjs reads and passes.

export interface ShellServerEnvOptions {
  /** The shell's built dist folder. */
  distDir: string;
  /** The port the server listens on: the development site origin, and this server's own Host. */
  port: number;
  /** The API as this server reaches it (API_URL, else the API's port on this machine). */
  apiUrl: string;
  env: Record<string, string | undefined>;
  /** The runtime config for a request's Host: the built default with the remotes' entries from env (scripts/lib/runtimeConfig.mjs). */
  runtimeConfigFor: (builtDefault: Partial<RuntimeConfig>, host: string | undefined) => Partial<RuntimeConfig>;
  trustProxy?: string;
  limits?: Partial<ConnectionLimits>;
  log: (line: string) => void;
}

/**
 * The site's public origin for canonical, sharing and sitemap URLs: SITE_ORIGIN, never a request's
 * headers. Unset, http://localhost:<port> (development), said once; NODE_ENV=production requires it.
 */
export function siteOriginFromEnv(env: Record<string, string | undefined>, port: number, log: (line: string) => void): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) {
    const url = new URL(configured);
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search)
      throw new Error(`SITE_ORIGIN must be an origin such as https://www.example.com, not ${configured}`);
    return url.origin;
  }
  if (env.NODE_ENV === 'production')
    throw new Error('SITE_ORIGIN is not set: the public origin of canonical and sharing URLs (e.g. https://www.example.com)');
  log(`SITE_ORIGIN is not set; canonical and sharing URLs use http://localhost:${port}`);
  return `http://localhost:${port}`;
}

/** The built runtime-config.json, or {} (said) when the build has none. */
function builtRuntimeConfig(distDir: string, log: (line: string) => void): Partial<RuntimeConfig> {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'runtime-config.json'), 'utf8')) as Partial<RuntimeConfig>;
  } catch {
    log(`no runtime-config.json in ${distDir}; serving one from env only`);
    return {};
  }
}

export function shellServerOptionsFromEnv(options: ShellServerEnvOptions): Omit<ShellServerOptions, 'createInstance'> {
  const { distDir, port, env, log } = options;
  const builtConfig = builtRuntimeConfig(distDir, log);
  const siteOrigin = siteOriginFromEnv(env, port, log);
  return {
    distDir,
    apiUrl: options.apiUrl,
    siteOrigin,
    trustProxy: options.trustProxy,
    limits: options.limits,
    browserConfig: (host) => options.runtimeConfigFor(builtConfig, host),
    serverConfig: options.runtimeConfigFor(builtConfig, `127.0.0.1:${port}`),
    diagnostics: env.SHELL_DIAGNOSTICS === '1',
    log,
  };
}
